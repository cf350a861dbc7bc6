// The database's real time: clock_timestamp(), not the transaction's start (now()), so a decision
// made under a lock uses the time at which the lock is held.
import type { RequestContext } from '../context.js';

/** PostgreSQL's clock_timestamp(), epoch milliseconds. */
export async function databaseNow(ctx: RequestContext): Promise<number> {
  const [{ now }] = await ctx.manager.query('SELECT clock_timestamp() AS now');
  return new Date(now).getTime();
}
