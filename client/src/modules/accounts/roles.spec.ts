import { describe, expect, it } from 'vitest';
import { hasAllRoles } from './roles';

describe('hasAllRoles', () => {
  it('needs every required role', () => {
    expect(hasAllRoles(['ROLE_OWNER', 'ROLE_CUSTOMER'], ['ROLE_OWNER', 'ROLE_CUSTOMER'])).toBe(true);
    expect(hasAllRoles(['ROLE_OWNER'], ['ROLE_OWNER', 'ROLE_CUSTOMER'])).toBe(false);
    expect(hasAllRoles([], ['ROLE_CUSTOMER'])).toBe(false);
  });

  it('lets anyone through a route that requires nothing', () => {
    expect(hasAllRoles([], [])).toBe(true);
  });
});
