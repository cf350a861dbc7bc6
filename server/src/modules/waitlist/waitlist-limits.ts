// Rate limits of joining a waitlist: per client address and per email, so neither one address nor
// one mailbox written from many addresses can flood a start's line or someone's inbox.
import type { RequestContext } from '../../context.js';
import { rateLimitStore, scaled, takeHits, type Limit } from '../../shared/rate-limit.js';

const HOUR = 3600;

export const WAITLIST_LIMITS = {
  /** Joins from one address: 20 per hour. */
  address: { max: 20, windowSeconds: HOUR },
  /** Joins for one email: 10 per hour. */
  email: { max: 10, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export function limitWaitlistJoin(ctx: RequestContext, email: string): Promise<void> {
  const factor = ctx.config.RATE_LIMIT_FACTOR;
  return takeHits(rateLimitStore(ctx.dataSource), [
    { key: `waitlist:address:${ctx.ip}`, limit: scaled(WAITLIST_LIMITS.address, factor) },
    { key: `waitlist:email:${email.toLowerCase()}`, limit: scaled(WAITLIST_LIMITS.email, factor) },
  ]);
}
