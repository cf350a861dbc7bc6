import { monthLabel } from '../../../shared/format/month';

/** What a statement covers: "March 2026", or "January 2026 – March 2026" when earlier months with nothing to pay carried over. */
export function statementPeriod(statement: { month: string; fromMonth: string }, locale: string): string {
  const last = monthLabel(statement.month, locale, 'long');
  return statement.fromMonth === statement.month ? last : `${monthLabel(statement.fromMonth, locale, 'long')} – ${last}`;
}
