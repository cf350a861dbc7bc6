// SMS claimed for sending, by idempotency key (one per event: reservation, kind, occasion), so a
// repeated or retried job never sends a second message. No phone number and no text are kept here.
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('sent_sms')
export class SentSms {
  @PrimaryColumn({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @Column({ type: 'text' })
  kind: string;

  /** Segments the text took (1 unless a long Croatian or a long link made it more). */
  @Column({ type: 'smallint' })
  segments: number;

  /** The gateway's message id (Twilio's SM…; the local catcher's own), once it took the message. */
  @Column({ name: 'provider_message_id', type: 'text', nullable: true })
  providerMessageId: string | null;

  @CreateDateColumn({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
