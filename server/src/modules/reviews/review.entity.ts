// Verified guest reviews of a service (issue 24): one per accepted reservation, written by its booker,
// with sub-ratings, photos and the provider's one public reply; staff hide a review (never delete it)
// with a reason code, and every moderation step goes to an append-only log (guest_review_moderation).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
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
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Service } from '../catalog/service.entity.js';
import { Company } from '../owner/company.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';

/** Why staff hid a review. There is deliberately no code for "negative": a bad review stays. */
export enum ReviewHiddenReason {
  ABUSE = 'ABUSE',
  PERSONAL_DATA = 'PERSONAL_DATA',
  NOT_ABOUT_EXPERIENCE = 'NOT_ABOUT_EXPERIENCE',
}
registerEnumType(ReviewHiddenReason, {
  name: 'ReviewHiddenReason',
  description: 'Why staff hid a review: abuse, personal data, or not about the experience. Never for being negative.',
});

export enum ReviewModerationAction {
  REPORTED = 'REPORTED',
  HIDDEN = 'HIDDEN',
  UNHIDDEN = 'UNHIDDEN',
  REPORTS_DISMISSED = 'REPORTS_DISMISSED',
}
registerEnumType(ReviewModerationAction, { name: 'ReviewModerationAction', description: 'One step of a review’s moderation.' });

export enum ReviewReporterRole {
  PROVIDER = 'PROVIDER',
  GUEST = 'GUEST',
}
registerEnumType(ReviewReporterRole, { name: 'ReviewReporterRole', description: 'Who reported a review: its provider or a guest.' });

export const REVIEW_LANGUAGES = ['en', 'hr'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

@Entity('guest_review')
@Index('UQ_guest_review_reservation', ['reservationId'], { unique: true })
@Index('IDX_guest_review_service_created', ['serviceId', 'createdAt'])
@Index('IDX_guest_review_company_created', ['companyId', 'createdAt'])
@Check('CHK_guest_review_overall', '"overall" BETWEEN 1 AND 5')
@Check(
  'CHK_guest_review_sub_ratings',
  '("service_quality" IS NULL OR "service_quality" BETWEEN 1 AND 5) AND ("organisation" IS NULL OR "organisation" BETWEEN 1 AND 5) AND ("value_for_money" IS NULL OR "value_for_money" BETWEEN 1 AND 5) AND ("safety" IS NULL OR "safety" BETWEEN 1 AND 5)',
)
@Check('CHK_guest_review_text', '"text" IS NULL OR char_length("text") <= 2000')
@Check('CHK_guest_review_reply', '"reply_text" IS NULL OR char_length("reply_text") <= 2000')
@Check('CHK_guest_review_language', "\"language\" IN ('en', 'hr')")
@Check(
  'CHK_guest_review_hidden',
  '("hidden_at" IS NULL AND "hidden_reason" IS NULL) OR ("hidden_at" IS NOT NULL AND "hidden_reason" IN (\'ABUSE\', \'PERSONAL_DATA\', \'NOT_ABOUT_EXPERIENCE\'))',
)
export class GuestReview {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** The customer's account when written signed in; null for a guest through the booking link. */
  @Column({ name: 'author_user_id', type: 'int', nullable: true })
  authorUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_user_id' })
  authorUser?: Relation<User>;

  /** SHA-256 of the booker's lower-cased email: who wrote it, without keeping the address twice. */
  @Column({ name: 'author_email_hash', type: 'text' })
  authorEmailHash: string;

  /** The first name shown with the review (never the email). */
  @Column({ name: 'author_name', type: 'text' })
  authorName: string;

  /** ISO 3166-1 alpha-2, or null when not given. */
  @Column({ name: 'author_country', type: 'char', length: 2, nullable: true })
  authorCountry: string | null;

  @Column({ type: 'int' })
  overall: number;

  @Column({ name: 'service_quality', type: 'int', nullable: true })
  serviceQuality: number | null;

  @Column({ type: 'int', nullable: true })
  organisation: number | null;

  @Column({ name: 'value_for_money', type: 'int', nullable: true })
  valueForMoney: number | null;

  @Column({ type: 'int', nullable: true })
  safety: number | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text' })
  language: ReviewLanguage;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @Column({ name: 'hidden_reason', type: 'text', nullable: true })
  hiddenReason: ReviewHiddenReason | null;

  @Column({ name: 'hidden_by_user_id', type: 'int', nullable: true })
  hiddenByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'hidden_by_user_id' })
  hiddenBy?: Relation<User>;

  /** The provider's one public reply (editable). */
  @Column({ name: 'reply_text', type: 'text', nullable: true })
  replyText: string | null;

  @Column({ name: 'reply_at', type: 'timestamptz', nullable: true })
  replyAt: Date | null;

  @Column({ name: 'reply_edited_at', type: 'timestamptz', nullable: true })
  replyEditedAt: Date | null;

  @Column({ name: 'reply_by_user_id', type: 'int', nullable: true })
  replyByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reply_by_user_id' })
  replyBy?: Relation<User>;
}

/** A photo of a review, stored through the same storage and image service as service photos. */
@ObjectType({ description: 'A photo a guest added to their review.', simpleResolvers: true })
@Entity('guest_review_photo')
@Index('UQ_guest_review_photo_name', ['name'], { unique: true })
@Index('IDX_guest_review_photo_review', ['reviewId'])
export class GuestReviewPhoto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'review_id', type: 'int' })
  reviewId: number;

  @ManyToOne(() => GuestReview, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'review_id' })
  review?: Relation<GuestReview>;

  @Field()
  @Column({ name: 'file_name', type: 'text' })
  name: string;

  @Field({ description: 'Image service URL; add width, height, fit and auto=format as needed.' })
  url: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A report of a review by its provider or a guest; open until staff act on the review. */
@Entity('guest_review_report')
@Index('IDX_guest_review_report_open', ['reviewId', 'resolvedAt'])
@Index('UQ_guest_review_report_reporter', ['reviewId', 'reporterUserId'], { unique: true })
@Check('CHK_guest_review_report_role', "\"reporter_role\" IN ('PROVIDER', 'GUEST')")
@Check('CHK_guest_review_report_reason', 'char_length("reason") BETWEEN 1 AND 1000')
export class GuestReviewReport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'review_id', type: 'int' })
  reviewId: number;

  @ManyToOne(() => GuestReview, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'review_id' })
  review?: Relation<GuestReview>;

  @Column({ name: 'reporter_user_id', type: 'int' })
  reporterUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_user_id' })
  reporter?: Relation<User>;

  @Column({ name: 'reporter_role', type: 'text' })
  reporterRole: ReviewReporterRole;

  @Column({ type: 'text' })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;
}

/** One moderation step; append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
@ObjectType({ description: 'One step of a review’s moderation: a report, hiding, unhiding, reports dismissed.', simpleResolvers: true })
@Entity('guest_review_moderation')
@Index('IDX_guest_review_moderation_review', ['reviewId', 'id'])
@Check('CHK_guest_review_moderation_action', "\"action\" IN ('REPORTED', 'HIDDEN', 'UNHIDDEN', 'REPORTS_DISMISSED')")
export class GuestReviewModeration {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'review_id', type: 'int' })
  reviewId: number;

  @ManyToOne(() => GuestReview, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'review_id' })
  review?: Relation<GuestReview>;

  @Field(() => ReviewModerationAction)
  @Column({ type: 'text' })
  action: ReviewModerationAction;

  @Field(() => ReviewHiddenReason, { nullable: true })
  @Column({ name: 'reason_code', type: 'text', nullable: true })
  reasonCode: ReviewHiddenReason | null;

  @Field(() => String, { nullable: true, description: 'The reporter’s reason or the staff note.' })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** Who took the step; no foreign key, so the log never has to change when an account goes. */
  @Field(() => Int, { nullable: true })
  @Column({ name: 'by_user_id', type: 'int', nullable: true })
  byUserId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  at: Date;
}

/** The review invitation of a reservation: sent once the day after the start, one reminder later. */
@Entity('guest_review_invitation')
@Index('IDX_guest_review_invitation_reminder', ['remindedAt', 'invitedAt'])
export class GuestReviewInvitation {
  @PrimaryColumn({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ name: 'invited_at', type: 'timestamptz' })
  invitedAt: Date;

  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true })
  remindedAt: Date | null;
}
