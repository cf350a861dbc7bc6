// Where a user who just signed in is sent: /login-process decides by role, these are its hints.
import type { AuthUser } from './auth-store';
import type { Role } from './roles';

/**
 * The first login of a provider who has not set up the business yet opens the welcome wizard
 * (/login-process?firstLogin). Guests land on their bookings, as at every later login.
 */
export function isFirstLogin(user: Pick<AuthUser, 'roles' | 'company'>): boolean {
  return user.roles.includes('ROLE_OWNER') && !user.company;
}

/** The /login-process address for a user who just signed in. */
export function loginProcessPath(user: Pick<AuthUser, 'roles' | 'company'>, options: { redirect?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.redirect) query.set('redirect', 'true');
  if (isFirstLogin(user)) query.set('firstLogin', 'true');
  const search = query.toString();
  return `/login-process${search ? `?${search}` : ''}`;
}

/**
 * The landing page of staff and accommodation partners, who are neither providers nor guests:
 * staff review services; partners have their own area. Null for anyone else (providers and
 * guests land by the spec's rule in the login-process loader).
 */
export function staffOrPartnerLanding(roles: readonly Role[]): string | null {
  if (roles.includes('ROLE_ADMIN')) return '/staff/review';
  if (roles.includes('ROLE_PARTNER') && !roles.includes('ROLE_OWNER') && !roles.includes('ROLE_CUSTOMER')) return '/partner';
  return null;
}
