// What every request to the server carries and how failures are answered, for REST and GraphQL alike.
// The session lives in the accounts module; app/ connects it here once at start-up.
import { getLanguage } from '../i18n/language-store';
import { referralHeaders } from './referral';

export interface SessionBridge {
  accessToken(): string | null;
  /** Trades the current (possibly expired) token for a fresh one; resolves whether that worked. */
  refresh(): Promise<boolean>;
  /** Called on 401/403: forget the session and send the user to log in again. */
  expire(): void;
}

let session: SessionBridge = {
  accessToken: () => null,
  refresh: () => Promise.resolve(false),
  expire: () => undefined,
};

export function connectSession(bridge: SessionBridge): void {
  session = bridge;
}

export const SERVER_ERROR_EVENT = 'server-error';

export function requestHeaders(): Record<string, string> {
  const token = session.accessToken();
  return {
    'Accept-Language': getLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    // A sales partner's referral opens their exclusive services (README "Sales partners").
    ...referralHeaders(),
  };
}

export function hasAccessToken(): boolean {
  return session.accessToken() !== null;
}

let refreshing: Promise<boolean> | null = null;

/**
 * A request refused with 401 while a token exists gets one refresh of the token (shared by every
 * request refused at the same time) and is then retried once by its caller.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= session
    .refresh()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

/** Applies the spec's error catalogue: 401/403 end the session (unless asked not to), 5xx raise a server-error event. */
export function reportFailure(status: number, options: { noRedirect?: boolean } = {}): void {
  if (isAuthFailure(status)) {
    if (!options.noRedirect) session.expire();
    return;
  }
  if (status >= 500) window.dispatchEvent(new Event(SERVER_ERROR_EVENT));
}
