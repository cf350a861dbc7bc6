import { redirect, type LoaderFunction } from 'react-router';
import { loadCurrentUser } from '../../modules/accounts/load-current-user';
import { rememberReturnPath } from '../../modules/accounts/return-path';
import { hasAllRoles, type Role } from '../../modules/accounts/roles';

export const LOGIN_WITH_REDIRECT = '/login?redirect=true';

/** What a guarded route declares in its `handle`. */
export interface RouteAccess {
  roles: Role[];
}

/**
 * A loader that lets the route render only for a user holding every one of `roles`;
 * anyone else goes to log in, and the path they asked for is kept for afterwards.
 */
export function requireRoles(roles: Role[]): LoaderFunction {
  return async ({ request }) => {
    const user = await loadCurrentUser();
    if (user && hasAllRoles(user.roles, roles)) return null;
    const { pathname, search } = new URL(request.url);
    rememberReturnPath(`${pathname}${search}`);
    throw redirect(LOGIN_WITH_REDIRECT);
  };
}

/** Spread into a route object: declares the roles and guards the route with them. */
export function guarded(...roles: Role[]): { handle: RouteAccess; loader: LoaderFunction } {
  return { handle: { roles }, loader: requireRoles(roles) };
}
