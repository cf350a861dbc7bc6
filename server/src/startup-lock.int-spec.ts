// Two instances starting at the same moment on a database not yet created: the start-up path of main.ts
// (openDatabase's migrations, then the job runner's queue set-up) run twice at once. The start-up
// locks (shared/startup-lock.ts) let one migrate and set up the queues while the other waits.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './bootstrap.js';
import { loadConfig } from './config.js';
import type { RequestContext } from './context.js';
import { deadLetterQueue, JOB_REGISTRY } from './shared/job-queues.js';
import { JobQueue } from './shared/jobs.js';
import { projectRoot } from './shared/project-root.js';
import { STARTUP_LOCK_CLASS, STARTUP_LOCKS, StartupLockTimeoutError, withStartupLock } from './shared/startup-lock.js';

const templateUrl = inject('templateDatabaseUrl');
// The global teardown drops lokalno_test_<run>_* left behind by a run that died.
const name = `${new URL(templateUrl).pathname.slice(1).replace('lokalno_template_', 'lokalno_test_')}_empty_${randomBytes(4).toString('hex')}`;
const url = withDatabase(name);
const started: { database: Database; jobs: JobQueue }[] = [];

function withDatabase(database: string): string {
  const target = new URL(templateUrl);
  target.pathname = `/${database}`;
  return target.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What main.ts does before it serves: open the database (migrating it), then start the job runner. */
async function startInstance(log: Logger): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
  const database = await openDatabase(config, log);
  const jobs = new JobQueue(database.url, log);
  started.push({ database, jobs });
  await jobs.start(() => ({}) as RequestContext);
}

/** A logger whose lines are kept, to count the instances that applied migrations. */
function capturingLog(lines: string[]): Logger {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return pino({ level: 'info' }, destination);
}

// At the top: vitest 4 never runs an afterAll registered inside beforeAll.
afterAll(async () => {
  for (const { database, jobs } of started) {
    await jobs.stop(1000);
    await database.close();
  }
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

describe('two instances starting together on a database that does not exist yet', () => {
  it('create it once, migrate once and both set up the job queues', async () => {
    const lines: string[] = [];
    const log = capturingLog(lines);

    await Promise.all([startInstance(log), startInstance(log)]);

    const files = readdirSync(path.join(projectRoot(), 'migrations')).filter((file) => /^\d+-\w+\.ts$/.test(file));
    const rows = await admin((client) => client.query<{ name: string }>('SELECT name FROM migrations'), name);
    expect(rows.rows).toHaveLength(files.length);
    expect(new Set(rows.rows.map((row) => row.name)).size).toBe(files.length);
    expect(lines.filter((line) => line.includes('"msg":"migrations applied"'))).toHaveLength(1);

    // pg-boss's own queues (__pgboss__*) aside.
    const queues = await admin(
      (client) => client.query<{ name: string }>("SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'"),
      name,
    );
    const expected = Object.keys(JOB_REGISTRY.queues).flatMap((queue) => [queue, deadLetterQueue(queue)]);
    expect(queues.rows.map((row) => row.name).sort()).toEqual(expected.sort());
  }, 180_000);
});

describe('the start-up lock', () => {
  it('gives up after its time-out, naming the lock, while a peer holds it', async () => {
    const peer = new pg.Client({ connectionString: url });
    await peer.connect();
    try {
      await peer.query('SELECT pg_advisory_lock($1, $2)', [STARTUP_LOCK_CLASS, STARTUP_LOCKS.migrations]);
      let ran = false;
      const attempt = withStartupLock(
        url,
        'migrations',
        async () => {
          ran = true;
        },
        300,
      );
      await expect(attempt).rejects.toThrow(StartupLockTimeoutError);
      await expect(attempt).rejects.toThrow(
        `start-up lock "migrations" (pg_advisory_lock(${STARTUP_LOCK_CLASS}, 1)) not taken within 300 ms`,
      );
      expect(ran).toBe(false);
    } finally {
      await peer.end();
    }
  });

  it('is released when the work fails, for the next instance to take', async () => {
    await expect(withStartupLock(url, 'jobQueue', () => Promise.reject(new Error('set-up failed')))).rejects.toThrow('set-up failed');
    expect(await withStartupLock(url, 'jobQueue', () => Promise.resolve('taken'), 1000)).toBe('taken');
  });
});
