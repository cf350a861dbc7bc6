// The first start of pg-boss 12 on a database that pg-boss 10 ran on (issue 21): the jobs that were
// waiting (created, retry, or left running), with their data, singleton keys and start_after, and
// the dead letters are carried into the new queues and delivered once; a used idempotency key still
// names its finished job; pg-boss 10's schema is dropped. pg-boss 10 itself (the npm alias
// pg-boss-10) makes the old schema and its jobs, as the previous release of Lokalno did.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PgBoss10 from 'pg-boss-10';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { until } from '../../test/until.js';
import { loadConfig } from '../config.js';
import { createContext, type RequestContext } from '../context.js';
import { diskStorageFor } from './file-storage.js';
import { deadLetterQueue, type JobRegistry, type QueuePolicy } from './job-queues.js';
import { jobIdFor, JobQueue } from './jobs.js';
import { inTransaction } from './transaction.js';

const policy = (overrides: Partial<QueuePolicy> = {}): QueuePolicy => ({
  retryLimit: 2,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 30,
  workers: 1,
  ...overrides,
});
// One queue per kind of job, so that pg-boss 10's fetches below take the job meant.
const registry: JobRegistry = {
  queues: {
    'carry.mail': policy(),
    'carry.later': policy(),
    'carry.retry': policy(),
    'carry.active': policy(),
    'carry.pay': policy({ retryLimit: 0 }),
    'carry.done': policy(),
  },
  schedules: [],
};
const LATER_MS = 4000;

interface Delivery {
  queue: string;
  id: string;
  attempt: number;
  data: Record<string, unknown>;
  at: number;
}

let db: TestDatabase;
let jobs: JobQueue;
let ctx: RequestContext;
const deliveries: Delivery[] = [];
const old: Record<string, string> = {};
const logLines: Record<string, unknown>[] = [];
let laterStartsAt = 0;

/** What pg-boss 10 leaves behind: a job of every kind the carry-over handles. */
async function fillPgBoss10(url: string): Promise<void> {
  const boss = new PgBoss10({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  // The queues as the previous release made them (JobQueue.start with pg-boss 10), plus one the
  // registry no longer has.
  for (const [name, queuePolicy] of Object.entries(registry.queues)) {
    await boss.createQueue(deadLetterQueue(name), { name: deadLetterQueue(name) });
    await boss.createQueue(name, {
      name,
      retryLimit: queuePolicy.retryLimit,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 30,
      deadLetter: deadLetterQueue(name),
    });
  }
  await boss.createQueue('carry.retired', { name: 'carry.retired' });

  // Waiting: one keyed job with a singleton key, and one to start later.
  old.waiting = (await boss.send('carry.mail', { n: 1 }, { id: jobIdFor('carry.mail', 'mail:1'), singletonKey: 'guest-1' }))!;
  laterStartsAt = Date.now() + LATER_MS;
  old.later = (await boss.send('carry.later', { n: 2 }, { startAfter: new Date(laterStartsAt) }))!;
  // Failed once, waiting for its retry; and one left running by a process that stopped.
  old.retry = (await boss.send('carry.retry', { n: 3 }))!;
  expect((await boss.fetch('carry.retry')).map((job) => job.id)).toEqual([old.retry]);
  await boss.fail('carry.retry', old.retry, { message: 'smtp down', jobId: old.retry, attempt: 1 });
  old.active = (await boss.send('carry.active', { n: 4 }))!;
  expect((await boss.fetch('carry.active')).map((job) => job.id)).toEqual([old.active]);
  // Out of retries: a dead letter with the error JobQueue recorded.
  old.doomed = (await boss.send('carry.pay', { paymentId: 9 }))!;
  expect((await boss.fetch('carry.pay')).map((job) => job.id)).toEqual([old.doomed]);
  await boss.fail('carry.pay', old.doomed, { message: 'card declined', jobId: old.doomed, attempt: 1 });
  // Done under an idempotency key: one still in the job table, one moved to the archive (as pg-boss
  // 10's maintenance does 12 hours later).
  for (const key of ['done:1', 'done:archived']) {
    old[key] = (await boss.send('carry.done', { done: key }, { id: jobIdFor('carry.done', key) }))!;
    expect((await boss.fetch('carry.done')).map((job) => job.id)).toEqual([old[key]]);
    await boss.complete('carry.done', old[key]);
  }
  await boss
    .getDb()
    .executeSql(
      `WITH moved AS (DELETE FROM pgboss.job WHERE id = $1 RETURNING *) INSERT INTO pgboss.archive SELECT moved.*, now() FROM moved`,
      [old['done:archived']],
    );
  await boss.send('carry.retired', { n: 5 });
  await boss.stop({ graceful: false, wait: true });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await fillPgBoss10(db.url);
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-carry-over-'));
  jobs = new JobQueue(db.url, log, registry);
  ctx = createContext({
    dataSource: db.dataSource,
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    jobs,
    storage: diskStorageFor(dataDir),
    locale: 'en',
    log,
  });
  for (const queue of Object.keys(registry.queues)) {
    jobs.handle<Record<string, unknown>>(queue, async ({ id, attempt, data }) => {
      deliveries.push({ queue, id, attempt, data, at: Date.now() });
    });
  }
});
afterAll(() => jobs.stop());

describe('carrying pg-boss 10 jobs over to pg-boss 12', () => {
  it('starts on the old schema: the waiting jobs are delivered once each, a later one when it is due', async () => {
    const before = await db.dataSource.query(`SELECT version FROM pgboss.version`);
    expect(before).toEqual([{ version: 24 }]);

    await jobs.start((log) => ({ ...ctx, log }));
    await until(() => deliveries.length >= 4, 20_000);
    // Time for a second delivery of any of them, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const byId = (id: string) => deliveries.filter((delivery) => delivery.id === id);
    expect(byId(old.waiting)).toEqual([expect.objectContaining({ queue: 'carry.mail', attempt: 1, data: { n: 1 } })]);
    expect(byId(old.later)).toEqual([expect.objectContaining({ queue: 'carry.later', attempt: 1, data: { n: 2 } })]);
    expect(byId(old.later)[0].at).toBeGreaterThanOrEqual(laterStartsAt - 50);
    // The failed attempt counts: this is the second (and a run cut short counts as one too).
    expect(byId(old.retry)).toEqual([expect.objectContaining({ queue: 'carry.retry', attempt: 2, data: { n: 3 } })]);
    expect(byId(old.active)).toEqual([expect.objectContaining({ queue: 'carry.active', attempt: 2, data: { n: 4 } })]);
    // Nothing else ran: not the finished jobs, not the dead letter.
    expect(deliveries).toHaveLength(4);
    // What was carried, and what was not (a queue the registry no longer has), is logged.
    expect(logLines).toContainEqual(expect.objectContaining({ msg: expect.stringContaining('set aside as pgboss_v10') }));
    expect(logLines).toContainEqual(
      expect.objectContaining({
        jobs: { created: 3, retry: 2, completed: 2, failed: 1 },
        deadLetters: 1,
        msg: expect.stringContaining('carried over'),
      }),
    );
    expect(logLines).toContainEqual(expect.objectContaining({ leftBehind: { 'carry.retired': 1 } }));
  });

  it('keeps the singleton key, and the pg-boss 12 schema only', async () => {
    const [row] = await db.dataSource.query(`SELECT singleton_key, state::text AS state FROM pgboss.job WHERE id = $1`, [old.waiting]);
    expect(row).toEqual({ singleton_key: 'guest-1', state: 'completed' });
    expect(await db.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY nspname`)).toEqual([
      { nspname: 'pgboss' },
    ]);
    const [{ version }] = await db.dataSource.query(`SELECT version FROM pgboss.version`);
    expect(version).toBeGreaterThan(24);
  });

  it('lists the old dead letter with its error and failed job', async () => {
    const letters = await jobs.deadLetters(db.dataSource.manager);
    expect(letters).toEqual([expect.objectContaining({ queue: 'carry.pay', jobId: old.doomed, attempts: 1, error: 'card declined' })]);
  });

  it('still knows an idempotency key used before the upgrade (job table or archive): no second job', async () => {
    for (const key of ['done:1', 'done:archived']) {
      const id = await inTransaction(ctx, (tx) => jobs.enqueue(tx.manager, 'carry.done', { done: key }, key));
      expect(id).toBe(old[key]);
    }
    // A new key queues as usual.
    const fresh = await inTransaction(ctx, (tx) => jobs.enqueue(tx.manager, 'carry.done', { n: 6 }, 'done:new'));
    await until(() => deliveries.some((delivery) => delivery.id === fresh));
    expect(deliveries.filter((delivery) => delivery.data.done)).toEqual([]);
  });

  it('does nothing more on the next start', async () => {
    await jobs.stop();
    const count = deliveries.length;
    const again = new JobQueue(db.url, pino({ level: 'silent' }), registry);
    for (const queue of Object.keys(registry.queues)) {
      again.handle<Record<string, unknown>>(queue, async ({ id, attempt, data }) => {
        deliveries.push({ queue, id, attempt, data, at: Date.now() });
      });
    }
    await again.start((log) => ({ ...ctx, log }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await again.stop();
    expect(deliveries).toHaveLength(count);
  });
});
