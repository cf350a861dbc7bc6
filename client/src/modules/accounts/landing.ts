// Where a user who just signed in is sent: /login-process decides by role, these are its hints.
import type { AuthUser } from './auth-store';

/**
 * The first login of a provider who has not set up the business yet opens the welcome wizard
 * (/login-process?firstLogin). Guests land on their bookings, as at every later login.
 */
export function isFirstLogin(user: Pick<AuthUser, 'roles' | 'company'>): boolean {
  return user.roles.includes('ROLE_OWNER') && !user.company;
}

/** The /login-process address for a user who just signed in. */
export function loginProcessPath(
  user: Pick<AuthUser, 'roles' | 'company'>,
  options: { redirect?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (options.redirect) query.set('redirect', 'true');
  if (isFirstLogin(user)) query.set('firstLogin', 'true');
  const search = query.toString();
  return `/login-process${search ? `?${search}` : ''}`;
}
