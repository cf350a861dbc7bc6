import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../../test/app.js';
import { createUser, signedIn } from '../../../test/accounts.js';
import { linkIn } from '../../../test/mail.js';
import { ACCOUNT_LIMITS } from './account-limits.js';
import { passwordChecks } from './password.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

// The test app trusts X-Forwarded-For from loopback, so each test plays its own client addresses.
let lastOctet = 0;
const newAddress = () => {
  lastOctet += 1;
  return `198.51.100.${lastOctet}`;
};

const login = (email: string, password: string, address: string) =>
  app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }), headers: { 'x-forwarded-for': address } });

const statuses = (responses: TestResponse[]) => responses.map((response) => response.status);
const count = (values: number[], wanted: number) => values.filter((value) => value === wanted).length;
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a moment and try again.' };

describe('sign-in throttling', () => {
  it('lets at most 5 password checks through for 30 parallel wrong logins from one address', async () => {
    const user = await createUser(app.db.dataSource);
    const address = newAddress();
    const before = passwordChecks.count;
    const responses = await Promise.all(Array.from({ length: 30 }, () => login(user.email, 'Wrong1234', address)));
    const checks = passwordChecks.count - before;
    expect(checks).toBe(ACCOUNT_LIMITS.loginPair.max);
    expect(count(statuses(responses), 401)).toBe(checks);
    expect(count(statuses(responses), 429)).toBe(30 - checks);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets at most 20 password checks through for 30 parallel wrong logins from 30 addresses', async () => {
    const user = await createUser(app.db.dataSource);
    const before = passwordChecks.count;
    const responses = await Promise.all(Array.from({ length: 30 }, () => login(user.email, 'Wrong1234', newAddress())));
    expect(passwordChecks.count - before).toBe(ACCOUNT_LIMITS.loginAccount.max);
    expect(count(statuses(responses), 429)).toBe(30 - ACCOUNT_LIMITS.loginAccount.max);
  });

  it('keeps the owner signing in from another address while a stranger is throttled', async () => {
    const user = await createUser(app.db.dataSource);
    const stranger = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Wrong1234', stranger)).status).toBe(401);
    expect((await login(user.email, user.password, stranger)).status).toBe(429);
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  it('keeps the owner signing in from a known address while strangers everywhere exhaust the account', async () => {
    const user = await createUser(app.db.dataSource);
    const home = newAddress();
    expect((await login(user.email, user.password, home)).status).toBe(200);
    await Promise.all(Array.from({ length: 25 }, () => login(user.email, 'Wrong1234', newAddress())));
    const before = passwordChecks.count;
    expect((await login(user.email, 'Wrong1234', newAddress())).status).toBe(429);
    expect(passwordChecks.count).toBe(before);
    expect((await login(user.email, user.password, home)).status).toBe(200);
    expect((await login(user.email, user.password, home)).status).toBe(200);
  });

  it('makes the address that completes a password reset known, so the owner gets in during an attack', async () => {
    const user = await createUser(app.db.dataSource);
    await Promise.all(Array.from({ length: 21 }, () => login(user.email, 'Wrong1234', newAddress())));
    const fresh = newAddress();
    expect((await login(user.email, user.password, fresh)).status).toBe(429);
    const headers = { 'x-forwarded-for': fresh };
    expect((await app.request('/api/password-reset/init', { method: 'POST', json: { email: user.email }, headers })).status).toBe(204);
    const key = linkIn(await app.mail.waitFor(user.email), `${app.baseUrl}/password-reset?key=`).searchParams.get('key')!;
    expect(
      (await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'Morje2026' }, headers })).status,
    ).toBe(204);
    expect((await login(user.email, 'Morje2026', fresh)).status).toBe(200);
  });

  it('backs off with doubling waits once the pair has used its 5 free attempts', async () => {
    const user = await createUser(app.db.dataSource);
    const address = newAddress();
    const key = `login:pair:${user.email}|${address}`;
    for (let i = 0; i < 5; i += 1) await login(user.email, 'Wrong1234', address);
    const first = await login(user.email, 'Wrong1234', address);
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The wait has passed: one more check runs, and the next wait is twice as long.
    await app.db.dataSource.query(`UPDATE rate_limit SET blocked_until = clock_timestamp() WHERE key = $1`, [key]);
    expect((await login(user.email, 'Wrong1234', address)).status).toBe(401);
    const second = await login(user.email, 'Wrong1234', address);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(115);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  });

  it('clears the pair on a right password and counts no success against the address', async () => {
    const user = await createUser(app.db.dataSource);
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong1234', address);
    expect((await login(user.email, user.password, address)).status).toBe(200);
    const rows: { key: string; count: number }[] = await app.db.dataSource.query(
      `SELECT key, count FROM rate_limit WHERE key LIKE $1 ORDER BY key`,
      [`%${address}`],
    );
    expect(rows).toEqual([{ key: `login:address:${address}`, count: 4 }]);
  });

  it('answers TOO_MANY_REQUESTS over GraphQL too', async () => {
    const user = await createUser(app.db.dataSource);
    const headers = { 'x-forwarded-for': newAddress() };
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
    for (let i = 0; i < 5; i += 1) await app.graphql(mutation, { input: { email: user.email, password: 'Wrong1234' } }, { headers });
    const refused = await app.graphql(mutation, { input: { email: user.email, password: user.password } }, { headers });
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY.message, extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('limits of the other account calls', () => {
  it('sends at most 3 reset emails for 20 requests to one address', async () => {
    const user = await createUser(app.db.dataSource);
    const sentBefore = app.mail.mails.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.request('/api/password-reset/init', {
          method: 'POST',
          json: { email: user.email },
          headers: { 'x-forwarded-for': newAddress() },
        }),
      ),
    );
    expect(count(statuses(responses), 204)).toBe(ACCOUNT_LIMITS.passwordResetEmail.max);
    expect(count(statuses(responses), 429)).toBe(20 - ACCOUNT_LIMITS.passwordResetEmail.max);
    await waitForMails(user.email, sentBefore, ACCOUNT_LIMITS.passwordResetEmail.max);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(app.mail.mails.slice(sentBefore).filter((mail) => mail.to.includes(user.email))).toHaveLength(
      ACCOUNT_LIMITS.passwordResetEmail.max,
    );
  });

  it('limits reset requests per address across emails', async () => {
    const headers = { 'x-forwarded-for': newAddress() };
    const results = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.passwordResetAddress.max; i += 1) {
      results.push(await app.request('/api/password-reset/init', { method: 'POST', json: { email: `nobody${i}@example.com` }, headers }));
    }
    expect(statuses(results.slice(0, -1)).every((status) => status === 400)).toBe(true);
    expect(results.at(-1)!.status).toBe(429);
    expect(results.at(-1)!.body).toEqual(TOO_MANY);
  });

  it('limits registrations per address', async () => {
    const headers = { 'x-forwarded-for': newAddress() };
    const register = (i: number) =>
      app.request('/api/register/customer', {
        method: 'POST',
        headers,
        json: { email: `reg${i}-${Date.now()}@example.com`, password: 'Secret123', firstName: 'Ana', lastName: 'Horvat' },
      });
    for (let i = 0; i < ACCOUNT_LIMITS.registrationAddress.max; i += 1) expect((await register(i)).status).toBe(201);
    const refused = await register(99);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('limits activation attempts per address', async () => {
    const headers = { 'x-forwarded-for': newAddress() };
    for (let i = 0; i < ACCOUNT_LIMITS.activationAddress.max; i += 1) {
      expect((await app.request(`/api/activate?key=guess${i}`, { headers })).status).toBe(404);
    }
    expect((await app.request('/api/activate?key=guess', { headers })).status).toBe(429);
  });

  it('limits password changes per account, whatever the address', async () => {
    const { user, token } = await signedIn(app);
    const change = (password: string) =>
      app.request('/api/account/password-change', {
        method: 'POST',
        token,
        json: { password, newPassword: 'Morje2026' },
        headers: { 'x-forwarded-for': newAddress() },
      });
    const before = passwordChecks.count;
    for (let i = 0; i < ACCOUNT_LIMITS.passwordChangeAccount.max; i += 1) expect((await change('Wrong1234')).status).toBe(400);
    expect((await change(user.password)).status).toBe(429);
    expect(passwordChecks.count - before).toBe(ACCOUNT_LIMITS.passwordChangeAccount.max);
  });
});

async function waitForMails(to: string, after: number, wanted: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (app.mail.mails.slice(after).filter((mail) => mail.to.includes(to)).length < wanted) {
    if (Date.now() > deadline) throw new Error(`fewer than ${wanted} mails to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
