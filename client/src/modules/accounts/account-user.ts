// The user as the account calls return it (GET /api/account/me, settings, login, refresh).
import type { Language } from '../../shared/i18n/languages';
import type { AuthUser, CompanyInfo } from './auth-store';
import type { Role } from './roles';

export type UserStatus = 'PENDING_ACTIVATION' | 'ACTIVE' | 'DEACTIVATED';

export interface AccountUser {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  /** A URL under /api/photos, or null. */
  photo: string | null;
  company: CompanyInfo | null;
  language: Language;
  status: UserStatus;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** E.164, e.g. +385912345678. */
  phone: string | null;
  newsletter: boolean;
}

/** What login, refresh and the OAuth exchange answer. */
export interface AuthPayload {
  token: string;
  user: AccountUser;
}

/** The part of the user kept in the session (spec section 3: roles, photo, company). */
export function toAuthUser(user: AccountUser): AuthUser {
  const { id, name, email, roles, photo, company, language } = user;
  return { id, name, email, roles, photo, company, language };
}
