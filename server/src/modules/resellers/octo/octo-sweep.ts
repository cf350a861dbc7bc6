// The reseller hold sweep (`resellers.hold-sweep`, every minute): ON_HOLD bookings whose hold ran
// out are marked EXPIRED (their places are free already: an expired hold no longer counts) and
// their booking_update and availability_update webhooks queued. Reads show them EXPIRED before.
import type { RequestContext } from '../../../context.js';
import { databaseNow } from '../../../shared/clock.js';
import type { QueueName } from '../../../shared/job-queues.js';
import { inTransaction } from '../../../shared/transaction.js';
import { ResellerBooking } from '../reseller-booking.entity.js';
import { expireIfOverdue } from './octo-bookings.js';

export const RESELLER_HOLD_SWEEP_QUEUE = 'resellers.hold-sweep' satisfies QueueName;
const BATCH = 200;

export async function sweepResellerHolds(ctx: RequestContext): Promise<string[]> {
  const overdue: { uuid: string }[] = await ctx.manager.query(
    "SELECT uuid FROM reseller_booking WHERE state = 'ON_HOLD' AND expires_at <= clock_timestamp() ORDER BY expires_at LIMIT $1",
    [BATCH],
  );
  const expired: string[] = [];
  for (const { uuid } of overdue) {
    const done = await inTransaction(ctx, async (tx) => {
      const booking = await tx.manager.findOne(ResellerBooking, { where: { uuid }, lock: { mode: 'pessimistic_write' } });
      return booking ? expireIfOverdue(tx, booking, await databaseNow(tx)) : false;
    });
    if (done) expired.push(uuid);
  }
  if (expired.length > 0) ctx.log.info({ expired: expired.length }, 'reseller hold sweep');
  return expired;
}
