// Plain calendar dates (YYYY-MM-DD) and months (YYYY-MM) as the server speaks them: no time of day
// and no time zone, so nothing shifts when the browser is elsewhere than Croatia.

/** Service times are wall-clock times in Croatia. */
export const SERVICE_TIME_ZONE = 'Europe/Zagreb';

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A plain date as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function utcDate(date: string): Date {
  return new Date(toUtcMs(date));
}

/** Today's date in a time zone (Croatia unless told). */
export function todayIn(timeZone = SERVICE_TIME_ZONE, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Monday 0 … Sunday 6. */
export function weekdayIndex(date: string): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The first and last day of a month. */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/**
 * The weeks of a month as rows of seven cells, weeks starting on Monday (as in Croatia); cells
 * outside the month are null.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { from, to } = monthBounds(month);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(from) }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
