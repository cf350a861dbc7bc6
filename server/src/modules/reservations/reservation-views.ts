// What the reservation calls answer (REST and GraphQL alike): a reservation as its guest or its
// provider sees it, with the snapshot of offers and prices, the payment's state, the meeting point
// and the refund a cancellation would give now (computed from the snapshot policy and the clock).
// Any number of reservations is read in ONE statement (offers, payments, reasons, the latest change
// proposal and cover as subqueries); a page costs that statement plus one count.
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { Locale } from '../../shared/i18n/index.js';
import { slugify } from '../../../../common/service-links.js';
import { CancellationPolicy } from '../catalog/service.entity.js';
import { PhotoReviewState } from '../catalog/photo.entity.js';
import { PriceType } from '../catalog/offer.entity.js';
import { PaymentState } from '../payments/payment.entity.js';
import { BookingRequestOfferView } from '../booking/booking-request.types.js';
import { ReservationChangeState } from './reservation-change.js';
import { guestRefundCents } from './reservation-states.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';
import { Paginated } from '../../shared/paginated.js';
import { ReservationReseller } from '../resellers/reseller.types.js';

registerEnumType(ReservationState, {
  name: 'ReservationState',
  description:
    'PENDING (authorised, waiting for the provider), ACCEPTED, REJECTED, CANCELLED (by the guest or the provider), EXPIRED (no answer in time).',
});
registerEnumType(CancelledBy, { name: 'CancelledBy', description: 'Who cancelled: the GUEST or the PROVIDER.' });
registerEnumType(ReservationChangeState, {
  name: 'ReservationChangeState',
  description: 'PROPOSED (waiting for the guest), ACCEPTED, DECLINED, WITHDRAWN (by the provider, or replaced), EXPIRED.',
});
registerEnumType(PaymentState, {
  name: 'PaymentState',
  description: 'PENDING, AUTHORISED (amount reserved), CAPTURED, RELEASED, REFUNDED, FAILED.',
});

/** Who is looking: guest details are shown to the reservation's customer and its provider only. */
export type ReservationAudience = 'customer' | 'owner' | 'link';

@ObjectType({ description: 'The service a reservation is for.' })
export class ReservationServiceSummary {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  regionSlug: string;

  @Field({ description: 'The title as it appears in the public address /{regionSlug}/{slug}/{id}.' })
  slug: string;

  @Field(() => String, { nullable: true })
  coverUrl: string | null;

  @Field()
  brandName: string;
}

/** The offer line of a booking request, with what the snapshot adds: the price type, base price and discount. */
@ObjectType({ description: 'One offer of a reservation, as it was when the request was sent.' })
export class ReservationOfferView extends BookingRequestOfferView {
  @Field(() => PriceType)
  priceType: PriceType;

  @Field(() => Int, { description: 'The base price of one unit in EUR cents.' })
  priceCents: number;

  @Field(() => Int, { description: "The offer's discount in percent (0: none)." })
  discountRate: number;
}

@ObjectType({ description: 'The card payment of a reservation.' })
export class ReservationPaymentView {
  @Field(() => PaymentState)
  state: PaymentState;

  @Field(() => Int)
  amountCents: number;

  @Field(() => Int)
  capturedCents: number;

  @Field(() => Int)
  refundedCents: number;
}

@ObjectType({ description: "The guest's contact details and message (shown to the guest and the provider only)." })
export class ReservationGuest {
  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => String, { nullable: true })
  message: string | null;
}

@ObjectType({ description: "A reason a provider gave for rejecting a request, in the caller's language." })
export class ReservationRejectionReason {
  @Field(() => Int)
  id: number;

  @Field()
  code: string;

  @Field()
  name: string;
}

@ObjectType({ description: 'A rejection reason with its names in both languages.' })
export class RejectionReasonView {
  @Field(() => Int)
  id: number;

  @Field()
  code: string;

  @Field({ description: "The name in the caller's language." })
  name: string;

  @Field()
  nameEn: string;

  @Field()
  nameHr: string;
}

@ObjectType({ description: "The refund policy the guest agreed to (a snapshot of the service's policy)." })
export class ReservationRefundPolicy {
  @Field(() => CancellationPolicy)
  cancellationPolicy: CancellationPolicy;

  @Field(() => Int, { nullable: true, description: 'N of "full refund up to N days / N hours before the start".' })
  cancellationBefore: number | null;
}

@ObjectType({ description: "One offer of a change proposal, priced as the booking's offers are." })
export class ReservationChangeOfferView {
  @Field(() => Int)
  offerId: number;

  @Field()
  name: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int)
  people: number;

  @Field(() => Int)
  unitPriceCents: number;

  @Field(() => Int)
  lineTotalCents: number;
}

@ObjectType({
  description: "The provider's latest change proposal of a booking: another date, start or offers, which the guest accepts or declines.",
})
export class ReservationChangeView {
  @Field(() => Int)
  id: number;

  @Field(() => ReservationChangeState)
  state: ReservationChangeState;

  @Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Europe/Zagreb wall-clock time, HH:mm.' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Int)
  people: number;

  @Field(() => [ReservationChangeOfferView])
  offers: ReservationChangeOfferView[];

  @Field(() => Int)
  totalCents: number;

  @Field(() => Int, {
    description: 'The new total minus the current one, EUR cents: > 0 the guest pays more when accepting, < 0 is refunded.',
  })
  differenceCents: number;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => Date)
  proposedAt: Date;

  @Field(() => Date, { description: 'The guest must answer by then (48 h, or 2 h before the new or the current start).' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;
}

@ObjectType('Reservation', { description: 'A booking: a request sent with its card amount authorised, and what became of it.' })
export class ReservationView {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Short readable number, e.g. 7KQ2-M9XD.' })
  number: string;

  @Field(() => ReservationState)
  state: ReservationState;

  @Field(() => CancelledBy, { nullable: true })
  cancelledBy: CancelledBy | null;

  @Field(() => ReservationServiceSummary)
  service: ReservationServiceSummary;

  @Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Europe/Zagreb wall-clock time, HH:mm.' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Int)
  people: number;

  @Field(() => [ReservationOfferView])
  offers: ReservationOfferView[];

  @Field(() => Int)
  subtotalCents: number;

  @Field(() => String, { nullable: true })
  discountCode: string | null;

  @Field(() => Int)
  discountCents: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The percent of the discount code, which prices a change of the booking too; null without a code.',
  })
  discountPercent: number | null;

  @Field(() => Int)
  feeCents: number;

  @Field(() => Float, {
    description: "The buyer's service fee in percent a change of the booking is priced with (common/booking-rules.ts changePrice).",
  })
  feePercent: number;

  @Field(() => Int)
  totalCents: number;

  @Field(() => Date, { description: 'The provider must answer by then, or the request expires.' })
  answerDeadline: Date;

  @Field(() => ReservationPaymentView, {
    nullable: true,
    description:
      'The card payment: the state of the first one, the amounts of all (an accepted change that cost more adds a payment of the difference).',
  })
  payment: ReservationPaymentView | null;

  @Field(() => ReservationChangeView, {
    nullable: true,
    description: "The provider's latest change proposal, open or decided; null when none was made.",
  })
  change: ReservationChangeView | null;

  @Field(() => ReservationGuest, {
    nullable: true,
    description: "Only for the reservation's customer and its provider; null through an emailed link.",
  })
  guest: ReservationGuest | null;

  @Field(() => ReservationReseller, {
    nullable: true,
    description:
      'The reseller who sold it through the OCTO API (no card payment: the reseller pays its net amount); shown to the provider only.',
  })
  reseller: ReservationReseller | null;

  @Field(() => ReservationRejectionReason, { nullable: true })
  rejectionReason: ReservationRejectionReason | null;

  @Field(() => String, { nullable: true })
  rejectionNote: string | null;

  @Field(() => RejectionReasonView, {
    nullable: true,
    description: "The provider's reason for cancelling an accepted booking (one of the rejection reasons).",
  })
  cancellationReason: RejectionReasonView | null;

  @Field(() => String, {
    nullable: true,
    description: "The note of whoever cancelled: the provider's to the guest, or the guest's to the provider.",
  })
  cancellationNote: string | null;

  @Field()
  meetingPoint: string;

  @Field(() => Float)
  latitude: number;

  @Field(() => Float)
  longitude: number;

  @Field(() => String, { nullable: true })
  arrivalInstructions: string | null;

  @Field(() => ReservationRefundPolicy)
  refundPolicy: ReservationRefundPolicy;

  @Field({
    description: 'Whether the guest may still cancel now: withdraw a pending request, or cancel an accepted booking before its start.',
  })
  canCancel: boolean;

  @Field(() => Int, {
    description:
      'What the guest would get back on cancelling an accepted booking now, in EUR cents: the total or 0, as the refund policy allows at this moment; 0 in any other state (withdrawing a pending request releases its authorisation: nothing was charged).',
  })
  refundIfCancelledCents: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the guest was checked in at the door (check-in).' })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the provider marked the guest as not come.' })
  noShowAt: Date | null;

  @Field({
    description:
      'Whether the provider may mark it as a no-show now: accepted, neither checked in nor marked, and its day (Europe/Zagreb) is over.',
  })
  canMarkNoShow: boolean;
}

@ObjectType({ description: 'One page of reservations.' })
export class ReservationPage extends Paginated(ReservationView) {}

interface ReservationRow {
  id: number;
  number: string;
  state: ReservationState;
  cancelled_by: CancelledBy | null;
  service_id: number;
  date: string;
  start_time: string;
  starts_at: Date;
  people: number;
  subtotal_cents: number;
  discount_code: string | null;
  discount_percent: number | null;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  answer_deadline: Date;
  email: string;
  phone: string;
  message: string | null;
  rejection_note: string | null;
  cancellation_note: string | null;
  cancellation_policy: CancellationPolicy;
  cancellation_before: number | null;
  created_at: Date;
  decided_at: Date | null;
  checked_in_at: Date | null;
  no_show_at: Date | null;
  can_mark_no_show: boolean;
  title: string;
  meeting_point: string;
  meeting_latitude: number;
  meeting_longitude: number;
  arrival_instructions: string | null;
  region_slug: string;
  brand_name: string;
  cover: string | null;
  reason: { id: number; code: string; nameEn: string; nameHr: string } | null;
  cancellation_reason: { id: number; code: string; nameEn: string; nameHr: string } | null;
  payment: ReservationPaymentView | null;
  change:
    | (Omit<ReservationChangeView, 'startsAt' | 'proposedAt' | 'expiresAt' | 'decidedAt'> & {
        startsAt: string;
        proposedAt: string;
        expiresAt: string;
        decidedAt: string | null;
      })
    | null;
  offers: ReservationOfferView[];
  reseller: ReservationReseller | null;
  now: Date;
}

/** The columns of a reservation view, `r` being the reservation; add FROM/WHERE/ORDER. */
export const RESERVATION_VIEW_SELECT = `SELECT r.id, r.number, r.state, r.cancelled_by, r.service_id, to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time,
    r.starts_at, r.people, r.subtotal_cents, r.discount_code,
    (SELECT dc.percent FROM discount_code dc WHERE dc.code = r.discount_code) AS discount_percent, r.discount_cents, r.fee_cents, r.total_cents, r.answer_deadline,
    r.email, r.phone, r.message, r.rejection_note, r.cancellation_note, r.cancellation_policy, r.cancellation_before, r.created_at, r.decided_at,
    r.checked_in_at, r.no_show_at,
    (r.state = 'ACCEPTED' AND r.checked_in_at IS NULL AND r.no_show_at IS NULL AND r.date < (clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date) AS can_mark_no_show,
    s.title, s.meeting_point, s.meeting_latitude, s.meeting_longitude, s.arrival_instructions, rg.slug AS region_slug, b.name AS brand_name,
    (SELECT ph.file_name FROM photo ph WHERE ph.service_id = s.id AND ph.is_primary AND ph.review_state = '${PhotoReviewState.APPROVED}' ORDER BY ph.id LIMIT 1) AS cover,
    (SELECT json_build_object('id', rr.id, 'code', rr.code, 'nameEn', rr.name_en, 'nameHr', rr.name_hr) FROM rejection_reason rr WHERE rr.id = r.rejection_reason_id) AS reason,
    (SELECT json_build_object('id', cr.id, 'code', cr.code, 'nameEn', cr.name_en, 'nameHr', cr.name_hr) FROM rejection_reason cr WHERE cr.id = r.cancellation_reason_id) AS cancellation_reason,
    (SELECT json_build_object('state', (array_agg(pm.state ORDER BY pm.id))[1], 'amountCents', sum(pm.amount_cents), 'capturedCents', sum(pm.captured_cents), 'refundedCents', sum(pm.refunded_cents))
       FROM payment pm WHERE pm.reservation_id = r.id
        AND (pm.id = (SELECT min(p1.id) FROM payment p1 WHERE p1.reservation_id = r.id) OR pm.state IN ('AUTHORISED', 'CAPTURED', 'REFUNDED'))
       HAVING count(*) > 0) AS payment,
    (SELECT json_build_object('id', rc.id, 'state', rc.state, 'date', to_char(rc.date, 'YYYY-MM-DD'), 'startTime', rc.start_time, 'startsAt', rc.starts_at, 'people', rc.people,
        'offers', rc.offers, 'totalCents', rc.total_cents, 'differenceCents', rc.difference_cents, 'note', rc.note,
        'proposedAt', rc.proposed_at, 'expiresAt', rc.expires_at, 'decidedAt', rc.decided_at)
       FROM reservation_change rc WHERE rc.reservation_id = r.id ORDER BY rc.id DESC LIMIT 1) AS change,
    COALESCE((SELECT json_agg(json_build_object('offerId', ro.offer_id, 'name', ro.name, 'priceType', ro.price_type, 'groupNumber', ro.group_number,
        'quantity', ro.quantity, 'people', ro.people, 'priceCents', ro.price_cents, 'discountRate', ro.discount_rate,
        'unitPriceCents', ro.unit_price_cents, 'lineTotalCents', ro.line_total_cents) ORDER BY ro.line_total_cents DESC, ro.offer_id)
      FROM reservation_offer ro WHERE ro.reservation_id = r.id), '[]') AS offers,
    (SELECT json_build_object('id', rs.id, 'name', rs.name) FROM reseller rs WHERE rs.id = r.reseller_id) AS reseller,
    clock_timestamp() AS now
  FROM reservation r
  JOIN service s ON s.id = r.service_id
  JOIN region rg ON rg.id = s.region_id
  JOIN brand b ON b.id = r.brand_id`;

/**
 * canCancel and refundIfCancelledCents at `now`: the refund the cancellation would queue (of the
 * total, which acceptance captures, as reservation.service refunds it; the capture may still be running).
 */
export function cancellationOutlook(
  row: Pick<ReservationRow, 'state' | 'starts_at' | 'total_cents' | 'cancellation_policy' | 'cancellation_before'>,
  now: number,
): { canCancel: boolean; refundIfCancelledCents: number } {
  // A pending request is withdrawn: its authorisation is released, nothing was charged, nothing to refund.
  if (row.state === ReservationState.PENDING) return { canCancel: true, refundIfCancelledCents: 0 };
  if (row.state === ReservationState.ACCEPTED && now < new Date(row.starts_at).getTime()) {
    const policy = { cancellationPolicy: row.cancellation_policy, cancellationBefore: row.cancellation_before };
    return { canCancel: true, refundIfCancelledCents: guestRefundCents(policy, new Date(row.starts_at), now, row.total_cents) };
  }
  return { canCancel: false, refundIfCancelledCents: 0 };
}

function present(row: ReservationRow, audience: ReservationAudience, locale: Locale, feePercent: number): ReservationView {
  const payment = row.payment;
  // The refund is of what acceptance captures: the total (as the cancellation itself computes it).
  const outlook = cancellationOutlook(row, new Date(row.now).getTime());
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    cancelledBy: row.cancelled_by,
    service: {
      id: row.service_id,
      title: row.title,
      regionSlug: row.region_slug,
      slug: slugify(row.title),
      coverUrl: row.cover ? `/api/photos/${row.cover}` : null,
      brandName: row.brand_name,
    },
    date: row.date,
    startTime: row.start_time,
    startsAt: new Date(row.starts_at),
    people: row.people,
    offers: row.offers,
    subtotalCents: row.subtotal_cents,
    discountCode: row.discount_code,
    discountCents: row.discount_cents,
    discountPercent: row.discount_percent,
    feeCents: row.fee_cents,
    feePercent,
    totalCents: row.total_cents,
    answerDeadline: new Date(row.answer_deadline),
    payment: payment && {
      state: payment.state,
      amountCents: payment.amountCents,
      capturedCents: payment.capturedCents,
      refundedCents: payment.refundedCents,
    },
    change: row.change && {
      ...row.change,
      offers: row.change.offers.map(({ offerId, name, quantity, people, unitPriceCents, lineTotalCents }) => ({
        offerId,
        name,
        quantity,
        people,
        unitPriceCents,
        lineTotalCents,
      })),
      startsAt: new Date(row.change.startsAt),
      proposedAt: new Date(row.change.proposedAt),
      expiresAt: new Date(row.change.expiresAt),
      decidedAt: row.change.decidedAt === null ? null : new Date(row.change.decidedAt),
    },
    guest: audience === 'link' ? null : { email: row.email, phone: row.phone, message: row.message },
    reseller: audience === 'owner' ? row.reseller : null,
    rejectionReason: row.reason && {
      id: row.reason.id,
      code: row.reason.code,
      name: locale === 'hr' ? row.reason.nameHr : row.reason.nameEn,
    },
    rejectionNote: row.rejection_note,
    cancellationReason: row.cancellation_reason && {
      ...row.cancellation_reason,
      name: locale === 'hr' ? row.cancellation_reason.nameHr : row.cancellation_reason.nameEn,
    },
    cancellationNote: row.cancellation_note,
    meetingPoint: row.meeting_point,
    latitude: row.meeting_latitude,
    longitude: row.meeting_longitude,
    arrivalInstructions: row.arrival_instructions,
    refundPolicy: { cancellationPolicy: row.cancellation_policy, cancellationBefore: row.cancellation_before },
    ...outlook,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at && new Date(row.decided_at),
    checkedInAt: row.checked_in_at && new Date(row.checked_in_at),
    noShowAt: row.no_show_at && new Date(row.no_show_at),
    canMarkNoShow: audience === 'owner' && row.can_mark_no_show,
  };
}

export interface ViewQuery {
  /** SQL condition on `r` (and `s`), with $1.. parameters. */
  where: string;
  params: unknown[];
  /** ORDER BY clause, without the keywords. */
  order?: string;
  limit?: number;
  offset?: number;
}

/** Reservations matching `query`, as `audience` sees them, in one statement. */
export async function loadReservationViews(
  ctx: Pick<RequestContext, 'manager' | 'locale' | 'config'>,
  query: ViewQuery,
  audience: ReservationAudience,
  locale: Locale = ctx.locale,
): Promise<ReservationView[]> {
  const params = [...query.params];
  let sql = `${RESERVATION_VIEW_SELECT} WHERE ${query.where} ORDER BY ${query.order ?? 'r.starts_at DESC, r.id DESC'}`;
  if (query.limit !== undefined) {
    params.push(query.limit, query.offset ?? 0);
    sql += ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows: ReservationRow[] = await ctx.manager.query(sql, params);
  return rows.map((row) => present(row, audience, locale, ctx.config.BOOKING_FEE_PERCENT));
}

/** One reservation by id as `audience` sees it, or null. */
export async function loadReservationView(
  ctx: Pick<RequestContext, 'manager' | 'locale' | 'config'>,
  id: number,
  audience: ReservationAudience,
  locale?: Locale,
): Promise<ReservationView | null> {
  const [view] = await loadReservationViews(ctx, { where: 'r.id = $1', params: [id] }, audience, locale);
  return view ?? null;
}
