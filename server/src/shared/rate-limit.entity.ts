// Fixed-window counters kept in PostgreSQL so limits hold across several server instances.
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('rate_limit')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'int' })
  count: number;
}
