// The user info behind the token, loaded once per page load on the first guarded navigation
// (and again after the session changes). Route guards and the login screens await it.
import { getSession, getStoredUser, subscribeSession, type AuthUser } from './auth-store';

let loading: Promise<AuthUser | null> | null = null;

subscribeSession(() => {
  loading = null;
});

/** The source of truth for who is signed in; today the stored user info stands for it. */
async function fetchCurrentUser(): Promise<AuthUser | null> {
  return getStoredUser();
}

export function loadCurrentUser(): Promise<AuthUser | null> {
  if (!getSession().token) return Promise.resolve(null);
  loading ??= fetchCurrentUser();
  return loading;
}
