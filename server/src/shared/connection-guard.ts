// One connection per request: while a unit of work holds a transaction's connection, asking the same
// pool for another one is the pattern that froze the app (N such requests each hold one connection
// and wait for a second one the pool will never free). The guard makes the rule enforceable: the
// transaction helper marks the work it runs, and the pool's connect refuses (in tests) or reports
// (elsewhere) a connection asked for inside it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from 'typeorm';
import type pg from 'pg';
import { currentLog } from './request-scope.js';

interface OpenTransaction {
  dataSource: DataSource;
}

const openTransactions = new AsyncLocalStorage<OpenTransaction>();

export class SecondConnectionError extends Error {
  constructor() {
    super(
      "a pool connection was asked for while this unit of work holds a transaction: use the transaction's manager (tx.manager), or do the work after commit through the job runner",
    );
    this.name = 'SecondConnectionError';
  }
}

/** Runs `work` marked as holding a transaction of `dataSource`'s pool. */
export function runHoldingTransaction<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  return openTransactions.run({ dataSource }, work);
}

/** Runs `work` outside any transaction mark (the job runner's handlers, fire-and-forget work started by a request). */
export function runOutsideTransaction<T>(work: () => T): T {
  return openTransactions.exit(work);
}

export type GuardMode = 'throw' | 'warn';

const guarded = new WeakSet<DataSource>();

/**
 * Wraps the pool's connect of an initialised DataSource. `throw` (tests): the second connection is
 * refused with SecondConnectionError. `warn` (elsewhere): it is logged, and the pool's connect
 * time-out still ends the wait.
 */
export function guardConnections(dataSource: DataSource, mode: GuardMode): void {
  if (guarded.has(dataSource)) return;
  const pool = (dataSource.driver as unknown as { master?: pg.Pool }).master;
  if (!pool) throw new Error('guardConnections needs an initialised DataSource');
  guarded.add(dataSource);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (openTransactions.getStore()?.dataSource === dataSource) {
      const error = new SecondConnectionError();
      if (mode === 'throw') {
        const callback = args[0];
        if (typeof callback === 'function') {
          (callback as (error: Error) => void)(error);
          return undefined;
        }
        return Promise.reject(error);
      }
      currentLog()?.warn({ err: error }, 'second pool connection inside a transaction');
    }
    return connect(...args);
  };
}
