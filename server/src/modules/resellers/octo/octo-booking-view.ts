// A reseller booking as an OCTO Booking. Its status: ON_HOLD until its hold runs out (EXPIRED from
// then on, even before the sweep marks the row), CANCELLED or EXPIRED as the row says, and once
// booked the reservation's: PENDING, ACCEPTED → CONFIRMED (REDEEMED once checked in), REJECTED,
// CANCELLED, EXPIRED. Lists cost a fixed number of queries: the bookings with their reservations,
// then the unit prices of all of them at once.
import { unitPriceCents } from '../../../../../common/booking-rules.js';
import type { RequestContext } from '../../../context.js';
import { CancellationPolicy } from '../../catalog/service.entity.js';
import { signCheckInToken } from '../../reservations/check-in-token.js';
import { reservationLinkToken } from '../../reservations/reservation-link.js';
import { guestRefundCents } from '../../reservations/reservation-states.js';
import { type ResellerContact, type ResellerUnitItem } from '../reseller-booking.entity.js';
import { zagrebDateTime } from './octo-availability.js';
import { netCents, pricing } from './octo-pricing.js';
import { OPTION_ID, type OctoCall } from './octo-request.js';

export type OctoBookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED' | 'PENDING' | 'REJECTED';

export interface BookingRow {
  uuid: string;
  service_id: number;
  starts_at: Date;
  state: 'ON_HOLD' | 'BOOKED' | 'CANCELLED' | 'EXPIRED';
  expires_at: Date;
  reseller_reference: string | null;
  notes: string | null;
  contact: ResellerContact | null;
  unit_items: ResellerUnitItem[];
  retail_cents: number;
  net_cents: number;
  commission_bp: number;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  now: Date;
  reservation_id: number | null;
  number: string | null;
  r_state: string | null;
  r_people: number | null;
  cancelled_by: string | null;
  cancellation_note: string | null;
  decided_at: Date | null;
  checked_in_at: Date | null;
  r_updated_at: Date | null;
  cancellation_policy: CancellationPolicy;
  /** The refund policy: the service's now while held, the reservation's snapshot once booked. */
  cancellation_before: number | null;
}

/** Bookings of this reseller's key pair matching `where` (on alias b), with their reservation and the clock. */
export function bookingSelect(where: string): string {
  return `SELECT b.uuid, b.service_id, b.starts_at, b.state, b.expires_at, b.reseller_reference, b.notes, b.contact, b.unit_items,
      b.retail_cents, b.net_cents, b.commission_bp, b.confirmed_at, b.created_at, b.updated_at, clock_timestamp() AS now,
      r.id AS reservation_id, r.number, r.state AS r_state, r.people AS r_people, r.cancelled_by, r.cancellation_note, r.decided_at,
      r.checked_in_at, r.updated_at AS r_updated_at,
      COALESCE(r.cancellation_policy, s.cancellation_policy) AS cancellation_policy,
      CASE WHEN r.id IS NULL THEN s.cancellation_before ELSE r.cancellation_before END AS cancellation_before
    FROM reseller_booking b JOIN service s ON s.id = b.service_id LEFT JOIN reservation r ON r.id = b.reservation_id
    WHERE ${where}`;
}

export function statusOf(row: BookingRow): OctoBookingStatus {
  if (row.state === 'ON_HOLD') return new Date(row.expires_at).getTime() <= new Date(row.now).getTime() ? 'EXPIRED' : 'ON_HOLD';
  if (row.state === 'CANCELLED' || row.state === 'EXPIRED') return row.state;
  switch (row.r_state) {
    case 'PENDING':
      return 'PENDING';
    case 'ACCEPTED':
      return row.checked_in_at ? 'REDEEMED' : 'CONFIRMED';
    case 'REJECTED':
      return 'REJECTED';
    case 'EXPIRED':
      return 'EXPIRED';
    default:
      return 'CANCELLED';
  }
}

const policyOf = (row: BookingRow) => ({ cancellationPolicy: row.cancellation_policy, cancellationBefore: row.cancellation_before });

/** Whether the reseller may cancel now: a hold or a pending booking always, a confirmed one within its refund policy. */
export function isCancellable(row: BookingRow): boolean {
  const status = statusOf(row);
  if (status === 'ON_HOLD' || status === 'PENDING') return true;
  if (status !== 'CONFIRMED') return false;
  return guestRefundCents(policyOf(row), new Date(row.starts_at), new Date(row.now).getTime(), 1) > 0;
}

function cancellationOf(row: BookingRow) {
  if (statusOf(row) !== 'CANCELLED') return null;
  // Cancelled while held or pending (nothing was due), by the provider (in full), or by the reseller within the policy or not.
  const refunded =
    row.state === 'CANCELLED' ||
    row.cancelled_by === 'PROVIDER' ||
    row.decided_at === null ||
    row.confirmed_at === null ||
    guestRefundCents(policyOf(row), new Date(row.starts_at), new Date(row.decided_at).getTime(), 1) > 0;
  return {
    refund: refunded ? ('FULL' as const) : ('NONE' as const),
    reason: row.cancellation_note,
    utcCancelledAt: new Date(row.decided_at ?? row.updated_at).toISOString(),
  };
}

const EMPTY_CONTACT: ResellerContact = {
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  country: null,
  notes: null,
};

function contactOf(row: BookingRow) {
  return { ...EMPTY_CONTACT, ...(row.contact ?? {}), postalCode: null };
}

interface UnitPrice {
  original: number;
  retail: number;
}

/** The unit prices of the bookings: a booked one's as its reservation recorded them, a held one's as the offers are now. */
export async function unitPrices(ctx: RequestContext, rows: BookingRow[]): Promise<Map<string, UnitPrice>> {
  const prices = new Map<string, UnitPrice>();
  const reservationIds = rows.map((row) => row.reservation_id).filter((id): id is number => id !== null);
  const offerIds = [...new Set(rows.flatMap((row) => row.unit_items.map((item) => Number(item.unitId))))];
  const [booked, offers]: [
    { reservation_id: number; offer_id: number; price_cents: number; unit_price_cents: number }[],
    { id: number; price_cents: number; discount_price_cents: number | null }[],
  ] = [
    reservationIds.length
      ? await ctx.manager.query(
          'SELECT reservation_id, offer_id, price_cents, unit_price_cents FROM reservation_offer WHERE reservation_id = ANY($1::int[])',
          [reservationIds],
        )
      : [],
    offerIds.length
      ? await ctx.manager.query('SELECT id, price_cents, discount_price_cents FROM offer WHERE id = ANY($1::int[])', [offerIds])
      : [],
  ];
  for (const offer of offers) {
    const retail = unitPriceCents({
      id: offer.id,
      priceCents: offer.price_cents,
      discountPriceCents: offer.discount_price_cents,
      groupNumber: 1,
    });
    prices.set(`offer:${offer.id}`, { original: offer.price_cents, retail });
  }
  for (const line of booked)
    prices.set(`${line.reservation_id}:${line.offer_id}`, { original: line.price_cents, retail: line.unit_price_cents });
  return prices;
}

async function voucherOf(ctx: RequestContext, row: BookingRow, status: OctoBookingStatus) {
  if ((status !== 'CONFIRMED' && status !== 'REDEEMED') || !row.number) return null;
  const startsAt = new Date(row.starts_at);
  const token = await reservationLinkToken(ctx, { number: row.number, startsAt });
  const qr = await signCheckInToken(ctx, { number: row.number, startsAt, people: row.r_people ?? 1 });
  return {
    redemptionMethod: 'DIGITAL' as const,
    utcRedeemedAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    deliveryOptions: [
      {
        deliveryFormat: 'PDF_URL' as const,
        deliveryValue: `${ctx.config.publicUrl}/api/booking/reservations/${encodeURIComponent(row.number)}/voucher?token=${encodeURIComponent(token)}`,
      },
      { deliveryFormat: 'QRCODE' as const, deliveryValue: qr },
    ],
  };
}

export async function presentBooking(ctx: RequestContext, call: OctoCall, row: BookingRow, prices: Map<string, UnitPrice>) {
  const status = statusOf(row);
  const contact = contactOf(row);
  const withPricing = call.capabilities.has('octo/pricing');
  const priceOf = (unitId: string) =>
    prices.get(row.reservation_id === null ? `offer:${unitId}` : `${row.reservation_id}:${unitId}`) ?? { original: 0, retail: 0 };
  const original = row.unit_items.reduce((sum, item) => sum + priceOf(item.unitId).original, 0);
  const updated = Math.max(new Date(row.updated_at).getTime(), row.r_updated_at ? new Date(row.r_updated_at).getTime() : 0);
  return {
    id: row.uuid,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.reseller_reference,
    supplierReference: row.number,
    status,
    utcCreatedAt: new Date(row.created_at).toISOString(),
    utcUpdatedAt: new Date(updated).toISOString(),
    utcExpiresAt: status === 'ON_HOLD' ? new Date(row.expires_at).toISOString() : null,
    utcRedeemedAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    utcConfirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    productId: String(row.service_id),
    optionId: OPTION_ID,
    cancellable: isCancellable(row),
    cancellation: cancellationOf(row),
    freesale: false,
    availabilityId: zagrebDateTime(new Date(row.starts_at).getTime()),
    availability: null,
    contact,
    notes: row.notes,
    deliveryMethods: ['VOUCHER' as const],
    voucher: await voucherOf(ctx, row, status),
    unitItems: row.unit_items.map((item) => ({
      uuid: item.uuid,
      resellerReference: item.resellerReference,
      supplierReference: row.number,
      unitId: item.unitId,
      status,
      utcRedeemedAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
      contact,
      ticket: null,
      ...(withPricing ? { pricing: pricing(priceOf(item.unitId).original, priceOf(item.unitId).retail, row.commission_bp) } : {}),
    })),
    ...(withPricing
      ? { pricing: { ...pricing(original, row.retail_cents, row.commission_bp), net: netCents(row.retail_cents, row.commission_bp) } }
      : {}),
  };
}

/** The bookings of `where` (alias b, parameters `params`), presented, in a fixed number of queries. */
export async function loadBookings(ctx: RequestContext, call: OctoCall, where: string, params: unknown[]) {
  const rows: BookingRow[] = await ctx.manager.query(`${bookingSelect(where)} ORDER BY b.created_at, b.uuid LIMIT 500`, params);
  const prices = await unitPrices(ctx, rows);
  const bookings = [];
  for (const row of rows) bookings.push(await presentBooking(ctx, call, row, prices));
  return bookings;
}
