import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createUser, login } from '../../../test/accounts.js';
import { linkIn } from '../../../test/mail.js';
import { UserStatus } from './user.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const init = (target: TestApp, body: Record<string, unknown>) => target.request('/api/password-reset/init', { method: 'POST', json: body });

describe('POST /api/password-reset/init and /complete', () => {
  it('emails a single-use link that sets a new password and ends old sessions', async () => {
    const user = await createUser(app.db.dataSource, { language: 'hr' });
    const oldToken = await login(app, user.email, user.password);
    expect((await init(app, { email: user.email })).status).toBe(204);
    const mail = await app.mail.waitFor(user.email, { subject: /lozinke/ });
    expect(mail.subject).toBe('Promjena lozinke za Lokalno');
    const key = linkIn(mail, `${app.baseUrl}/password-reset?key=`).searchParams.get('key')!;

    const weak = await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'abc' } });
    expect((weak.body as { fields: Record<string, string> }).fields).toEqual({
      newPassword: 'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
    });

    expect((await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'Morje2026' } })).status).toBe(
      204,
    );
    expect((await app.request('/api/account/me', { token: oldToken })).status).toBe(401);
    expect(await login(app, user.email, 'Morje2026')).toBeTruthy();

    const reused = await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'Again2026' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'No user was found for this reset key, or time for resetting has expired!',
      fields: { key: 'No user was found for this reset key, or time for resetting has expired!' },
    });
  });

  it('refuses an expired key', async () => {
    const user = await createUser(app.db.dataSource);
    await init(app, { email: user.email });
    const mail = await app.mail.waitFor(user.email);
    const key = linkIn(mail, `${app.baseUrl}/password-reset?key=`).searchParams.get('key')!;
    await app.db.dataSource.query(`UPDATE account_key SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    const response = await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'Morje2026' } });
    expect((response.body as { message: string }).message).toBe('No user was found for this reset key, or time for resetting has expired!');
  });

  it('activates a pending account, since the emailed link proves the address', async () => {
    const user = await createUser(app.db.dataSource, { status: UserStatus.PENDING_ACTIVATION });
    await init(app, { email: user.email });
    const key = linkIn(await app.mail.waitFor(user.email), `${app.baseUrl}/password-reset?key=`).searchParams.get('key')!;
    await app.request('/api/password-reset/complete', { method: 'POST', json: { key, newPassword: 'Morje2026' } });
    expect(await login(app, user.email, 'Morje2026')).toBeTruthy();
  });

  it('asks for an email and refuses unknown ones with the spec messages', async () => {
    const missing = await init(app, { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please provide email address to continue.',
      fields: { email: 'Please provide email address to continue.' },
    });
    const absent = await init(app, {});
    expect((absent.body as { message: string }).message).toBe('Please provide email address to continue.');
    const unknown = await init(app, { email: 'nobody@example.com' });
    expect(unknown.body).toMatchObject({
      message: 'Account with provided email address does not exists. Make sure you type it correctly.',
    });
  });

  it('works over GraphQL too', async () => {
    const result = await app.graphql('mutation { requestPasswordReset(input: { email: "nobody@example.com" }) }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Account with provided email address does not exists. Make sure you type it correctly.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('reCAPTCHA', () => {
  const verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const success = params.get('secret') === 'test-secret' && params.get('response') === 'human';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success }));
    });
  });
  let guarded: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
    guarded = await startTestApp({ env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: url } });
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('verifies the token when a secret is configured', async () => {
    const user = await createUser(guarded.db.dataSource);
    const noToken = await init(guarded, { email: user.email });
    expect(noToken.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reCaptchaToken: 'Please confirm that you are not a robot.' } });
    const robot = await init(guarded, { email: user.email, reCaptchaToken: 'robot' });
    expect(robot.status).toBe(400);
    expect((await init(guarded, { email: user.email, reCaptchaToken: 'human' })).status).toBe(204);
  });
});
