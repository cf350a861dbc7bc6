// The card payment of a booking request (issue 11): prepare-payment creates or reuses the request's
// PaymentIntent (capture_method manual) and its payment row; the simulator's test card confirms it;
// send reads the intent from the gateway and, when the amount is authorised, makes the reservation
// (reservation-creation.service recordAuthorisation). A declined card leaves the request at PAYMENT (payment
// FAILED, 402 PAYMENT_FAILED with the cause) so the guest may try again; an expired request is 410
// and its authorisation is released through a job. The webhook and the reconcile sweep adopt
// authorisations the guest's browser never reported (adoptAuthorisation).
//
// The REST and GraphQL edges run a change in one transaction that rolls back when it throws: what a
// refusal must leave behind (a FAILED payment, a release job) is written in a transaction of its own.
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { crashPoint } from '../../shared/crash-points.js';

import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction, refuseAfterCommit, withSavepoint } from '../../shared/transaction.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { failureCause, type PaymentFailureCause } from '../payments/payment-failure.js';
import type { IntentView, PaymentGateway, TestAuthentication, TestCard } from '../payments/payment-gateway.js';
import { isPaymentGatewayError } from '../payments/payment-gateway-error.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { BookingRequest, BookingRequestStatus, BookingRequestStep } from '../booking/booking-request.entity.js';
import {
  assertGuest,
  assertOwnRequest,
  claimRequest,
  isExpired,
  lockRequest,
  presentRequest,
  requestId,
} from '../booking/booking-request.service.js';
import { bookingExpired, requestClosed, stepOrder } from '../booking/booking.errors.js';
import type { BookingPaymentPreparation, SentBookingRequest } from './booking-payment.types.js';
import { assertPayable } from '../booking/pricing.js';
import { Reservation } from './reservation.entity.js';
import { queueRelease } from './payment-queue.js';
import { recordAuthorisation } from './reservation-creation.service.js';

/** 402 PAYMENT_FAILED: "Booking request unsuccessful!", with the cause the guest is shown. */
export const paymentFailed = (cause: PaymentFailureCause) =>
  new DomainError('PAYMENT_REQUIRED', { id: 'booking.paymentFailed' }, undefined, 'PAYMENT_FAILED', { cause });
/** 409 PAYMENT_NOT_PREPARED: send or test card before prepare-payment. */
const paymentNotPrepared = () => new DomainError('CONFLICT', { id: 'booking.paymentNotPrepared' }, undefined, 'PAYMENT_NOT_PREPARED');
/** 409 PAYMENT_NOT_AUTHORISED: the card payment is not finished (no card yet, 3-D Secure under way). */
const paymentPending = () => new DomainError('CONFLICT', { id: 'booking.paymentPending' }, undefined, 'PAYMENT_NOT_AUTHORISED');

/**
 * 409 AUTHENTICATION_REQUIRED: the card asks for its 3-D Secure check (the intent is in
 * requires_action); the request waits for the guest to complete or fail it, within its hold.
 */
export const authenticationRequired = () =>
  new DomainError('CONFLICT', { id: 'booking.authenticationRequired' }, undefined, 'AUTHENTICATION_REQUIRED');

/** Payment rows the request may still use or release: never captured, never released. */
const OPEN_PAYMENT_STATES: ReadonlySet<PaymentState> = new Set([PaymentState.PENDING, PaymentState.FAILED, PaymentState.AUTHORISED]);

/** The idempotency key of a request's PaymentIntent for a total: a changed total makes a new intent. */
export function intentKey(id: string, totalCents: number): string {
  return `booking-request:${id}:${totalCents}`;
}

function preparation(gateway: PaymentGateway, intent: IntentView): BookingPaymentPreparation {
  return {
    mode: gateway.mode,
    publishableKey: gateway.publishableKey,
    clientSecret: intent.clientSecret,
    intentId: intent.id,
    amountCents: intent.amountCents,
  };
}

/**
 * GET prepare-payment: the request's PaymentIntent for its current total, created or reused, under
 * the request's lock. Only at step PAYMENT of an OPEN request whose places are still held. A
 * changed total makes a new intent (key booking-request:{id}:{total}) and releases the old one.
 */
export async function prepareBookingPayment(ctx: RequestContext, rawId: string): Promise<BookingPaymentPreparation> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  const gateway = paymentGateway(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await lockRequest(tx, id);
    assertOwnRequest(tx, request);
    if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
    if (isExpired(request, now)) throw bookingExpired();
    if (request.step !== BookingRequestStep.PAYMENT) throw stepOrder();
    const { subtotalCents, totalCents } = await presentRequest(tx, id);
    // Prices may have gone up since the places were held: never ask the card for more than it may be.
    assertPayable({ subtotalCents, totalCents });

    const current = request.paymentIntentId ? await tx.manager.findOneBy(Payment, { intentId: request.paymentIntentId }) : null;
    if (
      current &&
      current.amountCents === totalCents &&
      (current.state === PaymentState.PENDING || current.state === PaymentState.FAILED)
    ) {
      const intent = await gateway.retrieve(current.intentId);
      if (intent.status !== 'canceled') return preparation(gateway, intent);
    }

    const input = { amountCents: totalCents, description: `Lokalno booking request ${id}`, metadata: { bookingRequestId: id } };
    let intent = await gateway.createAuthorisation({ ...input, idempotencyKey: intentKey(id, totalCents) });
    const earlier = await tx.manager.findOneBy(Payment, { intentId: intent.id });
    // The total went back to an earlier amount whose intent is released (or on its way to it): a fresh one.
    if (intent.status === 'canceled' || (earlier && earlier.intentId !== current?.intentId)) {
      const made = await tx.manager.countBy(Payment, { bookingRequestId: id });
      intent = await gateway.createAuthorisation({ ...input, idempotencyKey: `${intentKey(id, totalCents)}:${made}` });
    }
    if (current && current.intentId !== intent.id && OPEN_PAYMENT_STATES.has(current.state)) await queueRelease(tx, current);
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(Payment)
      .values({
        bookingRequestId: id,
        gateway: gateway.mode,
        intentId: intent.id,
        state: PaymentState.PENDING,
        amountCents: intent.amountCents,
      })
      .orIgnore()
      .execute();
    await tx.manager.update(BookingRequest, { id }, { paymentIntentId: intent.id });
    return preparation(gateway, intent);
  });
}

async function sentView(tx: RequestContext, reservationId: number): Promise<SentBookingRequest> {
  const reservation = await tx.manager.findOneOrFail(Reservation, { where: { id: reservationId }, select: { id: true, number: true } });
  return { reservation: { id: reservation.id, number: reservation.number } };
}

/** A failed card attempt: the payment FAILED with the processor's codes (never card data). */
async function recordFailure(tx: RequestContext, intent: IntentView): Promise<void> {
  if (!intent.failure) return;
  await tx.manager.query(
    `UPDATE payment SET state = 'FAILED', failure_code = $2, failure_message = $3, updated_at = clock_timestamp()
     WHERE intent_id = $1 AND state IN ('PENDING', 'FAILED')`,
    [intent.id, intent.failure.declineCode ?? intent.failure.code, failureCause(intent.failure)],
  );
}

/** Queues the release of an intent's authorisation the request can no longer use, in `tx`. */
async function releaseIntent(tx: RequestContext, intentId: string): Promise<void> {
  const payment = await tx.manager.findOneBy(Payment, { intentId });
  if (payment && payment.reservationId === null && OPEN_PAYMENT_STATES.has(payment.state)) await queueRelease(tx, payment);
}

/**
 * Reads the request's intent and acts on it, in the transaction that holds the request's lock:
 * authorised → the reservation (PENDING; idempotent); failed → 402 PAYMENT_FAILED (payment FAILED,
 * kept; the request stays at PAYMENT); expired → 410 (an authorisation's release job kept); anything
 * else → 409 PAYMENT_NOT_AUTHORISED. The gateway stands outside: its own connections, its own time-out.
 */
async function settle(tx: RequestContext, request: BookingRequest, now: number): Promise<SentBookingRequest> {
  if (!request.paymentIntentId) throw paymentNotPrepared();
  const gateway = paymentGateway(tx);
  const intent = await gateway.retrieve(request.paymentIntentId);
  if (isExpired(request, now)) {
    // An authorisation, or a 3-D Secure check the guest could still complete, is released with the hold.
    if (intent.status !== 'requires_capture' && intent.status !== 'requires_action') throw bookingExpired();
    await releaseIntent(tx, intent.id);
    refuseAfterCommit(bookingExpired());
  }
  if (intent.status === 'requires_capture') {
    try {
      const reservation = await withSavepoint(tx, () => recordAuthorisation(tx, request.id, intent, { gateway: gateway.mode }));
      crashPoint(tx, 'send.authorised');
      return { reservation: { id: reservation.id, number: reservation.number } };
    } catch (error) {
      // Refused after the card was authorised (the hold ran out, the service was hidden meanwhile, …): the money goes back.
      if (!(error instanceof DomainError)) throw error;
      await releaseIntent(tx, intent.id);
      refuseAfterCommit(error);
    }
  }
  if (intent.failure) {
    await recordFailure(tx, intent);
    refuseAfterCommit(paymentFailed(failureCause(intent.failure)));
  }
  if (intent.status === 'requires_action' && gateway.mode === 'simulator') throw authenticationRequired();
  throw paymentPending();
}

/**
 * The caller's request under its lock, claimed without waiting (409 REQUEST_IN_PROGRESS while another
 * pay or send on it is under way); 404 for another's.
 */
async function claimOwnRequest(tx: RequestContext, id: string): Promise<{ request: BookingRequest; now: number }> {
  const { request, now } = await claimRequest(tx, id);
  assertOwnRequest(tx, request);
  return { request, now };
}

/** POST send: the request is sent once its card amount is authorised (a second call returns the same reservation). */
export async function sendBookingRequest(ctx: RequestContext, rawId: string): Promise<SentBookingRequest> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await claimOwnRequest(tx, id);
    if (request.reservationId !== null) return sentView(tx, request.reservationId);
    if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
    return settle(tx, request, now);
  });
}

/**
 * POST test-card (card simulator only; 404 with Stripe): confirms the request's intent with a test
 * card (a fresh idempotency key per attempt, so the guest may try another card), then sends it.
 * The card is neither logged nor stored. Serialised per request: of parallel calls one reaches the card.
 */
export async function payBookingWithTestCard(ctx: RequestContext, rawId: string, card: TestCard): Promise<SentBookingRequest> {
  const id = requestId(rawId);
  const gateway = paymentGateway(ctx);
  if (gateway.mode !== 'simulator') throw notFound();
  const digits = card.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) throw invalidInput({ number: { id: 'booking.cardNumber' } });
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await claimOwnRequest(tx, id);
    if (request.reservationId !== null) return sentView(tx, request.reservationId);
    if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
    if (isExpired(request, now)) return settle(tx, request, now);
    if (!request.paymentIntentId) throw paymentNotPrepared();
    try {
      await gateway.confirmTestCard(request.paymentIntentId, { ...card, number: digits }, `test-card:${randomUUID()}`);
    } catch (error) {
      // Already authorised (a second click) or cancelled: settle reads the intent and answers.
      if (!isPaymentGatewayError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
    }
    return settle(tx, request, now);
  });
}

/**
 * POST test-card/authentication (card simulator only; 404 with Stripe): the guest's answer to the
 * 3-D Secure check of the test card given to test-card ("Complete" or "Fail authentication"), then
 * the request is sent like /send: completed authorises the amount and makes the reservation; failed
 * is 402 PAYMENT_FAILED with AUTHENTICATION_FAILED, and the guest may try another card.
 */
export async function authenticateBookingTestCard(
  ctx: RequestContext,
  rawId: string,
  outcome: TestAuthentication,
): Promise<SentBookingRequest> {
  const id = requestId(rawId);
  const gateway = paymentGateway(ctx);
  if (gateway.mode !== 'simulator') throw notFound();
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await claimOwnRequest(tx, id);
    if (request.reservationId !== null) return sentView(tx, request.reservationId);
    if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
    if (isExpired(request, now)) return settle(tx, request, now);
    if (!request.paymentIntentId) throw paymentNotPrepared();
    try {
      await gateway.authenticateTestCard(request.paymentIntentId, outcome, `test-card-authentication:${randomUUID()}`);
    } catch (error) {
      // No check under way (answered already, or no card asking for one): settle reads the intent and answers.
      if (!isPaymentGatewayError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
    }
    return settle(tx, request, now);
  });
}

export type AdoptOutcome = 'recorded' | 'released' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * An authorised intent the gateway reports (webhook amount_capturable_updated, the reconcile sweep):
 * the reservation is made unless it is already, when the intent is its request's current one and
 * the request can still be sent; otherwise the authorisation is released. Runs in `ctx`'s
 * transaction when there is one; refusals never throw (the gateway would deliver again forever).
 */
export async function adoptAuthorisation(ctx: RequestContext, intent: IntentView): Promise<AdoptOutcome> {
  if (intent.status !== 'requires_capture') return 'ignored';
  return inTransaction(ctx, async (tx): Promise<AdoptOutcome> => {
    const payment = await tx.manager.findOneBy(Payment, { intentId: intent.id });
    const id = payment?.bookingRequestId ?? intent.metadata.bookingRequestId;
    if (!id || !UUID.test(id)) return 'ignored';
    const request = await tx.manager.findOneBy(BookingRequest, { id: id.toLowerCase() });
    if (!request) return 'ignored';
    if ((payment !== null && payment.reservationId !== null) || (request.reservationId !== null && request.paymentIntentId === intent.id))
      return 'ignored';
    if (request.reservationId === null && request.paymentIntentId === intent.id) {
      try {
        await withSavepoint(tx, () => recordAuthorisation(tx, request.id, intent, { gateway: paymentGateway(tx).mode }));
        return 'recorded';
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        tx.log.info({ bookingRequestId: request.id, reason: error.reason }, 'authorisation not adopted; released');
      }
    }
    if (!payment || !OPEN_PAYMENT_STATES.has(payment.state)) return 'ignored';
    await queueRelease(tx, payment);
    return 'released';
  });
}

/** A failed card attempt the gateway reports (webhook payment_failed): the payment FAILED. */
export async function recordPaymentFailure(ctx: RequestContext, intent: IntentView): Promise<void> {
  await inTransaction(ctx, (tx) => recordFailure(tx, intent));
}
