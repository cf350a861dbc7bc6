// STAND-IN (branch bookres): only the EXPIRE transition, so the booking sweep runs and is tested
// on this branch. The booking core's reservation.service.ts (branch bookcore: recordAuthorisation,
// accept, reject, withdraw, expire, cancelByGuest, cancelByProvider) replaces this whole file at
// merge; it must export `expireReservation(ctx, reservationId)` with the same meaning.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { releasePlaces } from '../scheduling/capacity.service.js';
import { queueBookingEmail } from './booking-emails.js';
import { ReservationEvent, transition } from './reservation-states.js';
import type { ReservationState } from './reservation.entity.js';

/**
 * EXPIRE (the sweep): a PENDING reservation whose answer deadline has passed becomes EXPIRED, its
 * places are given back, its authorisation released (payments.release job) and the guest and
 * provider told. Any other state is 409 RESERVATION_STATE; a deadline still ahead changes nothing.
 */
export async function expireReservation(ctx: RequestContext, reservationId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [row]: { state: ReservationState; hold_id: string; due: boolean }[] = await tx.manager.query(
      'SELECT state, hold_id, answer_deadline <= clock_timestamp() AS due FROM reservation WHERE id = $1 FOR UPDATE',
      [reservationId],
    );
    if (!row) throw notFound();
    const move = transition(row.state, ReservationEvent.EXPIRE);
    if (!row.due) return;
    await tx.manager.query('UPDATE reservation SET state = $2, decided_at = clock_timestamp(), updated_at = clock_timestamp(), version = version + 1 WHERE id = $1', [reservationId, move.to]);
    await releasePlaces(tx, row.hold_id);
    const payments: { id: number }[] = await tx.manager.query("SELECT id FROM payment WHERE reservation_id = $1 AND state = 'AUTHORISED'", [reservationId]);
    for (const payment of payments) await tx.jobs.enqueue(tx.manager, 'payments.release', { paymentId: payment.id }, `payment:${payment.id}:release`);
    await queueBookingEmail(tx, reservationId, 'EXPIRED');
  });
}
