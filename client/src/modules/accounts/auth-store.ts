// The session of the signed-in user: the access token and the user info, kept in localStorage
// (`accessToken`, `user`) so they survive reloads, and kept in step across browser tabs.
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { createStore, useStore } from '../../shared/state/create-store';
import { readStored, writeStored } from '../../shared/state/browser-storage';
import { isRole, type Role } from './roles';

export interface CompanyInfo {
  id: number;
  name: string;
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  photo: string | null;
  company: CompanyInfo | null;
  language: Language;
}

export interface Session {
  token: string | null;
  user: AuthUser | null;
}

const TOKEN_KEY = 'accessToken';
const USER_KEY = 'user';

function parseUser(json: string | null): AuthUser | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<AuthUser>;
    if (!Array.isArray(user.roles) || typeof user.email !== 'string') return null;
    return {
      id: Number(user.id),
      name: user.name ?? '',
      email: user.email,
      roles: user.roles.filter(isRole),
      photo: user.photo ?? null,
      company: user.company ?? null,
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    };
  } catch {
    return null;
  }
}

function readSession(): Session {
  const token = readStored(TOKEN_KEY);
  return { token, user: token ? parseUser(readStored(USER_KEY)) : null };
}

const store = createStore<Session>(readSession());

// Not in the server's page renderer, which renders for a guest.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) store.set(readSession());
  });
}

export const getSession = store.get;
export const subscribeSession = store.subscribe;

export function getAccessToken(): string | null {
  return store.get().token;
}

export function getStoredUser(): AuthUser | null {
  return store.get().user;
}

/** Login: keep the token and, when known, the user info. */
export function setSession(token: string, user: AuthUser | null = null): void {
  writeStored(TOKEN_KEY, token);
  writeStored(USER_KEY, user && JSON.stringify(user));
  store.set({ token, user });
}

/** The user info changed (loaded, new photo, company data). */
export function setUser(user: AuthUser): void {
  writeStored(USER_KEY, JSON.stringify(user));
  store.set({ ...store.get(), user });
}

/** Logout, or a failed user-info fetch: forget both. */
export function clearSession(): void {
  writeStored(TOKEN_KEY, null);
  writeStored(USER_KEY, null);
  store.set({ token: null, user: null });
}

export function useSession(): Session {
  return useStore(store);
}
