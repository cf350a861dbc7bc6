// Pure helpers of the reservation screens: the time left to answer, split in the largest units, and
// whether a booking's day is over.

export interface TimeLeft {
  /** The unit the relative time is told in. */
  unit: 'day' | 'hour' | 'minute';
  value: number;
  overdue: boolean;
}

/** The time from `now` to `deadline`: days when a day or more, else hours, else minutes (at least 1). */
export function timeLeft(deadline: string | Date, now: number): TimeLeft {
  const ms = new Date(deadline).getTime() - now;
  if (ms <= 0) return { unit: 'minute', value: 0, overdue: true };
  const minutes = Math.floor(ms / 60_000);
  if (minutes >= 24 * 60) return { unit: 'day', value: Math.floor(minutes / (24 * 60)), overdue: false };
  if (minutes >= 60) return { unit: 'hour', value: Math.floor(minutes / 60), overdue: false };
  return { unit: 'minute', value: Math.max(1, minutes), overdue: false };
}

/** How many of the list's items are not shown yet. */
export function remaining(total: number, shown: number): number {
  return Math.max(0, total - shown);
}

/** Whether a booking's Europe/Zagreb start date is before today there: the experience has taken place. */
export function hasTakenPlace(date: string, now: number): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return date < today;
}
