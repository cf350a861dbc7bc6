// The reservation actions as the edges call them: each runs the transition (which authorises its
// actor: the provider's own company, the guest's own account, else 404) and answers the reservation
// view of that audience. The guest's emailed link checks its token first, then acts as 'authorised'.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { checkLinkToken } from './reservation-link.js';
import { loadReservationView, type ReservationAudience, type ReservationView } from './reservation-views.js';
import { Reservation } from './reservation.entity.js';
import * as reservations from './reservation.service.js';
import * as changes from './reservation-change.service.js';
import type { BookingPaymentPreparation } from './booking-payment.types.js';
import type { ReservationChangeAcceptanceInput, ReservationChangeInput } from './reservation-change.inputs.js';
import type { ReservationCancellationInput, ReservationNoteInput, ReservationRejectionInput } from './reservation-actions.inputs.js';

export async function viewOf(ctx: RequestContext, id: number, audience: ReservationAudience): Promise<ReservationView> {
  const view = await loadReservationView(ctx, id, audience);
  if (!view) throw notFound();
  return view;
}

export async function acceptAsOwner(ctx: RequestContext, id: number): Promise<ReservationView> {
  await reservations.acceptReservation(ctx, id);
  return viewOf(ctx, id, 'owner');
}

export async function rejectAsOwner(ctx: RequestContext, id: number, input: ReservationRejectionInput = {}): Promise<ReservationView> {
  await reservations.rejectReservation(ctx, id, { reasonId: input.reasonId ?? null, note: input.note ?? null });
  return viewOf(ctx, id, 'owner');
}

/** The provider cancels an accepted booking, with a reason: refunded in full, the guest emailed. */
export async function cancelAsOwner(ctx: RequestContext, id: number, input: ReservationCancellationInput = {}): Promise<ReservationView> {
  await reservations.cancelByProvider(ctx, id, { reasonId: input.reasonId ?? null, note: input.note ?? null });
  return viewOf(ctx, id, 'owner');
}

export async function withdrawAsCustomer(ctx: RequestContext, id: number, input: ReservationNoteInput = {}): Promise<ReservationView> {
  await reservations.withdrawReservation(ctx, id, { note: input.note ?? null });
  return viewOf(ctx, id, 'customer');
}

export async function cancelAsCustomer(ctx: RequestContext, id: number, input: ReservationNoteInput = {}): Promise<ReservationView> {
  await reservations.cancelByGuest(ctx, id, { note: input.note ?? null });
  return viewOf(ctx, id, 'customer');
}

async function linkedId(ctx: RequestContext, number: string, token: string): Promise<number> {
  await checkLinkToken(ctx, number, token);
  const found = await ctx.manager.findOne(Reservation, { where: { number }, select: { id: true } });
  if (!found) throw notFound();
  return found.id;
}

/** The guest withdraws through the emailed link (no sign-in). */
export async function withdrawByLink(
  ctx: RequestContext,
  number: string,
  token: string,
  input: ReservationNoteInput = {},
): Promise<ReservationView> {
  const id = await linkedId(ctx, number, token);
  await reservations.withdrawReservation(ctx, id, { note: input.note ?? null }, { actor: 'authorised' });
  return viewOf(ctx, id, 'link');
}

/** The guest cancels an accepted booking through the emailed link (no sign-in). */
export async function cancelByLink(
  ctx: RequestContext,
  number: string,
  token: string,
  input: ReservationNoteInput = {},
): Promise<ReservationView> {
  const id = await linkedId(ctx, number, token);
  await reservations.cancelByGuest(ctx, id, { note: input.note ?? null }, { actor: 'authorised' });
  return viewOf(ctx, id, 'link');
}

/** The provider proposes a change (another date, start or offers) of an accepted booking. */
export async function proposeChangeAsOwner(ctx: RequestContext, id: number, input: ReservationChangeInput): Promise<ReservationView> {
  await changes.proposeChange(ctx, id, { date: input.date, startTime: input.startTime, offers: input.offers, note: input.note ?? null });
  return viewOf(ctx, id, 'owner');
}

/** The provider withdraws the open change proposal (`changeId`, when given, must be it). */
export async function withdrawChangeAsOwner(ctx: RequestContext, id: number, changeId?: number | null): Promise<ReservationView> {
  await changes.withdrawChange(ctx, id, changeId);
  return viewOf(ctx, id, 'owner');
}

const changePayment = (input: ReservationChangeAcceptanceInput = {}) => ({
  testCard: input.testCard ?? null,
  testAuthentication: input.testAuthentication ?? null,
  paymentIntentId: input.paymentIntentId ?? null,
});

export async function acceptChangeAsCustomer(
  ctx: RequestContext,
  id: number,
  input: ReservationChangeAcceptanceInput = {},
): Promise<ReservationView> {
  await changes.acceptChange(ctx, id, changePayment(input), 'guest');
  return viewOf(ctx, id, 'customer');
}

export async function declineChangeAsCustomer(ctx: RequestContext, id: number): Promise<ReservationView> {
  await changes.declineChange(ctx, id, 'guest');
  return viewOf(ctx, id, 'customer');
}

export function prepareChangePaymentAsCustomer(ctx: RequestContext, id: number): Promise<BookingPaymentPreparation> {
  return changes.prepareChangePayment(ctx, id, 'guest');
}

/** The guest accepts the change through the emailed link (no sign-in). */
export async function acceptChangeByLink(
  ctx: RequestContext,
  number: string,
  token: string,
  input: ReservationChangeAcceptanceInput = {},
): Promise<ReservationView> {
  const id = await linkedId(ctx, number, token);
  await changes.acceptChange(ctx, id, changePayment(input), 'authorised');
  return viewOf(ctx, id, 'link');
}

export async function declineChangeByLink(ctx: RequestContext, number: string, token: string): Promise<ReservationView> {
  const id = await linkedId(ctx, number, token);
  await changes.declineChange(ctx, id, 'authorised');
  return viewOf(ctx, id, 'link');
}

export async function prepareChangePaymentByLink(ctx: RequestContext, number: string, token: string): Promise<BookingPaymentPreparation> {
  return changes.prepareChangePayment(ctx, await linkedId(ctx, number, token), 'authorised');
}
