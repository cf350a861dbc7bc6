import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createUser, login, signedIn } from '../../../test/accounts.js';
import { UserStatus } from './user.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('POST /api/login', () => {
  it('takes form fields and returns { token, user } with id, name, email, roles, photo, company and language', async () => {
    const user = await createUser(app.db.dataSource, { firstName: 'Iva', lastName: 'Perić', roles: ['ROLE_OWNER'], language: 'hr' });
    const response = await app.request('/api/login', form({ email: user.email.toUpperCase(), password: user.password }));
    expect(response.status).toBe(200);
    const body = response.body as { token: string; user: Record<string, unknown> };
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      id: user.id,
      name: 'Iva Perić',
      email: user.email,
      roles: ['ROLE_OWNER'],
      photo: null,
      company: null,
      language: 'hr',
    });
  });

  it('also accepts multipart form fields', async () => {
    const user = await createUser(app.db.dataSource);
    const fields = new FormData();
    fields.set('email', user.email);
    fields.set('password', user.password);
    const response = await app.request('/api/login', { method: 'POST', body: fields });
    expect(response.status).toBe(200);
  });

  it('gives the spec message for a wrong password and for an unknown email alike', async () => {
    const user = await createUser(app.db.dataSource);
    for (const fields of [
      { email: user.email, password: 'Wrong1234' },
      { email: 'nobody@example.com', password: 'Wrong1234' },
    ]) {
      const response = await app.request('/api/login', form(fields));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Please enter a correct email address or password.' });
    }
  });

  it('asks for missing fields', async () => {
    const response = await app.request('/api/login', form({ email: '', password: '' }));
    expect(response.status).toBe(400);
    expect((response.body as { fields: Record<string, string> }).fields).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });

  it('refuses a deactivated account with a clear message', async () => {
    const user = await createUser(app.db.dataSource, { status: UserStatus.DEACTIVATED });
    const response = await app.request('/api/login', form({ email: user.email, password: user.password }));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'FORBIDDEN',
      reason: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated. Please contact us to reactivate it.',
    });
  });

  it('throttles failed attempts per account and address, with the state in PostgreSQL', async () => {
    const user = await createUser(app.db.dataSource);
    for (let i = 0; i < 5; i += 1) {
      expect((await app.request('/api/login', form({ email: user.email, password: 'Wrong1234' }))).status).toBe(401);
    }
    const blocked = await app.request('/api/login', form({ email: user.email, password: user.password }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await app.db.dataSource.query('SELECT count FROM rate_limit WHERE key = $1', [`login:pair:${user.email}|127.0.0.1`]);
    expect(row.count).toBe(5);
    // Another account from the same address is not blocked by this one.
    const other = await createUser(app.db.dataSource);
    expect((await app.request('/api/login', form({ email: other.email, password: other.password }))).status).toBe(200);
  });

  it('limits failed attempts per client address across accounts', async () => {
    const isolated = await startTestApp();
    for (let i = 0; i < 30; i += 1) {
      await isolated.request('/api/login', form({ email: `nobody${i}@example.com`, password: 'Wrong1234' }));
    }
    const user = await createUser(isolated.db.dataSource);
    expect((await isolated.request('/api/login', form({ email: user.email, password: user.password }))).status).toBe(429);
  });
});

describe('tokens: GET /api/account/me, GET /api/token, POST /api/token/destroy', () => {
  it('identifies the caller by the bearer token', async () => {
    const { user, token } = await signedIn(app);
    const me = await app.request('/api/account/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: user.email });
    expect((await app.request('/api/account/me')).status).toBe(401);
    expect((await app.request('/api/account/me', { token: 'not.a.token' })).status).toBe(401);
  });

  it('refreshes a token for the same session, even once it has expired', async () => {
    const shortLived = await startTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '1' } });
    const { token } = await signedIn(shortLived);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await shortLived.request('/api/account/me', { token })).status).toBe(401);
    const refreshed = await shortLived.request('/api/token', { token });
    expect(refreshed.status).toBe(200);
    const fresh = (refreshed.body as { token: string }).token;
    expect((await shortLived.request('/api/account/me', { token: fresh })).status).toBe(200);
  });

  it('revokes the session on logout: REST, GraphQL and the SSE stream refuse its tokens', async () => {
    const { token } = await signedIn(app);
    expect((await app.request('/api/token/destroy', { method: 'POST', token })).status).toBe(204);
    expect((await app.request('/api/account/me', { token })).status).toBe(401);
    expect((await app.request('/api/token', { token })).status).toBe(401);
    const viaGraphql = await app.graphql('{ me { id } }', undefined, { token });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const stream = await fetch(`${app.baseUrl}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ apiVersion }' }),
    });
    expect(stream.status).toBe(401);
    expect(await stream.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please log in again.' });
  });

  it('streams errors in the same shape as /graphql', async () => {
    const stream = await fetch(`${app.baseUrl}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const data = (await stream.text()).split('\n').find((line) => line.startsWith('data: {'))!;
    expect(JSON.parse(data.slice(6)).errors[0]).toMatchObject({
      message: 'Please log in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('login over GraphQL', () => {
  it('returns the same payload and errors as REST', async () => {
    const user = await createUser(app.db.dataSource);
    const ok = await app.graphql<{ login: { token: string; user: { email: string; roles: string[] } } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token user { email roles company { id } } } }',
      { input: { email: user.email, password: user.password } },
    );
    expect(ok.data?.login.user).toEqual({ email: user.email, roles: ['ROLE_CUSTOMER'], company: null });
    const me = await app.graphql<{ me: { email: string } }>('{ me { email } }', undefined, { token: ok.data!.login.token });
    expect(me.data?.me.email).toBe(user.email);

    const wrong = await app.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: user.email, password: 'Nope12345' },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Please enter a correct email address or password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const refreshed = await app.graphql<{ refreshToken: { token: string } }>(
      'mutation($t: String!) { refreshToken(token: $t) { token } }',
      { t: ok.data!.login.token },
    );
    expect(refreshed.data?.refreshToken.token).toBeTruthy();
    const out = await app.graphql<{ logout: boolean }>('mutation { logout }', undefined, { token: ok.data!.login.token });
    expect(out.data?.logout).toBe(true);
  });

  it('answers UNAUTHENTICATED without a token and FORBIDDEN without the role', async () => {
    expect((await app.graphql('{ me { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await signedIn(app);
    const forbidden = await app.graphql('mutation { reactivateUser(userId: 1) { id } }', undefined, { token });
    expect(forbidden.errors?.[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
    expect((await app.request('/api/admin/users/1/reactivation', { method: 'PUT', token })).status).toBe(403);
    expect((await app.request('/api/admin/users/1/reactivation', { method: 'PUT' })).status).toBe(401);
  });

  it('signs in the seeded staff user through the same login', async () => {
    const staff = await createUser(app.db.dataSource, { roles: ['ROLE_ADMIN'] });
    expect(await login(app, staff.email, staff.password)).toBeTruthy();
  });
});
