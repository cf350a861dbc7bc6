// The ledger sweep (`partners.ledger-sweep`, every minute): brings every attributed payment's
// entries up to date (accrual at capture, reversal at each refund and at a cancellation, the move
// to PAYABLE once the experience has started), then makes the statements of the months that are
// over. Keyed on the payment and refund rows, not called from the payment's transaction: the
// reservations module must not know the ledger (conventions.md), and a sweep catches a capture or a
// refund whichever path recorded it (job, reconcile, webhook, a crash's recovery). Each entry has
// an idempotency key, each payment is settled under its partner's advisory lock: a run repeated,
// retried or racing another writes every entry once.
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import type { QueueName } from '../../shared/job-queues.js';
import { inTransaction } from '../../shared/transaction.js';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';
import { nextEntries, type NewEntry, type WrittenEntry } from './ledger-rules.js';
import { lockPartnerLedger } from './ledger-lock.js';
import { issueStatements } from './partner-statements.service.js';

export const LEDGER_SWEEP_QUEUE = 'partners.ledger-sweep' satisfies QueueName;

/** Payments one run settles; the next run takes the rest. */
const BATCH = 200;

/** The Europe/Zagreb month of the database clock, as entries record it. */
export const ZAGREB_MONTH = `to_char(clock_timestamp() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM')`;

export interface LedgerSweepResult {
  /** Entries written. */
  written: number;
  /** Statements made. */
  statements: number[];
}

/** Attributed payments whose entries are behind: no accrual yet, a refund not reversed, a cancellation, a start passed. */
const BEHIND = `WITH written AS (
    SELECT payment_id,
      bool_or(kind = '${LedgerKind.ACCRUAL}') AS accrued,
      coalesce(sum(amount_cents) FILTER (WHERE kind IN ('${LedgerKind.ACCRUAL}', '${LedgerKind.REVERSAL}')), 0) AS net,
      coalesce(sum(amount_cents) FILTER (WHERE state = '${LedgerState.PENDING}'), 0) AS pending,
      count(*) FILTER (WHERE idempotency_key LIKE 'refund:%') AS refunds,
      bool_or(kind = '${LedgerKind.PAYABLE}') AS moved
    FROM partner_ledger_entry WHERE payment_id IS NOT NULL GROUP BY payment_id)
  SELECT p.id, r.partner_id AS "partnerId"
  FROM payment p JOIN reservation r ON r.id = p.reservation_id LEFT JOIN written w ON w.payment_id = p.id
  WHERE r.partner_id IS NOT NULL AND p.captured_cents > 0 AND (
    w.accrued IS NOT TRUE
    OR (w.net > 0 AND (SELECT count(*) FROM payment_refund pr WHERE pr.payment_id = p.id) > w.refunds)
    OR (r.state = 'CANCELLED' AND w.net > 0)
    OR (r.state = 'ACCEPTED' AND r.starts_at <= $1 AND w.pending <> 0 AND w.moved IS NOT TRUE))
  ORDER BY p.id LIMIT $2`;

interface FactsRow {
  payment_id: number;
  reservation_id: number;
  partner_id: number;
  partner_object_id: number;
  partner_share_bp: number;
  captured_cents: number;
  cancelled: boolean;
  started: boolean;
  refunds: { refundId: string; amountCents: number }[];
  entries: WrittenEntry[];
}

/** When entries are stamped: the database clock and its Europe/Zagreb month, or (demo data) a given time and month. */
export interface LedgerStamp {
  at: Date;
  month: string;
}

/** Writes the entries one payment still needs, under its partner's lock; returns how many. */
export async function settlePayment(
  ctx: RequestContext,
  paymentId: number,
  partnerId: number,
  now: Date,
  stamp?: LedgerStamp,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await lockPartnerLedger(tx, partnerId);
    const [facts]: FactsRow[] = await tx.manager.query(
      `SELECT p.id AS payment_id, r.id AS reservation_id, r.partner_id, r.partner_object_id, r.partner_share_bp, p.captured_cents,
         r.state = 'CANCELLED' AS cancelled, (r.state = 'ACCEPTED' AND r.starts_at <= $2) AS started,
         coalesce((SELECT json_agg(json_build_object('refundId', pr.refund_id, 'amountCents', pr.amount_cents) ORDER BY pr.created_at, pr.refund_id)
           FROM payment_refund pr WHERE pr.payment_id = p.id), '[]') AS refunds,
         coalesce((SELECT json_agg(json_build_object('kind', e.kind, 'state', e.state, 'amountCents', e.amount_cents, 'idempotencyKey', e.idempotency_key) ORDER BY e.id)
           FROM partner_ledger_entry e WHERE e.payment_id = p.id), '[]') AS entries
       FROM payment p JOIN reservation r ON r.id = p.reservation_id
       WHERE p.id = $1 AND r.partner_id = $3`,
      [paymentId, now, partnerId],
    );
    if (!facts) return 0;
    const entries = nextEntries({
      paymentId: facts.payment_id,
      capturedCents: facts.captured_cents,
      shareBp: facts.partner_share_bp,
      refunds: facts.refunds,
      cancelled: facts.cancelled,
      started: facts.started,
      entries: facts.entries,
    });
    if (entries.length === 0) return 0;
    return insertEntries(tx, facts, entries, stamp);
  });
}

async function insertEntries(tx: RequestContext, facts: FactsRow, entries: NewEntry[], stamp?: LedgerStamp): Promise<number> {
  // An INSERT answers its rows (UPDATE and DELETE answer [rows, count]).
  const rows: { id: number }[] = await tx.manager.query(
    `INSERT INTO partner_ledger_entry (partner_id, partner_object_id, reservation_id, payment_id, kind, state, amount_cents, occurred_at, statement_month, idempotency_key)
     SELECT $1, $2, $3, $4, e.kind, e.state, e.amount, coalesce($9::timestamptz, clock_timestamp()), coalesce($10::text, ${ZAGREB_MONTH}), e.key
       FROM unnest($5::text[], $6::text[], $7::int[], $8::text[]) WITH ORDINALITY AS e(kind, state, amount, key, n) ORDER BY e.n
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      facts.partner_id,
      facts.partner_object_id,
      facts.reservation_id,
      facts.payment_id,
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.state),
      entries.map((entry) => entry.amountCents),
      entries.map((entry) => entry.idempotencyKey),
      stamp?.at ?? null,
      stamp?.month ?? null,
    ],
  );
  return rows.length;
}

/**
 * One run: settles the payments that are behind (at most BATCH), then makes the statements of the
 * months over. `now` decides what has started and which months are over (the database clock unless
 * a test moves it); entries are stamped with the database clock all the same.
 */
export async function sweepLedger(ctx: RequestContext, options: { now?: Date } = {}): Promise<LedgerSweepResult> {
  const now = options.now ?? new Date(await databaseNow(ctx));
  const behind: { id: number; partnerId: number }[] = await ctx.manager.query(BEHIND, [now, BATCH]);
  let written = 0;
  for (const payment of behind) written += await settlePayment(ctx, payment.id, payment.partnerId, now);
  const statements = await issueStatements(ctx, now);
  if (written > 0 || statements.length > 0) ctx.log.info({ written, statements: statements.length }, 'partner ledger sweep');
  return { written, statements };
}
