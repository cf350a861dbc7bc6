import { beforeAll, describe, expect, it } from 'vitest';
import { login, signedIn } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { companyInput } from '../test/catalog.js';
import { linkIn } from '../test/mail.js';
import { DEMO_PROVIDERS } from './demo/demo-catalog.js';

// Personal data that flows through the requests below and must never reach the log.
const demoCompany = DEMO_PROVIDERS[0].company;
const EMAIL = 'private.person@example.com';
const PASSWORD = 'Tajna-Lozinka-2024';
const SECRETS = [
  EMAIL,
  PASSWORD,
  demoCompany.iban,
  demoCompany.vatNumber,
  demoCompany.contactMobile,
  demoCompany.contactMobile.replaceAll(' ', ''),
  '$argon2',
];

let app: TestApp;
const captured: string[] = [];
const logText = () => captured.join('');
const logLines = () =>
  captured
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  app = await startTestApp({ log: { destination: { write: (line: string) => void captured.push(line) }, level: 'debug' } });
});

const guest = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Kovač',
  email,
  password: PASSWORD,
  ...extra,
});

describe('logs', () => {
  it('carry no email, password, IBAN, OIB, phone, token or password hash through registration, login and company flows', async () => {
    const registered = await app.request('/api/register/customer', {
      method: 'POST',
      json: guest(EMAIL),
      headers: { 'x-request-id': 'flow-register' },
    });
    expect(registered.status).toBe(201);
    const key = linkIn(await app.mail.waitFor(EMAIL), `${app.baseUrl}/login?activationKey=`).searchParams.get('activationKey') ?? '';
    expect((await app.request(`/api/activate?key=${encodeURIComponent(key)}`)).status).toBe(200);
    expect((await app.request('/api/register/customer', { method: 'POST', json: guest(EMAIL) })).status).toBe(400);
    const token = await login(app, EMAIL, PASSWORD);
    expect(
      (await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email: EMAIL, password: `${PASSWORD}x` }) })).status,
    ).toBe(401);
    const wrongGraphql = await app.graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: EMAIL, password: `${PASSWORD}y` },
    });
    expect(wrongGraphql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const owner = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const company = await app.request('/api/owner/company', {
      method: 'POST',
      token: owner.token,
      json: companyInput({ iban: demoCompany.iban, vatNumber: demoCompany.vatNumber, contactMobile: demoCompany.contactMobile }),
    });
    expect(company.status).toBe(201);
    const ownerToken = owner.token;

    // Queries that fail inside the database, with personal data among their bound parameters: a 500 each.
    await app.db.dataSource.query(`ALTER TABLE company ADD CONSTRAINT log_test_reject CHECK (legal_name <> 'Reject Me d.o.o.')`);
    await app.db.dataSource.query(`ALTER TABLE user_account ADD CONSTRAINT log_test_reject CHECK (first_name <> 'Rejected')`);
    const other = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const failedCompany = await app.request('/api/owner/company', {
      method: 'POST',
      token: other.token,
      json: companyInput({
        legalName: 'Reject Me d.o.o.',
        iban: demoCompany.iban,
        vatNumber: demoCompany.vatNumber,
        contactMobile: demoCompany.contactMobile,
      }),
    });
    expect(failedCompany.status).toBe(500);
    const failedUser = await app.request('/api/register/customer', {
      method: 'POST',
      json: guest(`rejected.${EMAIL}`, { firstName: 'Rejected' }),
    });
    expect(failedUser.status).toBe(500);
    const failedGraphql = await app.graphql('mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { id } }', {
      input: guest(`graphql.${EMAIL}`, { firstName: 'Rejected' }),
    });
    expect(failedGraphql.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');

    const text = logText();
    for (const secret of [...SECRETS, token, ownerToken, key]) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/"parameters"|"detail"|"headers"/);

    // The failures are logged by SQL text and SQLSTATE.
    const errors = logLines().filter((line) => line.msg === 'unexpected error');
    expect(errors.length).toBeGreaterThanOrEqual(3);
    for (const line of errors)
      expect(line.err).toMatchObject({ type: 'QueryFailedError', code: '23514', query: expect.stringMatching(/^INSERT INTO/) });
  });

  it('writes one compact line per request with method, path without query, status, time and request id', async () => {
    const response = await app.request('/api/activate?key=secret-activation-key', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const line = logLines().find((entry) => entry.msg === 'request' && entry.reqId === 'abc-123');
    expect(line).toBeDefined();
    expect(Object.keys(line!).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'reqId', 'service', 'status', 'time'].sort());
    expect(line).toMatchObject({ method: 'GET', path: '/api/activate', status: response.status });
    expect(typeof line!.ms).toBe('number');
    expect(logText()).not.toContain('secret-activation-key');

    const register = logLines().find((entry) => entry.msg === 'request' && entry.reqId === 'flow-register');
    expect(register).toMatchObject({ method: 'POST', path: '/api/register/customer', status: 201 });
  });

  it("logs the route pattern, not parameters such as the calendar feed's secret address", async () => {
    const secret = 'S3cretFeedAddress_0123456789';
    await app.request(`/api/calendar/${secret}.ics`, { headers: { 'x-request-id': 'feed-1' } });
    expect(logLines().find((entry) => entry.reqId === 'feed-1')).toMatchObject({ method: 'GET', path: '/api/calendar/:file' });
    expect(logText()).not.toContain(secret);
  });

  it('replaces an insane incoming request id with a generated one', async () => {
    const response = await app.request('/healthz', { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const graphql = await app.request('/graphql', { method: 'POST', json: { query: '{ __typename }' } });
    const id = graphql.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines().find((entry) => entry.reqId === id)).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
  });
});
