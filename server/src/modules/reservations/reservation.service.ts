// Reservations: made when a booking request is sent with its card amount authorised
// (recordAuthorisation), then moved only through the state table (reservation-states.ts). Every
// move is one transaction: the reservation row is locked FOR UPDATE, the table decides, the row is
// written, the places are kept or given back through capacity.service, and the money side and the
// emails are queued as jobs in the same transaction (payments.capture / .release / .refund with
// `{ paymentId }`, booking.email with `{ reservationId, kind }`). The payment job handlers call the
// gateway and record its answer with applyCapture / applyRelease / applyRefund, idempotently.
import { assertPublicService } from '../catalog/service-visibility.js';
import { crashPoint, type CrashPoint } from '../../shared/crash-points.js';
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import type { IntentView, RefundView } from '../payments/payment-gateway.js';
import { Payment, PaymentState, type PaymentGatewayMode } from '../payments/payment.entity.js';
import { confirmHold, extendHold, releasePlaces } from '../scheduling/capacity.service.js';
import { BookingRequest, BookingRequestStatus, BookingRequestStep } from '../booking/booking-request.entity.js';
import { isExpired, lockRequest, requestId } from '../booking/booking-request.service.js';
import { bookingExpired, requestClosed, stepOrder } from '../booking/booking.errors.js';
import { priceBooking, type PricedOffer } from '../booking/pricing.js';
import { queueBookingEmail, type BookingEmailKind } from './booking-emails.js';
import { RejectionReason } from './rejection-reason.entity.js';
import { assertActor, checkNote, type Actor } from './reservation-access.js';
import { closeOpenChange } from './reservation-change.service.js';
import { newReservationNumber } from './reservation-number.js';
import { canMovePayment, guestRefundCents, ReservationEvent, reservationStateError, transition, type ReservationTransition } from './reservation-states.js';
import { Reservation, ReservationOffer, ReservationState } from './reservation.entity.js';

export const PAYMENT_CAPTURE_QUEUE = 'payments.capture';
export const PAYMENT_RELEASE_QUEUE = 'payments.release';
export const PAYMENT_REFUND_QUEUE = 'payments.refund';

export interface PaymentJob { paymentId: number }
export interface RefundJob extends PaymentJob { amountCents: number }

/** Card holds last about 7 days: the provider must answer within 6. */
export const MAX_ANSWER_MS = 6 * 86_400_000;
export { MAX_NOTE_LENGTH, type Actor } from './reservation-access.js';

const STATE_EMAIL: Record<ReservationEvent, BookingEmailKind> = {
  [ReservationEvent.ACCEPT]: 'ACCEPTED',
  [ReservationEvent.REJECT]: 'REJECTED',
  [ReservationEvent.WITHDRAW]: 'CANCELLED',
  [ReservationEvent.EXPIRE]: 'EXPIRED',
  [ReservationEvent.CANCEL_BY_GUEST]: 'CANCELLED',
  [ReservationEvent.CANCEL_BY_PROVIDER]: 'CANCELLED',
};

/** Answer deadline = min(sent + the service's answer time, authorised + 6 days, the start). */
export function answerDeadline(sentAt: number, answerMinutes: number, authorisedAt: number, startsAt: Date): Date {
  return new Date(Math.min(sentAt + answerMinutes * 60_000, authorisedAt + MAX_ANSWER_MS, startsAt.getTime()));
}

interface ServiceTerms {
  brandId: number;
  companyId: number;
  answerMinutes: number;
  cancellationPolicy: Reservation['cancellationPolicy'];
  cancellationBefore: number | null;
}

async function serviceTerms(tx: RequestContext, serviceId: number): Promise<ServiceTerms> {
  const [terms]: ServiceTerms[] = await tx.manager.query(
    `SELECT s.brand_id AS "brandId", b.company_id AS "companyId", s.answer_minutes AS "answerMinutes",
       s.cancellation_policy AS "cancellationPolicy", s.cancellation_before AS "cancellationBefore"
     FROM service s JOIN brand b ON b.id = s.brand_id WHERE s.id = $1`,
    [serviceId],
  );
  if (!terms) throw notFound();
  return terms;
}

/** Inserts the reservation under a fresh random number, drawing again on the (rare) clash. */
async function insertReservation(tx: RequestContext, values: Omit<Partial<Reservation>, 'number'>): Promise<Reservation> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const number = newReservationNumber();
    const result = await tx.manager.createQueryBuilder().insert().into(Reservation).values({ ...values, number }).orIgnore().returning('id').execute();
    const id = (result.raw as { id: number }[])[0]?.id;
    if (id) return tx.manager.findOneByOrFail(Reservation, { id });
  }
  throw new Error('no free reservation number after 8 draws');
}

const notAuthorised = () => new DomainError('CONFLICT', { id: 'reservation.notAuthorised' }, undefined, 'PAYMENT_NOT_AUTHORISED');
const amountMismatch = () => new DomainError('CONFLICT', { id: 'reservation.amountMismatch' }, undefined, 'PAYMENT_AMOUNT_MISMATCH');

/**
 * The booking request is sent: its card amount is authorised (`intent` requires_capture). In one
 * transaction, under the request's lock: the reservation (PENDING, with the offers and prices as
 * they are now, a number and the answer deadline), its places kept until that deadline, the
 * payment AUTHORISED, the request SENT, the "request received" emails queued. Calling it again
 * returns the same reservation. An expired request is 410 BOOKING_EXPIRED (the caller releases the
 * authorisation). Callers authorise the caller (the request's uuid, or the gateway's webhook).
 */
export async function recordAuthorisation(ctx: RequestContext, rawRequestId: string, intent: IntentView, options: { gateway?: PaymentGatewayMode } = {}): Promise<Reservation> {
  const id = requestId(rawRequestId);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await lockRequest(tx, id);
    if (!request) throw notFound();
    if (request.reservationId !== null) return tx.manager.findOneByOrFail(Reservation, { id: request.reservationId });
    if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
    if (isExpired(request, now) || !request.holdId) throw bookingExpired();
    if (request.step !== BookingRequestStep.PAYMENT || !request.email || !request.phone) throw stepOrder();
    if (intent.status !== 'requires_capture') throw notAuthorised();
    // Hidden since the payment was prepared (inactive, exclusive, deleted): no reservation; the caller releases the money.
    await assertPublicService(tx, request.serviceId);

    const terms = await serviceTerms(tx, request.serviceId);
    const lines: (PricedOffer & { quantity: number; priceType: ReservationOffer['priceType'] })[] = await tx.manager.query(
      `SELECT o.id, o.name, o.price_type AS "priceType", o.price_cents AS "priceCents", o.discount_price_cents AS "discountPriceCents", o.group_size AS "groupNumber", bo.quantity
       FROM booking_request_offer bo JOIN offer o ON o.id = bo.offer_id WHERE bo.request_id = $1 ORDER BY o.sort_order, o.id`,
      [id],
    );
    const [code]: { percent: number }[] = request.discountCode ? await tx.manager.query('SELECT percent FROM discount_code WHERE code = $1', [request.discountCode]) : [];
    const price = priceBooking(lines, lines.map((line) => ({ offerId: line.id, quantity: line.quantity })), { discountPercent: code?.percent ?? null, feePercent: tx.config.BOOKING_FEE_PERCENT });
    if (price.lines.length === 0) throw requestClosed();
    if (intent.amountCents !== price.totalCents || intent.amountCapturableCents < price.totalCents) throw amountMismatch();

    const deadline = answerDeadline(now, terms.answerMinutes, now, request.startsAt);
    if (deadline.getTime() <= now) throw bookingExpired();
    try {
      await extendHold(tx, request.holdId, deadline.getTime() - now);
    } catch (error) {
      if (error instanceof DomainError && (error.reason === 'HOLD_EXPIRED' || error.reason === 'HOLD_NOT_FOUND')) throw bookingExpired();
      throw error;
    }

    const reservation = await insertReservation(tx, {
      serviceId: request.serviceId,
      brandId: terms.brandId,
      companyId: terms.companyId,
      userId: request.userId,
      bookingRequestId: id,
      email: request.email,
      phone: request.phone,
      message: request.message,
      confirmationSms: request.confirmationSms,
      language: request.language,
      startsAt: request.startsAt,
      date: request.date,
      startTime: request.startTime,
      people: price.people,
      state: ReservationState.PENDING,
      subtotalCents: price.subtotalCents,
      discountCode: request.discountCode,
      discountCents: price.discountCents,
      feeCents: price.feeCents,
      totalCents: price.totalCents,
      commissionCents: price.commissionCents,
      commissionVatCents: price.commissionVatCents,
      answerDeadline: deadline,
      holdId: request.holdId,
      cancellationPolicy: terms.cancellationPolicy,
      cancellationBefore: terms.cancellationBefore,
    });
    const types = new Map(lines.map((line) => [line.id, line.priceType]));
    await tx.manager.insert(ReservationOffer, price.lines.map((line) => ({
      reservationId: reservation.id,
      offerId: line.offerId,
      name: line.name,
      priceType: types.get(line.offerId)!,
      groupNumber: line.groupNumber,
      priceCents: line.priceCents,
      discountRate: line.discountRate,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      people: line.people,
      lineTotalCents: line.lineTotalCents,
    })));

    await recordAuthorisedPayment(tx, reservation, intent, options.gateway ?? (tx.config.STRIPE_SECRET_KEY ? 'stripe' : 'simulator'));
    await tx.manager.update(BookingRequest, { id }, { status: BookingRequestStatus.SENT, reservationId: reservation.id, paymentIntentId: intent.id });
    await queueBookingEmail(tx, reservation.id, 'REQUEST_RECEIVED');
    return reservation;
  });
}

/** The request's payment row for this intent becomes AUTHORISED (made here when prepare-payment left none). */
async function recordAuthorisedPayment(tx: RequestContext, reservation: Reservation, intent: IntentView, gateway: PaymentGatewayMode): Promise<Payment> {
  const existing = await tx.manager.findOne(Payment, { where: { intentId: intent.id }, lock: { mode: 'pessimistic_write' } });
  if (!existing) {
    const inserted = await tx.manager.insert(Payment, {
      reservationId: reservation.id, bookingRequestId: reservation.bookingRequestId, gateway, intentId: intent.id,
      state: PaymentState.AUTHORISED, amountCents: intent.amountCents,
    });
    return tx.manager.findOneByOrFail(Payment, { id: (inserted.identifiers[0] as { id: number }).id });
  }
  if (existing.bookingRequestId !== reservation.bookingRequestId) throw notAuthorised();
  if (existing.state !== PaymentState.AUTHORISED && !canMovePayment(existing.state, PaymentState.AUTHORISED)) throw notAuthorised();
  await tx.manager.update(Payment, { id: existing.id }, { state: PaymentState.AUTHORISED, reservationId: reservation.id, amountCents: intent.amountCents, failureCode: null, failureMessage: null });
  return tx.manager.findOneByOrFail(Payment, { id: existing.id });
}

interface Decision {
  rejectionReasonId?: number | null;
  rejectionNote?: string | null;
  cancellationReasonId?: number | null;
  cancellationNote?: string | null;
}

async function checkReason(tx: RequestContext, reasonId: number | null | undefined): Promise<void> {
  if (reasonId != null && !(await tx.manager.existsBy(RejectionReason, { id: reasonId }))) throw invalidInput({ reasonId: { id: 'reservation.rejectionReason' } });
}

/** The one way a reservation changes state: lock, check the table, write, keep or free the places, queue money and emails. */
async function move(ctx: RequestContext, reservationId: number, event: ReservationEvent, actor: Actor, decision: Decision = {}): Promise<Reservation> {
  return inTransaction(ctx, async (tx) => {
    const reservation = await tx.manager.findOne(Reservation, { where: { id: reservationId }, lock: { mode: 'pessimistic_write' } });
    if (!reservation) throw notFound();
    await assertActor(tx, reservation, actor);
    const step: ReservationTransition = transition(reservation.state, event);
    const now = await databaseNow(tx);
    const overdue = reservation.answerDeadline.getTime() <= now;
    // Past its answer deadline a pending reservation is as good as expired: its places are no longer kept.
    if (event === ReservationEvent.ACCEPT && overdue) throw reservationStateError(ReservationState.EXPIRED);
    if (event === ReservationEvent.EXPIRE && !overdue) throw new DomainError('CONFLICT', { id: 'reservation.notOverdue' }, undefined, 'RESERVATION_NOT_OVERDUE');
    await checkReason(tx, decision.rejectionReasonId);
    await checkReason(tx, decision.cancellationReasonId);

    if (step.hold === 'confirm') await confirmPlaces(tx, reservation);
    else await releasePlaces(tx, reservation.holdId);

    await tx.manager.update(Reservation, { id: reservation.id }, {
      state: step.to,
      cancelledBy: step.cancelledBy,
      decidedAt: new Date(now),
      rejectionReasonId: decision.rejectionReasonId ?? reservation.rejectionReasonId,
      rejectionNote: decision.rejectionNote ?? reservation.rejectionNote,
      cancellationReasonId: decision.cancellationReasonId ?? reservation.cancellationReasonId,
      cancellationNote: decision.cancellationNote ?? reservation.cancellationNote,
      version: () => 'version + 1',
    });
    // Accepted bookings make a service popular; a cancelled one no longer counts.
    if (step.to === ReservationState.ACCEPTED) await tx.manager.query('UPDATE service SET booking_count = booking_count + 1 WHERE id = $1', [reservation.serviceId]);
    if (step.from === ReservationState.ACCEPTED) await tx.manager.query('UPDATE service SET booking_count = GREATEST(booking_count - 1, 0) WHERE id = $1', [reservation.serviceId]);

    // A booking that ends takes its open change proposal with it (the proposal's places and payment released).
    if (step.from === ReservationState.ACCEPTED) await closeOpenChange(tx, reservation.id);
    await queuePaymentJobs(tx, step, reservation, now);
    await queueBookingEmail(tx, reservation.id, STATE_EMAIL[event]);
    crashPoint(tx, DECIDED_CRASH_POINT[event]);
    return tx.manager.findOneByOrFail(Reservation, { id: reservation.id });
  });
}

/** The fault suite's point of each transition: written, not yet committed. */
const DECIDED_CRASH_POINT: Record<ReservationEvent, CrashPoint> = {
  [ReservationEvent.ACCEPT]: 'accept.decided',
  [ReservationEvent.REJECT]: 'reject.decided',
  [ReservationEvent.WITHDRAW]: 'cancel.decided',
  [ReservationEvent.EXPIRE]: 'expire.decided',
  [ReservationEvent.CANCEL_BY_GUEST]: 'cancel.decided',
  [ReservationEvent.CANCEL_BY_PROVIDER]: 'cancel.decided',
};

/** The payments that hold or took the reservation's money: the first one, and one per accepted change that cost more. */
async function moneyPayments(tx: RequestContext, reservationId: number): Promise<Payment[]> {
  return tx.manager.query(
    `SELECT id, amount_cents AS "amountCents" FROM payment
     WHERE reservation_id = $1 AND state IN ('${PaymentState.AUTHORISED}', '${PaymentState.CAPTURED}', '${PaymentState.REFUNDED}') ORDER BY id`,
    [reservationId],
  );
}

/**
 * The money jobs of a transition. A pending reservation has one payment (captured or released); an
 * accepted one may have more (a change that cost more added one). A refund returns each payment's
 * whole amount, clamped by the job to what is captured and not yet refunded when it runs (a
 * change's partial refund may come first), so all that was paid goes back, never more. The guest's
 * refund by the policy is all or nothing, so it is the same refund or none.
 */
async function queuePaymentJobs(tx: RequestContext, step: ReservationTransition, reservation: Reservation, now: number): Promise<void> {
  const payments = await moneyPayments(tx, reservation.id);
  if (step.payment === 'refund' && step.refund === 'policy' && guestRefundCents(reservation, reservation.startsAt, now, reservation.totalCents) === 0) return;
  for (const payment of payments) {
    const key = `payment:${payment.id}`;
    if (step.payment === 'capture') {
      await tx.jobs.enqueue(tx.manager, PAYMENT_CAPTURE_QUEUE, { paymentId: payment.id } satisfies PaymentJob, `${key}:capture`);
    } else if (step.payment === 'release') {
      await tx.jobs.enqueue(tx.manager, PAYMENT_RELEASE_QUEUE, { paymentId: payment.id } satisfies PaymentJob, `${key}:release`);
    } else if (payment.amountCents > 0) {
      // The capture may still be on its way: the refund is of what the capture takes, the whole amount.
      await tx.jobs.enqueue(tx.manager, PAYMENT_REFUND_QUEUE, { paymentId: payment.id, amountCents: payment.amountCents } satisfies RefundJob, `${key}:refund`);
    }
  }
}

/** 409 SLOT_FULL when accepting would book more people at the start than it has places (they were reduced since the request). */
const overbooked = () => new DomainError('CONFLICT', { id: 'reservation.overbooked' }, undefined, 'SLOT_FULL');

/** Keeps the reservation's places for good; refused when the start no longer has room for them. */
async function confirmPlaces(tx: RequestContext, reservation: Reservation): Promise<void> {
  try {
    await confirmHold(tx, reservation.holdId, `Reservation ${reservation.number}`);
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'SLOT_FULL') throw overbooked();
    throw error;
  }
}

/** The provider accepts: ACCEPTED, the money captured, the places kept for good. */
export async function acceptReservation(ctx: RequestContext, reservationId: number, options: { actor?: Actor } = {}): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.ACCEPT, options.actor ?? 'provider');
}

/** The provider rejects, with an optional reason (rejection_reason id) and note: REJECTED, the authorisation released. */
export async function rejectReservation(ctx: RequestContext, reservationId: number, input: { reasonId?: number | null; note?: string | null } = {}, options: { actor?: Actor } = {}): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.REJECT, options.actor ?? 'provider', { rejectionReasonId: input.reasonId ?? null, rejectionNote: checkNote('note', input.note) });
}

/** The guest withdraws before the answer: CANCELLED by GUEST, the authorisation released. */
export async function withdrawReservation(ctx: RequestContext, reservationId: number, input: { note?: string | null } = {}, options: { actor?: Actor } = {}): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.WITHDRAW, options.actor ?? 'guest', { cancellationNote: checkNote('note', input.note) });
}

/** The sweep: a pending reservation past its answer deadline EXPIRES, the authorisation released. */
export async function expireReservation(ctx: RequestContext, reservationId: number): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.EXPIRE, 'authorised');
}

/** The guest cancels an accepted booking: CANCELLED by GUEST, refunded in full when the refund policy allows it now, else nothing. */
export async function cancelByGuest(ctx: RequestContext, reservationId: number, input: { note?: string | null } = {}, options: { actor?: Actor } = {}): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.CANCEL_BY_GUEST, options.actor ?? 'guest', { cancellationNote: checkNote('note', input.note) });
}

/**
 * The provider cancels an accepted booking: CANCELLED by PROVIDER, refunded in full, the guest
 * emailed with the reason. A reason is required: one of the listed reasons, a note, or both.
 */
export async function cancelByProvider(ctx: RequestContext, reservationId: number, input: { reasonId?: number | null; note?: string | null } = {}, options: { actor?: Actor } = {}): Promise<Reservation> {
  const note = checkNote('note', input.note);
  const reasonId = input.reasonId ?? null;
  if (reasonId === null && note === null) throw invalidInput({ note: { id: 'reservation.cancellationReason' } });
  return move(ctx, reservationId, ReservationEvent.CANCEL_BY_PROVIDER, options.actor ?? 'provider', { cancellationReasonId: reasonId, cancellationNote: note });
}

/** What a guest would get back cancelling an accepted reservation at `now` (0 for any other state). */
export function refundIfCancelledCents(reservation: Reservation, now: number): number {
  if (reservation.state !== ReservationState.ACCEPTED) return 0;
  return guestRefundCents(reservation, reservation.startsAt, now, reservation.totalCents);
}

/** A gateway answer that does not settle the job: thrown so the job runs again. */
class GatewayNotSettled extends Error {}

async function lockPayment(tx: RequestContext, paymentId: number): Promise<Payment> {
  const payment = await tx.manager.findOne(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
  if (!payment) throw notFound();
  return payment;
}

/** Records a capture's result: succeeded → CAPTURED with the amount received. Recording twice is harmless. */
export async function applyCapture(ctx: RequestContext, paymentId: number, intent: IntentView): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state === PaymentState.CAPTURED || payment.state === PaymentState.REFUNDED) return payment;
    if (intent.id !== payment.intentId) throw new Error(`intent ${intent.id} is not payment ${paymentId}'s`);
    if (intent.status === 'succeeded' && canMovePayment(payment.state, PaymentState.CAPTURED)) {
      await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.CAPTURED, capturedCents: intent.amountReceivedCents });
    } else if (intent.status === 'canceled' && canMovePayment(payment.state, PaymentState.RELEASED)) {
      // The authorisation lapsed before it could be captured: nothing was charged.
      await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.RELEASED, failureCode: 'authorisation_canceled', failureMessage: 'The authorisation was cancelled before the capture.' });
    } else {
      throw new GatewayNotSettled(`payment ${paymentId}: capture not settled (intent ${intent.status}, payment ${payment.state})`);
    }
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}

/** Records a release (the intent cancelled): RELEASED. Recording twice is harmless. */
export async function applyRelease(ctx: RequestContext, paymentId: number, intent: IntentView): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state === PaymentState.RELEASED) return payment;
    if (intent.id !== payment.intentId) throw new Error(`intent ${intent.id} is not payment ${paymentId}'s`);
    if (intent.status !== 'canceled') throw new GatewayNotSettled(`payment ${paymentId}: release not settled (intent ${intent.status})`);
    if (payment.state !== PaymentState.AUTHORISED && payment.state !== PaymentState.PENDING && payment.state !== PaymentState.FAILED) {
      throw new GatewayNotSettled(`payment ${paymentId}: cannot release a ${payment.state} payment`);
    }
    await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.RELEASED });
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}

/**
 * Records a refund: REFUNDED, refunded_cents grows by its amount (never beyond what was captured),
 * and the guest's "refunded" email is queued. Refunds accumulate (a change's partial refund, then a
 * cancellation's); each is recorded once under its gateway id (payment_refund), so the same refund
 * reported twice counts once. A payment whose capture is not recorded yet throws, so the job runs
 * again after the capture.
 */
export async function applyRefund(ctx: RequestContext, paymentId: number, refund: RefundView, idempotencyKey: string | null = null): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state !== PaymentState.CAPTURED && payment.state !== PaymentState.REFUNDED) throw new GatewayNotSettled(`payment ${paymentId}: refund before the capture is recorded (${payment.state})`);
    if (refund.status !== 'succeeded' && refund.status !== 'pending') throw new GatewayNotSettled(`payment ${paymentId}: refund ${refund.status}`);
    const amountCents = Math.min(refund.amountCents, payment.capturedCents - payment.refundedCents);
    if (amountCents <= 0) return payment;
    const [recorded]: [{ refund_id: string }[], number] = await tx.manager.query(
      'INSERT INTO payment_refund (refund_id, payment_id, idempotency_key, amount_cents) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING refund_id',
      [refund.id, payment.id, idempotencyKey, amountCents],
    );
    if (recorded.length === 0) return payment;
    await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.REFUNDED, refundedCents: payment.refundedCents + amountCents });
    if (payment.reservationId !== null) await queueBookingEmail(tx, payment.reservationId, 'REFUNDED', refund.id);
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}
