// Forgotten password: an emailed single-use key that expires, then a new password.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { queueEmail } from '../notifications/email.service.js';
import { issueKey, redeemKey } from './account-keys.js';
import { limitPasswordResetRequest } from './account-limits.js';
import { resetInvalidKey, resetUnknownEmail } from './account.errors.js';
import type { PasswordResetCompleteInput, PasswordResetInitInput } from './account.inputs.js';
import { rememberAddress } from './login-throttle.js';
import { hashPassword } from './password.js';
import { normaliseEmail } from './registration.service.js';
import { revokeAllSessions } from './tokens.js';
import { fullName, User, UserStatus } from './user.entity.js';

const RESET_TTL_SECONDS = 24 * 3600;

/** With RECAPTCHA_SECRET set, the token must verify at the reCAPTCHA endpoint. */
async function verifyRecaptcha(ctx: RequestContext, token: string | null | undefined): Promise<void> {
  const secret = ctx.config.RECAPTCHA_SECRET;
  if (!secret) return;
  const refuse = () => new DomainError('BAD_USER_INPUT', { id: 'account.recaptchaFailed' }, { reCaptchaToken: { id: 'account.recaptchaFailed' } });
  if (!token) throw refuse();
  const response = await fetch(ctx.config.RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: ctx.ip }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  const result = response?.ok ? ((await response.json()) as { success?: boolean }) : null;
  if (!result?.success) throw refuse();
}

export async function requestPasswordReset(ctx: RequestContext, input: PasswordResetInitInput): Promise<void> {
  const email = normaliseEmail(input.email);
  await limitPasswordResetRequest(ctx, email);
  await verifyRecaptcha(ctx, input.reCaptchaToken);
  const user = await ctx.manager.findOneBy(User, { email });
  if (!user || user.status === UserStatus.DEACTIVATED) throw resetUnknownEmail();
  await inTransaction(ctx, async (tx) => {
    const key = await issueKey(tx, user.id, 'PASSWORD_RESET', RESET_TTL_SECONDS);
    const link = `${ctx.config.publicUrl}/password-reset?key=${encodeURIComponent(key)}`;
    await queueEmail(tx, { to: user.email, template: 'password-reset', locale: user.language, values: { name: fullName(user), link } }, `reset:${user.id}:${key.slice(0, 12)}`);
  });
}

/** Sets the new password; following the emailed link also proves the address, so it activates a pending account. */
export async function completePasswordReset(ctx: RequestContext, input: PasswordResetCompleteInput): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    const userId = await redeemKey(tx, input.key, 'PASSWORD_RESET');
    if (!userId) throw resetInvalidKey();
    const user = await tx.manager.findOneByOrFail(User, { id: userId });
    user.passwordHash = passwordHash;
    if (user.status === UserStatus.PENDING_ACTIVATION) {
      user.status = UserStatus.ACTIVE;
      user.activatedAt = new Date();
    }
    await tx.manager.save(user);
    await revokeAllSessions(tx, userId);
    // Following the emailed link proves the owner is here: sign-in from this address is never
    // slowed by a stranger's failures elsewhere.
    await rememberAddress(tx, userId);
  });
}
