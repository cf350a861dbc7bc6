// A service (experience) a brand offers: what guests book. Its entry-form fields, its state in
// the approval flow, and the links to category, region, tags, amenities and spoken languages.
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Brand } from '../owner/brand.entity.js';
import { Amenity, Category, Language, PaymentType, Region, Tag } from '../reference/reference.entities.js';
import { ServiceRevision } from './service-revision.entity.js';

export enum ServiceStatus {
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  RETURNED = 'RETURNED',
}
registerEnumType(ServiceStatus, {
  name: 'ServiceStatus',
  description: 'DRAFT → SUBMITTED (for approval) → APPROVED (released) or RETURNED (with a note).',
});

export enum CancellationPolicy {
  NO_REFUND = 'NO_REFUND',
  FULL_REFUND_DAYS = 'FULL_REFUND_DAYS',
  FULL_REFUND_HOURS = 'FULL_REFUND_HOURS',
}
registerEnumType(CancellationPolicy, {
  name: 'CancellationPolicy',
  description: 'No refund, or a full refund up to N days or N hours before the start.',
});

@ObjectType({ description: 'How far the meeting point is from a key location.', simpleResolvers: true })
export class KeyLocationDistance {
  @Field({ description: 'The key location, e.g. "Split old town".' })
  place: string;

  @Field(() => Float, { description: 'Distance in kilometres.' })
  km: number;
}

@ObjectType({ description: 'A service (experience) as its provider edits it.' })
@Entity('service')
@Index(['brandId'])
@Index(['status', 'enabled'])
@Check('CHK_service_places_per_start', '"places_per_start" >= 1')
export class Service {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'brand_id', type: 'int' })
  brandId: number;

  @ManyToOne(() => Brand, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id' })
  brand?: Relation<Brand>;

  @Field({ description: 'Name including the location, e.g. "Olive oil tasting in Vodnjan".' })
  @Column({ type: 'text' })
  title: string;

  @Field(() => Int)
  @Column({ name: 'category_id', type: 'int' })
  categoryId: number;

  @ManyToOne(() => Category)
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;

  @Field(() => Int)
  @Column({ name: 'region_id', type: 'int' })
  regionId: number;

  @ManyToOne(() => Region)
  @JoinColumn({ name: 'region_id' })
  region?: Relation<Region>;

  @ManyToMany(() => Tag)
  @JoinTable({ name: 'service_tag', joinColumn: { name: 'service_id' }, inverseJoinColumn: { name: 'tag_id' } })
  tags?: Relation<Tag>[];

  @ManyToMany(() => Amenity)
  @JoinTable({ name: 'service_amenity', joinColumn: { name: 'service_id' }, inverseJoinColumn: { name: 'amenity_id' } })
  amenities?: Relation<Amenity>[];

  @ManyToMany(() => Language)
  @JoinTable({
    name: 'service_language',
    joinColumn: { name: 'service_id' },
    inverseJoinColumn: { name: 'language_code', referencedColumnName: 'code' },
  })
  languages?: Relation<Language>[];

  @ManyToMany(() => PaymentType)
  @JoinTable({ name: 'service_payment_type', joinColumn: { name: 'service_id' }, inverseJoinColumn: { name: 'payment_type_id' } })
  paymentTypes?: Relation<PaymentType>[];

  @Field(() => [Int], { description: 'Tags (ids), filled when the service is read.' })
  tagIds: number[];

  @Field(() => [Int], { description: 'Amenities (ids), filled when the service is read.' })
  amenityIds: number[];

  @Field(() => [String], { description: 'Spoken languages (codes), filled when the service is read.' })
  languageCodes: string[];

  @Field(() => [String], { description: 'Accepted payment types (codes), filled when the service is read.' })
  paymentTypeCodes: string[];

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field({ description: 'Why this provider is specific.' })
  @Column({ name: 'owner_statement', type: 'text' })
  ownerStatement: string;

  @Field({ description: 'Why the micro-location is specific.' })
  @Column({ name: 'micro_location', type: 'text' })
  microLocation: string;

  @Field(() => [String], { description: 'What is included in the service.' })
  @Column({ name: 'included', type: 'text', array: true, default: () => "'{}'" })
  included: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  characteristics: string[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  remark: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'arrival_instructions', type: 'text', nullable: true })
  arrivalInstructions: string | null;

  @Field({ description: 'Meeting point address.' })
  @Column({ name: 'meeting_point', type: 'text' })
  meetingPoint: string;

  @Field(() => Float)
  @Column({ name: 'meeting_latitude', type: 'double precision' })
  meetingLatitude: number;

  @Field(() => Float)
  @Column({ name: 'meeting_longitude', type: 'double precision' })
  meetingLongitude: number;

  @Field({ description: 'ISO country code of the meeting point.' })
  @Column({ type: 'char', length: 2, default: 'HR' })
  country: string;

  @Field(() => [KeyLocationDistance])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  distances: KeyLocationDistance[];

  @Field(() => Int)
  @Column({ name: 'min_people', type: 'int' })
  minPeople: number;

  @Field(() => Int)
  @Column({ name: 'max_people', type: 'int' })
  maxPeople: number;

  /** The size of one start, a setting of its own: maxPeople limits one booking, this limits all bookings of a start together. */
  @Field(() => Int, { description: 'How many guests the provider takes at one start time, all bookings together.' })
  @Column({ name: 'places_per_start', type: 'int' })
  placesPerStart: number;

  @Field(() => Int, { description: 'How many hours before the start a booking must arrive.' })
  @Column({ name: 'advance_hours', type: 'int', default: 24 })
  advanceHours: number;

  @Field(() => Int, {
    description: 'How long the provider takes to answer a request, in minutes (the form takes hours, 0,5 = 30 minutes).',
  })
  @Column({ name: 'answer_minutes', type: 'int' })
  answerMinutes: number;

  /** Reseller bookings (OCTO) are CONFIRMED at once instead of waiting for the provider's answer. */
  @Column({ name: 'reseller_instant_confirmation', type: 'boolean', default: false })
  resellerInstantConfirmation: boolean;

  @Field(() => CancellationPolicy)
  @Column({ name: 'cancellation_policy', type: 'text' })
  cancellationPolicy: CancellationPolicy;

  @Field(() => Int, { nullable: true, description: 'N of "full refund up to N days/hours before start".' })
  @Column({ name: 'cancellation_before', type: 'int', nullable: true })
  cancellationBefore: number | null;

  @Field({ description: 'Visible only to selected partners.' })
  @Column({ type: 'boolean', default: false })
  exclusive: boolean;

  @Field({ description: 'Active (shown once approved) or temporarily inactive.' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => ServiceStatus)
  @Column({ type: 'text', default: ServiceStatus.DRAFT })
  status: ServiceStatus;

  @Field(() => String, { nullable: true, description: 'Staff note when a service is sent back.' })
  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Field(() => ServiceRevision, {
    nullable: true,
    description:
      'The latest proposed change to what guests read, waiting for staff (PENDING) or sent back (RETURNED); null when none is open. Filled when the service is read.',
  })
  pendingRevision?: ServiceRevision | null;

  /** Set instead of deleting: holds, slots and (later) bookings keep referring to the row. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'booking_count', type: 'int', default: 0 })
  bookingCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { description: 'Last modified.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
