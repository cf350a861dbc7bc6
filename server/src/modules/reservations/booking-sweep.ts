// The booking sweep (`booking.sweep`, every minute): expires PENDING reservations whose answer
// deadline has passed (through the state table: expireReservation), and sends the provider one
// reminder halfway between the request and its deadline (reminder_sent_at marks it sent, in the
// same transaction that queues the email, so it goes out once whatever the runs and retries); and
// expires open change proposals past their expiry (reservation-change.service expireChanges).
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import type { QueueName } from '../../shared/job-queues.js';
import { inTransaction } from '../../shared/transaction.js';
import { queueBookingEmail } from './booking-emails.js';
import { expireReservation } from './reservation.service.js';
import { expireChanges } from './reservation-change.service.js';

export const BOOKING_SWEEP_QUEUE = 'booking.sweep' satisfies QueueName;

/** Reservations one run handles of each kind; the next minute's run takes the rest. */
const BATCH = 200;

export interface SweepResult {
  expired: number[];
  reminded: number[];
  /** Change proposals expired (their held places released). */
  changesExpired: number[];
}

export async function sweepBookings(ctx: RequestContext): Promise<SweepResult> {
  const result: SweepResult = { expired: [], reminded: [], changesExpired: [] };
  const overdue: { id: number }[] = await ctx.manager.query(
    "SELECT id FROM reservation WHERE state = 'PENDING' AND answer_deadline <= clock_timestamp() ORDER BY answer_deadline, id LIMIT $1",
    [BATCH],
  );
  for (const { id } of overdue) {
    try {
      await expireReservation(ctx, id);
      result.expired.push(id);
    } catch (error) {
      // Answered, withdrawn (or no longer overdue) since it was read: nothing to expire.
      if (error instanceof DomainError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) continue;
      throw error;
    }
  }

  const halfway: { id: number }[] = await ctx.manager.query(
    `SELECT id FROM reservation
      WHERE state = 'PENDING' AND reminder_sent_at IS NULL AND answer_deadline > clock_timestamp()
        AND clock_timestamp() >= created_at + (answer_deadline - created_at) / 2
      ORDER BY answer_deadline, id LIMIT $1`,
    [BATCH],
  );
  for (const { id } of halfway) {
    const marked = await inTransaction(ctx, async (tx) => {
      const [rows]: [{ id: number }[], number] = await tx.manager.query(
        "UPDATE reservation SET reminder_sent_at = clock_timestamp() WHERE id = $1 AND state = 'PENDING' AND reminder_sent_at IS NULL RETURNING id",
        [id],
      );
      if (rows.length === 0) return false;
      await queueBookingEmail(tx, id, 'REMINDER');
      return true;
    });
    if (marked) result.reminded.push(id);
  }
  result.changesExpired = await expireChanges(ctx, BATCH);
  if (result.expired.length > 0 || result.reminded.length > 0 || result.changesExpired.length > 0) {
    ctx.log.info(
      { expired: result.expired.length, reminded: result.reminded.length, changesExpired: result.changesExpired.length },
      'booking sweep',
    );
  }
  return result;
}
