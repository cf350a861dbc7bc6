import { describe, expect, it } from 'vitest';
import { loginProcessPath } from './landing';

describe('where a fresh login goes', () => {
  it('sends a provider without a business entity to the welcome wizard', () => {
    expect(loginProcessPath({ roles: ['ROLE_OWNER'], company: null })).toBe('/login-process?firstLogin=true');
    expect(loginProcessPath({ roles: ['ROLE_OWNER'], company: { id: 1, name: 'Vina Horvat' } })).toBe('/login-process');
  });

  it('sends a guest to the usual landing page, keeping the redirect flag', () => {
    expect(loginProcessPath({ roles: ['ROLE_CUSTOMER'], company: null })).toBe('/login-process');
    expect(loginProcessPath({ roles: ['ROLE_CUSTOMER'], company: null }, { redirect: true })).toBe(
      '/login-process?redirect=true',
    );
  });
});
