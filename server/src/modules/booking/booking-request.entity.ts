// A guest's booking request (the draft of the three steps): the chosen start and offers, holding
// places until expires_at (the hold's expiry), then the guest's details and the discount code.
// Its id is a v4 uuid the client makes: posting again with it updates (retry-safe), and knowing it
// is the capability for an anonymous guest. EXPIRED is derived: OPEN and expires_at passed.
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
import { User } from '../accounts/user.entity.js';
import { Offer } from '../catalog/offer.entity.js';
import { Service } from '../catalog/service.entity.js';
import { Hold } from '../scheduling/slot.entity.js';
import { DiscountCode } from './discount-code.entity.js';

export enum BookingRequestStep {
  RECAP = 'RECAP',
  PERSONAL = 'PERSONAL',
  PAYMENT = 'PAYMENT',
}

/** Stored statuses; EXPIRED is only ever derived (OPEN with expires_at passed). */
export enum BookingRequestStatus {
  OPEN = 'OPEN',
  SENT = 'SENT',
  ENDED = 'ENDED',
}

@Entity('booking_request')
@Index(['userId'])
@Index(['serviceId', 'startsAt'])
@Check('CHK_booking_request_step', "\"step\" IN ('RECAP', 'PERSONAL', 'PAYMENT')")
@Check('CHK_booking_request_status', "\"status\" IN ('OPEN', 'SENT', 'ENDED')")
@Check('CHK_booking_request_language', "\"language\" IN ('en', 'hr')")
export class BookingRequest {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  /** The logged-in guest who made it: then it is theirs only. */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  /** Europe/Zagreb wall-clock date, YYYY-MM-DD. */
  @Column({ type: 'date' })
  date: string;

  /** Europe/Zagreb wall-clock start, HH:mm. */
  @Column({ name: 'start_time', type: 'text' })
  startTime: string;

  @Column({ name: 'hold_id', type: 'uuid', nullable: true })
  holdId: string | null;

  @ManyToOne(() => Hold, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hold_id' })
  hold?: Relation<Hold>;

  /** How many times the places were held again (a changed number of people): the hold reference's suffix. */
  @Column({ name: 'hold_round', type: 'int', default: 0 })
  holdRound: number;

  @Column({ type: 'text', default: BookingRequestStep.RECAP })
  step: BookingRequestStep;

  @Column({ type: 'text', default: BookingRequestStatus.OPEN })
  status: BookingRequestStatus;

  /** The hold's expiry: the countdown's end. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'confirmation_sms', type: 'boolean', default: false })
  confirmationSms: boolean;

  @Column({ name: 'conditions_accepted', type: 'boolean', default: false })
  conditionsAccepted: boolean;

  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  /** The partner object's code the guest came through (last referral wins), checked again when sent. */
  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;

  /** When the guest visited through that code: the attribution window counts from here. */
  @Column({ name: 'referral_visited_at', type: 'timestamptz', nullable: true })
  referralVisitedAt: Date | null;

  @ManyToOne(() => DiscountCode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'discount_code' })
  discount?: Relation<DiscountCode>;

  @Column({ type: 'text', default: 'en' })
  language: 'en' | 'hr';

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  /** Set when the request is sent and its reservation made. */
  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('booking_request_offer')
@Check('CHK_booking_request_offer_quantity', '"quantity" > 0')
export class BookingRequestOffer {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @ManyToOne(() => BookingRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: Relation<BookingRequest>;

  @PrimaryColumn({ name: 'offer_id', type: 'int' })
  offerId: number;

  @ManyToOne(() => Offer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'offer_id' })
  offer?: Relation<Offer>;

  @Column({ type: 'int' })
  quantity: number;
}
