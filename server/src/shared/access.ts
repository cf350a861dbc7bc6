// Access markers for GraphQL operations: every query, mutation and subscription carries exactly one.
// `Roles` also applies TypeGraphQL's @Authorized, so the authChecker enforces it.
import { Authorized, Extensions } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import type { Access, Role } from './roles.js';
import { forbidden, unauthenticated } from './errors.js';

function mark(access: Access): MethodDecorator & PropertyDecorator {
  return Extensions({ access: typeof access === 'string' ? access : [...access] });
}

/** Anyone may call it, signed in or not. */
export function Public(): MethodDecorator & PropertyDecorator {
  return mark('public');
}

/** The caller must be signed in; with roles, the caller must hold all of them. */
export function Roles(...roles: Role[]): MethodDecorator & PropertyDecorator {
  const authorized = Authorized(...roles);
  const marker = mark(roles.length === 0 ? 'authenticated' : roles);
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor as PropertyDescriptor);
    marker(target, key, descriptor as PropertyDescriptor);
  };
}

export function holdsAll(user: { roles: readonly Role[] } | null, roles: readonly string[]): boolean {
  if (!user) return false;
  return roles.every((role) => user.roles.includes(role as Role));
}

/** Refuses with the same errors the REST facade gives: no user is UNAUTHENTICATED, missing roles FORBIDDEN. */
export function assertAccess(user: RequestContext['user'], access: Access): void {
  if (access === 'public') return;
  if (!user) throw unauthenticated();
  if (access !== 'authenticated' && !holdsAll(user, access)) throw forbidden();
}

/** TypeGraphQL calls this for @Authorized. */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  assertAccess(context.user, roles.length === 0 ? 'authenticated' : (roles as Role[]));
  return true;
};
