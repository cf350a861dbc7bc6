export const ROLES = ['ROLE_CUSTOMER', 'ROLE_OWNER', 'ROLE_PARTNER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A route's required roles must all be held. */
export function hasAllRoles(held: readonly Role[], required: readonly Role[]): boolean {
  return required.every((role) => held.includes(role));
}
