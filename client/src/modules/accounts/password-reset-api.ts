// Forgotten password: an emailed link with a single-use key, then a new password.
import { apiFetch } from '../../shared/api/rest';

export function requestPasswordReset(email: string, reCaptchaToken?: string): Promise<void> {
  return apiFetch<void>('/password-reset/init', { method: 'POST', body: { email, reCaptchaToken }, noRedirect: true });
}

export function completePasswordReset(key: string, newPassword: string): Promise<void> {
  return apiFetch<void>('/password-reset/complete', { method: 'POST', body: { key, newPassword }, noRedirect: true });
}
