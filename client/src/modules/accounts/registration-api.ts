// Registration of guests, providers and accommodation partners, and account activation.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';
import type { AccountUser } from './account-user';

export type RegistrationKind = 'customer' | 'owner' | 'partner';

/** Providers and partners also accept the data-processing terms (`acceptTerms`); the server insists on true. */
export type Registration = RestSchema['RegisterCustomerInput'] & Partial<Pick<RestSchema['RegisterOwnerInput'], 'acceptTerms'>>;

/** POST /api/register/{customer,owner,partner}: a new account waiting for its emailed activation link. */
export function register(kind: RegistrationKind, registration: Registration): Promise<AccountUser> {
  const body = kind === 'customer' ? { ...registration, acceptTerms: undefined } : registration;
  return apiFetch<AccountUser>(`/register/${kind}`, { method: 'POST', body, noRedirect: true });
}

/** GET /api/activate with the key from the emailed link (single use). */
export function activateAccount(key: string): Promise<AccountUser> {
  return apiFetch<AccountUser>('/activate', { query: { key }, noRedirect: true });
}
