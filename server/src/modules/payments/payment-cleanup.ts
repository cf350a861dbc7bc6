// payments.cleanup (daily): the payments' bookkeeping tables would otherwise grow for ever.
// - payment_event (the webhook's dedupe by event id): kept PAYMENT_EVENT_RETENTION_DAYS (30). Stripe
//   retries a webhook for at most 3 days, so an older event id can never come back.
// - simulated_idempotency_key (the card simulator's idempotency keys): kept
//   SIMULATOR_KEY_RETENTION_HOURS (24), as Stripe keeps its keys; our jobs retry for a few hours at most.
// Deleted in bounded batches (each its own short statement); what a run leaves goes the next day.
// No index on the timestamps: a table holds only its retention period, and the job runs once a day.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';

export const PAYMENT_CLEANUP_QUEUE = 'payments.cleanup' satisfies QueueName;

export const PAYMENT_EVENT_RETENTION_DAYS = 30;
export const SIMULATOR_KEY_RETENTION_HOURS = 24;

export interface CleanupOptions {
  /** Rows per DELETE. */
  batchSize?: number;
  /** DELETEs per table and run. */
  maxBatches?: number;
}

export interface CleanupReport {
  paymentEvents: number;
  simulatorKeys: number;
}

/** Deletes the rows of `table` matching `older` (with $1 = age), at most batchSize a statement, until none is left or maxBatches ran. */
async function deleteInBatches(
  ctx: RequestContext,
  table: string,
  key: string,
  older: string,
  age: number,
  options: Required<CleanupOptions>,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const [, count] = (await ctx.manager.query(
      `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${older} LIMIT $2)`,
      [age, options.batchSize],
    )) as [unknown[], number];
    deleted += count;
    if (count < options.batchSize) break;
  }
  return deleted;
}

export async function cleanUpPayments(ctx: RequestContext, options: CleanupOptions = {}): Promise<CleanupReport> {
  const settings = { batchSize: 1000, maxBatches: 100, ...options };
  const report: CleanupReport = {
    paymentEvents: await deleteInBatches(
      ctx,
      'payment_event',
      'event_id',
      'received_at < clock_timestamp() - make_interval(days => $1)',
      PAYMENT_EVENT_RETENTION_DAYS,
      settings,
    ),
    simulatorKeys: await deleteInBatches(
      ctx,
      'simulated_idempotency_key',
      'key',
      'created_at < clock_timestamp() - make_interval(hours => $1)',
      SIMULATOR_KEY_RETENTION_HOURS,
      settings,
    ),
  };
  if (report.paymentEvents + report.simulatorKeys > 0) ctx.log.info({ ...report }, 'payments cleaned up');
  return report;
}
