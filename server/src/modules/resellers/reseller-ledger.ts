// What a reservation's move writes on its reseller's ledger, in the move's transaction: a SALE of
// the booking's net amount (reseller_booking.net_cents, DUE) when it becomes ACCEPTED; a
// CANCELLATION reversing that sale when an accepted booking is cancelled by the provider, or by the
// guest or reseller while the refund policy refunds in full (none when it refunds nothing: the
// reseller still owes the net amount). Each entry has an idempotency key, so a move written twice
// writes nothing more. An entry belongs to the Zagreb month of the start; once that month has a
// statement it goes to the current month instead (no entry lands under a statement already made).
import type { RequestContext } from '../../context.js';
import { lockKey } from '../../shared/advisory-lock.js';
import { guestRefundCents, type ReservationTransition } from '../reservations/reservation-states.js';
import { type Reservation, ReservationState } from '../reservations/reservation.entity.js';
import { ResellerLedgerKind, ResellerLedgerState } from './reseller-ledger.entity.js';

export const resellerLedgerKeys = {
  sale: (reservationId: number) => `sale:reservation:${reservationId}`,
  cancellation: (reservationId: number) => `cancellation:reservation:${reservationId}`,
  paymentDue: (statementId: number) => `payment:statement:${statementId}:due`,
  paymentPaid: (statementId: number) => `payment:statement:${statementId}:paid`,
};

/** Serialises the ledger writes of one reseller (entries, statements, payments). */
export async function lockResellerLedger(tx: Pick<RequestContext, 'manager'>, resellerId: number): Promise<void> {
  await lockKey(tx, 'reseller-ledger', resellerId);
}

/** The Europe/Zagreb month of the database clock. */
export const ZAGREB_MONTH_NOW = `to_char(clock_timestamp() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM')`;

/** The entry a move writes, if any: pure, from the transition and whether the cancellation refunds in full. */
export function ledgerKindOf(
  step: Pick<ReservationTransition, 'from' | 'to' | 'refund'>,
  refundsInFull: boolean,
): ResellerLedgerKind | null {
  if (step.to === ReservationState.ACCEPTED) return ResellerLedgerKind.SALE;
  if (step.from !== ReservationState.ACCEPTED || step.to !== ReservationState.CANCELLED) return null;
  if (step.refund === 'full' || (step.refund === 'policy' && refundsInFull)) return ResellerLedgerKind.CANCELLATION;
  return null;
}

/** Writes the move's entry of a reseller's reservation (nothing for a site booking); `now` is the move's clock. */
export async function recordResellerLedger(
  tx: RequestContext,
  reservation: Pick<Reservation, 'id' | 'resellerId' | 'startsAt' | 'cancellationPolicy' | 'cancellationBefore'>,
  step: Pick<ReservationTransition, 'from' | 'to' | 'refund'>,
  now: number,
): Promise<void> {
  if (reservation.resellerId === null) return;
  const refundsInFull = guestRefundCents(reservation, reservation.startsAt, now, 1) > 0;
  const kind = ledgerKindOf(step, refundsInFull);
  if (kind === null) return;
  await lockResellerLedger(tx, reservation.resellerId);
  const key = kind === ResellerLedgerKind.SALE ? resellerLedgerKeys.sale(reservation.id) : resellerLedgerKeys.cancellation(reservation.id);
  // A sale is the booking's net amount; a cancellation reverses the sale as it was written (none without one).
  const amount =
    kind === ResellerLedgerKind.SALE
      ? `(SELECT rb.net_cents FROM reseller_booking rb WHERE rb.reservation_id = $2)`
      : `(SELECT -l.amount_cents FROM reseller_ledger_entry l WHERE l.idempotency_key = $5)`;
  await tx.manager.query(
    `WITH start AS (SELECT to_char(r.starts_at AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM') AS month FROM reservation r WHERE r.id = $2)
     INSERT INTO reseller_ledger_entry (reseller_id, reservation_id, kind, state, amount_cents, statement_month, idempotency_key)
     SELECT $1, $2, $3, '${ResellerLedgerState.DUE}', amount, CASE
         WHEN EXISTS (SELECT 1 FROM reseller_statement st WHERE st.reseller_id = $1 AND st.month >= start.month) THEN ${ZAGREB_MONTH_NOW}
         ELSE start.month END, $4
       FROM start, (SELECT ${amount} AS amount) a WHERE a.amount IS NOT NULL
     ON CONFLICT (idempotency_key) DO NOTHING`,
    kind === ResellerLedgerKind.SALE
      ? [reservation.resellerId, reservation.id, kind, key]
      : [reservation.resellerId, reservation.id, kind, key, resellerLedgerKeys.sale(reservation.id)],
  );
}
