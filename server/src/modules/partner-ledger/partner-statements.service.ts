// Monthly statements. A month's statement is made once the month is over (Europe/Zagreb) for a
// partner whose PAYABLE entries of the months since their previous statement add up to more than
// nothing (a month that adds up to nothing or less is carried into the next statement); the
// partner is emailed. Staff pay it: payout entries move each reservation's payable amount to PAID
// (PAYABLE −x, PAID +x, in the statement's month) and the statement becomes PAID. Because every
// entry's month is the month it was written in, no entry lands in a month whose statement exists.
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { pageOf } from '../../shared/page.args.js';
import { inTransaction } from '../../shared/transaction.js';
import { callerId } from '../owner/owner.service.js';
import { ownPartner } from '../partners/partner-profile.service.js';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';
import { lockPartnerLedger } from './ledger-lock.js';
import { ledgerKeys } from './ledger-rules.js';
import { PartnerStatement, StatementStatus } from './partner-statement.entity.js';
import type { PartnerStatementView, StaffPartnerStatementArgs, StaffPartnerStatementPage } from './partner-ledger.types.js';
import { queueStatementEmail } from './statement-emails.js';

/** Where a partner downloads a statement (PDF; `Accept: text/csv` for the CSV). */
export const statementPath = (month: string) => `/api/partner/statements/${month}`;

/** The PAYABLE entries a new statement would cover: after the partner's last statement, up to `month`. */
const DUE = `SELECT l.partner_id AS "partnerId", min(l.statement_month) AS "fromMonth", sum(l.amount_cents)::int AS total
  FROM partner_ledger_entry l
  WHERE l.state = '${LedgerState.PAYABLE}' AND l.statement_month <= $1 AND ($2::int IS NULL OR l.partner_id = $2)
    AND l.statement_month > coalesce((SELECT max(s.month) FROM partner_statement s WHERE s.partner_id = l.partner_id), '')
  GROUP BY l.partner_id HAVING sum(l.amount_cents) > 0`;

interface Due {
  partnerId: number;
  fromMonth: string;
  total: number;
}

/** Makes the statements of the last month over at `now` (Europe/Zagreb) that are due; returns their ids. */
export async function issueStatements(ctx: RequestContext, now: Date): Promise<number[]> {
  const [{ month }]: { month: string }[] = await ctx.manager.query(
    `SELECT to_char(($1::timestamptz AT TIME ZONE 'Europe/Zagreb') - interval '1 month', 'YYYY-MM') AS month`,
    [now],
  );
  const due: Due[] = await ctx.manager.query(DUE, [month, null]);
  const made: number[] = [];
  for (const candidate of due) {
    const id = await inTransaction(ctx, async (tx) => {
      await lockPartnerLedger(tx, candidate.partnerId);
      // Read again under the lock: a payout or another run may have come first.
      const [fresh]: Due[] = await tx.manager.query(DUE, [month, candidate.partnerId]);
      if (!fresh) return null;
      // An INSERT answers its rows (UPDATE and DELETE answer [rows, count]).
      const rows: { id: number }[] = await tx.manager.query(
        `INSERT INTO partner_statement (partner_id, month, from_month, total_cents) VALUES ($1, $2, $3, $4)
         ON CONFLICT (partner_id, month) DO NOTHING RETURNING id`,
        [fresh.partnerId, month, fresh.fromMonth, fresh.total],
      );
      if (rows.length === 0) return null;
      await queueStatementEmail(tx, rows[0].id);
      return rows[0].id;
    });
    if (id !== null) made.push(id);
  }
  return made;
}

/** 409 STATEMENT_OUT_OF_BALANCE: the entries no longer add up to the statement (never expected; nothing is written). */
const outOfBalance = () => new DomainError('CONFLICT', { id: 'partnerLedger.outOfBalance' }, undefined, 'STATEMENT_OUT_OF_BALANCE');

/** Staff mark a statement paid: payout entries per reservation, PAID, when and by whom. Again changes nothing. */
export async function payStatement(ctx: RequestContext, id: number): Promise<PartnerStatement> {
  const staffId = callerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const statement = await tx.manager.findOneBy(PartnerStatement, { id });
    if (!statement) throw notFound();
    await lockPartnerLedger(tx, statement.partnerId);
    const locked = await tx.manager.findOneOrFail(PartnerStatement, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (locked.status !== StatementStatus.PAID) await recordPayout(tx, locked, staffId);
    return tx.manager.findOneByOrFail(PartnerStatement, { id });
  });
}

/** The payout of a READY statement, under its partner's lock: PAYABLE −x, PAID +x per reservation, then PAID. */
export async function recordPayout(tx: RequestContext, statement: PartnerStatement, staffId: number): Promise<void> {
  // What is payable in its months now, per reservation (nothing has paid it yet).
  const open: { reservationId: number; objectId: number; amount: number }[] = await tx.manager.query(
    `SELECT reservation_id AS "reservationId", min(partner_object_id) AS "objectId", sum(amount_cents)::int AS amount
     FROM partner_ledger_entry WHERE partner_id = $1 AND state = '${LedgerState.PAYABLE}' AND statement_month BETWEEN $2 AND $3
     GROUP BY reservation_id HAVING sum(amount_cents) <> 0 ORDER BY reservation_id`,
    [statement.partnerId, statement.fromMonth, statement.month],
  );
  if (open.reduce((sum, line) => sum + line.amount, 0) !== statement.totalCents) throw outOfBalance();
  await tx.manager.query(
    `INSERT INTO partner_ledger_entry (partner_id, partner_object_id, reservation_id, statement_id, kind, state, amount_cents, statement_month, idempotency_key)
     SELECT $1, e.object_id, e.reservation_id, $2, '${LedgerKind.PAYOUT}', e.state, e.amount, $3, e.key
       FROM unnest($4::int[], $5::int[], $6::text[], $7::int[], $8::text[]) WITH ORDINALITY AS e(reservation_id, object_id, state, amount, key, n)
       ORDER BY e.n
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      statement.partnerId,
      statement.id,
      statement.month,
      open.flatMap((line) => [line.reservationId, line.reservationId]),
      open.flatMap((line) => [line.objectId, line.objectId]),
      open.flatMap(() => [LedgerState.PAYABLE, LedgerState.PAID]),
      open.flatMap((line) => [-line.amount, line.amount]),
      open.flatMap((line) => [
        ledgerKeys.payoutOut(statement.id, line.reservationId),
        ledgerKeys.payoutIn(statement.id, line.reservationId),
      ]),
    ],
  );
  await tx.manager.query(
    `UPDATE partner_statement SET status = '${StatementStatus.PAID}', paid_at = clock_timestamp(), paid_by = $2 WHERE id = $1`,
    [statement.id, staffId],
  );
}

interface StatementRow {
  id: number;
  partnerId: number;
  month: string;
  fromMonth: string;
  totalCents: number;
  status: StatementStatus;
  createdAt: string;
  paidAt: string | null;
  paidBy: number | null;
  reservations: number;
  partnerLegalName: string;
  partnerIban: string;
}

/** The columns of a statement view, with its number of reservations; `s` the statement, `p` its partner. */
const VIEW_COLUMNS = `s.id, s.partner_id AS "partnerId", s.month, s.from_month AS "fromMonth", s.total_cents AS "totalCents", s.status,
  s.created_at AS "createdAt", s.paid_at AS "paidAt", s.paid_by AS "paidBy", p.legal_name AS "partnerLegalName", p.iban AS "partnerIban",
  (SELECT count(DISTINCT l.reservation_id)::int FROM partner_ledger_entry l
    WHERE l.partner_id = s.partner_id AND l.state = '${LedgerState.PAYABLE}' AND l.kind <> '${LedgerKind.PAYOUT}'
      AND l.statement_month BETWEEN s.from_month AND s.month) AS reservations`;

function viewOf(row: StatementRow): PartnerStatementView {
  return {
    id: row.id,
    month: row.month,
    fromMonth: row.fromMonth,
    totalCents: row.totalCents,
    currency: 'EUR',
    status: row.status,
    createdAt: new Date(row.createdAt),
    paidAt: row.paidAt ? new Date(row.paidAt) : null,
    reservations: row.reservations,
    documentUrl: statementPath(row.month),
  };
}

/** The caller's statements, newest first. One statement after the profile. */
export async function ownStatements(ctx: RequestContext): Promise<PartnerStatementView[]> {
  const partner = await ownPartner(ctx);
  const rows: StatementRow[] = await ctx.manager.query(
    `SELECT ${VIEW_COLUMNS} FROM partner_statement s JOIN partner p ON p.id = s.partner_id WHERE s.partner_id = $1 ORDER BY s.month DESC`,
    [partner.id],
  );
  return rows.map(viewOf);
}

/** The caller's statement of `month`; another partner's or none is NOT_FOUND. */
export async function ownStatement(ctx: RequestContext, month: string): Promise<PartnerStatement> {
  const partner = await ownPartner(ctx);
  const statement = await ctx.manager.findOneBy(PartnerStatement, { partnerId: partner.id, month });
  if (!statement) throw notFound();
  return statement;
}

/** Staff: statements due (READY, oldest first) then paid (newest first), or one status. One statement whatever the page. */
export async function staffStatements(ctx: RequestContext, args: StaffPartnerStatementArgs): Promise<StaffPartnerStatementPage> {
  const { page, size } = pageOf(args);
  const [row]: { total: number; rows: StatementRow[] }[] = await ctx.manager.query(
    `SELECT (SELECT count(*)::int FROM partner_statement WHERE $1::text IS NULL OR status = $1) AS total,
       COALESCE((SELECT json_agg(v ORDER BY v.n) FROM (
         SELECT ${VIEW_COLUMNS},
           row_number() OVER (ORDER BY s.status = 'READY' DESC, CASE WHEN s.status = 'READY' THEN s.month END, s.month DESC, s.id) AS n
         FROM partner_statement s JOIN partner p ON p.id = s.partner_id
         WHERE $1::text IS NULL OR s.status = $1
         ORDER BY n
         LIMIT $2 OFFSET $3) v), '[]') AS rows`,
    [args.status ?? null, size, page * size],
  );
  return {
    content: row.rows.map((item) => ({
      ...viewOf(item),
      partnerId: item.partnerId,
      partnerLegalName: item.partnerLegalName,
      partnerIban: item.partnerIban,
      paidBy: item.paidBy,
    })),
    totalElements: row.total,
    totalPages: Math.ceil(row.total / size),
    page,
    size,
  };
}

/** A statement as staff see it after paying it. */
export async function staffStatement(ctx: RequestContext, id: number) {
  const [row]: StatementRow[] = await ctx.manager.query(
    `SELECT ${VIEW_COLUMNS} FROM partner_statement s JOIN partner p ON p.id = s.partner_id WHERE s.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return {
    ...viewOf(row),
    partnerId: row.partnerId,
    partnerLegalName: row.partnerLegalName,
    partnerIban: row.partnerIban,
    paidBy: row.paidBy,
  };
}
