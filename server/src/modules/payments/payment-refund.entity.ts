// A refund recorded on a payment: its gateway id is the key (with the payment's), so the same refund reported twice (a
// job that runs again repeats its gateway call under the same idempotency key and gets the same
// refund back) is counted once, while refunds of their own (a change's partial refund, then the
// cancellation's) accumulate in payment.refunded_cents.
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Payment } from './payment.entity.js';

@Entity('payment_refund')
@Index('UQ_payment_refund_idempotency_key', ['idempotencyKey'], { unique: true })
@Check('CHK_payment_refund_amount', '"amount_cents" > 0')
export class PaymentRefund {
  @PrimaryColumn({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @PrimaryColumn({ name: 'refund_id', type: 'text' })
  refundId: string;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<Payment>;

  /** The key the refund was asked for with (the refund job's id): a job that runs again sees its refund recorded. */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
