// The roles a user can hold; a user may hold several.
export const ROLES = ['ROLE_CUSTOMER', 'ROLE_OWNER', 'ROLE_PARTNER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call an operation: anyone, any signed-in user, or a user holding every listed role. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  return access.join(' + ');
}
