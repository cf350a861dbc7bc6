// The resellers' ledger: append-only entries in integer EUR cents of what each reseller owes Lokalno
// (the net amount of its bookings), each DUE or PAID, so a balance per state is a plain SUM. A
// database trigger refuses UPDATE, DELETE and TRUNCATE. SALE (+net, DUE) when a reseller booking is
// accepted; CANCELLATION (−, DUE) when it is cancelled within the refund policy, rejected after being
// due or cancelled by the provider; PAYMENT is a pair (DUE −x, PAID +x) when staff record the payment
// of a monthly statement. The same design as the partners' commission ledger (partner-ledger/).
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Reseller } from './reseller.entity.js';

export enum ResellerLedgerKind {
  SALE = 'SALE',
  CANCELLATION = 'CANCELLATION',
  PAYMENT = 'PAYMENT',
}

export enum ResellerLedgerState {
  DUE = 'DUE',
  PAID = 'PAID',
}

export enum ResellerStatementStatus {
  READY = 'READY',
  PAID = 'PAID',
}

/** A reseller's monthly statement: the DUE entries of its month (READY), then paid (PAID, with payment entries). */
@Entity('reseller_statement')
@Index('UQ_reseller_statement_month', ['resellerId', 'month'], { unique: true })
@Check('CHK_reseller_statement_status', `"status" IN ('READY', 'PAID')`)
@Check('CHK_reseller_statement_month', `"month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check('CHK_reseller_statement_paid', `("status" = 'PAID') = ("paid_at" IS NOT NULL)`)
export class ResellerStatement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  /** YYYY-MM. */
  @Column({ type: 'text' })
  month: string;

  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  @Column({ type: 'text', default: ResellerStatementStatus.READY })
  status: ResellerStatementStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'paid_by', type: 'int', nullable: true })
  paidBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paid_by' })
  paidByUser?: Relation<User>;
}

@Entity('reseller_ledger_entry')
@Index('UQ_reseller_ledger_entry_key', ['idempotencyKey'], { unique: true })
@Index('IDX_reseller_ledger_entry_month', ['resellerId', 'statementMonth'])
@Index('IDX_reseller_ledger_entry_reservation', ['reservationId'])
@Check('CHK_reseller_ledger_entry_kind', `"kind" IN ('SALE', 'CANCELLATION', 'PAYMENT')`)
@Check('CHK_reseller_ledger_entry_state', `"state" IN ('DUE', 'PAID')`)
@Check('CHK_reseller_ledger_entry_currency', `"currency" = 'EUR'`)
@Check('CHK_reseller_ledger_entry_month', `"statement_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check(
  'CHK_reseller_ledger_entry_shape',
  `("kind" = 'SALE' AND "state" = 'DUE' AND "amount_cents" >= 0 AND "reservation_id" IS NOT NULL)
   OR ("kind" = 'CANCELLATION' AND "state" = 'DUE' AND "amount_cents" <= 0 AND "reservation_id" IS NOT NULL)
   OR ("kind" = 'PAYMENT' AND "statement_id" IS NOT NULL)`,
)
export class ResellerLedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  @ManyToOne(() => Reservation, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ name: 'statement_id', type: 'int', nullable: true })
  statementId: number | null;

  @ManyToOne(() => ResellerStatement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'statement_id' })
  statement?: Relation<ResellerStatement>;

  @Column({ type: 'text' })
  kind: ResellerLedgerKind;

  @Column({ type: 'text' })
  state: ResellerLedgerState;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'text', default: 'EUR' })
  currency: string;

  /** YYYY-MM (Zagreb): the month whose statement the entry belongs to (the start's month for a sale). */
  @Column({ name: 'statement_month', type: 'text' })
  statementMonth: string;

  /** What wrote it, once: e.g. `sale:reservation:42`, `cancellation:reservation:42`. */
  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  createdByUser?: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
