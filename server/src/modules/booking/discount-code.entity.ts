// A discount code a guest may enter in the recap step: a percent off the offers, valid in a period
// (valid_from inclusive, valid_until exclusive). Codes are stored upper-case.
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('discount_code')
@Check('CHK_discount_code_percent', '"percent" BETWEEN 1 AND 100')
@Check('CHK_discount_code_upper', '"code" = upper("code")')
@Check('CHK_discount_code_period', '"valid_until" > "valid_from"')
export class DiscountCode {
  @PrimaryColumn({ type: 'text' })
  code: string;

  @Column({ type: 'int' })
  percent: number;

  @Column({ name: 'valid_from', type: 'timestamptz' })
  validFrom: Date;

  @Column({ name: 'valid_until', type: 'timestamptz' })
  validUntil: Date;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
