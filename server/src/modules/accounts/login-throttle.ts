// Throttling of sign-in with email and password, following OWASP's advice against lockout denial
// of service: failures are counted per (account, address) pair with back-off, per address across
// accounts, and per account only from addresses the account has never signed in from, so a
// stranger elsewhere can slow their own guesses down but never lock the owner out at home.
import type { RequestContext } from '../../context.js';
import { clearHits, giveBackHit, rateLimitStore, takeHits, type Limit } from '../../shared/rate-limit.js';
import { accountLimit } from './account-limits.js';

/** How long a sign-in (or a password reset) keeps an address known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

export interface LoginAttempt {
  pairKey: string;
  otherKeys: string[];
}

async function isKnownAddress(ctx: RequestContext, userId: number): Promise<boolean> {
  const rows: unknown[] = await ctx.manager.query(
    `SELECT 1 FROM known_address WHERE user_id = $1 AND address = $2 AND last_seen_at > clock_timestamp() - make_interval(days => $3)`,
    [userId, ctx.ip, KNOWN_ADDRESS_DAYS],
  );
  return rows.length > 0;
}

/**
 * Counts the attempt before its password is checked, refusing with 429 when a limit is reached.
 * `userId` is null for an unknown email, which is throttled like an account seen from a new address.
 */
export async function startLoginAttempt(ctx: RequestContext, email: string, userId: number | null): Promise<LoginAttempt> {
  const pairKey = `login:pair:${email}|${ctx.ip}`;
  const hits: { key: string; limit: Limit }[] = [
    { key: `login:address:${ctx.ip}`, limit: accountLimit(ctx, 'loginAddress') },
    { key: pairKey, limit: accountLimit(ctx, 'loginPair') },
  ];
  if (userId === null || !(await isKnownAddress(ctx, userId))) {
    hits.push({ key: `login:account:${email}`, limit: accountLimit(ctx, 'loginAccount') });
  }
  // Not ctx.manager: a wrong password throws and rolls the request's transaction back, and the
  // count must stay (see rateLimitStore).
  await takeHits(rateLimitStore(ctx.dataSource), hits);
  return { pairKey, otherKeys: hits.map((hit) => hit.key).filter((key) => key !== pairKey) };
}

/** The password was right: the attempt was no failure, and the pair starts afresh. */
export async function loginPasswordAccepted(ctx: RequestContext, attempt: LoginAttempt): Promise<void> {
  const store = rateLimitStore(ctx.dataSource);
  await clearHits(store, attempt.pairKey);
  for (const key of attempt.otherKeys) await giveBackHit(store, key);
}

/** Remembers the caller's address as one the account signs in from (after a sign-in or a password reset). */
export async function rememberAddress(ctx: RequestContext, userId: number): Promise<void> {
  await ctx.manager.query(
    `INSERT INTO known_address (user_id, address, last_seen_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (user_id, address) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [userId, ctx.ip],
  );
}
