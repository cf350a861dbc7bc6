// The submission history of a service: each send for approval, approval and send-back, with the
// staff note, so the reviewer sees what happened before (the service row keeps only the latest).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Service } from './service.entity.js';

export enum ReviewEventKind {
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  RETURNED = 'RETURNED',
}
registerEnumType(ReviewEventKind, { name: 'ReviewEventKind', description: 'Sent for approval, approved, or sent back with a note.' });

@ObjectType({ description: 'One step in the review history of a service.' })
@Entity('service_review_event')
@Index(['serviceId', 'at'])
export class ReviewEvent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Field(() => ReviewEventKind)
  @Column({ type: 'text' })
  kind: ReviewEventKind;

  @Field(() => String, { nullable: true, description: 'The staff note of a send-back.' })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'at', type: 'timestamptz' })
  at: Date;
}
