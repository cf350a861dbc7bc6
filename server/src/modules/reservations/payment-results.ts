// The payment job handlers' answers from the gateway, recorded on the payment row idempotently:
// a capture (CAPTURED), a release (RELEASED), a refund (REFUNDED, each gateway refund counted once).
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import type { IntentView, RefundView } from '../payments/payment-gateway.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { queueBookingEmail } from './booking-emails.js';
import { canMovePayment } from './reservation-states.js';

/** A gateway answer that does not settle the job: thrown so the job runs again. */
class GatewayNotSettled extends Error {}

async function lockPayment(tx: RequestContext, paymentId: number): Promise<Payment> {
  const payment = await tx.manager.findOne(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
  if (!payment) throw notFound();
  return payment;
}

/** Records a capture's result: succeeded → CAPTURED with the amount received. Recording twice is harmless. */
export async function applyCapture(ctx: RequestContext, paymentId: number, intent: IntentView): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state === PaymentState.CAPTURED || payment.state === PaymentState.REFUNDED) return payment;
    if (intent.id !== payment.intentId) throw new Error(`intent ${intent.id} is not payment ${paymentId}'s`);
    if (intent.status === 'succeeded' && canMovePayment(payment.state, PaymentState.CAPTURED)) {
      await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.CAPTURED, capturedCents: intent.amountReceivedCents });
    } else if (intent.status === 'canceled' && canMovePayment(payment.state, PaymentState.RELEASED)) {
      // The authorisation lapsed before it could be captured: nothing was charged.
      await tx.manager.update(
        Payment,
        { id: payment.id },
        {
          state: PaymentState.RELEASED,
          failureCode: 'authorisation_canceled',
          failureMessage: 'The authorisation was cancelled before the capture.',
        },
      );
    } else {
      throw new GatewayNotSettled(`payment ${paymentId}: capture not settled (intent ${intent.status}, payment ${payment.state})`);
    }
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}

/** Records a release (the intent cancelled): RELEASED. Recording twice is harmless. */
export async function applyRelease(ctx: RequestContext, paymentId: number, intent: IntentView): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state === PaymentState.RELEASED) return payment;
    if (intent.id !== payment.intentId) throw new Error(`intent ${intent.id} is not payment ${paymentId}'s`);
    if (intent.status !== 'canceled') throw new GatewayNotSettled(`payment ${paymentId}: release not settled (intent ${intent.status})`);
    if (payment.state !== PaymentState.AUTHORISED && payment.state !== PaymentState.PENDING && payment.state !== PaymentState.FAILED) {
      throw new GatewayNotSettled(`payment ${paymentId}: cannot release a ${payment.state} payment`);
    }
    await tx.manager.update(Payment, { id: payment.id }, { state: PaymentState.RELEASED });
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}

/**
 * Records a refund: REFUNDED, refunded_cents grows by its amount (never beyond what was captured),
 * and the guest's "refunded" email is queued. Refunds accumulate (a change's partial refund, then a
 * cancellation's); each is recorded once under its gateway id (payment_refund), so the same refund
 * reported twice counts once. A payment whose capture is not recorded yet throws, so the job runs
 * again after the capture.
 */
export async function applyRefund(
  ctx: RequestContext,
  paymentId: number,
  refund: RefundView,
  idempotencyKey: string | null = null,
): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.state !== PaymentState.CAPTURED && payment.state !== PaymentState.REFUNDED)
      throw new GatewayNotSettled(`payment ${paymentId}: refund before the capture is recorded (${payment.state})`);
    if (refund.status !== 'succeeded' && refund.status !== 'pending')
      throw new GatewayNotSettled(`payment ${paymentId}: refund ${refund.status}`);
    const amountCents = Math.min(refund.amountCents, payment.capturedCents - payment.refundedCents);
    if (amountCents <= 0) return payment;
    const [recorded]: [{ refund_id: string }[], number] = await tx.manager.query(
      'INSERT INTO payment_refund (refund_id, payment_id, idempotency_key, amount_cents) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING refund_id',
      [refund.id, payment.id, idempotencyKey, amountCents],
    );
    if (recorded.length === 0) return payment;
    await tx.manager.update(
      Payment,
      { id: payment.id },
      { state: PaymentState.REFUNDED, refundedCents: payment.refundedCents + amountCents },
    );
    if (payment.reservationId !== null) await queueBookingEmail(tx, payment.reservationId, 'REFUNDED', refund.id);
    return tx.manager.findOneByOrFail(Payment, { id: payment.id });
  });
}
