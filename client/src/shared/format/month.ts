// Months as the API names them (YYYY-MM, Europe/Zagreb): labels in the screen's language, the current
// month, and the months before it.

/** "Mar 2026" / "ožu 2026." (`long`: "March 2026" / "ožujak 2026.") in the screen's language. */
export function monthLabel(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
}

/** The Europe/Zagreb month (YYYY-MM) of an instant. */
export function zagrebMonth(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .slice(0, 7);
}

/** `month` moved by `by` months (negative: back). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months up to and including `last`, newest first. */
export function monthsUpTo(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(last, -index));
}
