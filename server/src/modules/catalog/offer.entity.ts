// An offer (variation) of a service: a priced way to book it, per person or as a group of N.
// Money is integer cents; the public fields give EUR amounts as the spec names them.
// `simpleResolvers` on the object types: plain data fields skip TypeGraphQL's per-field wrapper (see public-service.types.ts).
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
  type Relation,
} from 'typeorm';
import { centsToEuros, discountRate } from '../../shared/money.js';
import { Service } from './service.entity.js';

export enum PriceType {
  PER_PERSON = 'PER_PERSON',
  GROUP = 'GROUP',
}
registerEnumType(PriceType, { name: 'PriceTypeValue' });

export enum Difficulty {
  EASY = 'EASY',
  MODERATE = 'MODERATE',
  DEMANDING = 'DEMANDING',
}
registerEnumType(Difficulty, { name: 'Difficulty' });

@ObjectType({ description: 'The price basis of an offer.', simpleResolvers: true })
export class OfferPriceType {
  @Field(() => PriceType, { description: 'PER_PERSON, or GROUP (a price for groupNumber people).' })
  value: PriceType;
}

@ObjectType({ description: 'How long an offer lasts.', simpleResolvers: true })
export class OfferDuration {
  @Field(() => Int)
  days: number;

  @Field(() => Int)
  hours: number;

  @Field(() => Int)
  minutes: number;
}

@ObjectType({ description: 'An offer (variation) of a service.', simpleResolvers: true })
@Entity('offer')
@Index(['serviceId'])
// lower(name) per service among offers not archived: created by migrations CatalogRules and
// Capacity, which TypeORM cannot express.
@Index('UQ_offer_service_name', { synchronize: false })
export class Offer {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'duration_minutes', type: 'int', nullable: true })
  durationMinutes: number | null;

  @Field(() => Difficulty, { nullable: true })
  @Column({ type: 'text', nullable: true })
  difficulty: Difficulty | null;

  @Column({ name: 'price_type', type: 'text' })
  priceTypeValue: PriceType;

  @Field(() => Int, { description: 'People one booking of this offer covers: 1 per person, N for a group price.' })
  @Column({ name: 'group_size', type: 'int', default: 1 })
  groupNumber: number;

  @Field(() => Int, { description: 'Base price in cents (EUR).' })
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  @Field(() => Int, { nullable: true, description: 'Discounted price in cents (EUR), if any.' })
  @Column({ name: 'discount_price_cents', type: 'int', nullable: true })
  discountPriceCents: number | null;

  /** Set instead of deleting: bookings keep referring to the row. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Int, { description: 'The offer id, as the booking order refers to it.' })
  get identifier(): number {
    return this.id;
  }

  @Field(() => OfferPriceType)
  get priceType(): OfferPriceType {
    return { value: this.priceTypeValue };
  }

  @Field(() => Float, { description: 'Base price in EUR.' })
  get initPrice(): number {
    return centsToEuros(this.priceCents);
  }

  @Field(() => Float, { description: 'Price a guest pays in EUR: the discounted price when there is one.' })
  get calculatedPrice(): number {
    return centsToEuros(this.discountPriceCents ?? this.priceCents);
  }

  @Field(() => Int, { description: 'Discount in percent; a discount exists when above 0.' })
  get discountRate(): number {
    return discountRate(this.priceCents, this.discountPriceCents);
  }

  @Field(() => OfferDuration, { nullable: true })
  get duration(): OfferDuration | null {
    if (this.durationMinutes === null || this.durationMinutes === undefined) return null;
    const total = this.durationMinutes;
    return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
  }
}
