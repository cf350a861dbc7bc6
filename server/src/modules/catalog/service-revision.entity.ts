// A proposed change to what guests read on a live (approved) service: it waits for staff while
// the approved version stays public. At most one PENDING revision per service (a second edit updates it).
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { KeyLocationDistance, Service } from './service.entity.js';

export enum RevisionState {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  RETURNED = 'RETURNED',
}
registerEnumType(RevisionState, {
  name: 'RevisionState',
  description: 'PENDING (waiting for staff) → APPROVED (copied onto the service) or RETURNED (with a note).',
});

/**
 * The reviewed fields of a service: what guests read (title, texts, category, tags, amenities,
 * languages, location). The other fields of ServiceInput (people, places per start, advance
 * hours, answer time, cancellation policy, payment types, exclusive, active) are booking terms
 * and apply at once, as prices, offers and the calendar do.
 */
@ObjectType({ description: 'The values a revision proposes for the reviewed fields of a service.' })
export class ServiceRevisionValues {
  @Field()
  title: string;

  @Field(() => Int)
  categoryId: number;

  @Field(() => Int)
  regionId: number;

  @Field(() => [Int])
  tagIds: number[];

  @Field(() => [Int])
  amenityIds: number[];

  @Field(() => [String])
  languageCodes: string[];

  @Field()
  description: string;

  @Field()
  ownerStatement: string;

  @Field()
  microLocation: string;

  @Field(() => [String])
  included: string[];

  @Field(() => [String])
  characteristics: string[];

  @Field(() => String, { nullable: true })
  remark: string | null;

  @Field(() => String, { nullable: true })
  arrivalInstructions: string | null;

  @Field()
  meetingPoint: string;

  @Field(() => Float)
  meetingLatitude: number;

  @Field(() => Float)
  meetingLongitude: number;

  @Field()
  country: string;

  @Field(() => [KeyLocationDistance])
  distances: KeyLocationDistance[];
}

@ObjectType({ description: 'A proposed change to a live service, reviewed by staff.' })
@Entity('service_revision')
@Index('UQ_service_revision_pending', ['serviceId'], { unique: true, where: "state = 'PENDING'" })
@Index(['serviceId'])
export class ServiceRevision {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Field(() => ServiceRevisionValues)
  @Column({ type: 'jsonb' })
  values: ServiceRevisionValues;

  @Field(() => RevisionState)
  @Column({ type: 'text', default: RevisionState.PENDING })
  state: RevisionState;

  @Field(() => String, { nullable: true, description: 'Staff note when the revision is sent back.' })
  @Column({ name: 'staff_note', type: 'text', nullable: true })
  staffNote: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { description: 'Last edited by the provider or decided by staff.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Int, { description: 'Goes up with every change; staff send the version they saw with their decision.' })
  @VersionColumn({ default: 1 })
  version: number;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
