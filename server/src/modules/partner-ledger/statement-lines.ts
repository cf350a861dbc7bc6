// The lines of a statement, per reservation: what the statement's months made payable (payouts left
// out), with the booking's number, service, day and money (captured, refunded). One statement.
import type { RequestContext } from '../../context.js';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';
import type { PartnerStatement } from './partner-statement.entity.js';

export interface StatementLine {
  reservationId: number;
  objectId: number;
  number: string;
  service: string;
  date: string;
  capturedCents: number;
  refundedCents: number;
  commissionCents: number;
}

/** Per reservation: what the statement's months made payable (payouts left out), with the booking's money. */
export async function statementLines(ctx: RequestContext, statement: PartnerStatement): Promise<StatementLine[]> {
  return ctx.manager.query(
    `SELECT r.id AS "reservationId", l.object_id AS "objectId", r.number, s.title AS service, to_char(r.date, 'YYYY-MM-DD') AS date,
       (SELECT coalesce(sum(p.captured_cents), 0) FROM payment p WHERE p.reservation_id = r.id)::int AS "capturedCents",
       (SELECT coalesce(sum(p.refunded_cents), 0) FROM payment p WHERE p.reservation_id = r.id)::int AS "refundedCents",
       l.commission AS "commissionCents"
     FROM (SELECT reservation_id, min(partner_object_id) AS object_id, sum(amount_cents)::int AS commission FROM partner_ledger_entry
           WHERE partner_id = $1 AND state = '${LedgerState.PAYABLE}' AND kind <> '${LedgerKind.PAYOUT}' AND statement_month BETWEEN $2 AND $3
           GROUP BY reservation_id HAVING sum(amount_cents) <> 0) l
     JOIN reservation r ON r.id = l.reservation_id JOIN service s ON s.id = r.service_id
     ORDER BY r.date, r.number`,
    [statement.partnerId, statement.fromMonth, statement.month],
  );
}
