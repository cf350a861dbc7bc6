// The signed-in user's own account: settings, language, password, photo, roles, deactivation.
// Calls that change what the session shows (name, photo, roles, language) update the stored user info.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';
import type { Language } from '../../shared/i18n/languages';
import { setUser } from './auth-store';
import { toAuthUser, type AccountUser } from './account-user';

/** `dateOfBirth` YYYY-MM-DD; `phone` in international form, e.g. +385 91 234 5678. */
export type AccountSettings = RestSchema['AccountSettingsInput'];

/** Largest profile photo the server takes (spec section 9). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

function remember(user: AccountUser): AccountUser {
  setUser(toAuthUser(user));
  return user;
}

export function getAccountSettings(): Promise<AccountUser> {
  return apiFetch<AccountUser>('/account/settings/me');
}

export async function updateAccountSettings(settings: AccountSettings): Promise<AccountUser> {
  return remember(await apiFetch<AccountUser>('/account/settings/me', { method: 'PUT', body: settings }));
}

export async function updateLanguage(language: Language): Promise<AccountUser> {
  const body: RestSchema['PlatformSettingsInput'] = { language };
  return remember(await apiFetch<AccountUser>('/account/settings/platform', { method: 'PUT', body }));
}

export function changePassword(password: string, newPassword: string): Promise<void> {
  const body: RestSchema['PasswordChangeInput'] = { password, newPassword };
  return apiFetch<void>('/account/password-change', { method: 'POST', body });
}

export async function uploadPhoto(photo: File): Promise<AccountUser> {
  const body = new FormData();
  body.append('photo', photo);
  return remember(await apiFetch<AccountUser>('/account/photo', { method: 'POST', body }));
}

export async function removePhoto(): Promise<AccountUser> {
  return remember(await apiFetch<AccountUser>('/account/account-photo', { method: 'PUT' }));
}

export async function addCustomerRole(): Promise<AccountUser> {
  return remember(await apiFetch<AccountUser>('/account/role/customer', { method: 'PUT' }));
}

/** PUT /api/account/forget-me: the guest account is deactivated; the caller ends the session. */
export function forgetMe(): Promise<void> {
  return apiFetch<void>('/account/forget-me', { method: 'PUT' });
}
