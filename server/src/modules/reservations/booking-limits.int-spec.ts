// Issue 21, point 1, as a test: concurrent anonymous calls on one booking request used to freeze the
// whole app (every request held its transaction's connection and waited for a second one from the
// same pool). Now the calls that reach the card are serialised per request (one attempt at the card,
// the others a clear 409 or the first answer), every wait is bounded (503 with Retry-After when no
// connection comes in time) and the app keeps serving. Point 3: a total over the payment limit is
// refused (422 naming the limit) before any place is held or the card is asked.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../../test/app.js';
import { bookableService, queuedJobs, requestReadyToPay, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { offerInput } from '../../../test/catalog.js';
import { SecondConnectionError } from '../../shared/connection-guard.js';
import { inTransaction } from '../../shared/transaction.js';
import { serviceContext } from '../../../test/booking.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { PAYMENT_RELEASE_QUEUE } from './payment-queue.js';

const CARD = { expMonth: 12, expYear: 2034, cvc: '123' };
const VISA = { number: '4242424242424242', ...CARD };
const DECLINED = { number: '4000000000000002', ...CARD };
const PARALLEL = 40;

let app: TestApp;
let service: BookableService;
let dates = 0;

beforeAll(async () => {
  app = await startTestApp({ databaseLimits: { connectTimeoutMs: 1_000 } });
  const { provider, staffToken } = await staffAndProvider(app);
  service = await bookableService(app, provider, staffToken, { placesPerStart: 50 });
}, 120_000);

function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 2, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

async function preparedRequest() {
  const { id } = await requestReadyToPay(app, service, { date: nextDate() });
  const prepared = await app.request(`/api/booking/request/${id}/prepare-payment`);
  expect(prepared.status).toBe(200);
  return { id, intentId: (prepared.body as { intentId: string }).intentId };
}

/** Every call answers within `ms`, or the test fails naming how many hung. */
async function allAnswered(calls: Promise<TestResponse>[], ms = 20_000): Promise<TestResponse[]> {
  const timer = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`calls still unanswered after ${ms} ms`)), ms));
  return Promise.race([Promise.all(calls), timer]);
}

async function stillServing(): Promise<void> {
  const [categories, ready] = await allAnswered(
    [app.request('/api/categories', { headers: { authorization: 'Bearer x' } }), app.request('/readyz')],
    5_000,
  );
  expect(categories.status).toBe(200);
  expect(ready.status).toBe(200);
  const stuck: { count: number }[] = await app.db.dataSource.query(
    "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND state_change < clock_timestamp() - interval '2 seconds'",
  );
  expect(stuck[0]!.count).toBe(0);
}

const reasons = (responses: TestResponse[]) =>
  responses.map((response) => `${response.status} ${(response.body as { reason?: string }).reason ?? ''}`.trim());

describe(`${PARALLEL} concurrent calls on one booking request`, () => {
  it('pays: one attempt at the card, one reservation, the others 409 REQUEST_IN_PROGRESS or the same reservation; the app keeps serving', async () => {
    const { id, intentId } = await preparedRequest();
    const confirmsBefore: { count: number }[] = await app.db.dataSource.query(
      "SELECT count(*)::int AS count FROM simulated_idempotency_key WHERE key LIKE 'test-card:%'",
    );
    const responses = await allAnswered(
      Array.from({ length: PARALLEL }, () => app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA })),
    );

    const ok = responses.filter((response) => response.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((response) => JSON.stringify(response.body))).size).toBe(1);
    for (const answer of reasons(responses)) expect(['200', '409 REQUEST_IN_PROGRESS']).toContain(answer);
    const confirmsAfter: { count: number }[] = await app.db.dataSource.query(
      "SELECT count(*)::int AS count FROM simulated_idempotency_key WHERE key LIKE 'test-card:%'",
    );
    expect(confirmsAfter[0]!.count - confirmsBefore[0]!.count).toBe(1);
    const payments = await app.db.dataSource.manager.findBy(Payment, { bookingRequestId: id });
    expect(payments.map((payment) => [payment.intentId, payment.state])).toEqual([[intentId, PaymentState.AUTHORISED]]);
    await stillServing();
  }, 60_000);

  it('sends after a declined card: each answers 402 PAYMENT_FAILED or 409 REQUEST_IN_PROGRESS; the failure is recorded; the app keeps serving', async () => {
    const { id, intentId } = await preparedRequest();
    const declined = await app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: DECLINED });
    expect(declined.status).toBe(402);
    const responses = await allAnswered(
      Array.from({ length: PARALLEL }, () => app.request(`/api/booking/request/${id}/send`, { method: 'POST' })),
    );
    for (const answer of reasons(responses)) expect(['402 PAYMENT_FAILED', '409 REQUEST_IN_PROGRESS']).toContain(answer);
    expect(responses.some((response) => response.status === 402)).toBe(true);
    expect(await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId })).toMatchObject({
      state: PaymentState.FAILED,
      failureCode: 'generic_decline',
    });
    await stillServing();
  }, 60_000);

  it('the expiry race: pays on a request whose hold has just run out answer 410 or 409, the authorisation is released once, the app keeps serving', async () => {
    const { id, intentId } = await preparedRequest();
    // The card is authorised, then the hold runs out before the request is sent.
    await paymentGateway(serviceContext(app)).confirmTestCard(intentId, VISA, randomUUID());
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    await app.db.dataSource.query(
      "UPDATE hold SET expires_at = clock_timestamp() - interval '1 second' WHERE id = (SELECT hold_id FROM booking_request WHERE id = $1)",
      [id],
    );

    const responses = await allAnswered([
      ...Array.from({ length: PARALLEL / 2 }, () => app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA })),
      ...Array.from({ length: PARALLEL / 2 }, () => app.request(`/api/booking/request/${id}/send`, { method: 'POST' })),
    ]);
    for (const answer of reasons(responses)) expect(['410 BOOKING_EXPIRED', '409 REQUEST_IN_PROGRESS']).toContain(answer);
    const payment = await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId });
    const releases = (await queuedJobs<{ paymentId: number }>(app, PAYMENT_RELEASE_QUEUE)).filter((job) => job.paymentId === payment.id);
    expect(releases.length).toBe(1);
    await stillServing();
  }, 60_000);
});

describe('bounded waits', () => {
  it('a request that gets no pool connection in time is 503 with Retry-After, and the app recovers when connections free up', async () => {
    const pool = (app.db.dataSource.driver as unknown as { master: pg.Pool }).master;
    const taken: pg.PoolClient[] = [];
    for (let i = 0; i < Number(pool.options.max); i += 1) taken.push(await pool.connect());
    try {
      const started = Date.now();
      const starved = await app.request('/api/categories', { headers: { authorization: 'Bearer x' } });
      expect(starved.status).toBe(503);
      expect(starved.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(starved.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const client of taken) client.release();
    }
    await stillServing();
  }, 30_000);

  it('asking the pool for a second connection inside a transaction throws in tests', async () => {
    const ctx = serviceContext(app);
    await expect(inTransaction(ctx, async () => app.db.dataSource.query('SELECT 1'))).rejects.toBeInstanceOf(SecondConnectionError);
    // The transaction's own manager is fine, and so is the pool once the transaction is over.
    await expect(inTransaction(ctx, async (tx) => tx.manager.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
    await expect(app.db.dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('every pool connection carries the statement, lock and idle-in-transaction time-outs', async () => {
    const [settings] = await app.db.dataSource.query(
      "SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock, current_setting('idle_in_transaction_session_timeout') AS idle",
    );
    expect(settings).toEqual({ statement: '30s', lock: '5s', idle: '1min' });
  });
});

describe('the payment limit (€999,999.99), checked before anything is held', () => {
  let expensive: BookableService;
  beforeAll(async () => {
    const { provider, staffToken } = await staffAndProvider(app);
    expensive = await bookableService(app, provider, staffToken, { minPeople: 1, maxPeople: 500, placesPerStart: 500 });
    const offers = (await app.request(`/api/owner/services/${expensive.serviceId}/variations`, { token: provider.token })).body as {
      id: number;
    }[];
    const updated = await app.request(`/api/owner/services/${expensive.serviceId}/variations/${offers[0]!.id}`, {
      method: 'PUT',
      json: offerInput({ name: 'Classic tasting', price: 100_000 }),
      token: provider.token,
    });
    expect(updated.status).toBe(200);
  }, 60_000);

  const heldPlaces = async (serviceId: number) =>
    (
      (await app.db.dataSource.query(
        "SELECT coalesce(sum(h.people), 0)::int AS people FROM hold h JOIN slot s ON s.id = h.slot_id WHERE s.service_id = $1 AND h.state <> 'RELEASED'",
        [serviceId],
      )) as { people: number }[]
    )[0]!.people;

  it('REST: 500 people at €100,000 is 422 AMOUNT_TOO_LARGE naming the limit (en and hr), no request, no place held', async () => {
    const id = randomUUID();
    const choice = {
      serviceId: expensive.serviceId,
      date: nextDate(),
      startTime: '10:00',
      offers: [{ offerId: expensive.adultOfferId, quantity: 500 }],
    };
    const refused = await app.request(`/api/booking/request/${id}`, { method: 'POST', json: choice });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'UNPROCESSABLE',
      reason: 'AMOUNT_TOO_LARGE',
      message: 'A booking can cost at most €999,999.99. Please choose fewer people or offers.',
    });
    const croatian = await app.request(`/api/booking/request/${id}`, {
      method: 'POST',
      json: choice,
      headers: { 'accept-language': 'hr' },
    });
    expect((croatian.body as { message: string }).message).toContain('999.999,99');
    expect(await heldPlaces(expensive.serviceId)).toBe(0);
    expect(await app.db.dataSource.query('SELECT id FROM booking_request WHERE id = $1', [id])).toEqual([]);
    // 9 people (€900,000) is within the limit and goes through.
    const fits = await app.request(`/api/booking/request/${randomUUID()}`, {
      method: 'POST',
      json: { ...choice, offers: [{ offerId: expensive.adultOfferId, quantity: 9 }] },
    });
    expect(fits.status).toBe(200);
    expect(fits.body).toMatchObject({ totalCents: 90_000_000 });
  });

  it('GraphQL: the same refusal, never "Int cannot represent"', async () => {
    const result = await app.graphql(
      'mutation ($id: String!, $input: BookingRequestInput!) { saveBookingRequest(id: $id, input: $input) { totalCents } }',
      {
        id: randomUUID(),
        input: {
          serviceId: expensive.serviceId,
          date: nextDate(),
          startTime: '10:00',
          offers: [{ offerId: expensive.adultOfferId, quantity: 500 }],
        },
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'A booking can cost at most €999,999.99. Please choose fewer people or offers.',
      extensions: { code: 'UNPROCESSABLE', reason: 'AMOUNT_TOO_LARGE' },
    });
    expect(JSON.stringify(result)).not.toContain('Int cannot represent');
  });

  it('a price raised after the places were held: prepare-payment is 422, no intent is made', async () => {
    const { id } = await requestReadyToPay(app, expensive, {
      date: nextDate(),
      offers: [{ offerId: expensive.adultOfferId, quantity: 9 }],
    });
    await app.db.dataSource.query('UPDATE offer SET price_cents = 12000000, discount_price_cents = NULL WHERE id = $1', [
      expensive.adultOfferId,
    ]);
    try {
      const prepared = await app.request(`/api/booking/request/${id}/prepare-payment`);
      expect(prepared.status).toBe(422);
      expect(prepared.body).toMatchObject({ reason: 'AMOUNT_TOO_LARGE' });
      expect(await app.db.dataSource.manager.findBy(Payment, { bookingRequestId: id })).toEqual([]);
    } finally {
      await app.db.dataSource.query('UPDATE offer SET price_cents = 10000000 WHERE id = $1', [expensive.adultOfferId]);
    }
  });
});
