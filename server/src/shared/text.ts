// Text rules of every input string: no NUL (PostgreSQL refuses it) and no lone UTF-16 surrogate
// (not encodable as UTF-8), and calendar dates within MIN_DATE..MAX_DATE.
import { MAX_DATE, MIN_DATE } from './limits.js';

const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/** A real calendar day written YYYY-MM-DD, between MIN_DATE and MAX_DATE. */
export function isSaneDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < MIN_DATE || value > MAX_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
