// Signing in and out, token refresh and the OAuth hand-over, against the REST facade;
// the session itself is kept by auth-store.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';
import { setLanguage } from '../../shared/i18n/language-store';
import { clearSession, getAccessToken, setSession, type AuthUser } from './auth-store';
import { languageOf, toAuthUser, type AuthPayload } from './account-user';
import { markUserLoaded } from './load-current-user';

export type Credentials = RestSchema['LoginInput'];

/** Keeps the token and user info; the interface follows the user's default language. */
function startSession({ token, user }: AuthPayload): AuthUser {
  const authUser = toAuthUser(user);
  setSession(token, authUser);
  markUserLoaded(token);
  setLanguage(languageOf(user));
  return authUser;
}

/** POST /api/login with form fields email and password. */
export async function logIn(credentials: Credentials): Promise<AuthUser> {
  const body = new URLSearchParams({ email: credentials.email, password: credentials.password });
  const payload = await apiFetch<AuthPayload>('/login', { method: 'POST', body, noRedirect: true, noRefresh: true });
  return startSession(payload);
}

/** OAuth hands a single-use key over in the address; it is traded for a session (a failure leaves none). */
export async function logInWithOAuthToken(key: string): Promise<AuthUser> {
  clearSession();
  const payload = await apiFetch<AuthPayload>('/oauth-token', { query: { 'oauth2-token': key }, noRedirect: true });
  return startSession(payload);
}

/** GET /api/token with the current (possibly expired) token; false when the session is over. */
export async function refreshSession(): Promise<boolean> {
  if (!getAccessToken()) return false;
  try {
    const { token, user } = await apiFetch<AuthPayload>('/token', { noRedirect: true, noRefresh: true });
    setSession(token, toAuthUser(user));
    markUserLoaded(token);
    return true;
  } catch {
    return false;
  }
}

/** POST /api/token/destroy revokes the token on the server; the session ends here whatever it answers. */
export async function logOut(): Promise<void> {
  if (getAccessToken()) {
    await apiFetch('/token/destroy', { method: 'POST', noRedirect: true, noRefresh: true }).catch(() => undefined);
  }
  clearSession();
}
