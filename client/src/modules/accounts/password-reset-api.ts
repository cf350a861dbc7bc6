// Forgotten password: an emailed link with a single-use key, then a new password.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';

export function requestPasswordReset(email: string, reCaptchaToken?: string): Promise<void> {
  const body: RestSchema['PasswordResetInitInput'] = { email, reCaptchaToken };
  return apiFetch<void>('/password-reset/init', { method: 'POST', body, noRedirect: true });
}

export function completePasswordReset(key: string, newPassword: string): Promise<void> {
  const body: RestSchema['PasswordResetCompleteInput'] = { key, newPassword };
  return apiFetch<void>('/password-reset/complete', { method: 'POST', body, noRedirect: true });
}
