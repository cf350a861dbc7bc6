// The secret token of a provider's iCalendar feed; resetting it invalidates old subscriptions.
import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';

@Entity('calendar_feed')
export class CalendarFeed {
  @PrimaryColumn({ name: 'owner_id', type: 'int' })
  ownerId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Column({ type: 'text', unique: true })
  token: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
