// The user as the account calls return it (GET /api/account/me, settings, login, refresh).
import type { RestSchema } from '../../shared/api/rest-schema';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import type { AuthUser } from './auth-store';

/** The user's own account: `photo` a URL under /api/photos, `country` ISO 3166-1 alpha-2, `phone` E.164. */
export type AccountUser = RestSchema['User'];
export type UserStatus = AccountUser['status'];

/** What login, refresh and the OAuth exchange answer. */
export type AuthPayload = RestSchema['AuthPayload'];

/** The user's language: the server documents it as a string, and it is en or hr. */
export function languageOf(user: Pick<AccountUser, 'language'>): Language {
  return isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
}

/** The part of the user kept in the session (spec section 3: roles, photo, company). */
export function toAuthUser(user: AccountUser): AuthUser {
  const { id, name, email, roles, photo, company } = user;
  return { id, name, email, roles, photo, company, language: languageOf(user) };
}
