// The partners' commission ledger: append-only entries in integer EUR cents, each in one state
// (PENDING, PAYABLE, PAID), so a balance per state is a plain SUM. A database trigger refuses
// UPDATE, DELETE and TRUNCATE; a move between states is a new pair of entries (ledger-rules.ts).
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Partner } from '../partners/partner.entity.js';
import { PartnerObject } from '../partners/partner-object.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { PartnerStatement } from './partner-statement.entity.js';

export enum LedgerKind {
  /** The partner's share of the commission on a capture (+, PENDING). */
  ACCRUAL = 'ACCRUAL',
  /** A refund's share of the accrual, or all that is left of it when the booking is cancelled (−). */
  REVERSAL = 'REVERSAL',
  /** The experience started and was not cancelled: PENDING −x, PAYABLE +x. */
  PAYABLE = 'PAYABLE',
  /** Staff paid the statement: PAYABLE −x, PAID +x. */
  PAYOUT = 'PAYOUT',
}

export enum LedgerState {
  PENDING = 'PENDING',
  PAYABLE = 'PAYABLE',
  PAID = 'PAID',
}

@Entity('partner_ledger_entry')
@Index('UQ_partner_ledger_entry_key', ['idempotencyKey'], { unique: true })
@Index('IDX_partner_ledger_entry_partner_month', ['partnerId', 'statementMonth'])
@Index('IDX_partner_ledger_entry_reservation', ['reservationId'])
@Index('IDX_partner_ledger_entry_payment', ['paymentId'])
@Check('CHK_partner_ledger_entry_kind', `"kind" IN ('ACCRUAL', 'REVERSAL', 'PAYABLE', 'PAYOUT')`)
@Check('CHK_partner_ledger_entry_state', `"state" IN ('PENDING', 'PAYABLE', 'PAID')`)
@Check('CHK_partner_ledger_entry_currency', `"currency" = 'EUR'`)
@Check('CHK_partner_ledger_entry_month', `"statement_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check(
  'CHK_partner_ledger_entry_shape',
  `("kind" = 'ACCRUAL' AND "state" = 'PENDING' AND "amount_cents" >= 0 AND "payment_id" IS NOT NULL)
   OR ("kind" = 'REVERSAL' AND "state" IN ('PENDING', 'PAYABLE') AND "amount_cents" <= 0 AND "payment_id" IS NOT NULL)
   OR ("kind" = 'PAYABLE' AND "state" IN ('PENDING', 'PAYABLE') AND "payment_id" IS NOT NULL)
   OR ("kind" = 'PAYOUT' AND "state" IN ('PAYABLE', 'PAID') AND "statement_id" IS NOT NULL)`,
)
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'partner_id', type: 'int' })
  partnerId: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Column({ name: 'partner_object_id', type: 'int' })
  partnerObjectId: number;

  @ManyToOne(() => PartnerObject, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_object_id' })
  partnerObject?: Relation<PartnerObject>;

  @Column({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  /** The payment whose capture, refund or move this follows (null for payouts, which follow a statement). */
  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  /** The statement a payout pays. */
  @Column({ name: 'statement_id', type: 'int', nullable: true })
  statementId: number | null;

  @ManyToOne(() => PartnerStatement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'statement_id' })
  statement?: Relation<PartnerStatement>;

  @Column({ type: 'text' })
  kind: LedgerKind;

  @Column({ type: 'text' })
  state: LedgerState;

  /** Signed integer cents: what this entry adds to its state's balance. */
  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'text', default: 'EUR' })
  currency: string;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  occurredAt: Date;

  /** YYYY-MM: the Europe/Zagreb month the entry was written in (a payout: its statement's month). */
  @Column({ name: 'statement_month', type: 'text' })
  statementMonth: string;

  /** What the entry follows (`capture:<payment>`, `refund:<payment>:<refund>`, …): one entry per key, whatever the runs. */
  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;
}
