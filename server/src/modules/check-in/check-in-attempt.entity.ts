// One check-in tap as the provider's device sent it: its client-made nonce (unique per company) and
// the answer given, so a retry of the same tap (a dropped connection, a double tap) gets the same
// answer instead of "already checked in".
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Company } from '../owner/company.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';

@Entity('check_in_attempt')
@Index('UQ_check_in_attempt_nonce', ['companyId', 'nonce'], { unique: true })
@Index('IDX_check_in_attempt_reservation', ['reservationId'])
export class CheckInAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'uuid' })
  nonce: string;

  @Column({ name: 'reservation_id', type: 'int' })
  reservationId: number;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Relation<Reservation>;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  /** The CheckInResult answered the first time, as JSON. */
  @Column({ type: 'jsonb' })
  answer: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
