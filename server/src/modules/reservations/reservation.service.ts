// The state moves of a reservation (made by reservation-creation.service.ts), only through the state
// table (reservation-states.ts). Every move is one transaction: the reservation row is locked FOR
// UPDATE, the table decides, the row is written, the places are kept or given back through
// capacity.service, and the money side and the emails are queued as jobs in the same transaction (payments.capture / .release / .refund with
// `{ paymentId }`, booking.email with `{ reservationId, kind }`: payment-queue.ts). The payment job
// handlers call the gateway and record its answer (payment-results.ts).
import { crashPoint, type CrashPoint } from '../../shared/crash-points.js';
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { confirmHold, releasePlaces } from '../scheduling/capacity.service.js';
import { recordResellerLedger } from '../resellers/reseller-ledger.js';
import { queueWaitlistServe } from '../waitlist/waitlist-serve.js';
import { queueReservationWebhooks } from '../resellers/octo/octo-webhooks.js';
import { queueBookingEmail, type BookingEmailKind } from './booking-emails.js';
import { queuePaymentJobs } from './payment-queue.js';
import { RejectionReason } from './rejection-reason.entity.js';
import { assertActor, checkNote, type Actor } from './reservation-access.js';
import { closeOpenChange } from './reservation-change.service.js';
import { guestRefundCents, ReservationEvent, reservationStateError, transition, type ReservationTransition } from './reservation-states.js';
import { Reservation, ReservationState } from './reservation.entity.js';

const STATE_EMAIL: Record<ReservationEvent, BookingEmailKind> = {
  [ReservationEvent.ACCEPT]: 'ACCEPTED',
  [ReservationEvent.REJECT]: 'REJECTED',
  [ReservationEvent.WITHDRAW]: 'CANCELLED',
  [ReservationEvent.EXPIRE]: 'EXPIRED',
  [ReservationEvent.CANCEL_BY_GUEST]: 'CANCELLED',
  [ReservationEvent.CANCEL_BY_PROVIDER]: 'CANCELLED',
};

interface Decision {
  rejectionReasonId?: number | null;
  rejectionNote?: string | null;
  cancellationReasonId?: number | null;
  cancellationNote?: string | null;
}

async function checkReason(tx: RequestContext, reasonId: number | null | undefined): Promise<void> {
  if (reasonId != null && !(await tx.manager.existsBy(RejectionReason, { id: reasonId })))
    throw invalidInput({ reasonId: { id: 'reservation.rejectionReason' } });
}

/** The one way a reservation changes state: lock, check the table, write, keep or free the places, queue money and emails. */
async function move(
  ctx: RequestContext,
  reservationId: number,
  event: ReservationEvent,
  actor: Actor,
  decision: Decision = {},
): Promise<Reservation> {
  return inTransaction(ctx, async (tx) => {
    const reservation = await tx.manager.findOne(Reservation, { where: { id: reservationId }, lock: { mode: 'pessimistic_write' } });
    if (!reservation) throw notFound();
    await assertActor(tx, reservation, actor);
    const step: ReservationTransition = transition(reservation.state, event);
    const now = await databaseNow(tx);
    const overdue = reservation.answerDeadline.getTime() <= now;
    // Past its answer deadline a pending reservation is as good as expired: its places are no longer kept.
    if (event === ReservationEvent.ACCEPT && overdue) throw reservationStateError(ReservationState.EXPIRED);
    if (event === ReservationEvent.EXPIRE && !overdue)
      throw new DomainError('CONFLICT', { id: 'reservation.notOverdue' }, undefined, 'RESERVATION_NOT_OVERDUE');
    await checkReason(tx, decision.rejectionReasonId);
    await checkReason(tx, decision.cancellationReasonId);

    if (step.hold === 'confirm') await confirmPlaces(tx, reservation);
    else {
      const released = await releasePlaces(tx, reservation.holdId);
      // Places given back: the start's waitlist is served (a job, queued with this change).
      await queueWaitlistServe(tx, released, `reservation:${reservation.id}:${step.to}`);
    }

    await tx.manager.update(
      Reservation,
      { id: reservation.id },
      {
        state: step.to,
        cancelledBy: step.cancelledBy,
        decidedAt: new Date(now),
        rejectionReasonId: decision.rejectionReasonId ?? reservation.rejectionReasonId,
        rejectionNote: decision.rejectionNote ?? reservation.rejectionNote,
        cancellationReasonId: decision.cancellationReasonId ?? reservation.cancellationReasonId,
        cancellationNote: decision.cancellationNote ?? reservation.cancellationNote,
        version: () => 'version + 1',
      },
    );
    // Accepted bookings make a service popular; a cancelled one no longer counts.
    if (step.to === ReservationState.ACCEPTED)
      await tx.manager.query('UPDATE service SET booking_count = booking_count + 1 WHERE id = $1', [reservation.serviceId]);
    if (step.from === ReservationState.ACCEPTED)
      await tx.manager.query('UPDATE service SET booking_count = GREATEST(booking_count - 1, 0) WHERE id = $1', [reservation.serviceId]);

    // A booking that ends takes its open change proposal with it (the proposal's places and payment released).
    if (step.from === ReservationState.ACCEPTED) await closeOpenChange(tx, reservation.id);
    await queuePaymentJobs(tx, step, reservation, now);
    // A reseller's booking: what it owes (its net amount) on its ledger, with the move.
    await recordResellerLedger(tx, reservation, step, now);
    await queueBookingEmail(tx, reservation.id, STATE_EMAIL[event]);
    // A reseller's booking: its OCTO booking_update and availability_update webhooks, in this transaction.
    if (reservation.resellerId !== null) await queueReservationWebhooks(tx, reservation, step.to);
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
export async function rejectReservation(
  ctx: RequestContext,
  reservationId: number,
  input: { reasonId?: number | null; note?: string | null } = {},
  options: { actor?: Actor } = {},
): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.REJECT, options.actor ?? 'provider', {
    rejectionReasonId: input.reasonId ?? null,
    rejectionNote: checkNote('note', input.note),
  });
}

/** The guest withdraws before the answer: CANCELLED by GUEST, the authorisation released. */
export async function withdrawReservation(
  ctx: RequestContext,
  reservationId: number,
  input: { note?: string | null } = {},
  options: { actor?: Actor } = {},
): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.WITHDRAW, options.actor ?? 'guest', { cancellationNote: checkNote('note', input.note) });
}

/** The sweep: a pending reservation past its answer deadline EXPIRES, the authorisation released. */
export async function expireReservation(ctx: RequestContext, reservationId: number): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.EXPIRE, 'authorised');
}

/** The guest cancels an accepted booking: CANCELLED by GUEST, refunded in full when the refund policy allows it now, else nothing. */
export async function cancelByGuest(
  ctx: RequestContext,
  reservationId: number,
  input: { note?: string | null } = {},
  options: { actor?: Actor } = {},
): Promise<Reservation> {
  return move(ctx, reservationId, ReservationEvent.CANCEL_BY_GUEST, options.actor ?? 'guest', {
    cancellationNote: checkNote('note', input.note),
  });
}

/**
 * The provider cancels an accepted booking: CANCELLED by PROVIDER, refunded in full, the guest
 * emailed with the reason. A reason is required: one of the listed reasons, a note, or both.
 */
export async function cancelByProvider(
  ctx: RequestContext,
  reservationId: number,
  input: { reasonId?: number | null; note?: string | null } = {},
  options: { actor?: Actor } = {},
): Promise<Reservation> {
  const note = checkNote('note', input.note);
  const reasonId = input.reasonId ?? null;
  if (reasonId === null && note === null) throw invalidInput({ note: { id: 'reservation.cancellationReason' } });
  return move(ctx, reservationId, ReservationEvent.CANCEL_BY_PROVIDER, options.actor ?? 'provider', {
    cancellationReasonId: reasonId,
    cancellationNote: note,
  });
}

/** What a guest would get back cancelling an accepted reservation at `now` (0 for any other state). */
export function refundIfCancelledCents(reservation: Reservation, now: number): number {
  if (reservation.state !== ReservationState.ACCEPTED) return 0;
  return guestRefundCents(reservation, reservation.startsAt, now, reservation.totalCents);
}
