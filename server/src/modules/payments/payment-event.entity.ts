// A gateway webhook event already handled: its id is the primary key, so a redelivered event is
// recognised and skipped (the webhook inserts it in the same transaction as its effect).
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('payment_event')
export class PaymentEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
