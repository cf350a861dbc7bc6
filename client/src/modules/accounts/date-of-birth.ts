// The date of birth as three choices (day, month, year) and as the server's YYYY-MM-DD.

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export function splitDate(date: string | null): DateParts {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** null when nothing is chosen; undefined when the parts are incomplete or no real date. */
export function joinDate({ day, month, year }: DateParts): string | null | undefined {
  if (!day && !month && !year) return null;
  if (!day || !month || !year) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
