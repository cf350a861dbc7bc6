// The job runner's part of a graceful stop (shutdown.ts): stop() takes no new job, lets the running
// one finish, then closes its connections.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { until } from '../../test/until.js';
import { loadConfig } from '../config.js';
import { createContext, type RequestContext } from '../context.js';
import { diskStorageFor } from './file-storage.js';
import type { JobRegistry } from './job-queues.js';
import { JobQueue } from './jobs.js';
import { inTransaction } from './transaction.js';

const registry: JobRegistry = {
  queues: { 'test.slow': { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 30, workers: 1 } },
  schedules: [],
};

let db: TestDatabase;
let jobs: JobQueue;
let ctx: RequestContext;
const events: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const log = pino({ level: 'silent' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-jobs-stop-'));
  jobs = new JobQueue(db.url, log, registry);
  ctx = createContext({
    dataSource: db.dataSource,
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    jobs,
    storage: diskStorageFor(dataDir),
    locale: 'en',
    log,
  });
  jobs.handle<{ n: number }>('test.slow', async ({ data }) => {
    events.push(`started ${data.n}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    events.push(`finished ${data.n}`);
  });
  await jobs.start((log) => ({ ...ctx, log }));
});

const send = (n: number) => inTransaction(ctx, (tx) => jobs.enqueue(tx.manager, 'test.slow', { n }));
const stateOf = async (id: string) =>
  ((await db.dataSource.query('SELECT state FROM pgboss.job WHERE id = $1', [id])) as { state: string }[])[0]?.state;

describe('stopping the job runner', () => {
  it('finishes the running job and takes no new one', async () => {
    const running = await send(1);
    await until(() => events.includes('started 1'));
    const waiting = await send(2);

    await jobs.stop(10_000);
    expect(events).toEqual(['started 1', 'finished 1']);
    expect(await stateOf(running)).toBe('completed');
    // Still queued, for another instance or the next start.
    expect(await stateOf(waiting)).toBe('created');
  });
});
