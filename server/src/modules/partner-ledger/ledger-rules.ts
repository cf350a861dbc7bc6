// The ledger's rules, pure: what a partner earns on a payment and which entries a payment still
// needs, from the facts (its capture, its refunds in the order recorded, the booking's state and
// the entries written so far). The sweep (ledger-sweep.ts) loads the facts and writes the answer.
//
// - Commission: the partner's share of the platform's commission (15% of the captured amount,
//   common/commission.ts) in integer cents with ONE rounding, half up: captured × 15 × share_bp /
//   1,000,000 (the platform's own commission is never rounded first).
// - A refund reverses the accrual pro rata, by the running total: after refunds R₁…Rₖ the reversals
//   add up to round(accrual × (R₁+…+Rₖ) / captured), half up, so they never pass the accrual and a
//   full refund reverses it exactly.
// - A cancelled booking reverses all that is left of the accrual (it never becomes payable).
// - Once the experience has started (accepted, start passed), the pending balance moves to PAYABLE
//   as a pair of entries (PENDING −x, PAYABLE +x); a later refund or cancellation reverses from PAYABLE.
import { COMMISSION_PERCENT } from '../../../../common/commission.js';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';

/** a × b / c rounded half up, in integers (BigInt: captured × accrual may pass 2^53). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/** The partner's commission on `capturedCents` at `shareBp` basis points of the platform's commission. */
export function partnerCommissionCents(capturedCents: number, shareBp: number): number {
  if (!Number.isInteger(capturedCents) || capturedCents < 0)
    throw new RangeError(`captured must be non-negative cents, got ${capturedCents}`);
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > 10_000)
    throw new RangeError(`share must be 0..10000 basis points, got ${shareBp}`);
  return mulDivHalfUp(capturedCents, COMMISSION_PERCENT * shareBp, 1_000_000);
}

export interface WrittenEntry {
  kind: LedgerKind;
  state: LedgerState;
  amountCents: number;
  idempotencyKey: string;
}

export type NewEntry = WrittenEntry;

export interface PaymentFacts {
  paymentId: number;
  capturedCents: number;
  shareBp: number;
  /** Refunds of the payment in the order they were recorded. */
  refunds: { refundId: string; amountCents: number }[];
  /** The booking was cancelled (its commission never becomes payable). */
  cancelled: boolean;
  /** The booking is accepted and its start has passed. */
  started: boolean;
  /** The payment's entries written so far (payouts, which belong to statements, are not among them). */
  entries: WrittenEntry[];
}

export const ledgerKeys = {
  accrual: (paymentId: number) => `capture:${paymentId}`,
  refund: (paymentId: number, refundId: string) => `refund:${paymentId}:${refundId}`,
  cancel: (paymentId: number) => `cancel:${paymentId}`,
  payableOut: (paymentId: number) => `payable:${paymentId}:out`,
  payableIn: (paymentId: number) => `payable:${paymentId}:in`,
  payoutOut: (statementId: number, reservationId: number) => `payout:${statementId}:${reservationId}:out`,
  payoutIn: (statementId: number, reservationId: number) => `payout:${statementId}:${reservationId}:in`,
};

/** The entries the payment still needs, in the order to write them; none when it is up to date. */
export function nextEntries(facts: PaymentFacts): NewEntry[] {
  if (facts.capturedCents <= 0) return [];
  const written = new Set(facts.entries.map((entry) => entry.idempotencyKey));
  const all: WrittenEntry[] = [...facts.entries];
  const added: NewEntry[] = [];
  const add = (entry: NewEntry) => {
    if (written.has(entry.idempotencyKey)) return;
    written.add(entry.idempotencyKey);
    all.push(entry);
    added.push(entry);
  };
  const sum = (keep: (entry: WrittenEntry) => boolean) => all.filter(keep).reduce((total, entry) => total + entry.amountCents, 0);

  const existing = facts.entries.find((entry) => entry.kind === LedgerKind.ACCRUAL);
  const accrual = existing ? existing.amountCents : partnerCommissionCents(facts.capturedCents, facts.shareBp);
  add({ kind: LedgerKind.ACCRUAL, state: LedgerState.PENDING, amountCents: accrual, idempotencyKey: ledgerKeys.accrual(facts.paymentId) });

  const moved = () => written.has(ledgerKeys.payableIn(facts.paymentId));
  const reversalState = () => (moved() ? LedgerState.PAYABLE : LedgerState.PENDING);
  const net = () => sum((entry) => entry.kind === LedgerKind.ACCRUAL || entry.kind === LedgerKind.REVERSAL);

  let refunded = 0;
  for (const refund of facts.refunds) {
    refunded += refund.amountCents;
    const key = ledgerKeys.refund(facts.paymentId, refund.refundId);
    if (written.has(key) || net() <= 0) continue;
    const target = mulDivHalfUp(accrual, Math.min(refunded, facts.capturedCents), facts.capturedCents);
    const reversedByRefunds = -sum((entry) => entry.kind === LedgerKind.REVERSAL && entry.idempotencyKey.startsWith('refund:'));
    const amount = Math.max(0, Math.min(target - reversedByRefunds, net()));
    add({ kind: LedgerKind.REVERSAL, state: reversalState(), amountCents: -amount, idempotencyKey: key });
  }

  if (facts.cancelled && net() > 0) {
    add({ kind: LedgerKind.REVERSAL, state: reversalState(), amountCents: -net(), idempotencyKey: ledgerKeys.cancel(facts.paymentId) });
  }

  const pending = sum((entry) => entry.state === LedgerState.PENDING);
  if (facts.started && !facts.cancelled && !moved() && pending !== 0) {
    add({
      kind: LedgerKind.PAYABLE,
      state: LedgerState.PENDING,
      amountCents: -pending,
      idempotencyKey: ledgerKeys.payableOut(facts.paymentId),
    });
    add({
      kind: LedgerKind.PAYABLE,
      state: LedgerState.PAYABLE,
      amountCents: pending,
      idempotencyKey: ledgerKeys.payableIn(facts.paymentId),
    });
  }
  return added;
}
