// The whole Google sign-in flow against a local OpenID Connect provider: authorize with PKCE,
// log in and consent at the provider, callback, hand-over token, session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/accounts.js';
import { startIdentityProvider, TinyBrowser, type TestIdentityProvider } from '../../../test/oidc.js';
import { UserStatus } from './user.entity.js';

let idp: TestIdentityProvider;
let app: TestApp;

beforeAll(async () => {
  idp = await startIdentityProvider();
  app = await startTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'lokalno',
      GOOGLE_CLIENT_SECRET: 'lokalno-secret',
      GOOGLE_ISSUER_URL: idp.issuer,
      // Facebook is plain OAuth 2 with configured endpoints; the local provider plays its part.
      FACEBOOK_CLIENT_ID: 'lokalno',
      FACEBOOK_CLIENT_SECRET: 'lokalno-secret',
      FACEBOOK_AUTHORIZATION_URL: `${idp.issuer}/auth`,
      FACEBOOK_TOKEN_URL: `${idp.issuer}/token`,
      FACEBOOK_USERINFO_URL: `${idp.issuer}/me`,
      FACEBOOK_SCOPE: 'openid email',
    },
  });
  idp.configure({
    clientId: 'lokalno',
    clientSecret: 'lokalno-secret',
    redirectUris: [`${app.baseUrl}/api/oauth2/callback/google`, `${app.baseUrl}/api/oauth2/callback/facebook`],
  });
});
afterAll(() => idp.stop());

/** Signs in at the provider as `email`; returns where the app finally sends the browser. */
async function signInWithGoogle(email: string, provider: 'google' | 'facebook' = 'google'): Promise<URL> {
  const browser = new TinyBrowser();
  const start = await browser.get(`${app.baseUrl}/api/oauth2/authorize/${provider}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/oauth2/callback/${provider}`);

  const isApp = (url: URL) => url.origin === app.baseUrl;
  let step = await browser.follow(authorize.toString(), isApp);
  // The provider's development interactions: a login form, then a consent form.
  for (let i = 0; i < 3 && !isApp(new URL(step.url)); i += 1) {
    const html = await step.response.text();
    const action = new URL(html.match(/action="([^"]+)"/)![1], step.url).toString();
    const prompt = html.match(/name="prompt" value="(\w+)"/)![1];
    const posted = await browser.post(action, prompt === 'login' ? { prompt, login: email, password: 'any' } : { prompt });
    step = await browser.follow(new URL(posted.headers.get('location')!, action).toString(), isApp);
  }
  const callback = await browser.get(step.url);
  expect(callback.status).toBe(302);
  expect(callback.headers.getSetCookie().join(';')).toMatch(/lokalno_oauth=;/);
  return new URL(callback.headers.get('location')!);
}

describe('OAuth sign-in with Google (authorisation code + PKCE)', () => {
  it('signs in a registered user: callback → /oauth?oauth2-token → GET /api/oauth-token', async () => {
    const user = await createUser(app.db.dataSource, { roles: ['ROLE_OWNER'] });
    const landing = await signInWithGoogle(user.email);
    expect(landing.pathname).toBe('/oauth');
    const handover = landing.searchParams.get('oauth2-token')!;
    expect(handover).toBeTruthy();

    const exchanged = await app.request(`/api/oauth-token?oauth2-token=${encodeURIComponent(handover)}`);
    expect(exchanged.status).toBe(200);
    const { token, user: signedIn } = exchanged.body as { token: string; user: { email: string; roles: string[] } };
    expect(signedIn).toMatchObject({ email: user.email, roles: ['ROLE_OWNER'] });
    expect((await app.request('/api/account/me', { token })).status).toBe(200);

    const reused = await app.request(`/api/oauth-token?oauth2-token=${encodeURIComponent(handover)}`);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ code: 'UNAUTHENTICATED', message: 'This sign-in link is invalid or has expired. Please sign in again.' });
  });

  it('sends an unknown email back with the spec message', async () => {
    const landing = await signInWithGoogle('stranger@example.com');
    expect(landing.pathname).toBe('/oauth');
    expect(landing.searchParams.get('oauth2-token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('OAUTH_UNKNOWN_EMAIL');
    expect(landing.searchParams.get('message')).toBe('User with that email address not found. Please register to continue.');
  });

  it('refuses a deactivated account at the callback', async () => {
    const user = await createUser(app.db.dataSource, { status: UserStatus.DEACTIVATED });
    const landing = await signInWithGoogle(user.email);
    expect(landing.searchParams.get('error')).toBe('ACCOUNT_DEACTIVATED');
  });

  it('refuses a callback without the flow cookie (forged or replayed state)', async () => {
    const response = await app.request('/api/oauth2/callback/google?code=abc&state=xyz');
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get('location')!);
    expect(landing.searchParams.get('message')).toBe('Signing in with Google did not work. Please try again.');
  });

  it('signs in with Facebook through its configured OAuth 2 endpoints (code + PKCE, then user info)', async () => {
    const user = await createUser(app.db.dataSource);
    const landing = await signInWithGoogle(user.email, 'facebook');
    const handover = landing.searchParams.get('oauth2-token')!;
    const exchanged = await app.request(`/api/oauth-token?oauth2-token=${encodeURIComponent(handover)}`);
    expect((exchanged.body as { user: { email: string } }).user.email).toBe(user.email);
  });

  it('says when a provider is not configured', async () => {
    const bare = await startTestApp();
    const response = await bare.request('/api/oauth2/authorize/facebook');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Signing in with Facebook is not available.' });
    expect((await bare.request('/api/oauth2/authorize/twitter')).status).toBe(400);
  });

  it('exchanges the hand-over token over GraphQL as well', async () => {
    const result = await app.graphql('mutation { exchangeOAuthToken(token: "nope") { token } }');
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
