// One transaction per state change, carried in the context so every service call inside it
// uses the same entity manager. The REST router and the GraphQL schema open it for every change
// (non-GET route, root mutation field); services may still call inTransaction, which then reuses
// the open one. Retries serialization failures and deadlocks by running the whole unit again.
// Writes that must outlive a rolled-back change (rate-limit hits) go through `ctx.dataSource`.
import type { RequestContext } from '../context.js';
import { runHoldingTransaction } from './connection-guard.js';
import { DomainError } from './errors.js';
import { sqlState } from './postgres-errors.js';

/**
 * A refusal whose writes must stay (a declined card recorded FAILED, a release job queued for an
 * expired request): thrown inside a transaction, the outermost inTransaction commits the work done
 * so far and throws the refusal after the commit. The work must throw it only once its writes are
 * complete and consistent.
 */
export class CommittedRefusal extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.message);
    this.name = 'CommittedRefusal';
  }
}

/** Throws `refusal` and keeps what the transaction wrote (see CommittedRefusal). */
export function refuseAfterCommit(refusal: DomainError): never {
  throw new CommittedRefusal(refusal);
}

/** Serialization failure and deadlock: the transaction can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(sqlState(error) ?? '');
}

export function isInTransaction(ctx: Pick<RequestContext, 'manager'>): boolean {
  return ctx.manager.queryRunner?.isTransactionActive === true;
}

type Outcome<T> = { value: T } | { refusal: DomainError };

export async function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (isInTransaction(ctx)) return work(ctx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await ctx.dataSource.transaction((manager) =>
        runHoldingTransaction(ctx.dataSource, async (): Promise<Outcome<T>> => {
          try {
            return { value: await work({ ...ctx, manager }) };
          } catch (error) {
            if (error instanceof CommittedRefusal) return { refusal: error.refusal };
            throw error;
          }
        }),
      );
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.value;
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
export async function allReads<T extends readonly unknown[]>(
  ctx: Pick<RequestContext, 'manager'>,
  reads: { [K in keyof T]: () => T[K] | Promise<T[K]> },
): Promise<T> {
  if (!ctx.manager.queryRunner?.isTransactionActive) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

let savepoints = 0;

/**
 * Runs `work` inside the open transaction behind a savepoint: when it throws, what it wrote is
 * undone and the transaction goes on (to record why, e.g. a release job, before a CommittedRefusal).
 */
export async function withSavepoint<T>(tx: RequestContext, work: () => Promise<T>): Promise<T> {
  if (!isInTransaction(tx)) throw new Error('withSavepoint needs an open transaction');
  savepoints = (savepoints + 1) % 1_000_000;
  const name = `unit_${savepoints}`;
  await tx.manager.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await tx.manager.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.manager.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
