import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  authorisedIntent,
  bookableService,
  queuedJobs,
  requestReadyToPay,
  serviceContext,
  staffAndProvider,
  type BookableService,
} from '../../../test/booking.js';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { translate } from '../../shared/i18n/index.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { RESERVATION_NUMBER_PATTERN } from './reservation-number.js';
import { type BookingEmailJob } from './booking-emails.js';
import { sweepBookings } from './booking-sweep.js';
import { Reservation, ReservationOffer, ReservationState } from './reservation.entity.js';
import {
  acceptReservation,
  cancelByGuest,
  cancelByProvider,
  expireReservation,
  refundIfCancelledCents,
  rejectReservation,
  withdrawReservation,
} from './reservation.service.js';
import { applyCapture, applyRefund, applyRelease } from './payment-results.js';
import { recordAuthorisation } from './reservation-creation.service.js';
import { type PaymentJob, type RefundJob } from './payment-queue.js';

let app: TestApp;
let service: BookableService;
let strict: BookableService;
let ctx: RequestContext;
let providerCtx: RequestContext;
let otherProviderCtx: RequestContext;
let guest: Awaited<ReturnType<typeof signedIn>>;
let guestCtx: RequestContext;
let dates = 0;

beforeAll(async () => {
  app = await startTestApp();
  const { provider, staffToken } = await staffAndProvider(app);
  // Answer time 0.5 h; full refund up to 2 days before the start.
  service = await bookableService(app, provider, staffToken);
  strict = await bookableService(app, provider, staffToken, {
    title: 'Sunset sailing from Pula',
    cancellationPolicy: 'NO_REFUND',
    cancellationBefore: null,
  });
  ctx = serviceContext(app);
  providerCtx = serviceContext(app, { id: provider.user.id, roles: ['ROLE_OWNER'] });
  const other = await staffAndProvider(app);
  otherProviderCtx = serviceContext(app, { id: other.provider.user.id, roles: ['ROLE_OWNER'] });
  guest = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
  guestCtx = serviceContext(app, { id: guest.user.id, roles: ['ROLE_CUSTOMER'] });
}, 120_000);

/** A new day of 2027 for each reservation, so places never run out. */
function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 2, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

async function pendingReservation(options: { on?: BookableService; token?: string; discountCode?: string } = {}) {
  const { id, view } = await requestReadyToPay(app, options.on ?? service, {
    date: nextDate(),
    token: options.token,
    discountCode: options.discountCode,
  });
  const intent = authorisedIntent(view.totalCents);
  const reservation = await recordAuthorisation(ctx, id, intent);
  return { requestId: id, intent, reservation };
}

const holdOf = async (reservation: Reservation) =>
  (await app.db.dataSource.query('SELECT state, expires_at FROM hold WHERE id = $1', [reservation.holdId]))[0] as {
    state: string;
    expires_at: Date;
  };
const paymentOf = (reservation: Reservation) => app.db.dataSource.manager.findOneByOrFail(Payment, { reservationId: reservation.id });
const emailsOf = async (reservation: Reservation) =>
  (await queuedJobs<BookingEmailJob>(app, 'booking.email')).filter((job) => job.reservationId === reservation.id).map((job) => job.kind);
const jobsFor = async <T extends PaymentJob>(queue: string, payment: Payment) =>
  (await queuedJobs<T>(app, queue)).filter((job) => job.paymentId === payment.id);

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('recordAuthorisation', () => {
  it('makes the PENDING reservation with a snapshot, the answer deadline, the payment AUTHORISED and the emails queued', async () => {
    const { id, view } = await requestReadyToPay(app, service, {
      date: nextDate(),
      token: guest.token,
      offers: [
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: service.childOfferId, quantity: 1 },
      ],
      discountCode: 'LOKALNO10',
    });
    const [{ now }] = await app.db.dataSource.query('SELECT clock_timestamp() AS now');
    const intent = authorisedIntent(view.totalCents);
    const reservation = await recordAuthorisation(ctx, id, intent);

    expect(reservation.number).toMatch(RESERVATION_NUMBER_PATTERN);
    expect(reservation).toMatchObject({
      state: ReservationState.PENDING,
      serviceId: service.serviceId,
      userId: guest.user.id,
      bookingRequestId: id,
      email: 'guest@example.com',
      phone: '+385912345678', // typed as +385 91 234 5678, kept in E.164
      message: 'We are vegetarian.',
      people: 3,
      subtotalCents: 9550,
      discountCode: 'LOKALNO10',
      discountCents: 955,
      feeCents: 0,
      totalCents: 8595,
      // 15% of 85.95 = 12.8925 → 12.89; VAT 25% = 3.2225 → 3.22
      commissionCents: 1289,
      commissionVatCents: 322,
      cancellationPolicy: 'FULL_REFUND_DAYS',
      cancellationBefore: 2,
      cancelledBy: null,
    });
    // Answer time 0.5 h: the deadline is 30 minutes after sending (well before 6 days and the start).
    const deadlineIn = reservation.answerDeadline.getTime() - new Date(now).getTime();
    expect(deadlineIn).toBeGreaterThan(29 * 60_000);
    expect(deadlineIn).toBeLessThan(31 * 60_000);
    const hold = await holdOf(reservation);
    expect(hold.state).toBe('HELD');
    expect(Math.abs(hold.expires_at.getTime() - reservation.answerDeadline.getTime())).toBeLessThan(2000);

    const offers = await app.db.dataSource.manager.find(ReservationOffer, {
      where: { reservationId: reservation.id },
      order: { offerId: 'ASC' },
    });
    expect(offers.map(({ reservationId: _, ...offer }) => offer)).toEqual([
      {
        offerId: service.adultOfferId,
        name: 'Classic tasting',
        priceType: 'PER_PERSON',
        groupNumber: 1,
        priceCents: 3500,
        discountRate: 0,
        unitPriceCents: 3500,
        quantity: 2,
        people: 2,
        lineTotalCents: 7000,
      },
      {
        offerId: service.childOfferId,
        name: 'Child',
        priceType: 'PER_PERSON',
        groupNumber: 1,
        priceCents: 3000,
        discountRate: 15,
        unitPriceCents: 2550,
        quantity: 1,
        people: 1,
        lineTotalCents: 2550,
      },
    ]);
    expect(await paymentOf(reservation)).toMatchObject({
      state: PaymentState.AUTHORISED,
      intentId: intent.id,
      amountCents: 8595,
      bookingRequestId: id,
      gateway: 'simulator',
    });
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED']);

    const request = await app.request(`/api/booking/request/${id}`, { token: guest.token });
    expect(request.body).toMatchObject({ status: 'SENT', reservation: { id: reservation.id, number: reservation.number } });
    expect((await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {}, token: guest.token })).status).toBe(409);
    // Once sent, the request shows the reservation's snapshot, whatever the provider changes later.
    await app.db.dataSource.query('UPDATE offer SET price_cents = price_cents * 2 WHERE id = $1', [service.adultOfferId]);
    const after = await app.request(`/api/booking/request/${id}`, { token: guest.token });
    await app.db.dataSource.query('UPDATE offer SET price_cents = price_cents / 2 WHERE id = $1', [service.adultOfferId]);
    expect(after.body).toMatchObject({
      people: 3,
      subtotalCents: 9550,
      discountCents: 955,
      totalCents: 8595,
      offers: [
        { offerId: service.adultOfferId, unitPriceCents: 3500, lineTotalCents: 7000 },
        { offerId: service.childOfferId, unitPriceCents: 2550 },
      ],
    });
    expect((await app.request(`/api/booking/request/${id}`, { method: 'DELETE', token: guest.token })).status).toBe(409);
  });

  it('is idempotent: a second call returns the same reservation and changes nothing', async () => {
    const { requestId, intent, reservation } = await pendingReservation();
    const again = await recordAuthorisation(ctx, requestId, intent);
    expect(again.id).toBe(reservation.id);
    expect(again.number).toBe(reservation.number);
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: requestId })).toBe(1);
    expect(await app.db.dataSource.manager.countBy(Payment, { bookingRequestId: requestId })).toBe(1);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED']);
  });

  it('makes one reservation when called twice at once (the request is locked)', async () => {
    const { id, view } = await requestReadyToPay(app, service, { date: nextDate() });
    const intent = authorisedIntent(view.totalCents);
    const [a, b] = await Promise.all([recordAuthorisation(ctx, id, intent), recordAuthorisation(ctx, id, intent)]);
    expect(a.id).toBe(b.id);
    expect(await app.db.dataSource.manager.countBy(Payment, { bookingRequestId: id })).toBe(1);
  });

  it('turns the payment row prepare-payment left PENDING (or FAILED after a declined card) into AUTHORISED', async () => {
    const { id, view } = await requestReadyToPay(app, service, { date: nextDate() });
    const intent = authorisedIntent(view.totalCents);
    await app.db.dataSource.manager.insert(Payment, {
      bookingRequestId: id,
      gateway: 'stripe',
      intentId: intent.id,
      state: PaymentState.FAILED,
      amountCents: view.totalCents,
      failureCode: 'card_declined',
    });
    const reservation = await recordAuthorisation(ctx, id, intent);
    expect(await paymentOf(reservation)).toMatchObject({
      state: PaymentState.AUTHORISED,
      gateway: 'stripe',
      failureCode: null,
      reservationId: reservation.id,
    });
  });

  it('refuses an intent that is not authorised, or for another amount', async () => {
    const { id, view } = await requestReadyToPay(app, service, { date: nextDate() });
    expect(
      (await refusal(recordAuthorisation(ctx, id, authorisedIntent(view.totalCents, { status: 'requires_payment_method' })))).reason,
    ).toBe('PAYMENT_NOT_AUTHORISED');
    expect((await refusal(recordAuthorisation(ctx, id, authorisedIntent(view.totalCents + 1)))).reason).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: id })).toBe(0);
  });

  it('refuses a request whose steps are not done (409) or whose hold ran out (410)', async () => {
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
    const step = await refusal(recordAuthorisation(ctx, early, authorisedIntent(7000)));
    expect([step.code, step.reason]).toEqual(['CONFLICT', 'BOOKING_STEP']);

    const { id, view } = await requestReadyToPay(app, service, { date: nextDate() });
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    const expired = await refusal(recordAuthorisation(ctx, id, authorisedIntent(view.totalCents)));
    expect([expired.code, expired.reason]).toEqual(['GONE', 'BOOKING_EXPIRED']);
    expect(translate(expired.userMessage, 'en')).toBe('Time to purchase has expired, please choose your offer again.');
    expect((await refusal(recordAuthorisation(ctx, randomUUID(), authorisedIntent(100)))).code).toBe('NOT_FOUND');
  });
});

describe('transitions', () => {
  it('ACCEPT: the provider accepts; the places are kept for good and the capture is queued', async () => {
    const { reservation } = await pendingReservation();
    const countBefore = (await app.db.dataSource.query('SELECT booking_count FROM service WHERE id = $1', [service.serviceId]))[0]
      .booking_count;
    const accepted = await acceptReservation(providerCtx, reservation.id);
    expect(accepted).toMatchObject({ state: ReservationState.ACCEPTED, cancelledBy: null, version: reservation.version + 1 });
    expect(accepted.decidedAt).toBeInstanceOf(Date);
    expect((await holdOf(reservation)).state).toBe('CONFIRMED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor('payments.capture', payment)).toEqual([{ paymentId: payment.id }]);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED', 'ACCEPTED']);
    expect((await app.db.dataSource.query('SELECT booking_count FROM service WHERE id = $1', [service.serviceId]))[0].booking_count).toBe(
      countBefore + 1,
    );

    const again = await refusal(acceptReservation(providerCtx, reservation.id));
    expect([again.code, again.reason]).toEqual(['CONFLICT', 'RESERVATION_STATE']);
    expect(translate(again.userMessage, 'en')).toBe('This booking is no longer waiting for this action (it is accepted).');
    expect(await jobsFor('payments.capture', payment)).toHaveLength(1);
  });

  it("ACCEPT: another provider's reservation is not found; an overdue one is refused as expired", async () => {
    const { reservation } = await pendingReservation();
    expect((await refusal(acceptReservation(otherProviderCtx, reservation.id))).code).toBe('NOT_FOUND');
    expect((await refusal(acceptReservation(guestCtx, reservation.id))).code).toBe('NOT_FOUND');
    await app.db.dataSource.query("UPDATE reservation SET answer_deadline = clock_timestamp() - interval '1 second' WHERE id = $1", [
      reservation.id,
    ]);
    const late = await refusal(acceptReservation(providerCtx, reservation.id));
    expect(late.reason).toBe('RESERVATION_STATE');
    expect(translate(late.userMessage, 'hr')).toBe('Ova rezervacija više ne čeka ovu radnju (status: istekla).');
  });

  it('REJECT: with a reason and a note; the places and the authorisation are released', async () => {
    const { reservation } = await pendingReservation();
    const [reason] = await app.db.dataSource.query("SELECT id FROM rejection_reason WHERE code = 'WEATHER'");
    expect((await refusal(rejectReservation(providerCtx, reservation.id, { reasonId: 999 }))).fields).toHaveProperty('reasonId');
    expect((await refusal(rejectReservation(providerCtx, reservation.id, { note: 'x'.repeat(2001) }))).fields).toHaveProperty('note');
    const rejected = await rejectReservation(providerCtx, reservation.id, { reasonId: reason.id, note: ' Storm warning. ' });
    expect(rejected).toMatchObject({
      state: ReservationState.REJECTED,
      rejectionReasonId: reason.id,
      rejectionNote: 'Storm warning.',
      cancelledBy: null,
    });
    expect((await holdOf(reservation)).state).toBe('RELEASED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor('payments.release', payment)).toEqual([{ paymentId: payment.id }]);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED', 'REJECTED']);
    expect((await refusal(rejectReservation(providerCtx, reservation.id))).reason).toBe('RESERVATION_STATE');
    expect((await refusal(acceptReservation(providerCtx, reservation.id))).reason).toBe('RESERVATION_STATE');
  });

  it('WITHDRAW: the guest withdraws before the answer; released, cancelled by the guest', async () => {
    const { reservation } = await pendingReservation({ token: guest.token });
    const stranger = serviceContext(app, { id: (await signedIn(app, { roles: ['ROLE_CUSTOMER'] })).user.id, roles: ['ROLE_CUSTOMER'] });
    expect((await refusal(withdrawReservation(stranger, reservation.id))).code).toBe('NOT_FOUND');
    expect((await refusal(cancelByGuest(guestCtx, reservation.id))).reason).toBe('RESERVATION_STATE');
    const withdrawn = await withdrawReservation(guestCtx, reservation.id, { note: 'Plans changed.' });
    expect(withdrawn).toMatchObject({ state: ReservationState.CANCELLED, cancelledBy: 'GUEST', cancellationNote: 'Plans changed.' });
    expect((await holdOf(reservation)).state).toBe('RELEASED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor('payments.release', payment)).toEqual([{ paymentId: payment.id }]);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED', 'CANCELLED']);
    expect((await refusal(withdrawReservation(guestCtx, reservation.id))).reason).toBe('RESERVATION_STATE');
  });

  it("WITHDRAW: an anonymous guest's reservation moves only for a caller that authorised already (a signed link)", async () => {
    const { reservation } = await pendingReservation();
    expect((await refusal(withdrawReservation(guestCtx, reservation.id))).code).toBe('NOT_FOUND');
    expect((await withdrawReservation(ctx, reservation.id, {}, { actor: 'authorised' })).state).toBe(ReservationState.CANCELLED);
  });

  it('EXPIRE: only once the answer deadline passed by the database clock; released', async () => {
    const { reservation } = await pendingReservation();
    expect((await refusal(expireReservation(ctx, reservation.id))).reason).toBe('RESERVATION_NOT_OVERDUE');
    await app.db.dataSource.query("UPDATE reservation SET answer_deadline = clock_timestamp() - interval '1 second' WHERE id = $1", [
      reservation.id,
    ]);
    const expired = await expireReservation(ctx, reservation.id);
    expect(expired).toMatchObject({ state: ReservationState.EXPIRED, cancelledBy: null });
    expect((await holdOf(reservation)).state).toBe('RELEASED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor('payments.release', payment)).toEqual([{ paymentId: payment.id }]);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED', 'EXPIRED']);
    const again = await refusal(expireReservation(ctx, reservation.id));
    expect(translate(again.userMessage, 'en')).toBe('This booking is no longer waiting for this action (it is expired).');
  });

  it('CANCEL_BY_GUEST: within the refund policy, a full refund is queued; the places are given back', async () => {
    const { reservation } = await pendingReservation({ token: guest.token });
    await acceptReservation(providerCtx, reservation.id);
    const accepted = await app.db.dataSource.manager.findOneByOrFail(Reservation, { id: reservation.id });
    expect(refundIfCancelledCents(accepted, Date.now())).toBe(reservation.totalCents);
    const cancelled = await cancelByGuest(guestCtx, reservation.id);
    expect(cancelled).toMatchObject({ state: ReservationState.CANCELLED, cancelledBy: 'GUEST' });
    expect((await holdOf(reservation)).state).toBe('RELEASED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor<RefundJob>('payments.refund', payment)).toEqual([{ paymentId: payment.id, amountCents: reservation.totalCents }]);
    expect(await emailsOf(reservation)).toEqual(['REQUEST_RECEIVED', 'ACCEPTED', 'CANCELLED']);
    expect((await refusal(cancelByGuest(guestCtx, reservation.id))).reason).toBe('RESERVATION_STATE');
    expect((await refusal(cancelByProvider(providerCtx, reservation.id, { note: 'Boat repairs.' }))).reason).toBe('RESERVATION_STATE');
  });

  it('CANCEL_BY_GUEST: without a refund under the policy, nothing is refunded', async () => {
    const noRefund = await pendingReservation({ on: strict, token: guest.token });
    await acceptReservation(providerCtx, noRefund.reservation.id);
    await cancelByGuest(guestCtx, noRefund.reservation.id);
    expect(await jobsFor('payments.refund', await paymentOf(noRefund.reservation))).toEqual([]);

    // Full refund up to 2 days before the start: a start in 1 day is too late.
    const late = await pendingReservation({ token: guest.token });
    await acceptReservation(providerCtx, late.reservation.id);
    await app.db.dataSource.query("UPDATE reservation SET starts_at = clock_timestamp() + interval '1 day' WHERE id = $1", [
      late.reservation.id,
    ]);
    await cancelByGuest(guestCtx, late.reservation.id);
    expect(await jobsFor('payments.refund', await paymentOf(late.reservation))).toEqual([]);
  });

  it('CANCEL_BY_PROVIDER: a full refund, whatever the policy; the places are given back', async () => {
    const { reservation } = await pendingReservation({ on: strict });
    expect((await refusal(cancelByProvider(providerCtx, reservation.id, { note: 'Boat repairs.' }))).reason).toBe('RESERVATION_STATE');
    await acceptReservation(providerCtx, reservation.id);
    expect((await refusal(cancelByProvider(otherProviderCtx, reservation.id, { note: 'Boat repairs.' }))).code).toBe('NOT_FOUND');
    const cancelled = await cancelByProvider(providerCtx, reservation.id, { note: 'Boat repairs.' });
    expect(cancelled).toMatchObject({ state: ReservationState.CANCELLED, cancelledBy: 'PROVIDER', cancellationNote: 'Boat repairs.' });
    expect((await holdOf(reservation)).state).toBe('RELEASED');
    const payment = await paymentOf(reservation);
    expect(await jobsFor<RefundJob>('payments.refund', payment)).toEqual([{ paymentId: payment.id, amountCents: reservation.totalCents }]);
    expect((await refusal(withdrawReservation(ctx, reservation.id, {}, { actor: 'authorised' }))).reason).toBe('RESERVATION_STATE');
  });

  it('takes one decision when the provider accepts and rejects at once', async () => {
    const { reservation } = await pendingReservation();
    const results = await Promise.allSettled([
      acceptReservation(providerCtx, reservation.id),
      rejectReservation(providerCtx, reservation.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as DomainError).reason).toBe('RESERVATION_STATE');
    const payment = await paymentOf(reservation);
    expect((await jobsFor('payments.capture', payment)).length + (await jobsFor('payments.release', payment)).length).toBe(1);
  });
});

describe('the sweep', () => {
  it('expires overdue pending reservations and reminds the provider halfway to the deadline, once', async () => {
    const overdue = await pendingReservation();
    const halfway = await pendingReservation();
    const fresh = await pendingReservation();
    await app.db.dataSource.query("UPDATE reservation SET answer_deadline = clock_timestamp() - interval '1 second' WHERE id = $1", [
      overdue.reservation.id,
    ]);
    await app.db.dataSource.query(
      "UPDATE reservation SET created_at = clock_timestamp() - interval '20 minutes', answer_deadline = clock_timestamp() + interval '10 minutes' WHERE id = $1",
      [halfway.reservation.id],
    );
    const first = await sweepBookings(ctx);
    expect(first.expired).toContain(overdue.reservation.id);
    const state = async (reservation: Reservation) =>
      (await app.db.dataSource.manager.findOneByOrFail(Reservation, { id: reservation.id })).state;
    expect(await state(overdue.reservation)).toBe(ReservationState.EXPIRED);
    expect(await state(halfway.reservation)).toBe(ReservationState.PENDING);
    expect(await state(fresh.reservation)).toBe(ReservationState.PENDING);
    expect(await emailsOf(halfway.reservation)).toEqual(['REQUEST_RECEIVED', 'REMINDER']);
    expect(await emailsOf(fresh.reservation)).toEqual(['REQUEST_RECEIVED']);
    const second = await sweepBookings(ctx);
    expect(second.expired).not.toContain(overdue.reservation.id);
    expect(second.reminded).not.toContain(halfway.reservation.id);
    expect(await emailsOf(halfway.reservation)).toEqual(['REQUEST_RECEIVED', 'REMINDER']);
  });
});

describe("recording the gateway's answers", () => {
  it('records a capture, a release and a refund once each, however often they are reported', async () => {
    const captured = await pendingReservation();
    await acceptReservation(providerCtx, captured.reservation.id);
    const payment = await paymentOf(captured.reservation);
    const total = captured.reservation.totalCents;
    await expect(applyRefund(ctx, payment.id, { id: 're_1', amountCents: total, status: 'succeeded' })).rejects.toThrow(
      /before the capture/,
    );
    const succeeded = { ...captured.intent, status: 'succeeded' as const, amountCapturableCents: 0, amountReceivedCents: total };
    expect(await applyCapture(ctx, payment.id, succeeded)).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: total });
    expect(await applyCapture(ctx, payment.id, succeeded)).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: total });

    await cancelByProvider(providerCtx, captured.reservation.id, { note: 'Boat repairs.' });
    expect(await applyRefund(ctx, payment.id, { id: 're_1', amountCents: total, status: 'succeeded' })).toMatchObject({
      state: PaymentState.REFUNDED,
      refundedCents: total,
    });
    expect(await applyRefund(ctx, payment.id, { id: 're_1', amountCents: total, status: 'succeeded' })).toMatchObject({
      state: PaymentState.REFUNDED,
      refundedCents: total,
    });
    expect(await emailsOf(captured.reservation)).toEqual(['REQUEST_RECEIVED', 'ACCEPTED', 'CANCELLED', 'REFUNDED']);

    const released = await pendingReservation();
    await rejectReservation(providerCtx, released.reservation.id);
    const releasedPayment = await paymentOf(released.reservation);
    await expect(applyRelease(ctx, releasedPayment.id, released.intent)).rejects.toThrow(/not settled/);
    const canceled = { ...released.intent, status: 'canceled' as const, amountCapturableCents: 0 };
    expect(await applyRelease(ctx, releasedPayment.id, canceled)).toMatchObject({ state: PaymentState.RELEASED });
    expect(await applyRelease(ctx, releasedPayment.id, canceled)).toMatchObject({ state: PaymentState.RELEASED });
    await expect(applyCapture(ctx, releasedPayment.id, { ...released.intent, status: 'succeeded' })).rejects.toThrow(/not settled/);
  });
});
