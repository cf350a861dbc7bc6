// Demo reservations: the demo guest (guest@example.com) and provider (provider@example.com) start
// with a booking in each state, so every list shows something on a fresh start: pending, accepted
// today, upcoming, past, rejected, cancelled and expired, each with its card payment in the
// matching state (gateway 'simulator', intents pi_demo_…). Seed data, inserted directly; the places
// of bookings still to come (pending, upcoming) are taken through capacity.service, so they count.
// `seedReservation` is also the integration tests' way to make reservations in any state.
import { randomBytes, randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../context.js';
import { User } from '../modules/accounts/user.entity.js';
import { CancelledBy, ReservationState } from '../modules/reservations/reservation.entity.js';
import { newReservationNumber } from '../modules/reservations/reservation-number.js';
import { priceBooking } from '../modules/booking/pricing.js';
import { PaymentState } from '../modules/payments/payment.entity.js';
import { serviceAvailability } from '../modules/scheduling/availability.service.js';
import { TIME_ZONE } from '../modules/scheduling/wall-clock.js';
import { confirmHold, holdPlaces, MAX_HOLD_TTL_MS } from '../modules/scheduling/capacity.service.js';
import { inTransaction } from '../shared/transaction.js';

export interface SeedReservation {
  serviceId: number;
  userId: number | null;
  email: string;
  phone?: string;
  message?: string | null;
  language?: 'en' | 'hr';
  startsAt: Date;
  /** Default: one unit of the service's first offer. */
  offers?: { offerId: number; quantity: number }[];
  state: ReservationState;
  cancelledBy?: CancelledBy | null;
  rejectionReasonCode?: string | null;
  rejectionNote?: string | null;
  /** When the request was sent (default: now, or three days before the start for bookings already over; never later than now). */
  createdAt?: Date;
  /** Default: min(sent + the service's answer time, sent + 6 days, the start). */
  answerDeadline?: Date;
  /** Default: an hour after it was sent, or the deadline if sooner, and never later than now (an answer is a thing of the past). */
  decidedAt?: Date | null;
  /**
   * 'capacity': the places are held (PENDING, until the deadline) or held and confirmed (ACCEPTED)
   * through capacity.service, which only takes starts the calendar offers now; 'record': the hold
   * row is written as it would have ended (CONFIRMED for an accepted booking, else RELEASED), for
   * starts already past or today.
   */
  places: 'capacity' | 'record';
}

interface OfferRow {
  id: number;
  name: string;
  price_type: string;
  group_size: number;
  price_cents: number;
  discount_price_cents: number | null;
}

const PAYMENT_OF: Record<ReservationState, PaymentState> = {
  PENDING: PaymentState.AUTHORISED,
  ACCEPTED: PaymentState.CAPTURED,
  REJECTED: PaymentState.RELEASED,
  EXPIRED: PaymentState.RELEASED,
  CANCELLED: PaymentState.RELEASED,
};

/** The simulated PaymentIntent status of each payment state the demo bookings are left in. */
const SIMULATED_STATUS: Partial<Record<PaymentState, string>> = {
  [PaymentState.AUTHORISED]: 'requires_capture',
  [PaymentState.CAPTURED]: 'succeeded',
  [PaymentState.REFUNDED]: 'succeeded',
  [PaymentState.RELEASED]: 'canceled',
};

function wallClock(instant: Date): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(TIME_ZONE);
  return { date: zoned.toPlainDate().toString(), time: `${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}` };
}

/** Inserts a reservation with its request, offers snapshot, hold and payment; returns its id and number. */
export async function seedReservation(ctx: RequestContext, spec: SeedReservation): Promise<{ id: number; number: string; holdId: string }> {
  return inTransaction(ctx, async (tx) => {
    const [service] = await tx.manager.query(
      `SELECT s.id, s.brand_id, b.company_id, s.answer_minutes, s.cancellation_policy, s.cancellation_before
         FROM service s JOIN brand b ON b.id = s.brand_id WHERE s.id = $1`,
      [spec.serviceId],
    );
    if (!service) throw new Error(`seedReservation: no service ${spec.serviceId}`);
    const offerRows: OfferRow[] = await tx.manager.query(
      'SELECT id, name, price_type, group_size, price_cents, discount_price_cents FROM offer WHERE service_id = $1 AND archived_at IS NULL ORDER BY sort_order, id',
      [spec.serviceId],
    );
    const chosen = spec.offers ?? [{ offerId: offerRows[0].id, quantity: 1 }];
    const price = priceBooking(
      offerRows.map((row) => ({
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        discountPriceCents: row.discount_price_cents,
        groupNumber: row.price_type === 'GROUP' ? row.group_size : 1,
      })),
      chosen,
    );
    const { date, time } = wallClock(spec.startsAt);
    const over = spec.places === 'record';
    // Seeded events have happened: none is stamped after now, so a real one made later sorts above them.
    const now = Date.now();
    const createdAt = spec.createdAt ?? new Date(over ? Math.min(spec.startsAt.getTime() - 3 * 86_400_000, now) : now);
    const answerDeadline =
      spec.answerDeadline ??
      new Date(
        Math.min(createdAt.getTime() + service.answer_minutes * 60_000, createdAt.getTime() + 6 * 86_400_000, spec.startsAt.getTime()),
      );
    const requestId = randomUUID();
    const reference = `booking-request:${requestId}`;

    let holdId: string;
    if (spec.places === 'capacity') {
      const ttlMs = Math.min(MAX_HOLD_TTL_MS, Math.max(60_000, answerDeadline.getTime() - Date.now() + 60_000));
      const hold = await holdPlaces(tx, { serviceId: spec.serviceId, startsAt: spec.startsAt, people: price.people, reference, ttlMs });
      holdId = hold.id;
      if (spec.state === ReservationState.ACCEPTED) await confirmHold(tx, hold.id);
    } else {
      await tx.manager.query('INSERT INTO slot (service_id, starts_at) VALUES ($1, $2) ON CONFLICT (service_id, starts_at) DO NOTHING', [
        spec.serviceId,
        spec.startsAt,
      ]);
      const accepted = spec.state === ReservationState.ACCEPTED;
      // A provider cancels an accepted booking: its places were confirmed before they were given back.
      const wasAccepted = accepted || (spec.state === ReservationState.CANCELLED && spec.cancelledBy === CancelledBy.PROVIDER);
      const [hold] = await tx.manager.query(
        `INSERT INTO hold (slot_id, service_id, starts_at, people, reference, state, created_at, expires_at, confirmed_at, released_at)
         SELECT id, $1, $2, $3, $4, $5, $6, $7, $8, $9 FROM slot WHERE service_id = $1 AND starts_at = $2 RETURNING id`,
        [
          spec.serviceId,
          spec.startsAt,
          price.people,
          reference,
          accepted ? 'CONFIRMED' : 'RELEASED',
          createdAt,
          answerDeadline,
          wasAccepted ? createdAt : null,
          accepted ? null : (spec.decidedAt ?? answerDeadline),
        ],
      );
      holdId = hold.id;
    }

    const language = spec.language ?? 'en';
    const phone = spec.phone ?? '+385 91 234 5678';
    await tx.manager.query(
      `INSERT INTO booking_request (id, service_id, user_id, starts_at, date, start_time, hold_id, step, status, expires_at, email, phone, message, conditions_accepted, language, payment_intent_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'PAYMENT', 'SENT', $8, $9, $10, $11, true, $12, $13, $14, $14)`,
      [
        requestId,
        spec.serviceId,
        spec.userId,
        spec.startsAt,
        date,
        time,
        holdId,
        createdAt,
        spec.email,
        phone,
        spec.message ?? null,
        language,
        `pi_demo_${randomBytes(12).toString('hex')}`,
        createdAt,
      ],
    );
    for (const line of chosen)
      await tx.manager.query('INSERT INTO booking_request_offer (request_id, offer_id, quantity) VALUES ($1, $2, $3)', [
        requestId,
        line.offerId,
        line.quantity,
      ]);

    const decided =
      spec.state === ReservationState.PENDING
        ? null
        : (spec.decidedAt ?? new Date(Math.min(answerDeadline.getTime(), createdAt.getTime() + 3_600_000, now)));
    const reasonId = spec.rejectionReasonCode
      ? ((await tx.manager.query('SELECT id FROM rejection_reason WHERE code = $1', [spec.rejectionReasonCode]))[0]?.id ?? null)
      : null;
    let inserted: { id: number; number: string } | undefined;
    while (!inserted) {
      const rows: { id: number; number: string }[] = await tx.manager.query(
        `INSERT INTO reservation (number, service_id, brand_id, company_id, user_id, booking_request_id, email, phone, message, language, starts_at, date, start_time, people,
           state, cancelled_by, rejection_reason_id, rejection_note, subtotal_cents, discount_cents, fee_cents, total_cents, commission_cents, commission_vat_cents,
           answer_deadline, hold_id, cancellation_policy, cancellation_before, created_at, decided_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $29)
         ON CONFLICT (number) DO NOTHING RETURNING id, number`,
        [
          newReservationNumber(),
          spec.serviceId,
          service.brand_id,
          service.company_id,
          spec.userId,
          requestId,
          spec.email,
          phone,
          spec.message ?? null,
          language,
          spec.startsAt,
          date,
          time,
          price.people,
          spec.state,
          spec.cancelledBy ?? null,
          reasonId,
          spec.rejectionNote ?? null,
          price.subtotalCents,
          price.discountCents,
          price.feeCents,
          price.totalCents,
          price.commissionCents,
          price.commissionVatCents,
          answerDeadline,
          holdId,
          service.cancellation_policy,
          service.cancellation_before,
          createdAt,
          decided,
        ],
      );
      inserted = rows[0];
    }
    for (const line of price.lines) {
      const offer = offerRows.find((row) => row.id === line.offerId)!;
      await tx.manager.query(
        `INSERT INTO reservation_offer (reservation_id, offer_id, name, price_type, group_number, price_cents, discount_rate, unit_price_cents, quantity, people, line_total_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          inserted.id,
          line.offerId,
          line.name,
          offer.price_type,
          line.groupNumber,
          line.priceCents,
          line.discountRate,
          line.unitPriceCents,
          line.quantity,
          line.people,
          line.lineTotalCents,
        ],
      );
    }
    await tx.manager.query('UPDATE booking_request SET reservation_id = $2 WHERE id = $1', [requestId, inserted.id]);

    // The payment as the state left it: a provider's cancellation (after acceptance) refunded in full;
    // a guest's cancellation here is a withdrawal before the answer (released).
    const cancelledAfterAcceptance = spec.state === ReservationState.CANCELLED && spec.cancelledBy === CancelledBy.PROVIDER;
    const paymentState = cancelledAfterAcceptance ? PaymentState.REFUNDED : PAYMENT_OF[spec.state];
    const captured = paymentState === PaymentState.CAPTURED || paymentState === PaymentState.REFUNDED ? price.totalCents : 0;
    const refunded = paymentState === PaymentState.REFUNDED ? price.totalCents : 0;
    await tx.manager.query(
      `INSERT INTO payment (reservation_id, booking_request_id, gateway, intent_id, state, amount_cents, captured_cents, refunded_cents, created_at, updated_at)
       SELECT $1, $2, 'simulator', payment_intent_id, $3, $4, $5, $6, $7, $7 FROM booking_request WHERE id = $2`,
      [inserted.id, requestId, paymentState, price.totalCents, captured, refunded, createdAt],
    );
    // The card simulator's side of the same payment, so a demo booking can still be captured,
    // released or refunded (a provider who cancels a demo booking refunds it for real).
    const authorised = paymentState === PaymentState.AUTHORISED;
    await tx.manager.query(
      `INSERT INTO simulated_payment_intent (id, status, amount_cents, amount_capturable_cents, amount_received_cents, amount_refunded_cents, description, metadata, card_last4, authorised_at, created_at, updated_at)
       SELECT payment_intent_id, $2, $3, $4, $5, $6, $7, jsonb_build_object('reservation', $8::text), '4242', $9, $9, $9 FROM booking_request WHERE id = $1`,
      [
        requestId,
        SIMULATED_STATUS[paymentState],
        price.totalCents,
        authorised ? price.totalCents : 0,
        captured,
        refunded,
        `Lokalno booking ${inserted.number}`,
        inserted.number,
        createdAt,
      ],
    );
    return { ...inserted, holdId };
  });
}

/** The first `count` starts the calendar offers now at least `fromDays` days ahead. */
export async function offeredStarts(ctx: RequestContext, serviceId: number, fromDays: number, count: number): Promise<Date[]> {
  const today = Temporal.Now.plainDateISO(TIME_ZONE);
  const availability = await serviceAvailability(
    ctx,
    serviceId,
    today.add({ days: fromDays }).toString(),
    today.add({ days: fromDays + 60 }).toString(),
  );
  const starts = availability.days.flatMap((day) =>
    day.bookable ? day.startTimes.filter((start) => start.placesLeft >= 4).map((start) => new Date(start.startsAt)) : [],
  );
  return starts.filter((_, index) => index % 7 === 0).slice(0, count);
}

/** A start at `time` on the Zagreb day `days` from today (negative: in the past). */
export function dayAt(days: number, time: string): Date {
  const day = Temporal.Now.plainDateISO(TIME_ZONE).add({ days });
  const [hour, minute] = time.split(':').map(Number);
  return new Date(day.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: new Temporal.PlainTime(hour, minute) }).epochMilliseconds);
}

/** The demo guest's and provider's bookings; does nothing when any reservation exists. */
export async function seedDemoReservations(ctx: RequestContext): Promise<number> {
  const [{ n }] = await ctx.manager.query('SELECT count(*)::int AS n FROM reservation');
  if (n > 0) return 0;
  const guest = await ctx.manager.findOneBy(User, { email: 'guest@example.com' });
  const [company] = await ctx.manager.query(
    "SELECT c.id FROM company c JOIN user_account u ON u.id = c.owner_id WHERE u.email = 'provider@example.com'",
  );
  if (!guest || !company) return 0;
  const services: { id: number }[] = await ctx.manager.query(
    "SELECT s.id FROM service s JOIN brand b ON b.id = s.brand_id WHERE b.company_id = $1 AND s.status = 'APPROVED' AND s.archived_at IS NULL ORDER BY s.id",
    [company.id],
  );
  if (services.length === 0) return 0;
  const serviceAt = (index: number) => services[index % services.length].id;
  const base = { userId: guest.id, email: guest.email, phone: '+385 91 555 0101', language: guest.language };
  // The requests of bookings still to come were sent before the seeding, so their events are past too.
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  const [pendingStart, upcomingStart, secondPendingStart] = await offeredStarts(ctx, serviceAt(0), 10, 3);
  const [anotherUpcoming] = await offeredStarts(ctx, serviceAt(1), 20, 1);
  const reservations: SeedReservation[] = [
    {
      ...base,
      serviceId: serviceAt(0),
      startsAt: pendingStart,
      state: ReservationState.PENDING,
      places: 'capacity',
      message: 'We are two adults; one of us is vegetarian.',
      createdAt: ago(3),
      answerDeadline: new Date(Date.now() + 3 * 86_400_000),
    },
    {
      ...base,
      serviceId: serviceAt(0),
      startsAt: secondPendingStart ?? pendingStart,
      state: ReservationState.PENDING,
      places: 'capacity',
      email: 'ana.kovac@example.com',
      userId: null,
      language: 'hr',
      createdAt: ago(1),
      answerDeadline: new Date(Date.now() + 86_400_000),
    },
    {
      ...base,
      serviceId: serviceAt(1),
      startsAt: dayAt(0, '18:00'),
      state: ReservationState.ACCEPTED,
      places: 'record',
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    },
    { ...base, serviceId: serviceAt(0), startsAt: upcomingStart, state: ReservationState.ACCEPTED, places: 'capacity', createdAt: ago(50) },
    ...(anotherUpcoming
      ? [
          {
            ...base,
            serviceId: serviceAt(1),
            startsAt: anotherUpcoming,
            state: ReservationState.ACCEPTED,
            places: 'capacity' as const,
            createdAt: ago(26),
          },
        ]
      : []),
    { ...base, serviceId: serviceAt(2), startsAt: dayAt(-12, '10:00'), state: ReservationState.ACCEPTED, places: 'record' },
    {
      ...base,
      serviceId: serviceAt(1),
      startsAt: dayAt(-30, '17:00'),
      state: ReservationState.REJECTED,
      places: 'record',
      rejectionReasonCode: 'FULLY_BOOKED',
      rejectionNote: 'Sorry, a large group booked the whole day.',
    },
    {
      ...base,
      serviceId: serviceAt(2),
      startsAt: dayAt(-20, '11:00'),
      state: ReservationState.CANCELLED,
      cancelledBy: CancelledBy.GUEST,
      places: 'record',
    },
    {
      ...base,
      serviceId: serviceAt(0),
      startsAt: dayAt(-8, '09:00'),
      state: ReservationState.CANCELLED,
      cancelledBy: CancelledBy.PROVIDER,
      places: 'record',
    },
    { ...base, serviceId: serviceAt(3), startsAt: dayAt(-4, '16:00'), state: ReservationState.EXPIRED, places: 'record' },
  ];
  for (const reservation of reservations) await seedReservation(ctx, reservation);
  return reservations.length;
}
