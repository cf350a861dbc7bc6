// The guest's reminder the day before the start (`booking.day-before-sweep`, every 10 minutes): from
// 09:00 Zagreb time on the day before, each accepted booking that starts on the next Zagreb day gets the
// DAY_BEFORE email, and the SMS when the guest asked for SMS (queueBookingEmail queues both). Once per
// start: day_before_reminder_start is set to the start in the transaction that queues them, so runs,
// retries and racing instances remind once, and a booking changed to another start is reminded of that
// one. Day boundaries are PostgreSQL's Europe/Zagreb dates, right across DST.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import { inTransaction } from '../../shared/transaction.js';
import { queueBookingEmail } from './booking-emails.js';
import { dayBeforeOccasion } from './booking-sms.js';

export const DAY_BEFORE_SWEEP_QUEUE = 'booking.day-before-sweep' satisfies QueueName;

/** Reminders go out from this Zagreb hour of the day before (nobody gets one at midnight). */
export const REMINDER_FROM = '09:00';

/** Reservations one run reminds; the next run takes the rest. */
const BATCH = 200;

/**
 * Queues the reminders that are due; returns the reservations reminded. `now` moves the sweep's clock
 * (tests, the end-to-end suite through the CLI); by default the database's clock_timestamp().
 */
export async function sweepDayBeforeReminders(ctx: RequestContext, options: { now?: Date } = {}): Promise<number[]> {
  const now = options.now?.toISOString() ?? null;
  const due: { id: number }[] = await ctx.manager.query(
    `WITH clock AS (SELECT coalesce($1::timestamptz, clock_timestamp()) AS at)
     SELECT r.id FROM reservation r, clock
      WHERE r.state = 'ACCEPTED' AND r.day_before_reminder_start IS DISTINCT FROM r.starts_at AND r.starts_at > clock.at
        AND (r.starts_at AT TIME ZONE 'Europe/Zagreb')::date = (clock.at AT TIME ZONE 'Europe/Zagreb')::date + 1
        AND (clock.at AT TIME ZONE 'Europe/Zagreb')::time >= $2::time
      ORDER BY r.starts_at, r.id LIMIT $3`,
    [now, REMINDER_FROM, BATCH],
  );
  const reminded: number[] = [];
  for (const { id } of due) {
    const marked = await inTransaction(ctx, async (tx) => {
      const [rows]: [{ starts_at: Date }[], number] = await tx.manager.query(
        `UPDATE reservation SET day_before_reminder_start = starts_at
          WHERE id = $1 AND state = 'ACCEPTED' AND day_before_reminder_start IS DISTINCT FROM starts_at RETURNING starts_at`,
        [id],
      );
      if (rows.length === 0) return false;
      await queueBookingEmail(tx, id, 'DAY_BEFORE', dayBeforeOccasion(new Date(rows[0].starts_at)));
      return true;
    });
    if (marked) reminded.push(id);
  }
  if (reminded.length > 0) ctx.log.info({ reminded: reminded.length }, 'day-before reminders');
  return reminded;
}
