// The booking payment in Stripe mode: the app's real `stripe` SDK against a local Stripe-compatible
// API (server/test/stripe-server.ts) whose record is the gateway's own. The webhook is believed only
// after the intent is read back from the gateway, and gateway faults (a time-out, a 500, an answer
// lost after a successful capture) are retried with the same idempotency key: captured exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, serviceContext, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { LocalStripe, stripeIntent } from '../../../test/stripe-server.js';
import { until } from '../../../test/until.js';
import { createTestDatabase } from '../../../test/database.js';
import type { RequestContext } from '../../context.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { Reservation } from './reservation.entity.js';
import { acceptReservation } from './reservation.service.js';

let stripe: LocalStripe;
let app: TestApp;
let service: BookableService;
let providerCtx: RequestContext;
let dates = 0;

beforeAll(async () => {
  // Stripe keeps its record apart from ours: a database of its own.
  const stripeDb = await createTestDatabase();
  stripe = new LocalStripe(stripeDb.dataSource);
  await stripe.start();
  app = await startTestApp({ env: { ...stripe.env(), PAYMENT_GATEWAY_TIMEOUT_MS: '1000' } });
  const { provider, staffToken } = await staffAndProvider(app);
  service = await bookableService(app, provider, staffToken);
  providerCtx = serviceContext(app, { id: provider.user.id, roles: ['ROLE_OWNER'] });
}, 120_000);
afterAll(() => stripe.stop());

function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 5, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

async function prepared() {
  const { id } = await requestReadyToPay(app, service, { date: nextDate() });
  const response = await app.request(`/api/booking/request/${id}/prepare-payment`);
  expect(response.status).toBe(200);
  return {
    id,
    payment: response.body as { mode: string; publishableKey: string; clientSecret: string; intentId: string; amountCents: number },
  };
}

const send = (id: string) => app.request(`/api/booking/request/${id}/send`, { method: 'POST' });
const deliver = (event: { body: string; signature: string }) =>
  app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.body,
  });
const reservationsOf = (requestId: string) => app.db.dataSource.manager.findBy(Reservation, { bookingRequestId: requestId });
const paymentOf = (intentId: string) => app.db.dataSource.manager.findOneByOrFail(Payment, { intentId });

describe('Stripe mode', () => {
  it('prepare-payment creates the intent at the gateway; the browser confirms; send makes the reservation; test-card is 404', async () => {
    const { id, payment } = await prepared();
    expect(payment).toMatchObject({
      mode: 'stripe',
      publishableKey: stripe.publishableKey,
      clientSecret: `${payment.intentId}_secret_local`,
    });
    expect(
      (
        await app.request(`/api/booking/request/${id}/test-card`, {
          method: 'POST',
          json: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        })
      ).status,
    ).toBe(404);
    await stripe.confirmInBrowser(payment.intentId);
    const sent = await send(id);
    expect(sent.status).toBe(200);
    expect(await reservationsOf(id)).toHaveLength(1);
  });

  it('a correctly signed amount_capturable_updated for an intent never confirmed changes nothing', async () => {
    const { id, payment } = await prepared();
    // The event's body claims an authorisation; the gateway's record says the card was never given.
    const forged = stripe.signedEvent('payment_intent.amount_capturable_updated', {
      ...stripeIntent({
        id: payment.intentId,
        status: 'requires_capture',
        amountCents: payment.amountCents,
        amountCapturableCents: payment.amountCents,
        amountReceivedCents: 0,
        clientSecret: null,
        failure: null,
        metadata: { bookingRequestId: id },
      }),
    });
    const response = await deliver(forged);
    expect(response.status).toBe(200);
    expect(await reservationsOf(id)).toHaveLength(0);
    expect(await paymentOf(payment.intentId)).toMatchObject({ state: PaymentState.PENDING, reservationId: null });
    // The guest's send agrees: nothing is authorised yet.
    expect((await send(id)).body).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_NOT_AUTHORISED' });
  });

  it('an event naming an intent the gateway does not know is ignored', async () => {
    const unknown = stripe.signedEvent('payment_intent.amount_capturable_updated', {
      id: 'pi_never_made',
      object: 'payment_intent',
      amount: 5000,
      status: 'requires_capture',
      metadata: {},
    });
    const response = await deliver(unknown);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('a real authorisation reported by the webhook sends the request once, whatever the event body says of the amount', async () => {
    const { id, payment } = await prepared();
    await stripe.confirmInBrowser(payment.intentId);
    const body = { ...stripeIntent(await stripe.simulator.retrieve(payment.intentId)), amount: 1, amount_capturable: 1 };
    expect((await deliver(stripe.signedEvent('payment_intent.amount_capturable_updated', body))).status).toBe(200);
    expect((await deliver(stripe.signedEvent('payment_intent.amount_capturable_updated', body))).status).toBe(200);
    const reservations = await reservationsOf(id);
    expect(reservations).toHaveLength(1);
    expect(reservations[0]!.totalCents).toBe(payment.amountCents);
    expect(await paymentOf(payment.intentId)).toMatchObject({ state: PaymentState.AUTHORISED, amountCents: payment.amountCents });
    // The guest's own send afterwards answers the same reservation.
    expect((await send(id)).body).toEqual({ reservation: { id: reservations[0]!.id, number: reservations[0]!.number } });
  });

  it("a declined card reported by the webhook marks the payment FAILED from the gateway's record", async () => {
    const { payment } = await prepared();
    await stripe.confirmInBrowser(payment.intentId, '4000000000009995');
    const response = await deliver(
      stripe.signedEvent('payment_intent.payment_failed', stripeIntent(await stripe.simulator.retrieve(payment.intentId))),
    );
    expect(response.status).toBe(200);
    expect(await paymentOf(payment.intentId)).toMatchObject({ state: PaymentState.FAILED, failureCode: 'insufficient_funds' });
  });
});

describe('gateway faults on capture: retried with the same idempotency key, captured exactly once', () => {
  async function pendingReservation() {
    const { id, payment } = await prepared();
    await stripe.confirmInBrowser(payment.intentId);
    expect((await send(id)).status).toBe(200);
    const [reservation] = await reservationsOf(id);
    return { intentId: payment.intentId, reservation: reservation! };
  }

  for (const fault of ['lose-answer', 'server-error', 'timeout'] as const) {
    it(`${fault} on the first capture`, async () => {
      const { intentId, reservation } = await pendingReservation();
      const capturePath = new RegExp(`^/v1/payment_intents/${intentId}/capture$`);
      stripe.failNext('POST', capturePath, fault);
      await acceptReservation(providerCtx, reservation.id);
      const payment = await until(async () => {
        const row = await paymentOf(intentId);
        return row.state === PaymentState.CAPTURED ? row : undefined;
        // The SDK's own retry, or the job's (15 s later): either way with the job's id as the key.
      }, 60_000);
      expect(payment.capturedCents).toBe(payment.amountCents);
      const atGateway = await stripe.simulator.retrieve(intentId);
      expect([atGateway.status, atGateway.amountReceivedCents]).toEqual(['succeeded', payment.amountCents]);
      // Every attempt carried one key: the gateway did the capture once.
      const attempts = stripe.calls.filter((call) => call.method === 'POST' && capturePath.test(call.path));
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(attempts.map((call) => call.idempotencyKey)).size).toBe(1);
      expect(stripe.effectiveCalls('POST', capturePath)).toHaveLength(1);
    }, 90_000);
  }
});
