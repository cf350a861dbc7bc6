// Emails already handed to the SMTP server, by idempotency key, so a retried job never sends twice.
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('sent_email')
export class SentEmail {
  @PrimaryColumn({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'text' })
  template: string;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;
}
