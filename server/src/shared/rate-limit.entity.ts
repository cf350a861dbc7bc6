// Rate-limit counters kept in PostgreSQL so limits hold across several server instances
// (see rate-limit.ts for how one statement checks and counts).
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('rate_limit')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'int' })
  count: number;

  /** Once the count reaches the limit: when the next attempt may run (window end, or back-off). */
  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;
}
