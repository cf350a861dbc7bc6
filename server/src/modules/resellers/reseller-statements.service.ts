// The resellers' monthly statements (the design of partner-ledger/partner-statements.service.ts).
// Once a month is over (Europe/Zagreb) a reseller whose DUE sales and cancellations of the months
// since its previous statement add up to more than nothing gets a READY statement of that month (a
// month adding up to nothing or less is carried into the next one). Staff record the reseller's
// payment: a pair of PAYMENT entries (DUE −total, PAID +total) and the statement PAID; again
// changes nothing. Made by the `resellers.ledger-sweep` job (hourly). Its document: reseller-statement-document.ts.
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, notFound } from '../../shared/errors.js';
import type { QueueName } from '../../shared/job-queues.js';
import { inTransaction } from '../../shared/transaction.js';
import { callerId } from '../owner/owner.service.js';
import { ResellerLedgerKind, ResellerLedgerState, ResellerStatement, ResellerStatementStatus } from './reseller-ledger.entity.js';
import { lockResellerLedger, resellerLedgerKeys } from './reseller-ledger.js';
import type { ResellerStatementView } from './reseller.types.js';

export const RESELLER_LEDGER_SWEEP_QUEUE = 'resellers.ledger-sweep' satisfies QueueName;

export const resellerStatementPath = (id: number) => `/api/admin/reseller-statements/${id}/document`;

/** The months a statement covers: after the reseller's previous statement, up to its own. */
const PREVIOUS_MONTH = `coalesce((SELECT max(p.month) FROM reseller_statement p WHERE p.reseller_id = s.reseller_id AND p.month < s.month), '')`;

/** The DUE sales and cancellations a new statement of $1 would cover, per reseller ($2: one reseller or all). */
const DUE = `SELECT l.reseller_id AS "resellerId", sum(l.amount_cents)::int AS total
  FROM reseller_ledger_entry l
  WHERE l.state = '${ResellerLedgerState.DUE}' AND l.kind <> '${ResellerLedgerKind.PAYMENT}' AND l.statement_month <= $1
    AND ($2::int IS NULL OR l.reseller_id = $2)
    AND l.statement_month > coalesce((SELECT max(st.month) FROM reseller_statement st WHERE st.reseller_id = l.reseller_id), '')
  GROUP BY l.reseller_id HAVING sum(l.amount_cents) > 0`;

/** Makes the statements of the last month over at `now` (Europe/Zagreb); returns their ids. */
export async function issueResellerStatements(ctx: RequestContext, now: Date): Promise<number[]> {
  const [{ month }]: { month: string }[] = await ctx.manager.query(
    `SELECT to_char(($1::timestamptz AT TIME ZONE 'Europe/Zagreb') - interval '1 month', 'YYYY-MM') AS month`,
    [now],
  );
  const due: { resellerId: number }[] = await ctx.manager.query(DUE, [month, null]);
  const made: number[] = [];
  for (const candidate of due) {
    const id = await inTransaction(ctx, async (tx) => {
      await lockResellerLedger(tx, candidate.resellerId);
      // Read again under the lock: another run may have come first.
      const [fresh]: { resellerId: number; total: number }[] = await tx.manager.query(DUE, [month, candidate.resellerId]);
      if (!fresh) return null;
      // An INSERT answers its rows.
      const rows: { id: number }[] = await tx.manager.query(
        `INSERT INTO reseller_statement (reseller_id, month, total_cents) VALUES ($1, $2, $3)
         ON CONFLICT (reseller_id, month) DO NOTHING RETURNING id`,
        [fresh.resellerId, month, fresh.total],
      );
      return rows[0]?.id ?? null;
    });
    if (id !== null) made.push(id);
  }
  return made;
}

/** One run of the sweep: the statements of the month over (`now`: the database clock unless a test moves it). */
export async function sweepResellerLedger(ctx: RequestContext, options: { now?: Date } = {}): Promise<number[]> {
  const now = options.now ?? new Date(await databaseNow(ctx));
  const made = await issueResellerStatements(ctx, now);
  if (made.length > 0) ctx.log.info({ statements: made.length }, 'reseller ledger sweep');
  return made;
}

/** 409 STATEMENT_OUT_OF_BALANCE: the entries no longer add up to the statement (never expected; nothing is written). */
const outOfBalance = () => new DomainError('CONFLICT', { id: 'partnerLedger.outOfBalance' }, undefined, 'STATEMENT_OUT_OF_BALANCE');

/** Staff record that the reseller paid the statement: PAYMENT DUE −total and PAID +total, the statement PAID. Again changes nothing. */
export async function payResellerStatement(ctx: RequestContext, id: number): Promise<ResellerStatementView> {
  const staffId = callerId(ctx);
  await inTransaction(ctx, async (tx) => {
    const statement = await tx.manager.findOneBy(ResellerStatement, { id });
    if (!statement) throw notFound();
    await lockResellerLedger(tx, statement.resellerId);
    const locked = await tx.manager.findOneOrFail(ResellerStatement, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (locked.status === ResellerStatementStatus.PAID) return;
    const [{ total }]: { total: number }[] = await tx.manager.query(
      `SELECT coalesce(sum(l.amount_cents), 0)::int AS total FROM reseller_statement s JOIN reseller_ledger_entry l ON l.reseller_id = s.reseller_id
       WHERE s.id = $1 AND l.state = '${ResellerLedgerState.DUE}' AND l.kind <> '${ResellerLedgerKind.PAYMENT}'
         AND l.statement_month > ${PREVIOUS_MONTH} AND l.statement_month <= s.month`,
      [id],
    );
    if (total !== locked.totalCents) throw outOfBalance();
    await tx.manager.query(
      `INSERT INTO reseller_ledger_entry (reseller_id, statement_id, kind, state, amount_cents, statement_month, idempotency_key, created_by)
       VALUES ($1, $2, '${ResellerLedgerKind.PAYMENT}', '${ResellerLedgerState.DUE}', $3, $4, $5, $7),
              ($1, $2, '${ResellerLedgerKind.PAYMENT}', '${ResellerLedgerState.PAID}', $6, $4, $8, $7)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        locked.resellerId,
        locked.id,
        -locked.totalCents,
        locked.month,
        resellerLedgerKeys.paymentDue(locked.id),
        locked.totalCents,
        staffId,
        resellerLedgerKeys.paymentPaid(locked.id),
      ],
    );
    await tx.manager.query(
      `UPDATE reseller_statement SET status = '${ResellerStatementStatus.PAID}', paid_at = clock_timestamp(), paid_by = $2 WHERE id = $1`,
      [id, staffId],
    );
  });
  return resellerStatement(ctx, id);
}

const VIEW = `SELECT s.id, s.reseller_id AS "resellerId", rs.name AS "resellerName", s.month, s.total_cents AS "totalCents", s.status,
    s.created_at AS "createdAt", s.paid_at AS "paidAt",
    (SELECT count(*)::int FROM (SELECT l.reservation_id FROM reseller_ledger_entry l
      WHERE l.reseller_id = s.reseller_id AND l.kind <> '${ResellerLedgerKind.PAYMENT}'
        AND l.statement_month > ${PREVIOUS_MONTH} AND l.statement_month <= s.month
      GROUP BY l.reservation_id HAVING sum(l.amount_cents) <> 0) lines) AS reservations
  FROM reseller_statement s JOIN reseller rs ON rs.id = s.reseller_id`;

type StatementRow = Omit<ResellerStatementView, 'currency' | 'documentUrl' | 'createdAt' | 'paidAt'> & {
  createdAt: string;
  paidAt: string | null;
};

function viewOf(row: StatementRow): ResellerStatementView {
  return {
    ...row,
    currency: 'EUR',
    createdAt: new Date(row.createdAt),
    paidAt: row.paidAt === null ? null : new Date(row.paidAt),
    documentUrl: resellerStatementPath(row.id),
  };
}

/** Staff: the statements of one reseller (or of all), due first (oldest first), then paid (newest first). One statement. */
export async function resellerStatements(ctx: RequestContext, resellerId: number | null): Promise<ResellerStatementView[]> {
  const rows: StatementRow[] = await ctx.manager.query(
    `${VIEW} WHERE $1::int IS NULL OR s.reseller_id = $1
     ORDER BY s.status = '${ResellerStatementStatus.READY}' DESC, CASE WHEN s.status = '${ResellerStatementStatus.READY}' THEN s.month END, s.month DESC, s.id`,
    [resellerId],
  );
  return rows.map(viewOf);
}

export async function resellerStatement(ctx: RequestContext, id: number): Promise<ResellerStatementView> {
  const [row]: StatementRow[] = await ctx.manager.query(`${VIEW} WHERE s.id = $1`, [id]);
  if (!row) throw notFound();
  return viewOf(row);
}

export interface ResellerStatementLine {
  number: string;
  service: string;
  start: string;
  people: number;
  retailCents: number;
  netCents: number;
}

/** Per reservation, what the statement's months add up to (signed: a cancellation of an earlier month's sale is negative). */
export async function resellerStatementLines(ctx: RequestContext, statementId: number): Promise<ResellerStatementLine[]> {
  return ctx.manager.query(
    `SELECT r.number, sv.title AS service,
       to_char(r.starts_at AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD HH24:MI') AS start, r.people,
       (sign(l.net) * rb.retail_cents)::int AS "retailCents", l.net AS "netCents"
     FROM (SELECT l.reservation_id, sum(l.amount_cents)::int AS net FROM reseller_statement s
             JOIN reseller_ledger_entry l ON l.reseller_id = s.reseller_id
           WHERE s.id = $1 AND l.kind <> '${ResellerLedgerKind.PAYMENT}' AND l.statement_month > ${PREVIOUS_MONTH} AND l.statement_month <= s.month
           GROUP BY l.reservation_id HAVING sum(l.amount_cents) <> 0) l
     JOIN reservation r ON r.id = l.reservation_id
     JOIN reseller_booking rb ON rb.reservation_id = r.id
     JOIN service sv ON sv.id = r.service_id
     ORDER BY r.starts_at, r.number`,
    [statementId],
  );
}
