// The user info behind the token, loaded once per token on the first guarded navigation
// (spec section 6). Route guards and the login screens await it.
import { ApiError } from '../../shared/api/api-error';
import { apiFetch } from '../../shared/api/rest';
import { clearSession, getSession, setUser, type AuthUser } from './auth-store';
import { toAuthUser, type AccountUser } from './account-user';

/** The token the user info was loaded (or is being loaded) for. */
let loaded: { token: string; done: Promise<void> } | null = null;

/**
 * GET /api/account/me, sent with the no-redirect marker. A refusal ends the session; when the server
 * cannot be reached or fails (5xx), the stored user info stands in so a hiccup does not log anyone out.
 */
async function fetchCurrentUser(): Promise<void> {
  try {
    setUser(toAuthUser(await apiFetch<AccountUser>('/account/me', { noRedirect: true })));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) return;
    if (error instanceof ApiError || !getSession().user) clearSession();
  }
}

/** Login, refresh and the OAuth exchange bring the user along: no need to ask again for that token. */
export function markUserLoaded(token: string): void {
  loaded = { token, done: Promise.resolve() };
}

export async function loadCurrentUser(): Promise<AuthUser | null> {
  const { token } = getSession();
  if (!token) return null;
  if (loaded?.token !== token) loaded = { token, done: fetchCurrentUser() };
  await loaded.done;
  // The latest user info: a role added or a photo changed since the load counts.
  return getSession().user;
}
