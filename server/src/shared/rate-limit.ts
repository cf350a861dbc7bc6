// Rate limits stored in PostgreSQL (table rate_limit) so they hold across server instances.
// Each attempt is checked and counted in ONE statement, so parallel requests cannot slip past.
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { DomainError } from './errors.js';

export interface Limit {
  /** Attempts allowed in a window before the limit applies. */
  max: number;
  /** The window starts at the key's first counted attempt; after it the count starts again. */
  windowSeconds: number;
  /**
   * Without back-off, attempts beyond `max` are refused until the window ends. With back-off,
   * the attempt after the n-th (n >= max) must wait baseSeconds * 2^(n - max), at most maxSeconds.
   */
  backoff?: { baseSeconds: number; maxSeconds: number };
}

/** Where the counts live: autocommit statements, never the request's transaction. */
export interface RateLimitStore {
  query<T = unknown>(sql: string, parameters: unknown[]): Promise<T[]>;
}

const stores = new WeakMap<DataSource, RateLimitStore>();

/**
 * The counts must survive the rollback of a failed request (a wrong password throws), so they are
 * written outside the request's transaction, in autocommit. They use a small pool of their own:
 * each request's transaction holds a connection of the DataSource's pool, and were the counts
 * taken from that pool too, enough parallel logins would each wait for a second connection and
 * none would ever finish. A rate-limit statement never waits for another connection, so this
 * pool always drains.
 */
export function rateLimitStore(dataSource: DataSource): RateLimitStore {
  let store = stores.get(dataSource);
  if (!store) {
    const url = (dataSource.options as { url?: string }).url;
    if (!url) throw new Error('rate limits need the DataSource to be configured with a url');
    const pool = new pg.Pool({
      connectionString: url,
      max: 5,
      idleTimeoutMillis: 5000,
      allowExitOnIdle: true,
      application_name: 'lokalno-rate-limit',
    });
    // An idle connection that drops (database restarted or dropped) is replaced on the next query.
    pool.on('error', () => undefined);
    store = { query: async <T>(sql: string, parameters: unknown[]) => (await pool.query(sql, parameters)).rows as T[] };
    stores.set(dataSource, store);
  }
  return store;
}

/** 429 with the generic "too many attempts" message; REST adds a Retry-After header. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', { id: 'error.tooManyRequests' });
  }
}

/** Every limit's count multiplied by the RATE_LIMIT_FACTOR setting (end-to-end suites register many accounts from one address). */
export function scaled(limit: Limit, factor: number): Limit {
  return factor === 1 ? limit : { ...limit, max: limit.max * factor };
}

// $1 key, $2 window seconds, $3 max, $4 back-off base seconds (null: none), $5 back-off cap seconds.
// EXCLUDED.window_start is the statement's single clock reading (clock_timestamp(), not the
// transaction's now()).
const EXPIRED = 'r.window_start <= EXCLUDED.window_start - make_interval(secs => $2)';
const NEXT_COUNT = `CASE WHEN ${EXPIRED} THEN 1 ELSE r.count + 1 END`;
const NEXT_START = `CASE WHEN ${EXPIRED} THEN EXCLUDED.window_start ELSE r.window_start END`;

/** When the next attempt may run after `count` attempts in a window that began at `start`, at time `t`. */
function blockedUntil(count: string, start: string, t: string): string {
  return `CASE WHEN ${count} < $3 THEN ${t}
    WHEN $4::float8 IS NULL THEN ${start} + make_interval(secs => $2)
    ELSE ${t} + make_interval(secs => least($4::float8 * 2 ^ (${count} - $3), $5::float8)) END`;
}

const TAKE = `
  INSERT INTO rate_limit AS r (key, window_start, count, blocked_until)
  SELECT $1, c.t, 1, ${blockedUntil('1', 'c.t', 'c.t')} FROM (SELECT clock_timestamp() AS t) c
  ON CONFLICT (key) DO UPDATE SET
    count = ${NEXT_COUNT},
    window_start = ${NEXT_START},
    blocked_until = ${blockedUntil(NEXT_COUNT, NEXT_START, 'EXCLUDED.window_start')}
  WHERE ${EXPIRED} OR r.count < $3 OR r.blocked_until <= EXCLUDED.window_start
  RETURNING count`;

const RETRY_AFTER = `
  SELECT greatest(1, ceil(extract(epoch FROM least(window_start + make_interval(secs => $2), blocked_until) - clock_timestamp())))::int AS seconds
  FROM rate_limit WHERE key = $1`;

function parameters(key: string, limit: Limit): unknown[] {
  return [key, limit.windowSeconds, limit.max, limit.backoff?.baseSeconds ?? null, limit.backoff?.maxSeconds ?? null];
}

/** Counts one attempt if the limit allows it, in one atomic upsert; refuses (counting nothing) with RateLimitedError otherwise. */
export async function takeHit(store: RateLimitStore, key: string, limit: Limit): Promise<void> {
  const taken = await store.query(TAKE, parameters(key, limit));
  if (taken.length > 0) return;
  const rows = await store.query<{ seconds: number }>(RETRY_AFTER, [key, limit.windowSeconds]);
  throw new RateLimitedError(rows[0]?.seconds ?? 1);
}

/** Takes a hit on each key in turn; when one refuses, the hits already taken are given back. */
export async function takeHits(store: RateLimitStore, hits: { key: string; limit: Limit }[]): Promise<void> {
  const taken: string[] = [];
  try {
    for (const hit of hits) {
      await takeHit(store, hit.key, hit.limit);
      taken.push(hit.key);
    }
  } catch (error) {
    for (const key of taken) await giveBackHit(store, key);
    throw error;
  }
}

/** Un-counts one attempt that turned out not to be a failure (a right password). */
export async function giveBackHit(store: RateLimitStore, key: string): Promise<void> {
  await store.query('UPDATE rate_limit SET count = count - 1 WHERE key = $1 AND count > 0', [key]);
}

export async function clearHits(store: RateLimitStore, key: string): Promise<void> {
  await store.query('DELETE FROM rate_limit WHERE key = $1', [key]);
}

/** Deletes counts whose window ended more than a day ago (a periodic sweep keeps the table small). */
export async function sweepExpiredHits(store: RateLimitStore, longestWindowSeconds: number): Promise<number> {
  const rows = await store.query(
    `DELETE FROM rate_limit WHERE window_start < clock_timestamp() - make_interval(secs => $1) - interval '1 day' RETURNING key`,
    [longestWindowSeconds],
  );
  return rows.length;
}
