import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { giveBackHit, rateLimitStore, RateLimitedError, sweepExpiredHits, takeHit, type Limit, type RateLimitStore } from './rate-limit.js';

let db: TestDatabase;
let store: RateLimitStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = rateLimitStore(db.dataSource);
});

let keys = 0;
const newKey = () => `test:${(keys += 1)}`;

async function outcome(key: string, limit: Limit): Promise<number | 'ok'> {
  try {
    await takeHit(store, key, limit);
    return 'ok';
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

const row = async (key: string) =>
  (await db.dataSource.query('SELECT count FROM rate_limit WHERE key = $1', [key]))[0] as { count: number } | undefined;

describe('takeHit', () => {
  it('allows exactly max of 50 parallel hits and counts no refusal', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 50 }, () => outcome(key, limit)));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    expect((await row(key))?.count).toBe(5);
  });

  it('refuses until the fixed window ends, then starts a new one', async () => {
    const key = newKey();
    const limit = { max: 2, windowSeconds: 600 };
    expect(await outcome(key, limit)).toBe('ok');
    expect(await outcome(key, limit)).toBe('ok');
    const retryAfter = await outcome(key, limit);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    await db.dataSource.query(`UPDATE rate_limit SET window_start = clock_timestamp() - interval '601 seconds' WHERE key = $1`, [key]);
    expect(await outcome(key, limit)).toBe('ok');
    expect((await row(key))?.count).toBe(1);
  });

  it('doubles the wait after each hit beyond max, up to the cap', async () => {
    const key = newKey();
    const limit = { max: 1, windowSeconds: 86_400, backoff: { baseSeconds: 10, maxSeconds: 30 } };
    const waits: number[] = [];
    expect(await outcome(key, limit)).toBe('ok');
    for (let i = 0; i < 3; i += 1) {
      waits.push((await outcome(key, limit)) as number);
      await db.dataSource.query('UPDATE rate_limit SET blocked_until = clock_timestamp() WHERE key = $1', [key]);
      expect(await outcome(key, limit)).toBe('ok');
    }
    expect(waits).toEqual([10, 20, 30]);
  });

  it('gives a hit back', async () => {
    const key = newKey();
    const limit = { max: 1, windowSeconds: 600 };
    await takeHit(store, key, limit);
    await giveBackHit(store, key);
    expect(await outcome(key, limit)).toBe('ok');
  });

  it('sweeps counts whose window ended more than a day ago', async () => {
    const old = newKey();
    const fresh = newKey();
    await takeHit(store, old, { max: 1, windowSeconds: 60 });
    await takeHit(store, fresh, { max: 1, windowSeconds: 60 });
    await db.dataSource.query(`UPDATE rate_limit SET window_start = clock_timestamp() - interval '3 days' WHERE key = $1`, [old]);
    await sweepExpiredHits(store, 86_400);
    expect(await row(old)).toBeUndefined();
    expect(await row(fresh)).toBeDefined();
  });
});
