// Registration of guests, providers and accommodation partners, and account activation.
import { apiFetch } from '../../shared/api/rest';
import type { Language } from '../../shared/i18n/languages';
import type { AccountUser } from './account-user';

export type RegistrationKind = 'customer' | 'owner' | 'partner';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: Language;
  newsletter: boolean;
  /** Providers and partners accept the data-processing terms; the server insists on true. */
  acceptTerms?: boolean;
}

/** POST /api/register/{customer,owner,partner}: a new account waiting for its emailed activation link. */
export function register(kind: RegistrationKind, registration: Registration): Promise<AccountUser> {
  const body = kind === 'customer' ? { ...registration, acceptTerms: undefined } : registration;
  return apiFetch<AccountUser>(`/register/${kind}`, { method: 'POST', body, noRedirect: true });
}

/** GET /api/activate with the key from the emailed link (single use). */
export function activateAccount(key: string): Promise<AccountUser> {
  return apiFetch<AccountUser>('/activate', { query: { key }, noRedirect: true });
}
