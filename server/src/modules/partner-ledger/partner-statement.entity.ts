// A partner's monthly commission statement: made once a month is over for the PAYABLE entries of
// the months since the previous statement (READY), then paid by staff (PAID, with payout entries).
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Partner } from '../partners/partner.entity.js';

export enum StatementStatus {
  READY = 'READY',
  PAID = 'PAID',
}

@Entity('partner_statement')
@Index('UQ_partner_statement_month', ['partnerId', 'month'], { unique: true })
@Index('IDX_partner_statement_status', ['status', 'month'])
@Check('CHK_partner_statement_status', `"status" IN ('READY', 'PAID')`)
@Check('CHK_partner_statement_months', `"from_month" <= "month" AND "month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check('CHK_partner_statement_paid', `("status" = 'PAID') = ("paid_at" IS NOT NULL)`)
export class PartnerStatement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'partner_id', type: 'int' })
  partnerId: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** YYYY-MM: the statement's month, the last it covers. */
  @Column({ type: 'text' })
  month: string;

  /** YYYY-MM: the first month it covers (the month after the previous statement's; the same as `month` mostly). */
  @Column({ name: 'from_month', type: 'text' })
  fromMonth: string;

  /** What the PAYABLE entries of the months covered add up to when it was made (EUR cents, above 0). */
  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  @Column({ type: 'text', default: StatementStatus.READY })
  status: StatementStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'paid_by', type: 'int', nullable: true })
  paidBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paid_by' })
  paidByUser?: Relation<User>;
}
