// One transaction per state change, carried in the context so every service call inside it
// uses the same entity manager. The REST router and the GraphQL schema open it for every change
// (non-GET route, root mutation field); services may still call inTransaction, which then reuses
// the open one. Retries serialization failures and deadlocks by running the whole unit again.
// Writes that must outlive a rolled-back change (rate-limit hits) go through `ctx.dataSource`.
import type { RequestContext } from '../context.js';
import { sqlState } from './postgres-errors.js';

/** Serialization failure and deadlock: the transaction can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(sqlState(error) ?? '');
}

export function isInTransaction(ctx: Pick<RequestContext, 'manager'>): boolean {
  return ctx.manager.queryRunner?.isTransactionActive === true;
}

export async function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (isInTransaction(ctx)) return work(ctx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.dataSource.transaction((manager) => work({ ...ctx, manager }));
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random()));
    }
  }
}

/**
 * Runs independent reads: at once on the pool, or one after another inside a transaction, whose one
 * connection runs one query at a time (pg queues them today and will refuse them in pg 9).
 */
export async function allReads<T extends readonly unknown[]>(ctx: Pick<RequestContext, 'manager'>, reads: { [K in keyof T]: () => T[K] | Promise<T[K]> }): Promise<T> {
  if (!ctx.manager.queryRunner?.isTransactionActive) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
