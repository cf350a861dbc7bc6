// Discount codes: a code typed in the recap step is valid when it exists and PostgreSQL's clock
// (clock_timestamp()) lies in its period; otherwise a 400 on the discountCode field with "This
// discount code does not exist." or "This discount code expired on {date}." (its last valid day).
import type { RequestContext } from '../../context.js';
import { invalidInput } from '../../shared/errors.js';
import { isCleanText } from '../../shared/text.js';
import { DiscountCode } from './discount-code.entity.js';

export const MAX_DISCOUNT_CODE_LENGTH = 40;

/** The code as stored: trimmed, upper-case; null for an empty entry. */
export function normaliseDiscountCode(input: string | null | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase();
  return code === '' ? null : code;
}

const unknownCode = () => invalidInput({ discountCode: { id: 'discountCode.unknown' } });

/** The valid code, or a field error naming `discountCode`. */
export async function validDiscountCode(ctx: RequestContext, input: string): Promise<DiscountCode> {
  const code = normaliseDiscountCode(input);
  if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH || !isCleanText(code)) throw unknownCode();
  const rows: {
    code: string;
    percent: number;
    valid_from: Date;
    valid_until: Date;
    description: string | null;
    started: boolean;
    ended: boolean;
  }[] = await ctx.manager.query(
    `SELECT code, percent, valid_from, valid_until, description,
       valid_from <= clock_timestamp() AS started, valid_until <= clock_timestamp() AS ended
     FROM discount_code WHERE code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) throw unknownCode();
  if (row.ended)
    throw invalidInput({ discountCode: { id: 'discountCode.expired', values: { date: new Date(row.valid_until).getTime() - 1 } } });
  if (!row.started)
    throw invalidInput({ discountCode: { id: 'discountCode.notYetValid', values: { date: new Date(row.valid_from).getTime() } } });
  return Object.assign(new DiscountCode(), {
    code: row.code,
    percent: row.percent,
    validFrom: new Date(row.valid_from),
    validUntil: new Date(row.valid_until),
    description: row.description,
  });
}
