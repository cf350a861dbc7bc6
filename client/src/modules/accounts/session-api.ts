// Signing in and out against the REST facade; the session itself is kept by auth-store.
import { apiFetch } from '../../shared/api/rest';
import { clearSession, setSession, type AuthUser } from './auth-store';
import { loadCurrentUser } from './load-current-user';

export interface Credentials {
  email: string;
  password: string;
}

/** What POST /api/login answers. */
export interface LoginResult {
  accessToken: string;
  user?: AuthUser;
}

export async function logIn(credentials: Credentials): Promise<AuthUser | null> {
  const result = await apiFetch<LoginResult>('/login', { method: 'POST', body: credentials, noRedirect: true });
  setSession(result.accessToken, result.user ?? null);
  return loadCurrentUser();
}

/** OAuth hands the token over in the address; a token that yields no user ends the session. */
export async function logInWithToken(token: string): Promise<AuthUser | null> {
  setSession(token);
  const user = await loadCurrentUser().catch(() => null);
  if (!user) clearSession();
  return user;
}

export function logOut(): void {
  clearSession();
}
