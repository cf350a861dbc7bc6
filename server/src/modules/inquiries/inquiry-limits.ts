// Rate limits of the inquiry forms: per client address and per sender email, so neither a bot on
// one address nor one mailbox written from many addresses can flood staff or a provider.
import type { RequestContext } from '../../context.js';
import { rateLimitStore, scaled, takeHits, type Limit } from '../../shared/rate-limit.js';

const HOUR = 3600;

export const INQUIRY_LIMITS = {
  /** Inquiries of any kind from one address: 10 per hour. */
  address: { max: 10, windowSeconds: HOUR },
  /** Inquiries of any kind from one sender email: 5 per hour. */
  email: { max: 5, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export function limitInquiry(ctx: RequestContext, email: string): Promise<void> {
  const factor = ctx.config.RATE_LIMIT_FACTOR;
  return takeHits(rateLimitStore(ctx.dataSource), [
    { key: `inquiry:address:${ctx.ip}`, limit: scaled(INQUIRY_LIMITS.address, factor) },
    { key: `inquiry:email:${email.toLowerCase()}`, limit: scaled(INQUIRY_LIMITS.email, factor) },
  ]);
}
