// payments.reconcile (every 15 minutes): repairs drift between the gateway and our records, in
// bounded batches, each repair in a transaction of its own:
// - a PENDING (or FAILED) payment without a reservation, older than 30 minutes, whose intent is
//   authorised (requires_capture): the browser or the server died before the request was sent.
//   Still sendable → the reservation is made (recordAuthorisation); otherwise → released.
//   Its intent cancelled already → recorded RELEASED. A request that can no longer be sent with an
//   intent never authorised → the intent is cancelled too (released), so nothing stays open.
//   Its intent captured (succeeded: money taken, no booking; e.g. captured outside our jobs), the
//   request no longer sendable and the payment older than the hold window → recorded CAPTURED and
//   refunded in full by a refund job. An intent still `processing` is left for the next run.
// - a CAPTURED payment without a reservation (its refund job died) → a refund job again.
// - an AUTHORISED payment of a REJECTED, EXPIRED or CANCELLED reservation → a release job.
// - an AUTHORISED payment of an ACCEPTED reservation → a capture job.
// The repair jobs carry keys of their own (per hour), so a transition's job that died in the
// dead-letter queue does not stop the repair; the gateway calls stay idempotent by intent state.
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import type { IntentView } from '../payments/payment-gateway.js';
import { isPaymentGatewayError } from '../payments/payment-gateway-error.js';
import { adoptAuthorisation } from './booking-payment.service.js';
import { applyCapture, applyRelease } from './payment-results.js';
import { PAYMENT_CAPTURE_QUEUE, PAYMENT_REFUND_QUEUE, queueRelease, type PaymentJob, type RefundJob } from './payment-queue.js';

export const PAYMENT_RECONCILE_QUEUE = 'payments.reconcile';

export interface ReconcileOptions {
  /** Payments looked at per kind of drift and run. */
  limit?: number;
  /** A PENDING payment younger than this may still be on its way (the guest is paying). */
  pendingAgeMs?: number;
  /** A decided reservation's own job gets this long before the sweep repeats it. */
  decidedAgeMs?: number;
}

export interface ReconcileReport {
  recorded: number;
  released: number;
  captured: number;
  /** Money taken without a booking, sent back. */
  refunded: number;
  skipped: number;
}

const DEFAULTS = { limit: 100, pendingAgeMs: 30 * 60_000, decidedAgeMs: 15 * 60_000 };

/** One repair key per payment and hour: a repeat within the hour is the same job. */
async function repairKey(ctx: RequestContext, paymentId: number, kind: string): Promise<string> {
  const [{ hour }]: { hour: string }[] = await ctx.manager.query(
    "SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYYMMDDHH24') AS hour",
  );
  return `payment:${paymentId}:${kind}:reconcile:${hour}`;
}

async function queueRefund(tx: RequestContext, paymentId: number, amountCents: number, key: string): Promise<void> {
  await tx.jobs.enqueue(tx.manager, PAYMENT_REFUND_QUEUE, { paymentId, amountCents } satisfies RefundJob, key);
}

/** Money taken at the gateway for a request that never became a booking: recorded CAPTURED and refunded in full, in one transaction. */
async function refundWithoutBooking(ctx: RequestContext, paymentId: number, intent: IntentView): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await applyCapture(tx, paymentId, intent);
    await queueRefund(tx, paymentId, intent.amountReceivedCents, `payment:${paymentId}:refund:unbooked`);
  });
  ctx.log.warn({ paymentId }, 'payments reconcile: captured without a booking; refunding in full');
}

/** CAPTURED payments without a reservation whose refund has not happened (its job died): a refund job again. */
async function requeueUnbookedRefunds(ctx: RequestContext, ageMs: number, limit: number): Promise<number> {
  const unbooked: { id: number; amount: number }[] = await ctx.manager.query(
    `SELECT id, captured_cents - refunded_cents AS amount FROM payment
     WHERE state = 'CAPTURED' AND reservation_id IS NULL AND updated_at < clock_timestamp() - make_interval(secs => $1)
     ORDER BY id LIMIT $2`,
    [ageMs / 1000, limit],
  );
  for (const row of unbooked) {
    await inTransaction(ctx, async (tx) => queueRefund(tx, row.id, row.amount, await repairKey(tx, row.id, 'refund')));
  }
  return unbooked.length;
}

export async function reconcilePayments(ctx: RequestContext, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const { limit, pendingAgeMs, decidedAgeMs } = { ...DEFAULTS, ...options };
  const report: ReconcileReport = { recorded: 0, released: 0, captured: 0, refunded: 0, skipped: 0 };
  const gateway = paymentGateway(ctx);

  // Before the rest: a payment recorded CAPTURED by this run has its refund job already.
  report.refunded += await requeueUnbookedRefunds(ctx, decidedAgeMs, limit);

  const unsent: { id: number; intent_id: string; live: boolean; past_hold: boolean }[] = await ctx.manager.query(
    `SELECT p.id, p.intent_id, (r.status = 'OPEN' AND r.expires_at > clock_timestamp() AND r.payment_intent_id = p.intent_id) AS live,
            p.created_at < clock_timestamp() - make_interval(mins => $3) AS past_hold
     FROM payment p JOIN booking_request r ON r.id = p.booking_request_id
     WHERE p.reservation_id IS NULL AND p.state IN ('PENDING', 'FAILED') AND p.created_at < clock_timestamp() - make_interval(secs => $1)
     ORDER BY p.created_at, p.id LIMIT $2`,
    [pendingAgeMs / 1000, limit, ctx.config.BOOKING_HOLD_MINUTES],
  );
  for (const row of unsent) {
    let intent;
    try {
      intent = await gateway.retrieve(row.intent_id);
    } catch (error) {
      if (isPaymentGatewayError(error) && !error.retryable) {
        report.skipped += 1;
        continue;
      }
      throw error;
    }
    if (intent.status === 'requires_capture') {
      const outcome = await adoptAuthorisation(ctx, intent);
      if (outcome === 'recorded') report.recorded += 1;
      else if (outcome === 'released') report.released += 1;
      else report.skipped += 1;
    } else if (intent.status === 'canceled') {
      await applyRelease(ctx, row.id, intent);
      report.released += 1;
    } else if (intent.status === 'succeeded' && !row.live && row.past_hold) {
      await refundWithoutBooking(ctx, row.id, intent);
      report.refunded += 1;
    } else if (!row.live && intent.status !== 'processing' && intent.status !== 'succeeded') {
      await inTransaction(ctx, async (tx) => queueRelease(tx, { id: row.id }, await repairKey(tx, row.id, 'release')));
      report.released += 1;
    } else {
      report.skipped += 1;
    }
  }

  const decided: { id: number; state: string }[] = await ctx.manager.query(
    `SELECT p.id, r.state FROM payment p JOIN reservation r ON r.id = p.reservation_id
     WHERE p.state = 'AUTHORISED' AND r.state IN ('ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED')
       AND COALESCE(r.decided_at, r.updated_at) < clock_timestamp() - make_interval(secs => $1)
     ORDER BY p.id LIMIT $2`,
    [decidedAgeMs / 1000, limit],
  );
  for (const row of decided) {
    await inTransaction(ctx, async (tx) => {
      if (row.state === 'ACCEPTED') {
        await tx.jobs.enqueue(
          tx.manager,
          PAYMENT_CAPTURE_QUEUE,
          { paymentId: row.id } satisfies PaymentJob,
          await repairKey(tx, row.id, 'capture'),
        );
        report.captured += 1;
      } else {
        await queueRelease(tx, { id: row.id }, await repairKey(tx, row.id, 'release'));
        report.released += 1;
      }
    });
  }

  if (report.recorded + report.released + report.captured + report.refunded > 0) ctx.log.info({ ...report }, 'payments reconciled');
  return report;
}
