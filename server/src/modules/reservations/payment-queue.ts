// The money jobs a reservation queues in its own transaction, run later by payment-jobs.ts:
// payments.capture, payments.release and payments.refund (`{ paymentId }`, refund `+ amountCents`).
import type { RequestContext } from '../../context.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { guestRefundCents, type ReservationTransition } from './reservation-states.js';
import type { Reservation } from './reservation.entity.js';

export const PAYMENT_CAPTURE_QUEUE = 'payments.capture';
export const PAYMENT_RELEASE_QUEUE = 'payments.release';
export const PAYMENT_REFUND_QUEUE = 'payments.refund';

export interface PaymentJob {
  paymentId: number;
}
export interface RefundJob extends PaymentJob {
  amountCents: number;
}

/** Queues the release (cancel at the gateway, then RELEASED) of a payment that will not be captured. */
export async function queueRelease(tx: RequestContext, payment: Pick<Payment, 'id'>, key = `payment:${payment.id}:release`): Promise<void> {
  await tx.jobs.enqueue(tx.manager, PAYMENT_RELEASE_QUEUE, { paymentId: payment.id } satisfies PaymentJob, key);
}

/** The payments that hold or took the reservation's money: the first one, and one per accepted change that cost more. */
async function moneyPayments(tx: RequestContext, reservationId: number): Promise<Payment[]> {
  return tx.manager.query(
    `SELECT id, amount_cents AS "amountCents" FROM payment
     WHERE reservation_id = $1 AND state IN ('${PaymentState.AUTHORISED}', '${PaymentState.CAPTURED}', '${PaymentState.REFUNDED}') ORDER BY id`,
    [reservationId],
  );
}

/**
 * The money jobs of a transition. A pending reservation has one payment (captured or released); an
 * accepted one may have more (a change that cost more added one). A refund returns each payment's
 * whole amount, clamped by the job to what is captured and not yet refunded when it runs (a
 * change's partial refund may come first), so all that was paid goes back, never more. The guest's
 * refund by the policy is all or nothing, so it is the same refund or none.
 */
export async function queuePaymentJobs(
  tx: RequestContext,
  step: ReservationTransition,
  reservation: Reservation,
  now: number,
): Promise<void> {
  const payments = await moneyPayments(tx, reservation.id);
  if (
    step.payment === 'refund' &&
    step.refund === 'policy' &&
    guestRefundCents(reservation, reservation.startsAt, now, reservation.totalCents) === 0
  )
    return;
  for (const payment of payments) {
    const key = `payment:${payment.id}`;
    if (step.payment === 'capture') {
      await tx.jobs.enqueue(tx.manager, PAYMENT_CAPTURE_QUEUE, { paymentId: payment.id } satisfies PaymentJob, `${key}:capture`);
    } else if (step.payment === 'release') {
      await tx.jobs.enqueue(tx.manager, PAYMENT_RELEASE_QUEUE, { paymentId: payment.id } satisfies PaymentJob, `${key}:release`);
    } else if (payment.amountCents > 0) {
      // The capture may still be on its way: the refund is of what the capture takes, the whole amount.
      await tx.jobs.enqueue(
        tx.manager,
        PAYMENT_REFUND_QUEUE,
        { paymentId: payment.id, amountCents: payment.amountCents } satisfies RefundJob,
        `${key}:refund`,
      );
    }
  }
}
