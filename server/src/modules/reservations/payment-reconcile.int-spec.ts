// The reconcile sweep and money taken without a booking: an intent captured at the gateway (the card
// simulator) for a request that never became a reservation is recorded CAPTURED and refunded in full
// by a refund job, once the request can no longer be sent and the hold window has passed; a CAPTURED
// payment without a reservation whose refund job died is refunded again. Real PostgreSQL, the app's
// own job queue.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  bookableService,
  queuedJobs,
  requestReadyToPay,
  serviceContext,
  staffAndProvider,
  type BookableService,
} from '../../../test/booking.js';
import type { RequestContext } from '../../context.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { reconcilePayments } from './payment-reconcile.js';
import type { RefundJob } from './payment-queue.js';
import { until } from '../../../test/until.js';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

let app: TestApp;
let service: BookableService;
let ctx: RequestContext;
let dates = 0;

beforeAll(async () => {
  app = await startTestApp();
  const { provider, staffToken } = await staffAndProvider(app);
  service = await bookableService(app, provider, staffToken);
  ctx = serviceContext(app);
}, 120_000);

const reconcile = () => reconcilePayments(ctx, { pendingAgeMs: 0, decidedAgeMs: 0 });
const payment = (intentId: string) => app.db.dataSource.manager.findOneByOrFail(Payment, { intentId });
const refunded = async (intentId: string): Promise<number> => {
  const [row] = await app.db.dataSource.query('SELECT amount_refunded_cents FROM simulated_payment_intent WHERE id = $1', [intentId]);
  return row.amount_refunded_cents;
};

/** A request paid with 4242 and captured at the gateway, with no reservation made (as if captured from outside). */
async function capturedWithoutBooking() {
  dates += 1;
  const date = new Date(Date.UTC(2027, 5, 1) + dates * 86_400_000).toISOString().slice(0, 10);
  const { id } = await requestReadyToPay(app, service, { date });
  const prepared = await app.request(`/api/booking/request/${id}/prepare-payment`);
  expect(prepared.status).toBe(200);
  const { intentId, amountCents } = prepared.body as { intentId: string; amountCents: number };
  const gateway = paymentGateway(ctx);
  await gateway.confirmTestCard(intentId, VISA, randomUUID());
  const intent = await gateway.capture(intentId, randomUUID());
  expect(intent.status).toBe('succeeded');
  return { requestId: id, intentId, amountCents };
}

const backdate = (intentId: string, minutes: number) =>
  app.db.dataSource.query('UPDATE payment SET created_at = clock_timestamp() - make_interval(mins => $2) WHERE intent_id = $1', [
    intentId,
    minutes,
  ]);
const expire = (requestId: string) =>
  app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [requestId]);

describe('money taken without a booking', () => {
  it('is refunded in full once the request can no longer be sent and the hold window has passed, once', async () => {
    const { requestId, intentId, amountCents } = await capturedWithoutBooking();
    const hold = app.config.BOOKING_HOLD_MINUTES;

    // The request could still be sent: left alone, however old.
    await backdate(intentId, hold + 5);
    expect(await reconcile()).toMatchObject({ refunded: 0, skipped: 1 });
    // Expired, but younger than the hold window: left for a later run.
    await expire(requestId);
    await backdate(intentId, hold - 5);
    expect(await reconcile()).toMatchObject({ refunded: 0, skipped: 1 });
    expect(await payment(intentId)).toMatchObject({ state: PaymentState.PENDING, reservationId: null });

    await backdate(intentId, hold + 5);
    expect(await reconcile()).toMatchObject({ refunded: 1 });
    const recorded = await payment(intentId);
    expect(await queuedJobs<RefundJob>(app, 'payments.refund')).toContainEqual({ paymentId: recorded.id, amountCents });
    const done = await until(async () => {
      const now = await payment(intentId);
      return now.state === PaymentState.REFUNDED ? now : undefined;
    });
    expect(done).toMatchObject({ capturedCents: amountCents, refundedCents: amountCents, reservationId: null });
    expect(await refunded(intentId)).toBe(amountCents);

    // Settled: the next runs neither refund again nor queue anything for it.
    expect(await reconcile()).toMatchObject({ refunded: 0 });
    expect((await queuedJobs<RefundJob>(app, 'payments.refund')).filter((job) => job.paymentId === recorded.id)).toHaveLength(1);
    expect(await refunded(intentId)).toBe(amountCents);
  });

  it('a CAPTURED payment without a booking whose refund job died is refunded by the next run', async () => {
    const { intentId, amountCents } = await capturedWithoutBooking();
    // Recorded CAPTURED, but its refund job never ran (as if dead-lettered and removed).
    await app.db.dataSource.query("UPDATE payment SET state = 'CAPTURED', captured_cents = $2 WHERE intent_id = $1", [
      intentId,
      amountCents,
    ]);
    expect(await reconcile()).toMatchObject({ refunded: 1 });
    await until(async () => (await payment(intentId)).state === PaymentState.REFUNDED);
    expect(await refunded(intentId)).toBe(amountCents);
    expect(await reconcile()).toMatchObject({ refunded: 0 });
  });
});
