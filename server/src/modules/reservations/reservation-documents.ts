// The voucher and the receipt of a booking as PDF files: attached to the guest's "accepted" email
// (booking-emails.ts) and downloaded by the guest, signed in (their own reservation, another's is a
// 404) or through the emailed link (its token). Only an ACCEPTED booking has them to download: any
// other state is a 409 RESERVATION_NOT_ACCEPTED.
import type { RequestContext } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../shared/errors.js';
import type { Locale } from '../../shared/i18n/index.js';
import { formatDateTime, formatDay, formatMoney, receiptRows } from './booking-format.js';
import { ReservationState } from './reservation.entity.js';
import { signCheckInToken } from './check-in-token.js';
import { checkLinkToken } from './reservation-link.js';
import { loadReservationView } from './reservation-views.js';
import { receiptPdf, voucherPdf, type VoucherLine } from './voucher-pdf.js';

export const RESERVATION_DOCUMENT_KINDS = ['voucher', 'receipt'] as const;
export type ReservationDocumentKind = (typeof RESERVATION_DOCUMENT_KINDS)[number];

export interface ReservationDocument {
  /** lokalno-voucher-7KQ2-M9XD.pdf */
  filename: string;
  data: Buffer;
}

/** The PDF of `kind` for the reservation `reservationId`, texts in `locale` (whatever its state: the caller decides). */
export async function reservationDocumentPdf(
  ctx: RequestContext,
  reservationId: number,
  kind: ReservationDocumentKind,
  locale: Locale,
): Promise<Buffer> {
  const view = await loadReservationView(ctx, reservationId, 'customer', locale);
  if (!view) throw notFound();
  const date = formatDay(view.startsAt, locale);
  const offers: VoucherLine[] = view.offers.map((offer) => ({
    name: offer.name,
    quantity: offer.quantity,
    amount: formatMoney(offer.lineTotalCents, locale),
  }));
  if (kind === 'receipt') {
    const rows = receiptRows(view, locale).slice(view.offers.length);
    return receiptPdf({
      locale,
      number: view.number,
      service: view.service.title,
      date,
      time: view.startTime,
      offers,
      rows,
      paidAt: formatDateTime(view.decidedAt ?? view.createdAt, locale),
    });
  }
  return voucherPdf({
    locale,
    number: view.number,
    checkInToken: await signCheckInToken(ctx, { number: view.number, startsAt: view.startsAt, people: view.people }),
    service: view.service.title,
    brand: view.service.brandName,
    date,
    time: view.startTime,
    people: view.people,
    offers,
    meetingPoint: view.meetingPoint,
    latitude: view.latitude,
    longitude: view.longitude,
    arrivalInstructions: view.arrivalInstructions,
  });
}

interface Found {
  id: number;
  number: string;
  state: ReservationState;
}

/** 409 RESERVATION_NOT_ACCEPTED: "The voucher and the receipt are ready once the provider has accepted the booking (it is {state})." */
const notAccepted = (state: ReservationState) =>
  new DomainError(
    'CONFLICT',
    { id: 'reservation.documentsNotReady', values: { state: { id: `reservation.state.${state}` } } },
    undefined,
    'RESERVATION_NOT_ACCEPTED',
  );

async function documentOf(ctx: RequestContext, found: Found | undefined, kind: ReservationDocumentKind): Promise<ReservationDocument> {
  if (!found) throw notFound();
  if (found.state !== ReservationState.ACCEPTED) throw notAccepted(found.state);
  return { filename: `lokalno-${kind}-${found.number}.pdf`, data: await reservationDocumentPdf(ctx, found.id, kind, ctx.locale) };
}

/** The voucher or receipt of one of the signed-in customer's accepted bookings. */
export async function customerReservationDocument(
  ctx: RequestContext,
  id: number,
  kind: ReservationDocumentKind,
): Promise<ReservationDocument> {
  if (!ctx.user) throw unauthenticated();
  const [found]: Found[] = await ctx.manager.query('SELECT id, number, state FROM reservation WHERE id = $1 AND user_id = $2', [
    id,
    ctx.user.id,
  ]);
  return documentOf(ctx, found, kind);
}

/** The voucher or receipt of an accepted booking through the guest's emailed link (wrong token 404, expired 410). */
export async function linkReservationDocument(
  ctx: RequestContext,
  number: string,
  token: string,
  kind: ReservationDocumentKind,
): Promise<ReservationDocument> {
  await checkLinkToken(ctx, number, token);
  const [found]: Found[] = await ctx.manager.query('SELECT id, number, state FROM reservation WHERE number = $1', [number]);
  return documentOf(ctx, found, kind);
}
