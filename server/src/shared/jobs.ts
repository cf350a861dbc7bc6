// The durable job runner (pg-boss on the same PostgreSQL). Jobs are enqueued inside the caller's
// transaction, so a side effect (email, payment call) is queued if and only if the change commits.
// Guarantees: at-least-once; each job is handled, failed and retried on its own with its queue's
// policy; a job's id is its idempotency key (the same key queues one job); exhausted jobs land in
// the queue's dead-letter queue, which staff can list.
import { isUnavailable } from './error-presenter.js';
import { createHash, randomUUID } from 'node:crypto';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { deadLetterQueue, JOB_REGISTRY, type JobRegistry } from './job-queues.js';
import { carryOverPgBoss10, PGBOSS_SCHEMA, setPgBoss10Aside } from './pg-boss-10-carry-over.js';
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

const SCHEMA = PGBOSS_SCHEMA;
/** How long a dead letter waits for staff: four weeks (pg-boss 12 keeps a waiting job 14 days by default). */
const DEAD_LETTER_RETENTION_SECONDS = 28 * 24 * 3600;

/** A job id derived from its queue and idempotency key: the same key always names the same job. */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function isInTransaction(manager: EntityManager): boolean {
  return manager.queryRunner?.isTransactionActive === true;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private started = false;
  private sender: Promise<PgBoss> | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly registry: JobRegistry = JOB_REGISTRY,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'lokalno-jobs',
      supervise: true,
      schedule: true,
      // Every queue is created with `notify`: a job committed anywhere wakes this instance's workers at
      // once through LISTEN/NOTIFY (one connection of its own), so polling is only the backstop.
      useListenNotify: true,
    });
    this.listen(this.boss);
  }

  private listen(boss: PgBoss): void {
    boss.on('error', (error) => {
      // 57P01: the database is shutting down (e.g. with the embedded server on exit); not our failure.
      if ((error as { code?: string }).code === '57P01') this.log.info('job queue: database is shutting down');
      // The database away for a while: pg-boss keeps trying and recovers when it is back.
      else if (isUnavailable(error)) this.log.warn({ err: error }, 'job queue: database unavailable');
      else this.log.error({ err: error }, 'job queue error');
    });
    // pg-boss's own notices (a slow query, a backlog past a queue's warning size, clock skew).
    boss.on('warning', (warning) => this.log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
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
        await this.boss.work(
          name,
          // 39 workers polling every 0.5 s cost an idle instance 4 % of a core in node and as much in
          // PostgreSQL; with NOTIFY waking them, a poll every 2 s only picks up retries and delayed jobs
          // (their delays are 5 s and more). Without the listener (it is down), every 0.5 s as before.
          { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2, batchSize: 1, includeMetadata: true },
          async ([job]: JobWithMetadata<object>[]) => {
            await this.run(name, handler, job, contextFor);
          },
        );
      }
    }
  }

  /** pg-boss's schema (pg-boss 10's carried over), the registry's queues with their policies, and the schedules. */
  private async setUp(): Promise<void> {
    // A database that pg-boss 10 ran on: its schema is set aside first, pg-boss 12 cannot migrate it.
    await setPgBoss10Aside(this.databaseUrl, this.log);
    await this.boss.start();
    this.started = true;
    for (const [name, policy] of Object.entries(this.registry.queues)) {
      const deadLetter = deadLetterQueue(name);
      await this.boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
      await this.boss.updateQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
      const options = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelay,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
        deadLetter,
        notify: true,
      };
      await this.boss.createQueue(name, options);
      // createQueue leaves an existing queue as it was: bring its policy in line with the registry.
      await this.boss.updateQueue(name, options);
    }
    // Then its waiting jobs and dead letters go into these queues, before any worker fetches.
    await carryOverPgBoss10(this.databaseUrl, this.log);
    for (const schedule of this.registry.schedules) {
      await this.boss.schedule(schedule.queue, schedule.cron, {}, { tz: schedule.tz ?? 'UTC' });
    }
  }

  private async run(
    name: string,
    handler: JobHandler<never>,
    job: JobWithMetadata<object>,
    contextFor: (log: Logger) => RequestContext,
  ): Promise<void> {
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
      // Given as the attempt fetched ({ id, retryCount }): a retry another worker took meanwhile is left alone.
      await this.boss
        .fail(name, { id: job.id, retryCount: job.retryCount }, { message, jobId: job.id, attempt } satisfies FailureOutput)
        .catch((failError: unknown) =>
          log.warn({ err: failError }, 'job attempt could not be marked failed; it will expire and run again'),
        );
    }
  }

  /**
   * Takes no new job, lets the running ones finish for up to `timeoutMs` (those still running then
   * are failed, so they run again later: at-least-once), then closes the runner's connections.
   */
  async stop(timeoutMs = 5000): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: timeoutMs });
    this.started = false;
    const sender = this.sender;
    this.sender = undefined;
    if (sender) await (await sender.catch(() => undefined))?.stop({ graceful: false });
  }

  /**
   * pg-boss 12 sends through a started instance only (it reads the queue from what it loaded at
   * start). A JobQueue that only sends, never started (a script's, a test's, a stopped runner's),
   * starts a second instance on first use that works nothing: no workers, no maintenance, no
   * schedules, no migration, one connection. stop() closes it.
   */
  private sendingOnly(): Promise<PgBoss> {
    this.sender ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.databaseUrl,
        schema: SCHEMA,
        max: 1,
        application_name: 'lokalno-jobs-sender',
        supervise: false,
        schedule: false,
        migrate: false,
        registerInstance: false,
      });
      this.listen(boss);
      await boss.start();
      return boss;
    })().catch((error: unknown) => {
      this.sender = undefined;
      throw error;
    });
    return this.sender;
  }

  /**
   * Queues a job in the transaction of `manager`. With an idempotency key, the same key queues one
   * job (a repeat is a no-op); a send that queues nothing for any other reason throws. `startAfter`:
   * the job waits until then (e.g. the end of a waitlist offer).
   */
  async enqueue<T extends object>(
    manager: EntityManager,
    queue: string,
    data: T,
    idempotencyKey?: string,
    options: { startAfter?: Date } = {},
  ): Promise<string> {
    if (!isInTransaction(manager)) throw new Error(`enqueue("${queue}") outside a transaction: the job would not share the change's fate`);
    if (!this.registry.queues[queue]) throw new Error(`job queue "${queue}" is not in the registry`);
    const id = idempotencyKey ? jobIdFor(queue, idempotencyKey) : randomUUID();
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) };
    // One look before the send: whether the queue exists (pg-boss 12 checks that only at commit, its
    // foreign key being deferred) and whether the key already named a job.
    const [before]: { queue: boolean; known: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM ${SCHEMA}.queue WHERE name = $1) AS queue, EXISTS (SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND id = $2) AS known`,
      [queue, id],
    );
    if (!before.queue) throw new Error(`job queue "${queue}" queued nothing: is the queue created in this database?`);
    if (idempotencyKey && before.known) return id;
    const boss = this.started ? this.boss : await this.sendingOnly();
    const sent = await boss
      .send(queue, data, { id, db, ...(options.startAfter ? { startAfter: options.startAfter } : {}) })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'PGBOSS_QUEUE_NOT_FOUND') return null;
        throw error;
      });
    if (sent) return sent;
    if (idempotencyKey && (await this.known(manager, queue, id))) return id;
    throw new Error(`job queue "${queue}" queued nothing: is the queue created in this database?`);
  }

  /**
   * Whether the job exists, waiting, running or done (a duplicate idempotency key). pg-boss 12 keeps
   * a finished job in the job table until its queue's deletion time (7 days), with no archive.
   */
  private async known(manager: EntityManager, queue: string, id: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND id = $2`, [queue, id]);
    return rows.length > 0;
  }

  /**
   * Jobs waiting or running per queue and state, every queue listed (0 included), for metrics.ts: one
   * statement on the runner's own connections (not the request pool), which PostgreSQL cancels after
   * `timeoutMs`. Fails when the runner is not started.
   */
  async depth(timeoutMs: number): Promise<QueueDepth[]> {
    if (!this.started) throw new Error('the job runner is not started');
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
    // pg-boss 12 gives the dead-letter copy the failed job's output as source_output (10 copied it
    // into output), and the failed job's id as source_id.
    const rows: {
      dead_letter: string;
      output: (Partial<FailureOutput> & { value?: { message?: string } }) | null;
      source_id: string | null;
      retry_limit: number;
      created_on: Date;
    }[] = await manager.query(
      `SELECT q.name AS dead_letter, coalesce(j.source_output, j.output) AS output, j.source_id, j.retry_limit, j.created_on
       FROM ${SCHEMA}.queue q JOIN ${SCHEMA}.job j ON j.name = q.name
       WHERE q.name LIKE $1 ORDER BY j.created_on DESC, j.id LIMIT $2`,
      [`%${deadLetterQueue('')}`, limit],
    );
    return rows.map((row) => ({
      queue: row.dead_letter.slice(0, -deadLetterQueue('').length),
      jobId: row.output?.jobId ?? row.source_id ?? null,
      // A job is dead-lettered only after its last retry: the first run plus retry_limit retries.
      attempts: row.output?.attempt ?? row.retry_limit + 1,
      error: row.output?.message ?? row.output?.value?.message ?? 'unknown error',
      failedAt: row.created_on,
    }));
  }
}
