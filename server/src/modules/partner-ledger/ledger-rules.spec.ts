import { describe, expect, it } from 'vitest';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';
import { ledgerKeys, nextEntries, partnerCommissionCents, type PaymentFacts, type WrittenEntry } from './ledger-rules.js';

const facts = (overrides: Partial<PaymentFacts> = {}): PaymentFacts => ({
  paymentId: 7,
  capturedCents: 10_000,
  shareBp: 5000,
  refunds: [],
  cancelled: false,
  started: false,
  entries: [],
  ...overrides,
});

/** Applies nextEntries until nothing is left, as repeated sweeps would. */
function settle(input: PaymentFacts): WrittenEntry[] {
  const entries = [...input.entries, ...nextEntries(input)];
  expect(nextEntries({ ...input, entries })).toEqual([]);
  return entries;
}

const sum = (entries: WrittenEntry[], keep: (entry: WrittenEntry) => boolean = () => true) =>
  entries.filter(keep).reduce((total, entry) => total + entry.amountCents, 0);

describe('partnerCommissionCents', () => {
  it('is the share of 15% of the captured amount, rounded once, half up', () => {
    expect(partnerCommissionCents(10_000, 5000)).toBe(750);
    expect(partnerCommissionCents(3333, 5000)).toBe(250); // 249.975
    expect(partnerCommissionCents(1, 5000)).toBe(0); // 0.075
    expect(partnerCommissionCents(7000, 10_000)).toBe(1050);
    expect(partnerCommissionCents(0, 5000)).toBe(0);
    expect(() => partnerCommissionCents(-1, 5000)).toThrow(RangeError);
    expect(() => partnerCommissionCents(100, 10_001)).toThrow(RangeError);
  });
});

describe('nextEntries', () => {
  it('accrues at the capture, once', () => {
    const entries = settle(facts());
    expect(entries).toEqual([
      { kind: LedgerKind.ACCRUAL, state: LedgerState.PENDING, amountCents: 750, idempotencyKey: ledgerKeys.accrual(7) },
    ]);
    expect(nextEntries(facts({ capturedCents: 0 }))).toEqual([]);
  });

  it('reverses refunds pro rata by the running total, never past the accrual', () => {
    const refunds = [
      { refundId: 're_1', amountCents: 3333 },
      { refundId: 're_2', amountCents: 3333 },
      { refundId: 're_3', amountCents: 3334 },
    ];
    let entries = settle(facts({ refunds: refunds.slice(0, 1) }));
    expect(sum(entries, (entry) => entry.kind === LedgerKind.REVERSAL)).toBe(-250); // 249.975
    entries = settle(facts({ refunds: refunds.slice(0, 2), entries }));
    expect(sum(entries, (entry) => entry.kind === LedgerKind.REVERSAL)).toBe(-500); // 499.95
    entries = settle(facts({ refunds, entries }));
    expect(sum(entries, (entry) => entry.kind === LedgerKind.REVERSAL)).toBe(-750);
    expect(sum(entries)).toBe(0);
  });

  it('moves to PAYABLE only once started, and a later refund reverses from PAYABLE', () => {
    const before = settle(facts({ refunds: [{ refundId: 're_1', amountCents: 2000 }] }));
    expect(before.some((entry) => entry.kind === LedgerKind.PAYABLE)).toBe(false);
    const after = settle(facts({ refunds: [{ refundId: 're_1', amountCents: 2000 }], started: true, entries: before }));
    expect(sum(after, (entry) => entry.state === LedgerState.PENDING)).toBe(0);
    expect(sum(after, (entry) => entry.state === LedgerState.PAYABLE)).toBe(600);
    const refunded = settle(
      facts({
        refunds: [
          { refundId: 're_1', amountCents: 2000 },
          { refundId: 're_2', amountCents: 8000 },
        ],
        started: true,
        entries: after,
      }),
    );
    expect(sum(refunded, (entry) => entry.state === LedgerState.PAYABLE)).toBe(0);
  });

  it('reverses everything left for a cancelled booking, which never becomes payable', () => {
    const entries = settle(facts({ cancelled: true, started: true, refunds: [{ refundId: 're_1', amountCents: 1000 }] }));
    expect(sum(entries)).toBe(0);
    expect(entries.some((entry) => entry.kind === LedgerKind.PAYABLE)).toBe(false);
    // A refund recorded after the cancellation's reversal takes nothing more.
    expect(
      nextEntries(
        facts({
          cancelled: true,
          refunds: [
            { refundId: 're_1', amountCents: 1000 },
            { refundId: 're_2', amountCents: 9000 },
          ],
          entries,
        }),
      ),
    ).toEqual([]);
  });
});
