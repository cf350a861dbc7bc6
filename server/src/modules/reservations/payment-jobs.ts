// The money side of the reservation transitions, run by the job queue: payments.capture,
// payments.release and payments.refund (`{ paymentId }`, refund `+ amountCents`). Each handler
// loads the payment, calls the gateway with the job's id as the idempotency key (a retry of the
// job repeats the same call, never a second effect), then records the answer with
// applyCapture / applyRelease / applyRefund in a transaction.
//
// A retryable gateway error (unreachable, 5xx, rate limit) throws, so pg-boss retries the job. A
// refusal (4xx) is final for that key: the intent is read as it is and recorded when it settles the
// job anyway (a capture of an intent captured already, a cancel of one cancelled already);
// otherwise the refusal is written on the payment (failure_code, failure_message) and the job ends.
import type { RequestContext } from '../../context.js';
import { crashPoint } from '../../shared/crash-points.js';
import type { Job, JobHandler } from '../../shared/jobs.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import type { IntentView, PaymentGateway } from '../payments/payment-gateway.js';
import { isPaymentGatewayError, type PaymentGatewayError } from '../payments/payment-gateway-error.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { PaymentRefund } from '../payments/payment-refund.entity.js';
import { applyCapture, applyRefund, applyRelease } from './payment-results.js';
import { PAYMENT_CAPTURE_QUEUE, PAYMENT_REFUND_QUEUE, PAYMENT_RELEASE_QUEUE, type PaymentJob, type RefundJob } from './payment-queue.js';

export { PAYMENT_CAPTURE_QUEUE, PAYMENT_REFUND_QUEUE, PAYMENT_RELEASE_QUEUE };

/** A refused call the job cannot settle: kept on the payment for staff, the job ends. */
async function recordRefusal(ctx: RequestContext, payment: Payment, error: PaymentGatewayError): Promise<void> {
  await ctx.dataSource.query('UPDATE payment SET failure_code = $2, failure_message = $3, updated_at = clock_timestamp() WHERE id = $1', [
    payment.id,
    error.code ?? error.type,
    error.message.slice(0, 500),
  ]);
  ctx.log.warn({ paymentId: payment.id, code: error.code, type: error.type }, 'payment job: gateway refused; recorded');
}

/** The intent after a refusal: from the error when the processor said, else read again. */
async function intentAfter(gateway: PaymentGateway, payment: Payment, error: PaymentGatewayError): Promise<IntentView | null> {
  if (error.intent) return error.intent;
  try {
    return await gateway.retrieve(payment.intentId);
  } catch (retrieveError) {
    if (isPaymentGatewayError(retrieveError) && !retrieveError.retryable) return null;
    throw retrieveError;
  }
}

/**
 * Calls the gateway; a refusal gives the intent as it is now (or null: nothing to record), a
 * retryable error (or any error of ours) throws.
 */
async function gatewayCall(
  gateway: PaymentGateway,
  payment: Payment,
  call: () => Promise<IntentView>,
): Promise<{ intent: IntentView | null; refusal: PaymentGatewayError | null }> {
  try {
    return { intent: await call(), refusal: null };
  } catch (error) {
    if (!isPaymentGatewayError(error) || error.retryable) throw error;
    return { intent: await intentAfter(gateway, payment, error), refusal: error };
  }
}

async function loadPayment(ctx: RequestContext, paymentId: number): Promise<Payment | null> {
  const payment = await ctx.manager.findOneBy(Payment, { id: paymentId });
  if (!payment) ctx.log.warn({ paymentId }, 'payment job: no such payment');
  return payment;
}

/** payments.capture: the accepted reservation's money is taken (CAPTURED). */
export async function capturePayment({ id, data, ctx }: Job<PaymentJob>): Promise<void> {
  const payment = await loadPayment(ctx, data.paymentId);
  if (!payment || payment.state === PaymentState.CAPTURED || payment.state === PaymentState.REFUNDED) return;
  const gateway = paymentGateway(ctx);
  const { intent, refusal } = await gatewayCall(gateway, payment, () => gateway.capture(payment.intentId, id));
  if (!refusal) crashPoint(ctx, 'capture.charged');
  // Captured already (an earlier attempt's answer was lost), or the authorisation lapsed: record it.
  if (intent && (intent.status === 'succeeded' || intent.status === 'canceled')) {
    await applyCapture(ctx, payment.id, intent);
    return;
  }
  if (refusal) return recordRefusal(ctx, payment, refusal);
  throw new Error(`payment ${payment.id}: capture not settled (intent ${intent?.status ?? 'unknown'})`);
}

/** payments.release: an authorisation that will not be captured is cancelled (RELEASED). */
export async function releasePayment({ id, data, ctx }: Job<PaymentJob>): Promise<void> {
  const payment = await loadPayment(ctx, data.paymentId);
  if (!payment || payment.state === PaymentState.RELEASED) return;
  if (payment.state === PaymentState.CAPTURED || payment.state === PaymentState.REFUNDED) {
    ctx.log.warn({ paymentId: payment.id, state: payment.state }, 'payment job: release of a captured payment skipped');
    return;
  }
  const gateway = paymentGateway(ctx);
  const { intent, refusal } = await gatewayCall(gateway, payment, () => gateway.cancel(payment.intentId, id));
  if (!refusal) crashPoint(ctx, 'release.cancelled');
  if (intent?.status === 'canceled') {
    await applyRelease(ctx, payment.id, intent);
    return;
  }
  if (refusal) return recordRefusal(ctx, payment, refusal);
  throw new Error(`payment ${payment.id}: release not settled (intent ${intent?.status ?? 'unknown'})`);
}

/**
 * payments.refund: (part of) a captured payment goes back to the card. The amount is clamped to what
 * is captured and not yet refunded when the job runs, so refunds of their own (a change's, then a
 * cancellation's) never return more than was paid; the job's id is the gateway's idempotency key.
 */
export async function refundPayment({ id, data, ctx }: Job<RefundJob>): Promise<void> {
  const payment = await loadPayment(ctx, data.paymentId);
  if (!payment || payment.state === PaymentState.RELEASED) return;
  // The capture's job may still be on its way: wait for it (retry) rather than ask for a refund of nothing.
  if (payment.state !== PaymentState.CAPTURED && payment.state !== PaymentState.REFUNDED)
    throw new Error(`payment ${payment.id}: refund waits for the capture (${payment.state})`);
  // Done by an earlier run of this job: asking again with another amount would clash with its key.
  if (await ctx.manager.existsBy(PaymentRefund, { idempotencyKey: id })) return;
  const gateway = paymentGateway(ctx);
  const amountCents = Math.min(data.amountCents, payment.capturedCents - payment.refundedCents);
  if (amountCents <= 0) return;
  try {
    const refund = await gateway.refund(payment.intentId, amountCents, id);
    crashPoint(ctx, 'refund.refunded');
    await applyRefund(ctx, payment.id, refund, id);
  } catch (error) {
    if (!isPaymentGatewayError(error) || error.retryable) throw error;
    // Refunded already (under another key): record it as done.
    if (error.code === 'charge_already_refunded') {
      await applyRefund(ctx, payment.id, { id: `already-refunded:${id}`, amountCents, status: 'succeeded' }, id);
      return;
    }
    await recordRefusal(ctx, payment, error);
  }
}

export const paymentJobHandlers: { queue: string; handler: JobHandler<never> }[] = [
  { queue: PAYMENT_CAPTURE_QUEUE, handler: capturePayment as JobHandler<never> },
  { queue: PAYMENT_RELEASE_QUEUE, handler: releasePayment as JobHandler<never> },
  { queue: PAYMENT_REFUND_QUEUE, handler: refundPayment as JobHandler<never> },
];
