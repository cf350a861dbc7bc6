// A brand a provider runs experiences under (e.g. a winery), with its address and map position.
import { Field, Float, Int, ObjectType } from 'type-graphql';
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
import { ActivityType } from './activity-type.entity.js';
import { Company } from './company.entity.js';

@ObjectType({ description: 'A brand of a provider.' })
@Entity('brand')
@Index(['companyId'])
export class Brand {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => Int)
  @Column({ name: 'activity_type_id', type: 'int' })
  activityTypeId: number;

  @Field(() => ActivityType)
  @ManyToOne(() => ActivityType)
  @JoinColumn({ name: 'activity_type_id' })
  activityType: Relation<ActivityType>;

  @Field()
  @Column({ type: 'text' })
  address: string;

  @Field(() => Float)
  @Column({ type: 'double precision' })
  latitude: number;

  @Field(() => Float)
  @Column({ type: 'double precision' })
  longitude: number;

  @Field({ description: 'Activity description.' })
  @Column({ type: 'text' })
  description: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
