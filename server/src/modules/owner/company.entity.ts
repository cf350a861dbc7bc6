// A provider's business entity: the legal and payout details behind their brands. One per provider.
import { Field, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { ActivityType } from './activity-type.entity.js';

@ObjectType({ description: "A provider's business entity (company)." })
@Entity('company')
export class Company {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'int', unique: true })
  ownerId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Field()
  @Column({ name: 'legal_name', type: 'text' })
  legalName: string;

  @Field()
  @Column({ type: 'text' })
  address: string;

  @Field()
  @Column({ name: 'zip_code', type: 'text' })
  zipCode: string;

  @Field()
  @Column({ type: 'text' })
  town: string;

  @Field({ description: 'ISO 3166-1 alpha-2 country code.' })
  @Column({ type: 'char', length: 2 })
  country: string;

  @Field({ description: 'Contact mobile phone in international form.' })
  @Column({ name: 'contact_mobile', type: 'text' })
  contactMobile: string;

  @Field({ description: 'VAT number; for Croatia the OIB (11 digits, ISO 7064 MOD 11,10).' })
  @Column({ name: 'vat_number', type: 'text' })
  vatNumber: string;

  @Field()
  @Column({ name: 'account_owner_name', type: 'text' })
  accountOwnerName: string;

  @Field()
  @Column({ type: 'text' })
  iban: string;

  @Field(() => Int)
  @Column({ name: 'primary_activity_id', type: 'int' })
  primaryActivityId: number;

  @Field(() => ActivityType)
  @ManyToOne(() => ActivityType)
  @JoinColumn({ name: 'primary_activity_id' })
  primaryActivity: Relation<ActivityType>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
