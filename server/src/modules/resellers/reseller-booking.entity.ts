// A reseller's OCTO booking. `POST /api/octo/bookings` reserves: the places are held through
// scheduling's one hold operation (ON_HOLD until expires_at). Confirming makes the reservation
// (BOOKED, reservation_id): from then on the OCTO status follows the reservation (PENDING,
// CONFIRMED, REJECTED, CANCELLED, EXPIRED, REDEEMED once checked in). A hold cancelled before the
// confirmation is CANCELLED; one that ran out is EXPIRED. The uuid is the reseller's idempotency key.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Service } from '../catalog/service.entity.js';
import { Company } from '../owner/company.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Hold } from '../scheduling/slot.entity.js';
import { Reseller, ResellerKey } from './reseller.entity.js';

export enum ResellerBookingState {
  ON_HOLD = 'ON_HOLD',
  BOOKED = 'BOOKED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
}

/** One unit item of the booking: an OCTO unit (an offer) with its own uuid and the reseller's reference. */
export interface ResellerUnitItem {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
}

export interface ResellerContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  country: string | null;
  notes: string | null;
}

@Entity('reseller_booking')
@Index('IDX_reseller_booking_reseller', ['resellerId', 'createdAt'])
@Index('IDX_reseller_booking_reference', ['resellerId', 'resellerReference'])
@Index('IDX_reseller_booking_state', ['state', 'expiresAt'])
@Index('UQ_reseller_booking_reservation', ['reservationId'], { unique: true })
@Check('CHK_reseller_booking_state', `"state" IN ('ON_HOLD', 'BOOKED', 'CANCELLED', 'EXPIRED')`)
@Check('CHK_reseller_booking_booked', `("state" = 'BOOKED') = ("reservation_id" IS NOT NULL)`)
@Check('CHK_reseller_booking_money', '"people" > 0 AND "retail_cents" >= 0 AND "net_cents" >= 0 AND "net_cents" <= "retail_cents"')
export class ResellerBooking {
  @PrimaryColumn({ type: 'uuid' })
  uuid: string;

  @Column({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  /** The key it was made with: the pair (reseller, provider) that may read and change it. */
  @Column({ name: 'key_id', type: 'int' })
  keyId: number;

  @ManyToOne(() => ResellerKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'key_id' })
  key?: Relation<ResellerKey>;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  /** The start's Zagreb date (YYYY-MM-DD) and time (HH:mm). */
  @Column({ type: 'text' })
  date: string;

  @Column({ name: 'start_time', type: 'text' })
  startTime: string;

  @Column({ type: 'int' })
  people: number;

  @Column({ name: 'unit_items', type: 'jsonb' })
  unitItems: ResellerUnitItem[];

  @Column({ type: 'text', default: ResellerBookingState.ON_HOLD })
  state: ResellerBookingState;

  @Column({ name: 'hold_id', type: 'uuid' })
  holdId: string;

  @ManyToOne(() => Hold, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hold_id' })
  hold?: Relation<Hold>;

  /** When an ON_HOLD booking's places are given back. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'reseller_reference', type: 'text', nullable: true })
  resellerReference: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb', nullable: true })
  contact: ResellerContact | null;

  /** The language the reseller asked in (Accept-Language: en or hr): the provider's emails and the content. */
  @Column({ type: 'text', default: 'en' })
  language: string;

  /** What the guest pays the reseller (the service's prices) and what the reseller owes (retail − its commission), EUR cents. */
  @Column({ name: 'retail_cents', type: 'int' })
  retailCents: number;

  @Column({ name: 'net_cents', type: 'int' })
  netCents: number;

  /** The reseller's commission when the booking was made, basis points. */
  @Column({ name: 'commission_bp', type: 'int' })
  commissionBp: number;

  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  @ManyToOne(() => Reservation, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
