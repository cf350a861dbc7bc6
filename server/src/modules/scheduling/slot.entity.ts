// Capacity: a slot is one start of a service (its Europe/Zagreb start as an instant); holds take
// places in it. A hold is HELD until it expires, CONFIRMED for good, or RELEASED. A HELD hold stops
// counting by itself once its expiry passes (by PostgreSQL's clock), so nothing needs sweeping.
// Slots and holds never vanish by cascade: their foreign keys restrict deletes (services are archived).
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Service } from '../catalog/service.entity.js';

@Entity('slot')
@Index(['serviceId', 'startsAt'], { unique: true })
export class Slot {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;
}

export enum HoldState {
  HELD = 'HELD',
  CONFIRMED = 'CONFIRMED',
  RELEASED = 'RELEASED',
}

/**
 * SQL condition of a hold that takes places: confirmed, or held and not yet expired. The clock is
 * clock_timestamp(), the real time of the statement: a transaction's now() is its start time and
 * would keep an expired hold alive for as long as the transaction stays open.
 */
export const LIVE_HOLD = "(state = 'CONFIRMED' OR (state = 'HELD' AND expires_at > clock_timestamp()))";

@Entity('hold')
@Index(['slotId'])
@Index(['serviceId', 'startsAt'])
@Index('UQ_hold_reference', ['reference'], { unique: true })
// Made by the Capacity migration (a partial covering index TypeORM cannot describe).
@Index('IDX_hold_live', { synchronize: false })
@Check('CHK_hold_people_positive', '"people" > 0')
@Check('CHK_hold_state', "\"state\" IN ('HELD', 'CONFIRMED', 'RELEASED')")
export class Hold {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'slot_id', type: 'int' })
  slotId: number;

  @ManyToOne(() => Slot, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'slot_id' })
  slot?: Relation<Slot>;

  /** Copied from the slot so availability reads holds without a join. */
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'int' })
  people: number;

  /** What the hold is for, unique: e.g. booking-request:123. Holding again with it is idempotent. */
  @Column({ type: 'text' })
  reference: string;

  @Column({ type: 'text', default: HoldState.HELD })
  state: HoldState;

  /** When a HELD hold stops counting; kept as history once confirmed or released. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  /** Shown in the provider's calendar feed (set by the booking module). */
  @Column({ type: 'text', nullable: true })
  label: string | null;

  /** When the places were taken: clock_timestamp() under the slot lock, set by holdPlaces. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
