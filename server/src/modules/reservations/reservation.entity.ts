// A reservation: a booking request sent with its card amount authorised, waiting for the provider
// (PENDING) and then ACCEPTED, REJECTED, CANCELLED (by the guest or the provider) or EXPIRED. It
// keeps a snapshot of everything the guest agreed to (offers and prices, the refund policy) so later
// edits of the service never change it. Moves between states only through reservation-states.ts.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { CancellationPolicy, Service } from '../catalog/service.entity.js';
import { Offer, PriceType } from '../catalog/offer.entity.js';
import { Brand } from '../owner/brand.entity.js';
import { Company } from '../owner/company.entity.js';
import { Hold } from '../scheduling/slot.entity.js';
import { BookingRequest } from '../booking/booking-request.entity.js';
import { DiscountCode } from '../booking/discount-code.entity.js';
import { Partner } from '../partners/partner.entity.js';
import { PartnerObject } from '../partners/partner-object.entity.js';
import { Reseller } from '../resellers/reseller.entity.js';
import { RejectionReason } from './rejection-reason.entity.js';

export enum ReservationState {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
}

export enum CancelledBy {
  GUEST = 'GUEST',
  PROVIDER = 'PROVIDER',
}

@Entity('reservation')
@Index('UQ_reservation_number', ['number'], { unique: true })
@Index('UQ_reservation_booking_request', ['bookingRequestId'], { unique: true })
@Index(['companyId', 'state', 'startsAt'])
@Index(['userId', 'startsAt'])
@Index(['state', 'answerDeadline'])
@Index(['serviceId'])
@Index(['partnerId', 'startsAt'])
@Index(['resellerId', 'startsAt'])
@Check(
  'CHK_reservation_partner',
  '("partner_id" IS NULL AND "partner_object_id" IS NULL AND "partner_share_bp" IS NULL) OR ("partner_id" IS NOT NULL AND "partner_object_id" IS NOT NULL AND "partner_share_bp" BETWEEN 0 AND 10000)',
)
@Check('CHK_reservation_state', "\"state\" IN ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'EXPIRED')")
@Check('CHK_reservation_cancelled_by', '"cancelled_by" IS NULL OR "cancelled_by" IN (\'GUEST\', \'PROVIDER\')')
@Check('CHK_reservation_people', '"people" > 0')
@Check('CHK_reservation_origin', '("booking_request_id" IS NULL) <> ("reseller_id" IS NULL)')
@Check(
  'CHK_reservation_attendance',
  '("checked_in_at" IS NULL OR "no_show_at" IS NULL) AND (("checked_in_at" IS NULL AND "no_show_at" IS NULL) OR "state" = \'ACCEPTED\')',
)
@Check(
  'CHK_reservation_money',
  '"subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "fee_cents" >= 0 AND "total_cents" >= 0 AND "commission_cents" >= 0 AND "commission_vat_cents" >= 0',
)
export class Reservation {
  @PrimaryGeneratedColumn()
  id: number;

  /** Short and readable, e.g. 7KQ2-M9XD (Crockford base32 without I, L, O, U). */
  @Column({ type: 'text' })
  number: string;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'brand_id', type: 'int' })
  brandId: number;

  @ManyToOne(() => Brand, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'brand_id' })
  brand?: Relation<Brand>;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The guest's booking request on the site; null for a reseller's booking (reseller_id). */
  @Column({ name: 'booking_request_id', type: 'uuid', nullable: true })
  bookingRequestId: string | null;

  @ManyToOne(() => BookingRequest, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'booking_request_id' })
  bookingRequest?: Relation<BookingRequest>;

  /** The reseller who sold it through the OCTO API (resellers/): no card, the reseller pays the net amount. */
  @Column({ name: 'reseller_id', type: 'int', nullable: true })
  resellerId: number | null;

  @ManyToOne(() => Reseller, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'confirmation_sms', type: 'boolean', default: false })
  confirmationSms: boolean;

  @Column({ type: 'text', default: 'en' })
  language: 'en' | 'hr';

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'start_time', type: 'text' })
  startTime: string;

  @Column({ type: 'int' })
  people: number;

  @Column({ type: 'text', default: ReservationState.PENDING })
  state: ReservationState;

  @Column({ name: 'cancelled_by', type: 'text', nullable: true })
  cancelledBy: CancelledBy | null;

  @Column({ name: 'rejection_reason_id', type: 'int', nullable: true })
  rejectionReasonId: number | null;

  @ManyToOne(() => RejectionReason, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'rejection_reason_id' })
  rejectionReason?: Relation<RejectionReason>;

  @Column({ name: 'rejection_note', type: 'text', nullable: true })
  rejectionNote: string | null;

  @Column({ name: 'cancellation_note', type: 'text', nullable: true })
  cancellationNote: string | null;

  /** The provider's reason for cancelling an accepted booking (one of the rejection reasons). */
  @Column({ name: 'cancellation_reason_id', type: 'int', nullable: true })
  cancellationReasonId: number | null;

  @ManyToOne(() => RejectionReason, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cancellation_reason_id' })
  cancellationReason?: Relation<RejectionReason>;

  @Column({ name: 'subtotal_cents', type: 'int' })
  subtotalCents: number;

  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  @ManyToOne(() => DiscountCode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'discount_code' })
  discount?: Relation<DiscountCode>;

  @Column({ name: 'discount_cents', type: 'int', default: 0 })
  discountCents: number;

  @Column({ name: 'fee_cents', type: 'int', default: 0 })
  feeCents: number;

  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  @Column({ name: 'commission_cents', type: 'int' })
  commissionCents: number;

  @Column({ name: 'commission_vat_cents', type: 'int' })
  commissionVatCents: number;

  /** The sales partner the booking was attributed to when it was sent (partners/attribution.ts), or null. */
  @Column({ name: 'partner_id', type: 'int', nullable: true })
  partnerId: number | null;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** The partner's object whose link the guest came through. */
  @Column({ name: 'partner_object_id', type: 'int', nullable: true })
  partnerObjectId: number | null;

  @ManyToOne(() => PartnerObject, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_object_id' })
  partnerObject?: Relation<PartnerObject>;

  /** The partner's share of the platform's commission in effect when it was sent, in basis points (5000 = 50%). */
  @Column({ name: 'partner_share_bp', type: 'int', nullable: true })
  partnerShareBp: number | null;

  /** min(sent + the service's answer time, authorised + 6 days, the start). */
  @Column({ name: 'answer_deadline', type: 'timestamptz' })
  answerDeadline: Date;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  /**
   * The start the guest's day-before reminder (email, and SMS when asked for) was queued for
   * (day-before-reminder.ts): a change to another start makes the booking due for a reminder again.
   */
  @Column({ name: 'day_before_reminder_start', type: 'timestamptz', nullable: true })
  dayBeforeReminderStart: Date | null;

  /** When the guest was checked in at the door (check-in module), and by which user of the provider. */
  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @Column({ name: 'checked_in_by_user_id', type: 'int', nullable: true })
  checkedInByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'checked_in_by_user_id' })
  checkedInBy?: Relation<User>;

  /** When the provider marked the guest as not come, after the start's day ended; never with checked_in_at. */
  @Column({ name: 'no_show_at', type: 'timestamptz', nullable: true })
  noShowAt: Date | null;

  @Column({ name: 'no_show_by_user_id', type: 'int', nullable: true })
  noShowByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'no_show_by_user_id' })
  noShowBy?: Relation<User>;

  @Column({ name: 'hold_id', type: 'uuid' })
  holdId: string;

  @ManyToOne(() => Hold, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hold_id' })
  hold?: Relation<Hold>;

  /** The service's refund policy when the request was sent. */
  @Column({ name: 'cancellation_policy', type: 'text' })
  cancellationPolicy: CancellationPolicy;

  @Column({ name: 'cancellation_before', type: 'int', nullable: true })
  cancellationBefore: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the provider answered, or the guest withdrew / cancelled, or it expired. */
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @VersionColumn({ type: 'int', default: 1 })
  version: number;
}

/** What the guest booked of one offer, as it was when the request was sent. */
@Entity('reservation_offer')
@Check('CHK_reservation_offer_quantity', '"quantity" > 0')
export class ReservationOffer {
  @PrimaryColumn({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @PrimaryColumn({ name: 'offer_id', type: 'int' })
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'offer_id' })
  offer?: Relation<Offer>;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'price_type', type: 'text' })
  priceType: PriceType;

  @Column({ name: 'group_number', type: 'int' })
  groupNumber: number;

  /** Base price in cents. */
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  /** The offer's discount in percent (0: none). */
  @Column({ name: 'discount_rate', type: 'int', default: 0 })
  discountRate: number;

  /** What one unit cost: the discounted price. */
  @Column({ name: 'unit_price_cents', type: 'int' })
  unitPriceCents: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int' })
  people: number;

  @Column({ name: 'line_total_cents', type: 'int' })
  lineTotalCents: number;
}
