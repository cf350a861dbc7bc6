// Emails that carry an account key (activation, password reset), sent by a job.
// The job payload holds ids only ({ userId, purpose }), never the key or the link: the handler
// issues the single-use key itself when it sends, so the raw key exists only in the handler's
// memory and in the email, and the database keeps its hash alone (nothing to decrypt or leak
// from the job table, its archive or the dead letters). A retry after a failed send issues a
// fresh key; a key issued for a mail that never left is unknown to everyone and simply expires.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import type { Mailer } from '../notifications/email.service.js';
import { issueKey } from './account-keys.js';
import { fullName, User, UserStatus } from './user.entity.js';
import { sweepExpiredHits } from '../../shared/rate-limit.js';
import { ACCOUNT_LIMITS } from './account-limits.js';
import { KNOWN_ADDRESS_DAYS } from './login-throttle.js';

export const KEY_EMAIL_QUEUE = 'account.key-email' satisfies QueueName;
export const SWEEP_QUEUE = 'account.sweep' satisfies QueueName;

export interface KeyEmailJob {
  userId: number;
  purpose: 'ACTIVATION' | 'PASSWORD_RESET';
}

const KEY_TTL_SECONDS: Record<KeyEmailJob['purpose'], number> = { ACTIVATION: 7 * 86_400, PASSWORD_RESET: 24 * 3600 };

/** Queues the email in the caller's transaction; `idempotencyKey` makes repeats queue one email. */
export async function queueKeyEmail(ctx: RequestContext, job: KeyEmailJob, idempotencyKey?: string): Promise<void> {
  await ctx.jobs.enqueue(ctx.manager, KEY_EMAIL_QUEUE, job satisfies KeyEmailJob, idempotencyKey);
}

function linkFor(ctx: RequestContext, purpose: KeyEmailJob['purpose'], key: string): string {
  const base = ctx.config.publicUrl;
  if (purpose === 'ACTIVATION') return `${base}/login?activationKey=${encodeURIComponent(key)}`;
  return `${base}/password-reset?key=${encodeURIComponent(key)}`;
}

export function keyEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<KeyEmailJob>): Promise<void> => {
    if (await mailer.sent(id)) return;
    const user = await ctx.manager.findOneBy(User, { id: data.userId });
    if (!user || user.status === UserStatus.DEACTIVATED) return;
    if (data.purpose === 'ACTIVATION' && user.status !== UserStatus.PENDING_ACTIVATION) return;
    // Committed before sending: the key is valid by the time the email can be read.
    const key = await issueKey(ctx, user.id, data.purpose, KEY_TTL_SECONDS[data.purpose]);
    const template = data.purpose === 'ACTIVATION' ? 'activation' : 'password-reset';
    await mailer.send(id, {
      to: user.email,
      template,
      locale: user.language,
      values: { name: fullName(user), link: linkFor(ctx, data.purpose, key) },
    });
  };
}

/** The hourly sweep: sessions, account keys, rate-limit counts and known addresses that can no longer matter. */
export async function sweepExpiredAccountData(ctx: RequestContext): Promise<void> {
  await ctx.manager.query(`DELETE FROM session WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`);
  await ctx.manager.query(`DELETE FROM account_key WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`);
  await sweepExpiredHits(ctx.manager, Math.max(...Object.values(ACCOUNT_LIMITS).map((limit) => limit.windowSeconds)));
  await ctx.manager.query(`DELETE FROM known_address WHERE last_seen_at < clock_timestamp() - make_interval(days => $1)`, [
    KNOWN_ADDRESS_DAYS,
  ]);
}
