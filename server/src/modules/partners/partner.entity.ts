// A sales partner: the accommodation owner's business details (legal name, OIB, payout IBAN,
// contact) behind a ROLE_PARTNER account, and staff's decision whether their links earn.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';

export enum PartnerStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  SUSPENDED = 'SUSPENDED',
}

registerEnumType(PartnerStatus, {
  name: 'PartnerStatus',
  description: "PENDING until staff decide; APPROVED partners' links earn and open their exclusive services; SUSPENDED ones do not.",
});

@ObjectType({ description: "A sales partner's profile: business and payout details, and staff's decision." })
@Entity('partner')
@Check('partner_status_known', `"status" IN ('PENDING', 'APPROVED', 'SUSPENDED')`)
export class Partner {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  /** One profile per account: the one-to-one relation makes it unique. */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Field()
  @Column({ name: 'legal_name', type: 'text' })
  legalName: string;

  @Field({ description: 'The Croatian OIB, 11 digits (ISO 7064 MOD 11,10).' })
  @Column({ type: 'text' })
  oib: string;

  @Field({ description: 'Where commissions are paid; no spaces, upper case.' })
  @Column({ type: 'text' })
  iban: string;

  @Field()
  @Column({ name: 'contact_name', type: 'text' })
  contactName: string;

  @Field({ description: 'In international form, e.g. +385912345678.' })
  @Column({ name: 'contact_phone', type: 'text' })
  contactPhone: string;

  @Field()
  @Column({ name: 'contact_email', type: 'text' })
  contactEmail: string;

  @Field(() => PartnerStatus)
  @Column({ type: 'text', default: PartnerStatus.PENDING })
  status: PartnerStatus;

  @Field(() => Date, { nullable: true, description: 'When staff last approved or suspended the partner.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
