import { describe, expect, it } from 'vitest';
import { loginProcessPath, staffOrPartnerLanding } from './landing';

describe('where a fresh login goes', () => {
  it('sends a provider without a business entity to the welcome wizard', () => {
    expect(loginProcessPath({ roles: ['ROLE_OWNER'], company: null })).toBe('/login-process?firstLogin=true');
    expect(loginProcessPath({ roles: ['ROLE_OWNER'], company: { id: 1, name: 'Vina Horvat' } })).toBe('/login-process');
  });

  it('sends a guest to the usual landing page, keeping the redirect flag', () => {
    expect(loginProcessPath({ roles: ['ROLE_CUSTOMER'], company: null })).toBe('/login-process');
    expect(loginProcessPath({ roles: ['ROLE_CUSTOMER'], company: null }, { redirect: true })).toBe('/login-process?redirect=true');
  });

  it('sends staff to the review screen and accommodation partners to their area', () => {
    expect(staffOrPartnerLanding(['ROLE_ADMIN'])).toBe('/staff/review');
    expect(staffOrPartnerLanding(['ROLE_ADMIN', 'ROLE_CUSTOMER'])).toBe('/staff/review');
    expect(staffOrPartnerLanding(['ROLE_PARTNER'])).toBe('/partner');
    expect(staffOrPartnerLanding(['ROLE_OWNER'])).toBeNull();
    expect(staffOrPartnerLanding(['ROLE_CUSTOMER'])).toBeNull();
  });
});
