// Forgotten password: an emailed single-use key that expires, then a new password.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { queueKeyEmail } from './account-emails.js';
import { redeemKey } from './account-keys.js';
import { limitPasswordResetRequest } from './account-limits.js';
import { resetInvalidKey, resetUnknownEmail } from './account.errors.js';
import type { PasswordResetCompleteInput, PasswordResetInitInput } from './account.inputs.js';
import { rememberAddress } from './login-throttle.js';
import { hashPassword } from './password.js';
import { normaliseEmail } from './registration.service.js';
import { revokeAllSessions } from './tokens.js';
import { User, UserStatus } from './user.entity.js';

/** With RECAPTCHA_SECRET set, the token must verify at the reCAPTCHA endpoint. */
async function verifyRecaptcha(ctx: RequestContext, token: string | null | undefined): Promise<void> {
  const secret = ctx.config.RECAPTCHA_SECRET;
  if (!secret) return;
  const refuse = () =>
    new DomainError('BAD_USER_INPUT', { id: 'account.recaptchaFailed' }, { reCaptchaToken: { id: 'account.recaptchaFailed' } });
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
  await inTransaction(ctx, (tx) => queueKeyEmail(tx, { userId: user.id, purpose: 'PASSWORD_RESET' }));
}

/** Sets the new password; following the emailed link also proves the address, so it activates a pending account. */
export async function completePasswordReset(ctx: RequestContext, input: PasswordResetCompleteInput): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    const userId = await redeemKey(tx, input.key, 'PASSWORD_RESET');
    if (!userId) throw resetInvalidKey();
    await tx.manager.update(User, { id: userId }, { passwordHash });
    await tx.manager.update(
      User,
      { id: userId, status: UserStatus.PENDING_ACTIVATION },
      { status: UserStatus.ACTIVE, activatedAt: new Date() },
    );
    await revokeAllSessions(tx, userId);
    // Following the emailed link proves the owner is here: sign-in from this address is never
    // slowed by a stranger's failures elsewhere.
    await rememberAddress(tx, userId);
  });
}
