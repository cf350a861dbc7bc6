// Fixed-window rate limits in one atomic statement each, stored in PostgreSQL (table rate_limit).
import type { EntityManager } from 'typeorm';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** How many hits the key has in its current window (0 when the window has passed). */
export async function hitsInWindow(manager: EntityManager, key: string, limit: Limit): Promise<number> {
  const rows: { count: number }[] = await manager.query(
    `SELECT count FROM rate_limit WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
    [key, limit.windowSeconds],
  );
  return rows[0]?.count ?? 0;
}

/** Counts one hit and returns the hits in the current window, starting a new window when the old one passed. */
export async function recordHit(manager: EntityManager, key: string, limit: Limit): Promise<number> {
  const rows: { count: number }[] = await manager.query(
    `INSERT INTO rate_limit (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limit.count + 1 END,
       window_start = CASE WHEN rate_limit.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limit.window_start END
     RETURNING count`,
    [key, limit.windowSeconds],
  );
  return rows[0].count;
}

export async function clearHits(manager: EntityManager, key: string): Promise<void> {
  await manager.query('DELETE FROM rate_limit WHERE key = $1', [key]);
}
