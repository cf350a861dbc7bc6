// A card payment of a booking request: one PaymentIntent at the gateway, authorised when the guest
// sends the request, captured on acceptance, released (cancelled) or refunded. Amounts EUR cents.
// The states and which move is allowed live in booking/reservation-states.ts (PAYMENT_TRANSITIONS).
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export enum PaymentState {
  PENDING = 'PENDING',
  AUTHORISED = 'AUTHORISED',
  CAPTURED = 'CAPTURED',
  RELEASED = 'RELEASED',
  REFUNDED = 'REFUNDED',
  FAILED = 'FAILED',
}

export type PaymentGatewayMode = 'stripe' | 'simulator';

@Entity('payment')
@Index(['reservationId'])
@Index(['bookingRequestId'])
@Index('UQ_payment_intent', ['intentId'], { unique: true })
@Check('CHK_payment_state', "\"state\" IN ('PENDING', 'AUTHORISED', 'CAPTURED', 'RELEASED', 'REFUNDED', 'FAILED')")
@Check('CHK_payment_gateway', "\"gateway\" IN ('stripe', 'simulator')")
@Check(
  'CHK_payment_amounts',
  '"amount_cents" >= 0 AND "captured_cents" >= 0 AND "refunded_cents" >= 0 AND "refunded_cents" <= "captured_cents"',
)
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Set once the reservation exists (when the request is sent). */
  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  @Column({ name: 'booking_request_id', type: 'uuid' })
  bookingRequestId: string;

  @Column({ type: 'text' })
  gateway: PaymentGatewayMode;

  @Column({ name: 'intent_id', type: 'text' })
  intentId: string;

  @Column({ type: 'text', default: PaymentState.PENDING })
  state: PaymentState;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ name: 'captured_cents', type: 'int', default: 0 })
  capturedCents: number;

  /** Accumulates over partial refunds; never more than captured. */
  @Column({ name: 'refunded_cents', type: 'int', default: 0 })
  refundedCents: number;

  @Column({ name: 'failure_code', type: 'text', nullable: true })
  failureCode: string | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
