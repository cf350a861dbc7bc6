// The durable job runner (pg-boss on the same PostgreSQL). Jobs are enqueued inside the caller's
// transaction, so a side effect (email, payment call) is queued if and only if the change commits.
// Guarantees: at-least-once; each job is handled, failed and retried on its own with its queue's
// policy; a job's id is its idempotency key (the same key queues one job); exhausted jobs land in
// the queue's dead-letter queue, which staff can list.
import { createRequire } from 'node:module';
import { isUnavailable } from './error-presenter.js';
import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { deadLetterQueue, JOB_REGISTRY, type JobRegistry } from './job-queues.js';
import { runInJobScope } from './job-scope.js';
import { withStartupLock } from './startup-lock.js';

export interface Job<T> {
  /** The pg-boss job id: stable across retries, the idempotency key towards other systems. */
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  data: T;
  /** A context of its own (no user); start a transaction with inTransaction to change data. */
  ctx: RequestContext;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface DeadLetter {
  queue: string;
  jobId: string | null;
  attempts: number;
  error: string;
  failedAt: Date;
}

/** What a worker records when an attempt fails: the message only, never the payload. */
interface FailureOutput {
  message: string;
  jobId: string;
  attempt: number;
}

/** Jobs of one queue in one state: waiting (`created`, `retry`) or running (`active`). */
export interface QueueDepth {
  queue: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
}

const SCHEMA = 'pgboss';

/** A job id derived from its queue and idempotency key: the same key always names the same job. */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function isInTransaction(manager: EntityManager): boolean {
  return manager.queryRunner?.isTransactionActive === true;
}

let settlesGuarded = false;

/**
 * pg-boss 10's worker marks a job complete (or failed) without awaiting it: with the database away at
 * that moment the rejection goes unhandled and would end the process. Its Manager's two calls are
 * wrapped once per process to log instead; the job then stays active, expires and runs again (every
 * handler is idempotent). A pg-boss without that module is left as it is.
 */
function guardUnawaitedSettles(log: Logger): void {
  if (settlesGuarded) return;
  settlesGuarded = true;
  let manager: { prototype: Record<string, unknown> } | undefined;
  try {
    manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, unknown> };
  } catch {
    return;
  }
  for (const method of ['complete', 'fail']) {
    const original = manager.prototype[method];
    if (typeof original !== 'function') continue;
    const guarded = function (this: unknown, ...args: unknown[]) {
      return (original as (...a: unknown[]) => Promise<unknown>).apply(this, args).catch((error: unknown) => {
        log.warn({ err: error }, `job queue: a job could not be marked ${method === 'complete' ? 'complete' : 'failed'}; it will expire and run again`);
        return undefined;
      });
    };
    // PgBoss exposes the Manager's functions under their names: keep the name.
    Object.defineProperty(guarded, 'name', { value: method });
    manager.prototype[method] = guarded;
  }
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private started = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly registry: JobRegistry = JOB_REGISTRY,
  ) {
    this.boss = new PgBoss({ connectionString: databaseUrl, schema: SCHEMA, max: 4, application_name: 'lokalno-jobs', supervise: true, schedule: true });
    guardUnawaitedSettles(log);
    this.boss.on('error', (error) => {
      // 57P01: the database is shutting down (e.g. with the embedded server on exit); not our failure.
      if ((error as { code?: string }).code === '57P01') this.log.info('job queue: database is shutting down');
      // The database away for a while: pg-boss keeps trying and recovers when it is back.
      else if (isUnavailable(error)) this.log.warn({ err: error }, 'job queue: database unavailable');
      else this.log.error({ err: error }, 'job queue error');
    });
  }

  /** Registers the worker of a registered queue; call before start(). */
  handle<T>(queue: string, handler: JobHandler<T>): void {
    if (!this.registry.queues[queue]) throw new Error(`job queue "${queue}" is not in the registry`);
    this.handlers.set(queue, handler as JobHandler<never>);
  }

  /** Creates every queue of the registry (and its dead-letter queue), the schedules, then the workers. */
  async start(contextFor: (log: Logger) => RequestContext): Promise<void> {
    // Two processes creating the queues of a fresh database at once deadlock in createQueue: one at a time.
    await withStartupLock(this.databaseUrl, 'jobQueue', () => this.setUp());
    for (const [name, handler] of this.handlers) {
      for (let i = 0; i < this.registry.queues[name].workers; i += 1) {
        // One job per fetch: a failure fails, retries or dead-letters that job alone.
        await this.boss.work<object>(name, { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true }, async ([job]) => {
          await this.run(name, handler, job, contextFor);
        });
      }
    }
  }

  /** pg-boss's schema, the registry's queues with their policies, and the schedules. */
  private async setUp(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, policy] of Object.entries(this.registry.queues)) {
      const deadLetter = deadLetterQueue(name);
      await this.boss.createQueue(deadLetter, { name: deadLetter });
      const options = { name, retryLimit: policy.retryLimit, retryDelay: policy.retryDelay, retryBackoff: policy.retryBackoff, expireInSeconds: policy.expireInSeconds, deadLetter };
      await this.boss.createQueue(name, options);
      // createQueue leaves an existing queue as it was: bring its policy in line with the registry.
      await this.boss.updateQueue(name, options);
    }
    for (const schedule of this.registry.schedules) {
      await this.boss.schedule(schedule.queue, schedule.cron, {}, { tz: schedule.tz ?? 'UTC' });
    }
  }

  private async run(name: string, handler: JobHandler<never>, job: PgBoss.JobWithMetadata, contextFor: (log: Logger) => RequestContext): Promise<void> {
    const attempt = job.retryCount + 1;
    const log = this.log.child({ queue: name, jobId: job.id, attempt });
    try {
      await runInJobScope(() => handler({ id: job.id, attempt, data: job.data as never, ctx: contextFor(log) }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error }, 'job attempt failed');
      // Failing it here (not by rethrowing) keeps the stack and payload out of the stored output.
      // The database may be away (the reason the job failed): the job then stays active, expires
      // and runs again; never an unhandled rejection.
      await this.boss.fail(name, job.id, { message, jobId: job.id, attempt } satisfies FailureOutput).catch((failError: unknown) => log.warn({ err: failError }, 'job attempt could not be marked failed; it will expire and run again'));
    }
  }

  /**
   * Takes no new job, lets the running ones finish for up to `timeoutMs` (those still running then
   * are failed, so they run again later: at-least-once), then closes the runner's connections.
   */
  async stop(timeoutMs = 5000): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: timeoutMs });
    this.started = false;
  }

  /**
   * Queues a job in the transaction of `manager`. With an idempotency key, the same key queues one
   * job (a repeat is a no-op); a send that queues nothing for any other reason throws.
   */
  async enqueue<T extends object>(manager: EntityManager, queue: string, data: T, idempotencyKey?: string): Promise<string> {
    if (!isInTransaction(manager)) throw new Error(`enqueue("${queue}") outside a transaction: the job would not share the change's fate`);
    if (!this.registry.queues[queue]) throw new Error(`job queue "${queue}" is not in the registry`);
    const id = idempotencyKey ? jobIdFor(queue, idempotencyKey) : randomUUID();
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) };
    if (idempotencyKey && (await this.known(manager, queue, id))) return id;
    const sent = await this.boss.send(queue, data, { id, db });
    if (sent) return sent;
    if (idempotencyKey && (await this.known(manager, queue, id))) return id;
    throw new Error(`job queue "${queue}" queued nothing: is the queue created in this database?`);
  }

  /** Whether the job exists, live or archived (a duplicate idempotency key). */
  private async known(manager: EntityManager, queue: string, id: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND id = $2 UNION ALL SELECT 1 FROM ${SCHEMA}.archive WHERE name = $1 AND id = $2 LIMIT 1`,
      [queue, id],
    );
    return rows.length > 0;
  }

  /**
   * Jobs waiting or running per queue and state, every queue listed (0 included), for metrics.ts: one
   * statement on the runner's own connections (not the request pool), which PostgreSQL cancels after
   * `timeoutMs`. Fails when the runner is not started.
   */
  async depth(timeoutMs: number): Promise<QueueDepth[]> {
    const db = this.boss.getDb() as unknown as { executeSql: (text: string) => Promise<{ rows: QueueDepth[] }[] | undefined> };
    // Without parameters the two statements go as one simple query: one implicit transaction, so
    // SET LOCAL bounds the SELECT after it and nothing outlives it on the connection.
    const results = await db.executeSql(
      `SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))};
       WITH counted AS (
         SELECT name, state, count(*)::int AS jobs FROM ${SCHEMA}.job WHERE state <= 'active' GROUP BY name, state
       )
       SELECT q.name AS queue, s.state::text AS state, coalesce(c.jobs, 0) AS jobs
       FROM ${SCHEMA}.queue q
       CROSS JOIN unnest(ARRAY['created', 'retry', 'active']::${SCHEMA}.job_state[]) AS s(state)
       LEFT JOIN counted c ON c.name = q.name AND c.state = s.state
       ORDER BY q.name, s.state`,
    );
    if (!results) throw new Error('the job runner is not started');
    return results[1].rows;
  }

  /** Jobs whose retries ran out, newest first: queue, job id, attempts and the last error (no payload). */
  async deadLetters(manager: EntityManager, limit = 100): Promise<DeadLetter[]> {
    // Every dead-letter queue in the database, including those of queues another process registers.
    const rows: { dead_letter: string; output: (Partial<FailureOutput> & { value?: { message?: string } }) | null; retry_limit: number; created_on: Date }[] = await manager.query(
      `SELECT q.name AS dead_letter, j.output, j.retry_limit, j.created_on
       FROM ${SCHEMA}.queue q JOIN ${SCHEMA}.job j ON j.name = q.name
       WHERE q.name LIKE $1 ORDER BY j.created_on DESC, j.id LIMIT $2`,
      [`%${deadLetterQueue('')}`, limit],
    );
    return rows.map((row) => ({
      queue: row.dead_letter.slice(0, -deadLetterQueue('').length),
      jobId: row.output?.jobId ?? null,
      // A job is dead-lettered only after its last retry: the first run plus retry_limit retries.
      attempts: row.output?.attempt ?? row.retry_limit + 1,
      error: row.output?.message ?? row.output?.value?.message ?? 'unknown error',
      failedAt: row.created_on,
    }));
  }
}
