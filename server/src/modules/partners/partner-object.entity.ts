// A partner's object (the accommodation a poster hangs in) with its referral code, and the visits
// counted through that code: one row per object and day, no personal data.
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
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
  type Relation,
} from 'typeorm';
import { Partner } from './partner.entity.js';

export enum PartnerObjectKind {
  HOTEL = 'HOTEL',
  APARTMENT = 'APARTMENT',
  CAMPSITE = 'CAMPSITE',
  HOSTEL = 'HOSTEL',
  OTHER = 'OTHER',
}

registerEnumType(PartnerObjectKind, { name: 'PartnerObjectKind', description: 'What kind of accommodation the object is.' });

@ObjectType({ description: "A sales partner's object (accommodation) with its referral link." })
@Entity('partner_object')
@Check('partner_object_kind_known', `"kind" IN ('HOTEL', 'APARTMENT', 'CAMPSITE', 'HOSTEL', 'OTHER')`)
@Check('partner_object_position', `"latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180`)
@Check('partner_object_beds', `"beds" IS NULL OR "beds" BETWEEN 1 AND 10000`)
export class PartnerObject {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Index('partner_object_partner')
  @Column({ name: 'partner_id', type: 'int' })
  partnerId: number;

  @ManyToOne(() => Partner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => PartnerObjectKind)
  @Column({ type: 'text' })
  kind: PartnerObjectKind;

  @Field()
  @Column({ type: 'text' })
  address: string;

  @Field(() => Float)
  @Column({ type: 'double precision' })
  latitude: number;

  @Field(() => Float)
  @Column({ type: 'double precision' })
  longitude: number;

  @Field(() => Int, { nullable: true, description: 'Number of beds, 1–10,000; null when not given.' })
  @Column({ type: 'int', nullable: true })
  beds: number | null;

  @Field({ description: "Short, unguessable and URL-safe: the `ref` of the object's link." })
  @Index('partner_object_referral_code', { unique: true })
  @Column({ name: 'referral_code', type: 'text' })
  referralCode: string;

  /** PUBLIC_URL + `/?ref=CODE`; set when presented. */
  @Field({ description: "The link guests open (PUBLIC_URL/?ref=CODE); the poster's QR code holds it." })
  referralUrl: string;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Visits through an object's link on one Europe/Zagreb day. */
@Entity('referral_visit')
@Check('referral_visit_count', `"count" >= 1`)
export class ReferralVisit {
  @PrimaryColumn({ name: 'object_id', type: 'int' })
  objectId: number;

  @ManyToOne(() => PartnerObject, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'object_id' })
  object?: Relation<PartnerObject>;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int', default: 1 })
  count: number;
}
