// The waitlist of a start: guests (by email) and customers (by account) who want places at a start
// that has too few left, in the order they joined. WAITING entries are offered freed places in that
// order (OFFERED: a capacity hold of their places until the offer expires); an offer taken through
// its link makes the entry SERVED, one that runs out EXPIRED; LEFT when the guest leaves.
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';
import { Service } from '../catalog/service.entity.js';

export enum WaitlistState {
  WAITING = 'WAITING',
  OFFERED = 'OFFERED',
  SERVED = 'SERVED',
  EXPIRED = 'EXPIRED',
  LEFT = 'LEFT',
}

registerEnumType(WaitlistState, {
  name: 'WaitlistState',
  description: 'WAITING in line; OFFERED freed places held until the offer expires; SERVED booked through the offer; EXPIRED; LEFT.',
});

@ObjectType({ description: 'An offer and its quantity, as chosen when joining the waitlist.' })
export class WaitlistOfferQuantity {
  @Field(() => Int)
  offerId: number;

  @Field(() => Int)
  quantity: number;
}

@Entity('waitlist_entry')
@Index('IDX_waitlist_entry_start', ['serviceId', 'startsAt', 'state'])
// One entry in line per email and start: joining again answers the entry already there.
@Index('UQ_waitlist_entry_active', ['serviceId', 'startsAt', 'email'], { unique: true, where: "\"state\" IN ('WAITING', 'OFFERED')" })
@Check('CHK_waitlist_entry_people', '"people" > 0')
@Check('CHK_waitlist_entry_state', "\"state\" IN ('WAITING', 'OFFERED', 'SERVED', 'EXPIRED', 'LEFT')")
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  /** Europe/Zagreb date and start time, as the guest chose them. */
  @Column({ type: 'text' })
  date: string;

  @Column({ name: 'start_time', type: 'text' })
  startTime: string;

  @Column({ type: 'int' })
  people: number;

  @Column({ type: 'jsonb' })
  offers: WaitlistOfferQuantity[];

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  email: string;

  /** The guest's mobile number in E.164, given to be told of an offer by SMS as well; null for email only. */
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', default: 'en' })
  language: 'en' | 'hr';

  @Column({ type: 'text', default: WaitlistState.WAITING })
  state: WaitlistState;

  /** The capacity hold of the current offer (reference waitlist-offer:{id}:{round}). */
  @Column({ name: 'hold_id', type: 'uuid', nullable: true })
  holdId: string | null;

  /** How many offers were made to the entry (the last one's number). */
  @Column({ name: 'offer_round', type: 'int', default: 0 })
  offerRound: number;

  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  /** When the entry left the line: served, expired or left. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
