// A change proposal of a reservation (reservation-change.ts): the new date, start and offers with
// their prices, the difference to the current total, the places it holds until it expires, the
// card payment of the difference when it costs more, and the reservation as it was before
// (`previous`, kept when the change is accepted). At most one PROPOSED per reservation.
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Hold } from '../scheduling/slot.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { ReservationChangeState } from './reservation-change.js';
import { Reservation } from './reservation.entity.js';

/** One offer line of the proposal, priced as the reservation's offers are. */
export interface ReservationChangeLine {
  offerId: number;
  name: string;
  priceType: string;
  groupNumber: number;
  priceCents: number;
  discountRate: number;
  unitPriceCents: number;
  quantity: number;
  people: number;
  lineTotalCents: number;
}

/** The reservation as it was when the change was proposed. */
export interface ReservationSnapshot {
  date: string;
  startTime: string;
  startsAt: string;
  people: number;
  holdId: string;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  commissionCents: number;
  commissionVatCents: number;
  offers: ReservationChangeLine[];
}

@Entity('reservation_change')
@Index(['reservationId'])
@Index('UQ_reservation_change_open', ['reservationId'], { unique: true, where: '"state" = \'PROPOSED\'' })
@Index(['state', 'expiresAt'])
@Check('CHK_reservation_change_state', "\"state\" IN ('PROPOSED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED')")
@Check('CHK_reservation_change_people', '"people" > 0')
@Check(
  'CHK_reservation_change_money',
  '"subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "fee_cents" >= 0 AND "total_cents" >= 0 AND "commission_cents" >= 0 AND "commission_vat_cents" >= 0',
)
export class ReservationChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ type: 'text', default: ReservationChangeState.PROPOSED })
  state: ReservationChangeState;

  /** Europe/Zagreb date, YYYY-MM-DD. */
  @Column({ type: 'date' })
  date: string;

  /** Europe/Zagreb wall-clock start, HH:mm. */
  @Column({ name: 'start_time', type: 'text' })
  startTime: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'int' })
  people: number;

  @Column({ type: 'jsonb' })
  offers: ReservationChangeLine[];

  @Column({ name: 'subtotal_cents', type: 'int' })
  subtotalCents: number;

  @Column({ name: 'discount_cents', type: 'int' })
  discountCents: number;

  @Column({ name: 'fee_cents', type: 'int' })
  feeCents: number;

  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  @Column({ name: 'commission_cents', type: 'int' })
  commissionCents: number;

  @Column({ name: 'commission_vat_cents', type: 'int' })
  commissionVatCents: number;

  /** The new total minus the current one: > 0 the guest pays more, < 0 is refunded. */
  @Column({ name: 'difference_cents', type: 'int' })
  differenceCents: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The new places, held until the proposal expires, confirmed when it is accepted. */
  @Column({ name: 'hold_id', type: 'uuid' })
  holdId: string;

  @ManyToOne(() => Hold, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hold_id' })
  hold?: Relation<Hold>;

  /** The card payment of the difference (when it costs more), made by prepare-payment. */
  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  @ManyToOne(() => Payment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<Payment>;

  @Column({ type: 'jsonb' })
  previous: ReservationSnapshot;

  @Column({ name: 'proposed_at', type: 'timestamptz' })
  proposedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
