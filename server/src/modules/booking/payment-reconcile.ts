// payments.reconcile (every 15 minutes): repairs drift between the gateway and our records, in
// bounded batches, each repair in a transaction of its own:
// - a PENDING (or FAILED) payment without a reservation, older than 30 minutes, whose intent is
//   authorised (requires_capture): the browser or the server died before the request was sent.
//   Still sendable → the reservation is made (recordAuthorisation); otherwise → released.
//   Its intent cancelled already → recorded RELEASED. A request that can no longer be sent with an
//   intent never authorised → the intent is cancelled too (released), so nothing stays open.
// - an AUTHORISED payment of a REJECTED, EXPIRED or CANCELLED reservation → a release job.
// - an AUTHORISED payment of an ACCEPTED reservation → a capture job.
// The repair jobs carry keys of their own (per hour), so a transition's job that died in the
// dead-letter queue does not stop the repair; the gateway calls stay idempotent by intent state.
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import { paymentGateway } from '../payments/gateway-factory.js';
import { isPaymentGatewayError } from '../payments/payment-gateway-error.js';
import { adoptAuthorisation, queueRelease } from './booking-payment.service.js';
import { applyRelease, PAYMENT_CAPTURE_QUEUE, type PaymentJob } from './reservation.service.js';

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
  skipped: number;
}

const DEFAULTS = { limit: 100, pendingAgeMs: 30 * 60_000, decidedAgeMs: 15 * 60_000 };

/** One repair key per payment and hour: a repeat within the hour is the same job. */
async function repairKey(ctx: RequestContext, paymentId: number, kind: string): Promise<string> {
  const [{ hour }]: { hour: string }[] = await ctx.manager.query("SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYYMMDDHH24') AS hour");
  return `payment:${paymentId}:${kind}:reconcile:${hour}`;
}

export async function reconcilePayments(ctx: RequestContext, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const { limit, pendingAgeMs, decidedAgeMs } = { ...DEFAULTS, ...options };
  const report: ReconcileReport = { recorded: 0, released: 0, captured: 0, skipped: 0 };
  const gateway = paymentGateway(ctx);

  const unsent: { id: number; intent_id: string; live: boolean }[] = await ctx.manager.query(
    `SELECT p.id, p.intent_id, (r.status = 'OPEN' AND r.expires_at > clock_timestamp() AND r.payment_intent_id = p.intent_id) AS live
     FROM payment p JOIN booking_request r ON r.id = p.booking_request_id
     WHERE p.reservation_id IS NULL AND p.state IN ('PENDING', 'FAILED') AND p.created_at < clock_timestamp() - make_interval(secs => $1)
     ORDER BY p.created_at, p.id LIMIT $2`,
    [pendingAgeMs / 1000, limit],
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
        await tx.jobs.enqueue(tx.manager, PAYMENT_CAPTURE_QUEUE, { paymentId: row.id } satisfies PaymentJob, await repairKey(tx, row.id, 'capture'));
        report.captured += 1;
      } else {
        await queueRelease(tx, { id: row.id }, await repairKey(tx, row.id, 'release'));
        report.released += 1;
      }
    });
  }
  if (report.recorded + report.released + report.captured > 0) ctx.log.info({ ...report }, 'payments reconciled');
  return report;
}
