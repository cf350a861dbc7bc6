// A reservation is made when a booking request is sent with its card amount authorised
// (recordAuthorisation): the reservation PENDING with the offers and prices of now, its places kept
// until the answer deadline, the payment AUTHORISED, the request SENT, the emails queued.
import { assertPublicService } from '../catalog/service-visibility.js';
import { attributionOf } from '../partners/referral.service.js';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import type { IntentView } from '../payments/payment-gateway.js';
import { Payment, PaymentState, type PaymentGatewayMode } from '../payments/payment.entity.js';
import { extendHold } from '../scheduling/capacity.service.js';
import { BookingRequest, BookingRequestStatus, BookingRequestStep } from '../booking/booking-request.entity.js';
import { isExpired, lockRequest, requestId } from '../booking/booking-request.service.js';
import { bookingExpired, requestClosed, stepOrder } from '../booking/booking.errors.js';
import { priceBooking, type Price, type PricedOffer } from '../booking/pricing.js';
import { queueBookingEmail } from './booking-emails.js';
import { newReservationNumber } from './reservation-number.js';
import { canMovePayment } from './reservation-states.js';
import { Reservation, ReservationOffer, ReservationState } from './reservation.entity.js';

/** Card holds last about 7 days: the provider must answer within 6. */
export const MAX_ANSWER_MS = 6 * 86_400_000;

/** Answer deadline = min(sent + the service's answer time, authorised + 6 days, the start). */
export function answerDeadline(sentAt: number, answerMinutes: number, authorisedAt: number, startsAt: Date): Date {
  return new Date(Math.min(sentAt + answerMinutes * 60_000, authorisedAt + MAX_ANSWER_MS, startsAt.getTime()));
}

export interface ServiceTerms {
  brandId: number;
  companyId: number;
  answerMinutes: number;
  cancellationPolicy: Reservation['cancellationPolicy'];
  cancellationBefore: number | null;
  /** Reseller bookings of the service are accepted at once (resellers/). */
  resellerInstantConfirmation: boolean;
}

/** What a new reservation of the service takes from it: its brand and company, answer time and refund policy. */
export async function serviceTerms(tx: RequestContext, serviceId: number): Promise<ServiceTerms> {
  const [terms]: ServiceTerms[] = await tx.manager.query(
    `SELECT s.brand_id AS "brandId", b.company_id AS "companyId", s.answer_minutes AS "answerMinutes",
       s.cancellation_policy AS "cancellationPolicy", s.cancellation_before AS "cancellationBefore",
       s.reseller_instant_confirmation AS "resellerInstantConfirmation"
     FROM service s JOIN brand b ON b.id = s.brand_id WHERE s.id = $1`,
    [serviceId],
  );
  if (!terms) throw notFound();
  return terms;
}

/** The reservation's offers as priced (booking/pricing.ts), each with its offer's price type. */
export async function insertReservationOffers(
  tx: RequestContext,
  reservationId: number,
  lines: Price['lines'],
  priceTypes: ReadonlyMap<number, ReservationOffer['priceType']>,
): Promise<void> {
  await tx.manager.insert(
    ReservationOffer,
    lines.map((line) => ({
      reservationId,
      offerId: line.offerId,
      name: line.name,
      priceType: priceTypes.get(line.offerId)!,
      groupNumber: line.groupNumber,
      priceCents: line.priceCents,
      discountRate: line.discountRate,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      people: line.people,
      lineTotalCents: line.lineTotalCents,
    })),
  );
}

/** Inserts the reservation under a fresh random number, drawing again on the (rare) clash. */
export async function insertReservation(tx: RequestContext, values: Omit<Partial<Reservation>, 'number'>): Promise<Reservation> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const number = newReservationNumber();
    const result = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(Reservation)
      .values({ ...values, number })
      .orIgnore()
      .returning('id')
      .execute();
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
export async function recordAuthorisation(
  ctx: RequestContext,
  rawRequestId: string,
  intent: IntentView,
  options: { gateway?: PaymentGatewayMode } = {},
): Promise<Reservation> {
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
    await assertPublicService(tx, request.serviceId, { codes: [request.referralCode] });

    const terms = await serviceTerms(tx, request.serviceId);
    const lines: (PricedOffer & { quantity: number; priceType: ReservationOffer['priceType'] })[] = await tx.manager.query(
      `SELECT o.id, o.name, o.price_type AS "priceType", o.price_cents AS "priceCents", o.discount_price_cents AS "discountPriceCents", o.group_size AS "groupNumber", bo.quantity
       FROM booking_request_offer bo JOIN offer o ON o.id = bo.offer_id WHERE bo.request_id = $1 ORDER BY o.sort_order, o.id`,
      [id],
    );
    const [code]: { percent: number }[] = request.discountCode
      ? await tx.manager.query('SELECT percent FROM discount_code WHERE code = $1', [request.discountCode])
      : [];
    const price = priceBooking(
      lines,
      lines.map((line) => ({ offerId: line.id, quantity: line.quantity })),
      { discountPercent: code?.percent ?? null, feePercent: tx.config.BOOKING_FEE_PERCENT },
    );
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

    // The sales partner who referred the guest, decided now (partners/attribution.ts); never a reason to refuse.
    const referral =
      request.referralCode && request.referralVisitedAt ? { code: request.referralCode, visitedAt: request.referralVisitedAt } : null;
    const attribution = await attributionOf(tx, referral, request.serviceId, now);
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
      partnerId: attribution?.partnerId ?? null,
      partnerObjectId: attribution?.partnerObjectId ?? null,
      partnerShareBp: attribution?.partnerShareBp ?? null,
    });
    await insertReservationOffers(tx, reservation.id, price.lines, new Map(lines.map((line) => [line.id, line.priceType])));

    await recordAuthorisedPayment(tx, reservation, intent, options.gateway ?? (tx.config.STRIPE_SECRET_KEY ? 'stripe' : 'simulator'));
    await tx.manager.update(
      BookingRequest,
      { id },
      { status: BookingRequestStatus.SENT, reservationId: reservation.id, paymentIntentId: intent.id },
    );
    await queueBookingEmail(tx, reservation.id, 'REQUEST_RECEIVED');
    return reservation;
  });
}

/** The request's payment row for this intent becomes AUTHORISED (made here when prepare-payment left none). */
async function recordAuthorisedPayment(
  tx: RequestContext,
  reservation: Reservation,
  intent: IntentView,
  gateway: PaymentGatewayMode,
): Promise<Payment> {
  const existing = await tx.manager.findOne(Payment, { where: { intentId: intent.id }, lock: { mode: 'pessimistic_write' } });
  if (!existing) {
    const inserted = await tx.manager.insert(Payment, {
      reservationId: reservation.id,
      bookingRequestId: reservation.bookingRequestId!,
      gateway,
      intentId: intent.id,
      state: PaymentState.AUTHORISED,
      amountCents: intent.amountCents,
    });
    return tx.manager.findOneByOrFail(Payment, { id: (inserted.identifiers[0] as { id: number }).id });
  }
  if (existing.bookingRequestId !== reservation.bookingRequestId) throw notAuthorised();
  if (existing.state !== PaymentState.AUTHORISED && !canMovePayment(existing.state, PaymentState.AUTHORISED)) throw notAuthorised();
  await tx.manager.update(
    Payment,
    { id: existing.id },
    {
      state: PaymentState.AUTHORISED,
      reservationId: reservation.id,
      amountCents: intent.amountCents,
      failureCode: null,
      failureMessage: null,
    },
  );
  return tx.manager.findOneByOrFail(Payment, { id: existing.id });
}
