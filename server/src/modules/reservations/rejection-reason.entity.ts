// The reasons a provider may give when rejecting a request (seeded by the Booking migration).
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A reason a provider may give for rejecting a booking request.' })
@Entity('rejection_reason')
@Index('UQ_rejection_reason_code', ['code'], { unique: true })
export class RejectionReason {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'Stable code, e.g. FULLY_BOOKED.' })
  @Column({ type: 'text' })
  code: string;

  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Column({ name: 'name_hr', type: 'text' })
  nameHr: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
