// The job runner against real PostgreSQL and pg-boss: per-job failure and retry, job id and
// attempt number, sends that queue nothing, idempotency keys, dead letters, transactions only.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createContext, type RequestContext } from '../context.js';
import { diskStorageFor } from './file-storage.js';
import type { JobRegistry, QueuePolicy } from './job-queues.js';
import { JobQueue } from './jobs.js';
import { inTransaction } from './transaction.js';
import { until } from '../../test/until.js';

const quick = (overrides: Partial<QueuePolicy> = {}): QueuePolicy => ({
  retryLimit: 2,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 30,
  workers: 2,
  ...overrides,
});
const registry: JobRegistry = {
  queues: { 'test.mixed': quick(), 'test.doomed': quick({ retryLimit: 1 }), 'test.idle': quick(), 'test.gone': quick() },
  schedules: [],
};

let app: TestApp;
let jobs: JobQueue;
let ctx: RequestContext;
const runs: { n: number; id: string; attempt: number }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const log = pino({ level: 'silent' });
  jobs = new JobQueue(app.db.url, log, registry);
  ctx = createContext({
    dataSource: app.db.dataSource,
    config: app.config,
    jobs,
    storage: diskStorageFor(app.config.DATA_DIR),
    locale: 'en',
    log,
  });
  jobs.handle<{ n: number }>('test.mixed', async ({ id, attempt, data }) => {
    runs.push({ n: data.n, id, attempt });
    if (data.n === 3 && attempt === 1) throw new Error('first try of job 3 fails');
  });
  jobs.handle('test.doomed', async () => {
    throw new Error('card declined');
  });
  await jobs.start((log) => ({ ...ctx, log }));
});
afterAll(() => jobs.stop());

const send = (queue: string, data: object, key?: string) => inTransaction(ctx, (tx) => jobs.enqueue(tx.manager, queue, data, key));

describe('job runner', () => {
  it('handles, fails and retries each job on its own, with its id and attempt number', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => send('test.mixed', { n })));
    await until(() => runs.length >= 6);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(6);
    for (const n of [1, 2, 4, 5]) expect(runs.filter((run) => run.n === n)).toEqual([{ n, id: ids[n - 1], attempt: 1 }]);
    expect(runs.filter((run) => run.n === 3)).toEqual([
      { n: 3, id: ids[2], attempt: 1 },
      { n: 3, id: ids[2], attempt: 2 },
    ]);
  });

  it('queues one job per idempotency key', async () => {
    const first = await send('test.idle', { order: 7 }, 'order:7');
    const again = await send('test.idle', { order: 7 }, 'order:7');
    const inOne = await inTransaction(ctx, async (tx) => [
      await jobs.enqueue(tx.manager, 'test.idle', { order: 8 }, 'order:8'),
      await jobs.enqueue(tx.manager, 'test.idle', { order: 8 }, 'order:8'),
    ]);
    expect(again).toBe(first);
    expect(inOne[0]).toBe(inOne[1]);
    const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'test.idle'`);
    expect(count).toBe(2);
  });

  it('throws when a send queues nothing: an unknown queue, or one missing in the database', async () => {
    await expect(send('test.unknown', {})).rejects.toThrow(/not in the registry/);
    await app.db.dataSource.query(`SELECT pgboss.delete_queue('test.gone')`);
    await expect(send('test.gone', {})).rejects.toThrow(/queued nothing/);
    await expect(send('test.gone', {}, 'key-1')).rejects.toThrow(/queued nothing/);
  });

  it('refuses to enqueue outside a transaction', async () => {
    await expect(jobs.enqueue(app.db.dataSource.manager, 'test.idle', {})).rejects.toThrow(/outside a transaction/);
  });

  it('sets exhausted jobs aside as dead letters that staff can list, without their payload', async () => {
    const id = await send('test.doomed', { cardToken: 'tok_secret_123' });
    const letters = await until(async () =>
      (await jobs.deadLetters(app.db.dataSource.manager)).filter((letter) => letter.jobId === id).at(0),
    );
    expect(letters).toMatchObject({ queue: 'test.doomed', jobId: id, attempts: 2, error: 'card declined' });

    const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
    const listed = await app.graphql<{ deadLetterJobs: Record<string, unknown>[] }>(
      '{ deadLetterJobs { queue jobId attempts error failedAt } }',
      {},
      { token: staff.token },
    );
    expect(listed.data?.deadLetterJobs).toContainEqual(
      expect.objectContaining({ queue: 'test.doomed', jobId: id, attempts: 2, error: 'card declined' }),
    );
    expect(JSON.stringify(listed)).not.toContain('tok_secret_123');
    const rest = await app.request('/api/admin/jobs/dead-letters', { token: staff.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toContainEqual(expect.objectContaining({ queue: 'test.doomed', jobId: id, attempts: 2, error: 'card declined' }));
    const guest = await signedIn(app);
    expect((await app.request('/api/admin/jobs/dead-letters', { token: guest.token })).status).toBe(403);
    expect((await app.graphql('{ deadLetterJobs { queue } }', {}, { token: guest.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the registry at boot', () => {
  it('creates every queue with its dead-letter queue and the hourly sweep schedule', async () => {
    const queues: { name: string; dead_letter: string | null; retry_limit: number }[] = await app.db.dataSource.query(
      'SELECT name, dead_letter, retry_limit FROM pgboss.queue',
    );
    expect(queues).toContainEqual({ name: 'account.key-email', dead_letter: 'account.key-email.dead-letter', retry_limit: 8 });
    expect(queues.map((queue) => queue.name)).toContain('account.key-email.dead-letter');
    const schedules = await app.db.dataSource.query('SELECT name, cron FROM pgboss.schedule');
    expect(schedules).toContainEqual({ name: 'account.sweep', cron: '17 * * * *' });
  });

  it('sweeps expired sessions and account keys', async () => {
    const { user } = await signedIn(app);
    await app.db.dataSource.query(`UPDATE session SET expires_at = now() - interval '2 days' WHERE user_id = $1`, [user.id]);
    // The app's own runner (the real registry) works the sweep; this one only sends.
    const sender = new JobQueue(app.db.url, pino({ level: 'silent' }));
    await inTransaction(ctx, (tx) => sender.enqueue(tx.manager, 'account.sweep', {}));
    await sender.stop();
    await until(async () => (await app.db.dataSource.query('SELECT 1 FROM session WHERE user_id = $1', [user.id])).length === 0);
  });
});

describe('account emails', () => {
  it('carry ids only in the job payload, never the key or the link', async () => {
    const { user } = await signedIn(app);
    expect((await app.request('/api/password-reset/init', { method: 'POST', json: { email: user.email } })).status).toBe(204);
    const mail = await app.mail.waitFor(user.email);
    const key = /key=([\w-]+)/.exec(mail.text)?.[1];
    expect(key).toBeTruthy();
    const rows: { data: unknown; output: unknown }[] = await app.db.dataSource.query(
      // pg-boss 12 keeps finished jobs in the job table (10 moved them to pgboss.archive).
      `SELECT data, output FROM pgboss.job WHERE name LIKE 'account.key-email%'`,
    );
    const reset = rows.find((row) => (row.data as { userId?: number }).userId === user.id);
    expect(reset?.data).toEqual({ userId: user.id, purpose: 'PASSWORD_RESET' });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain('password-reset?');
    expect(stored).not.toContain(user.email);
  });
});
