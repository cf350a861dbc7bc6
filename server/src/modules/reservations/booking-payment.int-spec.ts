// The booking flow's payment against real PostgreSQL and the card simulator, through REST and
// GraphQL: prepare-payment, test cards, send (idempotent), the failure and resend, expiry, the
// payment jobs run by the app's own job queue (capture on acceptance, release on rejection, refund
// on a guest's cancellation), the reconcile sweep, and a crash between the
// authorisation and the commit at the service level (the transaction rolled back after the gateway
// authorised). The SIGKILLed process at that point and the others is booking-faults.int-spec.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, serviceContext, staffAndProvider, type BookableService } from '../../../test/booking.js';
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { capturePayment, releasePayment } from './payment-jobs.js';
import { reconcilePayments } from './payment-reconcile.js';
import { Reservation, ReservationState } from './reservation.entity.js';
import { acceptReservation, cancelByGuest, expireReservation, rejectReservation } from './reservation.service.js';
import { recordAuthorisation } from './reservation-creation.service.js';
import { until } from '../../../test/until.js';

const CARD = { expMonth: 12, expYear: 2034, cvc: '123' };
const VISA = { number: '4242 4242 4242 4242', ...CARD };
const FUNDS = { number: '4000000000009995', ...CARD };
const THREE_D = { number: '4000002760003184', ...CARD };

let app: TestApp;
let service: BookableService;
let ctx: RequestContext;
let providerCtx: RequestContext;
let dates = 0;

beforeAll(async () => {
  app = await startTestApp();
  const { provider, staffToken } = await staffAndProvider(app);
  service = await bookableService(app, provider, staffToken);
  ctx = serviceContext(app);
  providerCtx = serviceContext(app, { id: provider.user.id, roles: ['ROLE_OWNER'] });
}, 120_000);

function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 4, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

const paymentByIntent = (intentId: string) => app.db.dataSource.manager.findOneByOrFail(Payment, { intentId });
const paymentState = (reservationId: number, state: PaymentState) =>
  until(async () => {
    const payment = await app.db.dataSource.manager.findOneBy(Payment, { reservationId });
    return payment?.state === state ? payment : undefined;
  });

async function prepared(options: { token?: string } = {}) {
  const { id, view } = await requestReadyToPay(app, service, { date: nextDate(), token: options.token });
  const response = await app.request(`/api/booking/request/${id}/prepare-payment`, { token: options.token });
  expect(response.status).toBe(200);
  return {
    id,
    totalCents: view.totalCents,
    payment: response.body as {
      mode: string;
      publishableKey: string | null;
      clientSecret: string | null;
      intentId: string;
      amountCents: number;
    },
  };
}

const testCard = (id: string, card: object, token?: string) =>
  app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: card, token });
const send = (id: string, token?: string) => app.request(`/api/booking/request/${id}/send`, { method: 'POST', token });

async function pending() {
  const { id, payment } = await prepared();
  const paid = await testCard(id, VISA);
  expect(paid.status).toBe(200);
  const { reservation } = paid.body as { reservation: { id: number; number: string } };
  return { requestId: id, intentId: payment.intentId, reservation };
}

describe('prepare-payment', () => {
  it('creates the intent once for the total (payment PENDING, request linked) and reuses it', async () => {
    const { id, totalCents, payment } = await prepared();
    expect(payment).toMatchObject({ mode: 'simulator', publishableKey: null, clientSecret: null, amountCents: totalCents });
    expect(payment.intentId).toMatch(/^pi_sim_/);
    expect(await paymentByIntent(payment.intentId)).toMatchObject({
      state: PaymentState.PENDING,
      gateway: 'simulator',
      bookingRequestId: id,
      amountCents: totalCents,
      reservationId: null,
    });
    const [request] = await app.db.dataSource.query('SELECT payment_intent_id FROM booking_request WHERE id = $1', [id]);
    expect(request.payment_intent_id).toBe(payment.intentId);
    const intent = await paymentGateway(ctx).retrieve(payment.intentId);
    expect(intent.metadata).toEqual({ bookingRequestId: id });

    const again = await app.request(`/api/booking/request/${id}/prepare-payment`);
    expect((again.body as { intentId: string }).intentId).toBe(payment.intentId);
    expect(await app.db.dataSource.manager.countBy(Payment, { bookingRequestId: id })).toBe(1);
  });

  it('a changed total makes a new intent and releases the old one', async () => {
    const date = nextDate();
    const { id } = await requestReadyToPay(app, service, { date });
    const first = (await app.request(`/api/booking/request/${id}/prepare-payment`)).body as { intentId: string; amountCents: number };
    const changed = await app.request(`/api/booking/request/${id}`, {
      method: 'POST',
      json: { serviceId: service.serviceId, date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 3 }] },
    });
    expect(changed.status).toBe(200);
    const next = (await app.request(`/api/booking/request/${id}/prepare-payment`)).body as { intentId: string; amountCents: number };
    expect(next.intentId).not.toBe(first.intentId);
    expect(next.amountCents).toBe((changed.body as { totalCents: number }).totalCents);
    await until(async () => (await paymentByIntent(first.intentId)).state === PaymentState.RELEASED);
    expect((await paymentGateway(ctx).retrieve(first.intentId)).status).toBe('canceled');
    // Back to the first total: a fresh intent, not the released one.
    await app.request(`/api/booking/request/${id}`, {
      method: 'POST',
      json: { serviceId: service.serviceId, date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] },
    });
    const third = (await app.request(`/api/booking/request/${id}/prepare-payment`)).body as { intentId: string; amountCents: number };
    expect(third.amountCents).toBe(first.amountCents);
    expect([first.intentId, next.intentId]).not.toContain(third.intentId);
    expect((await paymentGateway(ctx).retrieve(third.intentId)).status).toBe('requires_payment_method');
  });

  it('only at step PAYMENT (409), not for another guest (404), not once expired (410)', async () => {
    const early = randomUUID();
    await app.request(`/api/booking/request/${early}`, {
      method: 'POST',
      json: {
        serviceId: service.serviceId,
        date: nextDate(),
        startTime: '10:00',
        offers: [{ offerId: service.adultOfferId, quantity: 2 }],
      },
    });
    const step = await app.request(`/api/booking/request/${early}/prepare-payment`);
    expect([step.status, (step.body as { reason: string }).reason]).toEqual([409, 'BOOKING_STEP']);

    const guest = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const other = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const { id } = await requestReadyToPay(app, service, { date: nextDate(), token: guest.token });
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`, { token: other.token })).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`, { token: guest.token })).status).toBe(200);

    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    const gone = await app.request(`/api/booking/request/${id}/prepare-payment`, { token: guest.token });
    expect([gone.status, (gone.body as { reason: string }).reason]).toEqual([410, 'BOOKING_EXPIRED']);
  });
});

describe('test card and send', () => {
  it('4242: the reservation PENDING and the payment AUTHORISED; send again gives the same reservation', async () => {
    const { requestId, intentId, reservation } = await pending();
    expect(reservation.number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await app.db.dataSource.manager.findOneByOrFail(Reservation, { id: reservation.id })).toMatchObject({
      state: ReservationState.PENDING,
      bookingRequestId: requestId,
    });
    expect(await paymentByIntent(intentId)).toMatchObject({ state: PaymentState.AUTHORISED, reservationId: reservation.id });
    const again = await send(requestId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reservation });
    const twice = await testCard(requestId, VISA);
    expect(twice.body).toEqual({ reservation });
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: requestId })).toBe(1);
  });

  it('9995: 402 PAYMENT_FAILED with INSUFFICIENT_FUNDS (en and hr), payment FAILED; a resend with 4242 succeeds', async () => {
    const { id, payment } = await prepared();
    const failed = await testCard(id, FUNDS);
    expect(failed.status).toBe(402);
    expect(failed.body).toEqual({
      code: 'PAYMENT_REQUIRED',
      reason: 'PAYMENT_FAILED',
      cause: 'INSUFFICIENT_FUNDS',
      message: 'Booking request unsuccessful!',
    });
    const hr = await app.request(`/api/booking/request/${id}/send`, { method: 'POST', headers: { 'accept-language': 'hr' } });
    expect(hr.status).toBe(402);
    expect((hr.body as { message: string }).message).toBe('Zahtjev za rezervaciju nije uspio!');
    const row = await paymentByIntent(payment.intentId);
    expect(row).toMatchObject({ state: PaymentState.FAILED, failureCode: 'insufficient_funds', failureMessage: 'INSUFFICIENT_FUNDS' });
    const view = (await app.request(`/api/booking/request/${id}`)).body as { status: string; step: string };
    expect(view).toMatchObject({ status: 'OPEN', step: 'PAYMENT' });

    const retried = await testCard(id, VISA);
    expect(retried.status).toBe(200);
    expect(await paymentByIntent(payment.intentId)).toMatchObject({ state: PaymentState.AUTHORISED, failureCode: null });
  });

  it('3184: AUTHENTICATION_FAILED; the card number is stored nowhere', async () => {
    const { id, payment } = await prepared();
    const failed = await testCard(id, THREE_D);
    expect([failed.status, (failed.body as { cause: string }).cause]).toEqual([402, 'AUTHENTICATION_FAILED']);
    const found = await app.db.dataSource.query(
      `SELECT 1 FROM payment WHERE intent_id = $1 AND (failure_code LIKE '%3184%' OR failure_message LIKE '%3184%')
       UNION ALL SELECT 1 FROM simulated_idempotency_key WHERE request_hash LIKE '%4000002760003184%' OR response::text LIKE '%4000002760003184%'`,
      [payment.intentId],
    );
    expect(found).toEqual([]);
  });

  it('refuses a bad card with the field named (400), a send before prepare (409), an expired request (410, the authorisation released)', async () => {
    const { id } = await prepared();
    const bad = await testCard(id, { ...VISA, expMonth: 13 });
    expect([bad.status, Object.keys((bad.body as { fields: object }).fields)]).toEqual([400, ['expMonth']]);
    const short = await testCard(id, { ...VISA, number: '4242' });
    expect([short.status, Object.keys((short.body as { fields: object }).fields)]).toEqual([400, ['number']]);

    const { id: unprepared } = await requestReadyToPay(app, service, { date: nextDate() });
    const early = await send(unprepared);
    expect([early.status, (early.body as { reason: string }).reason]).toEqual([409, 'PAYMENT_NOT_PREPARED']);

    // Authorised at the gateway, then the hold runs out before the send.
    const { id: late, payment } = await prepared();
    await paymentGateway(ctx).confirmTestCard(payment.intentId, { ...VISA, number: '4242424242424242' }, randomUUID());
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [late]);
    const gone = await send(late);
    expect([gone.status, (gone.body as { reason: string }).reason]).toEqual([410, 'BOOKING_EXPIRED']);
    await until(async () => (await paymentByIntent(payment.intentId)).state === PaymentState.RELEASED);
    expect((await paymentGateway(ctx).retrieve(payment.intentId)).status).toBe('canceled');
  });

  it('GraphQL: the same operations', async () => {
    const { id } = await requestReadyToPay(app, service, { date: nextDate() });
    const prepare = await app.graphql<{ prepareBookingPayment: { mode: string; intentId: string; amountCents: number } }>(
      'query($id: String!) { prepareBookingPayment(id: $id) { mode intentId amountCents clientSecret publishableKey } }',
      { id },
    );
    expect(prepare.data?.prepareBookingPayment.mode).toBe('simulator');
    const failed = await app.graphql(
      'mutation($id: String!, $card: TestCardInput!) { payBookingWithTestCard(id: $id, card: $card) { reservation { id number } } }',
      { id, card: FUNDS },
    );
    expect(failed.errors?.[0]?.extensions).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      reason: 'PAYMENT_FAILED',
      cause: 'INSUFFICIENT_FUNDS',
    });
    const paid = await app.graphql<{ payBookingWithTestCard: { reservation: { id: number } } }>(
      'mutation($id: String!, $card: TestCardInput!) { payBookingWithTestCard(id: $id, card: $card) { reservation { id number } } }',
      { id, card: VISA },
    );
    const sent = await app.graphql<{ sendBookingRequest: { reservation: { id: number } } }>(
      'mutation($id: String!) { sendBookingRequest(id: $id) { reservation { id number } } }',
      { id },
    );
    expect(sent.data?.sendBookingRequest.reservation.id).toBe(paid.data?.payBookingWithTestCard.reservation.id);
  });
});

describe("payment jobs (run by the app's job queue)", () => {
  it('accept → the capture job → CAPTURED at the gateway and in our records', async () => {
    const { intentId, reservation } = await pending();
    await acceptReservation(providerCtx, reservation.id);
    const payment = await paymentState(reservation.id, PaymentState.CAPTURED);
    expect(payment.capturedCents).toBe(payment.amountCents);
    const intent = await paymentGateway(ctx).retrieve(intentId);
    expect([intent.status, intent.amountReceivedCents]).toEqual(['succeeded', payment.amountCents]);
  });

  it('reject → RELEASED; the intent cancelled', async () => {
    const { intentId, reservation } = await pending();
    await rejectReservation(providerCtx, reservation.id, {});
    await paymentState(reservation.id, PaymentState.RELEASED);
    expect((await paymentGateway(ctx).retrieve(intentId)).status).toBe('canceled');
  });

  it("a guest's cancellation under the full-refund policy → REFUNDED in full", async () => {
    const { intentId, reservation } = await pending();
    await acceptReservation(providerCtx, reservation.id);
    await paymentState(reservation.id, PaymentState.CAPTURED);
    await cancelByGuest(ctx, reservation.id, {}, { actor: 'authorised' });
    const payment = await paymentState(reservation.id, PaymentState.REFUNDED);
    expect(payment.refundedCents).toBe(payment.capturedCents);
    const [refund] = await app.db.dataSource.query('SELECT sum(amount_cents)::int AS total FROM simulated_refund WHERE intent_id = $1', [
      intentId,
    ]);
    expect(refund.total).toBe(payment.capturedCents);
  });

  it('a refused gateway call settles by the intent: a capture of a captured intent is recorded; a release of it is not', async () => {
    const { intentId, reservation } = await pending();
    await acceptReservation(providerCtx, reservation.id);
    const captured = await paymentState(reservation.id, PaymentState.CAPTURED);
    // Our record lost the capture (as if the first attempt's answer never arrived): a new job id refuses, the intent says captured.
    await app.db.dataSource.query("UPDATE payment SET state = 'AUTHORISED', captured_cents = 0 WHERE id = $1", [captured.id]);
    await capturePayment({ id: randomUUID(), attempt: 1, data: { paymentId: captured.id }, ctx });
    expect(await paymentByIntent(intentId)).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: captured.amountCents });
    // A release of a captured payment is skipped; of an AUTHORISED row whose intent is captured, the refusal is recorded.
    await releasePayment({ id: randomUUID(), attempt: 1, data: { paymentId: captured.id }, ctx });
    await app.db.dataSource.query("UPDATE payment SET state = 'AUTHORISED' WHERE id = $1", [captured.id]);
    await releasePayment({ id: randomUUID(), attempt: 1, data: { paymentId: captured.id }, ctx });
    expect(await paymentByIntent(intentId)).toMatchObject({
      state: PaymentState.AUTHORISED,
      failureCode: 'payment_intent_unexpected_state',
    });
    expect((await paymentGateway(ctx).retrieve(intentId)).status).toBe('succeeded');
  });
});

describe('reconcile and a crash between the authorisation and the commit', () => {
  const reconcile = () => reconcilePayments(ctx, { pendingAgeMs: 0, decidedAgeMs: 0 });

  it('releases the AUTHORISED payment of an EXPIRED reservation whose release never ran', async () => {
    const { intentId, reservation } = await pending();
    await app.db.dataSource.query("UPDATE reservation SET answer_deadline = clock_timestamp() - interval '1 second' WHERE id = $1", [
      reservation.id,
    ]);
    // The transition's release job is lost (as if dead-lettered): only the sweep can repair it.
    await expireReservation(ctx, reservation.id);
    await app.db.dataSource.query(
      "DELETE FROM pgboss.job WHERE name = 'payments.release' AND data->>'paymentId' = (SELECT id::text FROM payment WHERE intent_id = $1)",
      [intentId],
    );
    await app.db.dataSource.query("UPDATE payment SET state = 'AUTHORISED' WHERE intent_id = $1", [intentId]);
    await reconcile();
    await paymentState(reservation.id, PaymentState.RELEASED);
    expect((await paymentGateway(ctx).retrieve(intentId)).status).toBe('canceled');
  });

  it('a crash after the gateway authorised but before the reservation committed: nothing lost, nothing charged twice', async () => {
    const { id, payment } = await prepared();
    const gateway = paymentGateway(ctx);
    // The server process: the card authorised at the gateway, then it dies before its commit.
    const intent = await gateway.confirmTestCard(payment.intentId, { ...VISA, number: '4242424242424242' }, randomUUID());
    await expect(
      inTransaction(ctx, async (tx) => {
        await recordAuthorisation(tx, id, intent);
        throw new Error('killed before commit');
      }),
    ).rejects.toThrow('killed before commit');
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: id })).toBe(0);
    expect(await paymentByIntent(payment.intentId)).toMatchObject({ state: PaymentState.PENDING });

    // Restarted: the sweep finds the authorised intent without a reservation and sends the request.
    const report = await reconcile();
    expect(report.recorded).toBeGreaterThanOrEqual(1);
    const [reservation] = await app.db.dataSource.manager.findBy(Reservation, { bookingRequestId: id });
    expect(reservation).toMatchObject({ state: ReservationState.PENDING });
    // The guest's resend after the restart gets the same reservation; accepting captures once.
    expect((await send(id)).body).toEqual({ reservation: { id: reservation!.id, number: reservation!.number } });
    await reconcile();
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: id })).toBe(1);
    await acceptReservation(providerCtx, reservation!.id);
    const captured = await paymentState(reservation!.id, PaymentState.CAPTURED);
    await reconcile();
    const intentAfter = await gateway.retrieve(payment.intentId);
    expect([intentAfter.status, intentAfter.amountReceivedCents]).toEqual(['succeeded', captured.amountCents]);
    expect(await app.db.dataSource.manager.countBy(Payment, { bookingRequestId: id })).toBe(1);
  });

  it('a crash whose request then expired: the sweep releases the authorisation', async () => {
    const { id, payment } = await prepared();
    await paymentGateway(ctx).confirmTestCard(payment.intentId, { ...VISA, number: '4242424242424242' }, randomUUID());
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    const report = await reconcile();
    expect(report.released).toBeGreaterThanOrEqual(1);
    await until(async () => (await paymentByIntent(payment.intentId)).state === PaymentState.RELEASED);
    expect((await paymentGateway(ctx).retrieve(payment.intentId)).status).toBe('canceled');
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: id })).toBe(0);
  });
});
