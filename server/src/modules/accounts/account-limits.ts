// Every rate limit of the account module in one table, and the calls that apply them. Counts are
// written in autocommit outside the request's transaction (rateLimitStore), so they survive the
// rollback of a request that fails.
import type { RequestContext } from '../../context.js';
import { rateLimitStore, scaled, takeHits, type Limit } from '../../shared/rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const ACCOUNT_LIMITS = {
  /** Failed sign-ins per (account, address) pair: 5 free, then waits of 1, 2, 4 … 60 minutes; forgotten 24 h after the first. */
  loginPair: { max: 5, windowSeconds: DAY, backoff: { baseSeconds: MINUTE, maxSeconds: HOUR } },
  /** Failed sign-ins per account from addresses it has never signed in from: 20 free, then waits of 1, 2, 4 … 60 minutes. */
  loginAccount: { max: 20, windowSeconds: DAY, backoff: { baseSeconds: MINUTE, maxSeconds: HOUR } },
  /** Failed sign-ins per address, whatever the account: 30 per 15 minutes. */
  loginAddress: { max: 30, windowSeconds: 15 * MINUTE },
  /** Password-reset emails asked for one email address: 3 per hour. */
  passwordResetEmail: { max: 3, windowSeconds: HOUR },
  /** Password-reset requests from one address: 10 per hour. */
  passwordResetAddress: { max: 10, windowSeconds: HOUR },
  /** Registrations from one address: 10 per hour. */
  registrationAddress: { max: 10, windowSeconds: HOUR },
  /** Activation attempts from one address: 20 per hour. */
  activationAddress: { max: 20, windowSeconds: HOUR },
  /** Password changes (each checks the old password) per account: 5 per 15 minutes. */
  passwordChangeAccount: { max: 5, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

export type AccountLimitName = keyof typeof ACCOUNT_LIMITS;

export function accountLimit(ctx: RequestContext, name: AccountLimitName): Limit {
  return scaled(ACCOUNT_LIMITS[name], ctx.config.RATE_LIMIT_FACTOR);
}

export function limitPasswordResetRequest(ctx: RequestContext, email: string): Promise<void> {
  return takeHits(rateLimitStore(ctx.dataSource), [
    { key: `reset:address:${ctx.ip}`, limit: accountLimit(ctx, 'passwordResetAddress') },
    { key: `reset:email:${email}`, limit: accountLimit(ctx, 'passwordResetEmail') },
  ]);
}

export function limitRegistration(ctx: RequestContext): Promise<void> {
  return takeHits(rateLimitStore(ctx.dataSource), [{ key: `register:address:${ctx.ip}`, limit: accountLimit(ctx, 'registrationAddress') }]);
}

export function limitActivation(ctx: RequestContext): Promise<void> {
  return takeHits(rateLimitStore(ctx.dataSource), [{ key: `activate:address:${ctx.ip}`, limit: accountLimit(ctx, 'activationAddress') }]);
}

export function limitPasswordChange(ctx: RequestContext, userId: number): Promise<void> {
  return takeHits(rateLimitStore(ctx.dataSource), [
    { key: `password-change:account:${userId}`, limit: accountLimit(ctx, 'passwordChangeAccount') },
  ]);
}
