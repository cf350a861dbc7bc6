// A photo of a service: the stored image, its description (alt text), the primary (cover) flag and
// whether staff have seen it (a photo added to a live service waits with the service's revision).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Service } from './service.entity.js';

export enum PhotoReviewState {
  APPROVED = 'APPROVED',
  PENDING = 'PENDING',
  RETURNED = 'RETURNED',
}
registerEnumType(PhotoReviewState, {
  name: 'PhotoReviewState',
  description:
    'APPROVED: guests see it; PENDING: added to a live service, waits for staff with its revision; RETURNED: sent back, stays hidden.',
});

@ObjectType({ description: 'A photo of a service.' })
@Entity('photo')
@Index(['serviceId'])
@Index('UQ_photo_one_primary_per_service', ['serviceId'], { unique: true, where: '"is_primary"' })
export class Photo {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Field({ description: 'File name; the image service serves it at /api/photos/{name}.' })
  @Column({ name: 'file_name', type: 'text', unique: true })
  name: string;

  @Field({ description: 'Description, also the alt text.' })
  @Column({ type: 'text', default: '' })
  description: string;

  @Field({ description: 'The cover photo of the service.' })
  @Column({ name: 'is_primary', type: 'boolean', default: false })
  primary: boolean;

  @Field(() => Int)
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  height: number;

  @Field(() => PhotoReviewState, { description: 'Only APPROVED photos are shown to guests.' })
  @Column({ name: 'review_state', type: 'text', default: PhotoReviewState.APPROVED })
  reviewState: PhotoReviewState;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'URL of the image service for this photo.' })
  get url(): string {
    return `/api/photos/${this.name}`;
  }
}
