// A message someone sent to Lokalno through a public form (help, custom private tour, Christmas
// sign-up), a provider's cooperation request, or a guest's message to a brand. One table for all
// kinds: the fields a kind does not use stay null.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Brand } from '../owner/brand.entity.js';
import { Paginated } from '../../shared/paginated.js';

export enum InquiryKind {
  HELP = 'HELP',
  DEMAND = 'DEMAND',
  CHRISTMAS_ACTION = 'CHRISTMAS_ACTION',
  COOPERATION = 'COOPERATION',
  BRAND_CONTACT = 'BRAND_CONTACT',
}
registerEnumType(InquiryKind, {
  name: 'InquiryKind',
  description:
    'HELP (a question), DEMAND (a custom private tour), CHRISTMAS_ACTION (promotion sign-up), COOPERATION (a provider asks for other services), BRAND_CONTACT (a message to a brand).',
});

@ObjectType({ description: 'A received inquiry, as staff see it.' })
@Entity('inquiry')
@Index(['kind', 'createdAt'])
export class Inquiry {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => InquiryKind)
  @Column({ type: 'text' })
  kind: InquiryKind;

  @Field({ description: "The sender's first and last name." })
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text' })
  email: string;

  @Field(() => String, { description: 'en or hr: the language of the confirmation email.' })
  @Column({ type: 'text' })
  language: 'en' | 'hr';

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'HELP: the question in short.' })
  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Field(() => String, { nullable: true, description: 'HELP, DEMAND, BRAND_CONTACT: the message.' })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => String, { nullable: true, description: 'DEMAND: first day of the trip (YYYY-MM-DD).' })
  @Column({ name: 'date_from', type: 'date', nullable: true })
  dateFrom: string | null;

  @Field(() => String, { nullable: true, description: 'DEMAND: last day of the trip (YYYY-MM-DD).' })
  @Column({ name: 'date_to', type: 'date', nullable: true })
  dateTo: string | null;

  @Field(() => Int, { nullable: true, description: 'DEMAND: people in the group.' })
  @Column({ name: 'group_size', type: 'int', nullable: true })
  groupSize: number | null;

  @Field(() => String, { nullable: true, description: 'DEMAND: regions and interests.' })
  @Column({ type: 'text', nullable: true })
  interests: string | null;

  @Field(() => Int, { nullable: true, description: 'DEMAND: budget for the whole group in euro cents.' })
  @Column({ type: 'int', nullable: true })
  budget: number | null;

  @Field(() => Boolean, { nullable: true, description: 'CHRISTMAS_ACTION: consent to be emailed about the promotion.' })
  @Column({ type: 'boolean', nullable: true })
  consent: boolean | null;

  @Field(() => String, { nullable: true, description: 'COOPERATION: the category of the service asked for.' })
  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Field(() => String, { nullable: true, description: 'COOPERATION: the details of the service asked for.' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => Int, { nullable: true, description: 'BRAND_CONTACT: the brand written to.' })
  @Column({ name: 'brand_id', type: 'int', nullable: true })
  brandId: number | null;

  @ManyToOne(() => Brand, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'brand_id' })
  brand?: Relation<Brand>;

  @Field(() => Int, { nullable: true, description: 'The signed-in sender (COOPERATION: the provider).' })
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff marked it handled; null while open.' })
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}

@ObjectType({ description: 'One page of inquiries, newest first.' })
export class InquiryPage extends Paginated(Inquiry) {}

@ObjectType({ description: 'What the sender learns: the message arrived and a confirmation is on its way.' })
export class InquiryReceipt {
  @Field(() => InquiryKind)
  kind: InquiryKind;

  @Field()
  received: boolean;
}
