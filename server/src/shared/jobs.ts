// The durable job queue (pg-boss on the same PostgreSQL). Jobs are enqueued inside the caller's
// transaction, so a side effect (email, payment call) is queued if and only if the change commits.
// A job's id is derived from its idempotency key: enqueuing the same key twice queues one job.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from 'pino';

export type JobHandler<T> = (data: T) => Promise<void>;

function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private started = false;

  constructor(databaseUrl: string, private readonly log: Logger) {
    this.boss = new PgBoss({ connectionString: databaseUrl, max: 4, application_name: 'lokalno-jobs', supervise: true, schedule: false });
    this.boss.on('error', (error) => {
      // 57P01: the database is shutting down (e.g. with the embedded server on exit); not our failure.
      if ((error as { code?: string }).code === '57P01') this.log.info('job queue: database is shutting down');
      else this.log.error({ err: error }, 'job queue error');
    });
  }

  /** Registers a worker; call before start(). */
  handle<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<never>);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, handler] of this.handlers) {
      await this.boss.createQueue(name, { name, retryLimit: 8, retryDelay: 5, retryBackoff: true });
      await this.boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    }
    this.started = true;
  }

  async stop(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 5000 });
    this.started = false;
  }

  /** Queues a job in the transaction of `manager`; the same idempotency key never queues twice. */
  async enqueue<T extends object>(manager: EntityManager, name: string, data: T, idempotencyKey: string): Promise<void> {
    await this.boss.send(name, data, {
      id: uuidFromKey(`${name}:${idempotencyKey}`),
      db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) },
    });
  }
}
