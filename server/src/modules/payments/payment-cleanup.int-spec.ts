// The daily clean-up of the payments' bookkeeping: webhook event ids older than 30 days and the card
// simulator's idempotency keys older than 24 hours go, younger ones stay, in bounded batches; the
// job is scheduled daily.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { serviceContext } from '../../../test/booking.js';
import { cleanUpPayments } from './payment-cleanup.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);

const query = (sql: string, params: unknown[] = []) => app.db.dataSource.query(sql, params);

async function events(prefix: string, count: number, age: string): Promise<void> {
  await query(
    `INSERT INTO payment_event (event_id, type, received_at)
     SELECT $1 || n, 'payment_intent.succeeded', clock_timestamp() - $3::interval FROM generate_series(1, $2) AS n`,
    [prefix, count, age],
  );
}

async function keys(prefix: string, count: number, age: string): Promise<void> {
  await query(
    `INSERT INTO simulated_idempotency_key (key, request_hash, created_at)
     SELECT $1 || n, 'hash', clock_timestamp() - $3::interval FROM generate_series(1, $2) AS n`,
    [prefix, count, age],
  );
}

const left = async (table: string, column: string, prefix: string): Promise<number> =>
  (await query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} LIKE $1`, [`${prefix}%`]))[0].n;

describe('payments.cleanup', () => {
  it('deletes event ids older than 30 days and simulator keys older than 24 hours, keeps the younger ones', async () => {
    await events('evt_old_', 5, '31 days');
    await events('evt_new_', 3, '29 days');
    await keys('key_old_', 4, '25 hours');
    await keys('key_new_', 2, '23 hours');

    const report = await cleanUpPayments(serviceContext(app));
    expect(report).toEqual({ paymentEvents: 5, simulatorKeys: 4 });
    expect(await left('payment_event', 'event_id', 'evt_old_')).toBe(0);
    expect(await left('payment_event', 'event_id', 'evt_new_')).toBe(3);
    expect(await left('simulated_idempotency_key', 'key', 'key_old_')).toBe(0);
    expect(await left('simulated_idempotency_key', 'key', 'key_new_')).toBe(2);
    expect(await cleanUpPayments(serviceContext(app))).toEqual({ paymentEvents: 0, simulatorKeys: 0 });
  });

  it('deletes in bounded batches: a run stops after its batches, the next one takes the rest', async () => {
    await events('evt_batch_', 7, '40 days');
    await keys('key_batch_', 5, '2 days');
    expect(await cleanUpPayments(serviceContext(app), { batchSize: 2, maxBatches: 2 })).toEqual({ paymentEvents: 4, simulatorKeys: 4 });
    expect(await left('payment_event', 'event_id', 'evt_batch_')).toBe(3);
    expect(await left('simulated_idempotency_key', 'key', 'key_batch_')).toBe(1);
    expect(await cleanUpPayments(serviceContext(app), { batchSize: 2, maxBatches: 2 })).toEqual({ paymentEvents: 3, simulatorKeys: 1 });
    expect(await left('payment_event', 'event_id', 'evt_batch_')).toBe(0);
  });

  it('is scheduled daily', async () => {
    const [schedule] = await query("SELECT cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = 'payments.cleanup'");
    expect(schedule).toEqual({ cron: '51 4 * * *', tz: 'Europe/Zagreb' });
  });
});
