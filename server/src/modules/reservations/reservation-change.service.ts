// Change proposals of accepted reservations (reservation-change.ts has the table). Every move is one
// transaction under the reservation's lock, then the proposal's: the provider proposes (the new
// places held until the proposal expires; an open proposal is replaced), withdraws; the guest
// accepts or declines (signed in, or through the emailed link); the sweep expires.
//
// Accepting, in one transaction: the reservation's places move to the proposal's (capacity
// moveHold), the reservation takes the proposal's date, start, people, offers and totals (the old
// ones stay in the proposal's `previous`), and the money follows the difference: less → a partial
// refund job (keyed by the change, clamped to what is left), more → the difference's payment,
// authorised by the guest's card before, recorded AUTHORISED and its capture queued. Emails through
// the booking email job: the proposal to the guest, the answer to the provider.
import { crashPoint } from '../../shared/crash-points.js';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction, refuseAfterCommit, withSavepoint } from '../../shared/transaction.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { failureCause } from '../payments/payment-failure.js';
import type { IntentView, PaymentGateway, TestAuthentication, TestCard } from '../payments/payment-gateway.js';
import { isPaymentGatewayError } from '../payments/payment-gateway-error.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { isPublicService } from '../catalog/service-visibility.js';
import { holdPlaces, moveHold, releasePlaces } from '../scheduling/capacity.service.js';
import { queueWaitlistServe } from '../waitlist/waitlist-serve.js';
import { queueBookingEmail } from './booking-emails.js';
import { authenticationRequired, paymentFailed } from './booking-payment.service.js';
import type { BookingPaymentPreparation } from './booking-payment.types.js';
import { startInstant } from '../scheduling/wall-clock.js';
import { chooseOffers } from '../booking/offer-choice.js';
import { priceChange, type PricedOffer } from '../booking/pricing.js';
import { assertActor, checkNote, type Actor } from './reservation-access.js';
import {
  changeExpiry,
  changeMoney,
  changeNotOpen,
  changeTransition,
  ReservationChangeEvent,
  ReservationChangeState,
} from './reservation-change.js';
import { ReservationChange, type ReservationChangeLine, type ReservationSnapshot } from './reservation-change.entity.js';
import { reservationStateError } from './reservation-states.js';
import { Reservation, ReservationOffer, ReservationState } from './reservation.entity.js';
import { PAYMENT_CAPTURE_QUEUE, PAYMENT_REFUND_QUEUE, queueRelease, type PaymentJob, type RefundJob } from './payment-queue.js';

const notChangeable = () => new DomainError('CONFLICT', { id: 'reservationChange.notChangeable' }, undefined, 'RESERVATION_NOT_CHANGEABLE');
const tooLate = () => new DomainError('CONFLICT', { id: 'reservationChange.tooLate' }, undefined, 'RESERVATION_NOT_CHANGEABLE');
const notBookable = () => new DomainError('UNPROCESSABLE', { id: 'capacity.notBookable' }, undefined, 'SLOT_NOT_BOOKABLE');
const paymentRequired = () => new DomainError('CONFLICT', { id: 'reservationChange.paymentRequired' }, undefined, 'PAYMENT_NOT_AUTHORISED');
const noPayment = () => new DomainError('CONFLICT', { id: 'reservationChange.noPayment' }, undefined, 'PAYMENT_NOT_REQUIRED');
const amountMismatch = () => new DomainError('CONFLICT', { id: 'reservation.amountMismatch' }, undefined, 'PAYMENT_AMOUNT_MISMATCH');

export interface ChangeProposal {
  date: string;
  startTime: string;
  offers: { offerId: number; quantity: number }[];
  note?: string | null;
}

export interface ChangePayment {
  testCard?: TestCard | null;
  /** The answer to the 3-D Secure check the test card asked for (card simulator). */
  testAuthentication?: TestAuthentication | null;
  paymentIntentId?: string | null;
}

/**
 * A change moves the booking to a new start as a new booking would: refused (SLOT_NOT_BOOKABLE) once
 * guests may no longer see the service (service-visibility.ts). The provider's proposal meets the
 * same rule in capacity's holdPlaces.
 */
async function assertServiceBookable(tx: RequestContext, reservation: Reservation): Promise<void> {
  if (!(await isPublicService(await referredBy(tx, reservation), reservation.serviceId))) throw notBookable();
}

/**
 * The caller as the booking's own guest was: with the referral of the partner object it was
 * attributed to, so an exclusive service of that partner stays reachable for its changes.
 */
async function referredBy(tx: RequestContext, reservation: Reservation): Promise<RequestContext> {
  if (reservation.partnerObjectId === null) return tx;
  const [object]: { code: string }[] = await tx.manager.query('SELECT referral_code AS code FROM partner_object WHERE id = $1', [
    reservation.partnerObjectId,
  ]);
  return object ? { ...tx, referral: { code: object.code, visitedAt: reservation.createdAt } } : tx;
}

async function lockReservation(tx: RequestContext, reservationId: number, actor: Actor): Promise<Reservation> {
  const reservation = await tx.manager.findOne(Reservation, { where: { id: reservationId }, lock: { mode: 'pessimistic_write' } });
  if (!reservation) throw notFound();
  await assertActor(tx, reservation, actor);
  return reservation;
}

async function openChange(tx: RequestContext, reservationId: number): Promise<ReservationChange | null> {
  return tx.manager.findOne(ReservationChange, {
    where: { reservationId, state: ReservationChangeState.PROPOSED },
    lock: { mode: 'pessimistic_write' },
  });
}

/** The open proposal, still within its time; 409 RESERVATION_CHANGE_STATE otherwise. */
async function liveChange(tx: RequestContext, reservationId: number, now: number, changeId?: number | null): Promise<ReservationChange> {
  const change = await openChange(tx, reservationId);
  if (!change || (changeId != null && change.id !== changeId) || change.expiresAt.getTime() <= now) throw changeNotOpen();
  return change;
}

interface LiveOffer extends PricedOffer {
  priceType: string;
}

/** The proposal priced as a booking of now (common's changePrice): the service's live offers, the reservation's discount code, the fee. */
async function priceProposal(tx: RequestContext, reservation: Reservation, offers: ChangeProposal['offers']) {
  const live: LiveOffer[] = await tx.manager.query(
    `SELECT id, name, price_type AS "priceType", price_cents AS "priceCents", discount_price_cents AS "discountPriceCents", group_size AS "groupNumber"
     FROM offer WHERE service_id = $1 AND archived_at IS NULL`,
    [reservation.serviceId],
  );
  const [limits]: { minPeople: number; maxPeople: number }[] = await tx.manager.query(
    'SELECT min_people AS "minPeople", max_people AS "maxPeople" FROM service WHERE id = $1',
    [reservation.serviceId],
  );
  const { chosen } = chooseOffers(live, offers, limits);
  if (chosen.length === 0) throw invalidInput({ offers: { id: 'booking.noOffers' } });

  const [code]: { percent: number }[] = reservation.discountCode
    ? await tx.manager.query('SELECT percent FROM discount_code WHERE code = $1', [reservation.discountCode])
    : [];
  const price = priceChange(
    live,
    chosen,
    { discountPercent: code?.percent ?? null, feePercent: tx.config.BOOKING_FEE_PERCENT },
    reservation.totalCents,
  );
  const types = new Map(live.map((offer) => [offer.id, offer.priceType]));
  const lines: ReservationChangeLine[] = price.lines.map((line) => ({ ...line, priceType: types.get(line.offerId)! }));
  return { price, lines };
}

async function snapshotOf(tx: RequestContext, reservation: Reservation): Promise<ReservationSnapshot> {
  const offers = await tx.manager.find(ReservationOffer, { where: { reservationId: reservation.id }, order: { offerId: 'ASC' } });
  return {
    date: reservation.date,
    startTime: reservation.startTime,
    startsAt: reservation.startsAt.toISOString(),
    people: reservation.people,
    holdId: reservation.holdId,
    subtotalCents: reservation.subtotalCents,
    discountCents: reservation.discountCents,
    feeCents: reservation.feeCents,
    totalCents: reservation.totalCents,
    commissionCents: reservation.commissionCents,
    commissionVatCents: reservation.commissionVatCents,
    offers: offers.map(
      ({ offerId, name, priceType, groupNumber, priceCents, discountRate, unitPriceCents, quantity, people, lineTotalCents }) => ({
        offerId,
        name,
        priceType,
        groupNumber,
        priceCents,
        discountRate,
        unitPriceCents,
        quantity,
        people,
        lineTotalCents,
      }),
    ),
  };
}

const sameOffers = (a: { offerId: number; quantity: number }[], b: { offerId: number; quantity: number }[]) =>
  a.length === b.length && a.every((line) => b.some((other) => other.offerId === line.offerId && other.quantity === line.quantity));

/**
 * Ends an open proposal without moving the booking (declined, withdrawn, expired or the booking
 * ended): its places and its payment of the difference (never captured) are released.
 */
async function close(
  tx: RequestContext,
  change: ReservationChange,
  event: ReservationChangeEvent,
  now: number,
  options: { email: boolean } = { email: true },
): Promise<void> {
  const step = changeTransition(change.state, event);
  await tx.manager.update(ReservationChange, { id: change.id }, { state: step.to, decidedAt: new Date(now) });
  const released = await releasePlaces(tx, change.holdId);
  // The proposal's places at its start are free again: that start's waitlist is served.
  await queueWaitlistServe(tx, released, `change:${change.id}:${step.to}`);
  if (change.paymentId !== null) {
    const payment = await tx.manager.findOneBy(Payment, { id: change.paymentId });
    if (payment && payment.state !== PaymentState.RELEASED) await queueRelease(tx, payment);
  }
  if (options.email) await queueBookingEmail(tx, change.reservationId, step.email, `change-${change.id}`);
}

/** The reservation leaves ACCEPTED (cancelled): its open proposal is withdrawn with it. Inside the caller's transaction. */
export async function closeOpenChange(tx: RequestContext, reservationId: number): Promise<void> {
  const change = await openChange(tx, reservationId);
  // The guest hears of the cancellation itself, not of the proposal it ends.
  if (change) await close(tx, change, ReservationChangeEvent.WITHDRAW, await databaseNow(tx), { email: false });
}

/**
 * The provider proposes a change of an accepted booking whose start is to come: the new start must
 * be bookable for the new people (the booking's own places count as free at its own start); the
 * new places are held until the proposal expires. A proposal already open is withdrawn first.
 */
const resellerBooking = () => new DomainError('CONFLICT', { id: 'reservationChange.resellerBooking' }, undefined, 'RESELLER_BOOKING');

export async function proposeChange(ctx: RequestContext, reservationId: number, input: ChangeProposal): Promise<void> {
  const note = checkNote('note', input.note);
  await inTransaction(ctx, async (tx) => {
    const reservation = await lockReservation(tx, reservationId, 'provider');
    if (reservation.state !== ReservationState.ACCEPTED) throw reservationStateError(reservation.state);
    // A reseller's booking changes through the reseller (OCTO), never by a proposal to its guest.
    if (reservation.resellerId !== null) throw resellerBooking();
    const now = await databaseNow(tx);
    if (reservation.startsAt.getTime() <= now) throw notChangeable();
    const startsAt = startInstant(input.date, input.startTime);
    if (!startsAt) throw notBookable();
    const { price, lines } = await priceProposal(tx, reservation, input.offers);
    const previous = await snapshotOf(tx, reservation);
    if (startsAt.getTime() === reservation.startsAt.getTime() && sameOffers(previous.offers, lines))
      throw invalidInput({ date: { id: 'reservationChange.unchanged' } });
    const expiresAt = changeExpiry(now, startsAt, reservation.startsAt);
    if (expiresAt.getTime() - now < 60_000) throw tooLate();

    const open = await openChange(tx, reservation.id);
    // Replaced by the new proposal, whose email the guest gets instead.
    if (open) await close(tx, open, ReservationChangeEvent.WITHDRAW, now, { email: false });
    const made = await tx.manager.countBy(ReservationChange, { reservationId: reservation.id });
    const hold = await holdPlaces(await referredBy(tx, reservation), {
      serviceId: reservation.serviceId,
      startsAt,
      people: price.people,
      reference: `reservation-change:${reservation.id}:${made + 1}`,
      ttlMs: expiresAt.getTime() - now,
      label: `Change of ${reservation.number}`,
      freeing: reservation.holdId,
    });
    const inserted = await tx.manager.insert(ReservationChange, {
      reservationId: reservation.id,
      state: ReservationChangeState.PROPOSED,
      date: input.date,
      startTime: input.startTime,
      startsAt,
      people: price.people,
      offers: lines,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      feeCents: price.feeCents,
      totalCents: price.totalCents,
      commissionCents: price.commissionCents,
      commissionVatCents: price.commissionVatCents,
      differenceCents: price.differenceCents,
      note,
      holdId: hold.id,
      paymentId: null,
      previous,
      proposedAt: new Date(now),
      expiresAt: hold.expiresAt,
      decidedAt: null,
    });
    const changeId = (inserted.identifiers[0] as { id: number }).id;
    await queueBookingEmail(tx, reservation.id, 'CHANGE_PROPOSED', `change-${changeId}`);
  });
}

/** The provider withdraws the open proposal (`changeId`, when given, must be it). */
export async function withdrawChange(ctx: RequestContext, reservationId: number, changeId?: number | null): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockReservation(tx, reservationId, 'provider');
    const now = await databaseNow(tx);
    const change = await openChange(tx, reservationId);
    if (!change || (changeId != null && change.id !== changeId)) throw changeNotOpen();
    await close(tx, change, ReservationChangeEvent.WITHDRAW, now);
  });
}

/** The guest declines the open proposal: its places released, the booking unchanged, the provider told. */
export async function declineChange(ctx: RequestContext, reservationId: number, actor: Actor = 'guest'): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockReservation(tx, reservationId, actor);
    const now = await databaseNow(tx);
    await close(tx, await liveChange(tx, reservationId, now), ReservationChangeEvent.DECLINE, now);
  });
}

/** The sweep: open proposals past their expiry are EXPIRED, their places and payments released. */
export async function expireChanges(ctx: RequestContext, limit = 200): Promise<number[]> {
  const overdue: { id: number; reservation_id: number }[] = await ctx.manager.query(
    "SELECT id, reservation_id FROM reservation_change WHERE state = 'PROPOSED' AND expires_at <= clock_timestamp() ORDER BY expires_at, id LIMIT $1",
    [limit],
  );
  const expired: number[] = [];
  for (const row of overdue) {
    const done = await inTransaction(ctx, async (tx) => {
      await tx.manager.query('SELECT id FROM reservation WHERE id = $1 FOR UPDATE', [row.reservation_id]);
      const change = await openChange(tx, row.reservation_id);
      const now = await databaseNow(tx);
      if (!change || change.id !== row.id || change.expiresAt.getTime() > now) return false;
      await close(tx, change, ReservationChangeEvent.EXPIRE, now);
      return true;
    });
    if (done) expired.push(row.id);
  }
  return expired;
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
 * The card payment of the difference of an open proposal that costs more: its PaymentIntent
 * (capture manual) and payment row, created once per proposal and reused.
 */
export async function prepareChangePayment(
  ctx: RequestContext,
  reservationId: number,
  actor: Actor = 'guest',
): Promise<BookingPaymentPreparation> {
  const gateway = paymentGateway(ctx);
  return inTransaction(ctx, async (tx) => {
    const reservation = await lockReservation(tx, reservationId, actor);
    const change = await liveChange(tx, reservationId, await databaseNow(tx));
    // A reseller's booking has no card here: the reseller pays (resellers/), so no change payment.
    if (change.differenceCents <= 0 || reservation.bookingRequestId === null) throw noPayment();
    await assertServiceBookable(tx, reservation);
    const current = change.paymentId === null ? null : await tx.manager.findOneByOrFail(Payment, { id: change.paymentId });
    if (current && current.state !== PaymentState.RELEASED) {
      const intent = await gateway.retrieve(current.intentId);
      if (intent.status !== 'canceled') return preparation(gateway, intent);
    }
    // The first intent of the proposal, or a fresh one after a refused acceptance released it.
    const intent = await gateway.createAuthorisation({
      amountCents: change.differenceCents,
      idempotencyKey: current ? `reservation-change:${change.id}:${randomUUID()}` : `reservation-change:${change.id}`,
      description: `Lokalno booking ${reservation.number}: change`,
      metadata: { reservationId: String(reservation.id), reservationChangeId: String(change.id) },
    });
    const inserted = await tx.manager.insert(Payment, {
      reservationId: reservation.id,
      bookingRequestId: reservation.bookingRequestId,
      gateway: gateway.mode,
      intentId: intent.id,
      state: PaymentState.PENDING,
      amountCents: intent.amountCents,
    });
    await tx.manager.update(ReservationChange, { id: change.id }, { paymentId: (inserted.identifiers[0] as { id: number }).id });
    return preparation(gateway, intent);
  });
}

/** A failed card attempt on the difference, in the acceptance's transaction (kept by a CommittedRefusal). */
async function recordFailure(tx: RequestContext, intent: IntentView): Promise<void> {
  if (!intent.failure) return;
  await tx.manager.query(
    "UPDATE payment SET state = 'FAILED', failure_code = $2, failure_message = $3, updated_at = clock_timestamp() WHERE intent_id = $1 AND state IN ('PENDING', 'FAILED')",
    [intent.id, intent.failure.declineCode ?? intent.failure.code, failureCause(intent.failure)],
  );
}

/**
 * Before the acceptance's transaction: the difference authorised on the guest's card (a test card
 * confirmed now in simulator mode, and its 3-D Secure check answered when it asks for one: 409
 * AUTHENTICATION_REQUIRED until then; or the intent Stripe's Payment Element confirmed). A declined
 * card is 402 PAYMENT_FAILED with its cause (the proposal stays open).
 */
async function authoriseDifference(
  ctx: RequestContext,
  reservationId: number,
  actor: Actor,
  input: ChangePayment,
): Promise<IntentView | null> {
  const change = await ctx.manager.findOneBy(ReservationChange, { reservationId, state: ReservationChangeState.PROPOSED });
  if (!change || change.differenceCents <= 0) return null;
  const reservation = await ctx.manager.findOneBy(Reservation, { id: reservationId });
  if (!reservation) throw notFound();
  await assertActor(ctx, reservation, actor);
  if (change.paymentId === null) throw paymentRequired();
  const payment = await ctx.manager.findOneByOrFail(Payment, { id: change.paymentId });
  const gateway = paymentGateway(ctx);
  if (input.testCard) {
    if (gateway.mode !== 'simulator') throw notFound();
    const digits = input.testCard.number.replace(/ /g, '');
    if (!/^\d{12,19}$/.test(digits)) throw invalidInput({ 'testCard.number': { id: 'booking.cardNumber' } });
    try {
      await gateway.confirmTestCard(payment.intentId, { ...input.testCard, number: digits }, `change-test-card:${randomUUID()}`);
    } catch (error) {
      // Authorised already (a second click): the intent is read below.
      if (!isPaymentGatewayError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
    }
  } else if (input.testAuthentication) {
    if (gateway.mode !== 'simulator') throw notFound();
    try {
      await gateway.authenticateTestCard(payment.intentId, input.testAuthentication, `change-test-authentication:${randomUUID()}`);
    } catch (error) {
      // No check under way (answered already): the intent is read below.
      if (!isPaymentGatewayError(error) || error.code !== 'payment_intent_unexpected_state') throw error;
    }
  } else if (input.paymentIntentId !== payment.intentId) {
    throw paymentRequired();
  }
  const intent = await gateway.retrieve(payment.intentId);
  if (intent.status === 'requires_capture') {
    if (intent.amountCents !== change.differenceCents || intent.amountCapturableCents < change.differenceCents) throw amountMismatch();
    return intent;
  }
  if (intent.failure) {
    await recordFailure(ctx, intent);
    refuseAfterCommit(paymentFailed(failureCause(intent.failure)));
  }
  // The test card asks for its 3-D Secure check: the proposal waits for the guest's answer.
  if (intent.status === 'requires_action' && gateway.mode === 'simulator') throw authenticationRequired();
  throw paymentRequired();
}

/** The difference's refund, from the booking's payments in order, each keyed by the change. */
async function queueChangeRefund(tx: RequestContext, reservationId: number, changeId: number, amountCents: number): Promise<void> {
  const payments = await tx.manager.find(Payment, { where: { reservationId }, order: { id: 'ASC' } });
  let left = amountCents;
  for (const payment of payments) {
    if (left <= 0) break;
    if (payment.state !== PaymentState.AUTHORISED && payment.state !== PaymentState.CAPTURED && payment.state !== PaymentState.REFUNDED)
      continue;
    const part = Math.min(left, payment.amountCents - payment.refundedCents);
    if (part <= 0) continue;
    await tx.jobs.enqueue(
      tx.manager,
      PAYMENT_REFUND_QUEUE,
      { paymentId: payment.id, amountCents: part } satisfies RefundJob,
      `payment:${payment.id}:refund:change-${changeId}`,
    );
    left -= part;
  }
}

/**
 * The guest accepts the open proposal. When it costs more, the difference is authorised first (see
 * authoriseDifference); then, in one transaction: the places move, the booking takes the proposal's
 * date, start, people, offers and totals, the money follows (refund or capture job), the provider
 * is told.
 */
export async function acceptChange(
  ctx: RequestContext,
  reservationId: number,
  input: ChangePayment = {},
  actor: Actor = 'guest',
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    // Accepts of one booking run one after another: the card is asked once per acceptance.
    await lockReservation(tx, reservationId, actor);
    const intent = await authoriseDifference(tx, reservationId, actor, input);
    if (intent) crashPoint(tx, 'change.authorised');
    try {
      await withSavepoint(tx, () => moveToChange(tx, reservationId, intent, actor));
    } catch (error) {
      // Refused after the card was authorised (expired meanwhile, no room left): the money goes back.
      if (!intent || !(error instanceof DomainError)) throw error;
      await releaseIntent(tx, intent.id);
      refuseAfterCommit(error);
    }
  });
}

/** Queues the release of an authorised difference the acceptance could not use, in `tx`. */
async function releaseIntent(tx: RequestContext, intentId: string): Promise<void> {
  const payment = await tx.manager.findOneBy(Payment, { intentId });
  if (payment && payment.state !== PaymentState.RELEASED && payment.state !== PaymentState.AUTHORISED) await queueRelease(tx, payment);
}

async function moveToChange(ctx: RequestContext, reservationId: number, intent: IntentView | null, actor: Actor): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const reservation = await lockReservation(tx, reservationId, actor);
    const now = await databaseNow(tx);
    const change = await liveChange(tx, reservationId, now);
    if (reservation.state !== ReservationState.ACCEPTED) throw reservationStateError(reservation.state);
    await assertServiceBookable(tx, reservation);
    const step = changeTransition(change.state, ReservationChangeEvent.ACCEPT);
    const money = changeMoney(change.differenceCents);
    if (money === 'charge' && (!intent || change.paymentId === null)) throw paymentRequired();

    await moveHold(tx, reservation.holdId, change.holdId, `Reservation ${reservation.number}`);
    // People moved away from the old start (to another start, or fewer of them): its waitlist is served.
    await queueWaitlistServe(tx, { serviceId: reservation.serviceId, startsAt: reservation.startsAt }, `change:${change.id}:ACCEPTED`);
    await tx.manager.update(
      Reservation,
      { id: reservation.id },
      {
        date: change.date,
        startTime: change.startTime,
        startsAt: change.startsAt,
        people: change.people,
        holdId: change.holdId,
        subtotalCents: change.subtotalCents,
        discountCents: change.discountCents,
        feeCents: change.feeCents,
        totalCents: change.totalCents,
        commissionCents: change.commissionCents,
        commissionVatCents: change.commissionVatCents,
        version: () => 'version + 1',
      },
    );
    await tx.manager.delete(ReservationOffer, { reservationId: reservation.id });
    await tx.manager.insert(
      ReservationOffer,
      change.offers.map((line) => ({ ...line, reservationId: reservation.id, priceType: line.priceType as ReservationOffer['priceType'] })),
    );
    await tx.manager.update(ReservationChange, { id: change.id }, { state: step.to, decidedAt: new Date(now) });

    if (money === 'refund') await queueChangeRefund(tx, reservation.id, change.id, -change.differenceCents);
    if (money === 'charge') {
      await tx.manager.update(
        Payment,
        { id: change.paymentId! },
        { state: PaymentState.AUTHORISED, amountCents: intent!.amountCents, failureCode: null, failureMessage: null },
      );
      await tx.jobs.enqueue(
        tx.manager,
        PAYMENT_CAPTURE_QUEUE,
        { paymentId: change.paymentId! } satisfies PaymentJob,
        `payment:${change.paymentId!}:capture`,
      );
    }
    await queueBookingEmail(tx, reservation.id, step.email, `change-${change.id}`);
  });
}
