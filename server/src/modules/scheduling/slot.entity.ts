// Capacity: a slot is one start of a service (its Europe/Zagreb start as an instant); holds take
// places in it. A hold counts while it is neither released nor expired, so expired holds stop
// counting by themselves. A confirmed hold has no expiry.
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Service } from '../catalog/service.entity.js';

@Entity('slot')
@Index(['serviceId', 'startsAt'], { unique: true })
export class Slot {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;
}

/** SQL condition of a hold that still takes places: not released and not expired. */
export const LIVE_HOLD = 'released_at IS NULL AND (expires_at IS NULL OR expires_at > now())';

@Entity('hold')
@Index(['slotId'])
@Index(['serviceId', 'startsAt'])
// Made by the Scheduling migration (a partial covering index TypeORM cannot describe).
@Index('IDX_hold_live', { synchronize: false })
@Check('CHK_hold_people_positive', '"people" > 0')
export class Hold {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'slot_id', type: 'int' })
  slotId: number;

  @ManyToOne(() => Slot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'slot_id' })
  slot?: Relation<Slot>;

  /** Copied from the slot so availability reads holds without a join. */
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'int' })
  people: number;

  /** Null once confirmed (e.g. an accepted reservation). */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  /** What the hold is for, shown in the provider's calendar feed (set by the booking module). */
  @Column({ type: 'text', nullable: true })
  label: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
