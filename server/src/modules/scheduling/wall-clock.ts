// Europe/Zagreb wall-clock times: the one conversion of a date and a time of day to the instant they
// name, used by availability, booking requests and change proposals alike. Offsets come from the
// time-zone database (Temporal); a time the clocks skip has no instant, one they repeat is its first.
import { Temporal } from 'temporal-polyfill';
import type { TimeOfDay } from './season-rules.js';

export const TIME_ZONE = 'Europe/Zagreb';

export interface ZonedInstant {
  epochMs: number;
  /** The UTC offset in force at that instant (3,600,000 in winter, 7,200,000 in summer). */
  offsetMs: number;
}

/** The instant of a Zagreb date (YYYY-MM-DD) and time of day; null for a time that does not exist (02:30 on the last Sunday of March). */
export function zagrebInstant(date: string, time: TimeOfDay): ZonedInstant | null {
  const wall = Temporal.PlainDateTime.from({
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
    hour: time.hour,
    minute: time.minute,
  });
  const zoned = wall.toZonedDateTime(TIME_ZONE, { disambiguation: 'earlier' });
  if (zoned.hour !== time.hour || zoned.minute !== time.minute) return null;
  return { epochMs: zoned.epochMilliseconds, offsetMs: zoned.offsetNanoseconds / 1e6 };
}

/** The instant of a Zagreb start given as date and "HH:MM"; null for a time the clocks skip. */
export function startInstant(date: string, time: string): Date | null {
  const [hour, minute] = time.split(':').map(Number);
  const instant = zagrebInstant(date, { hour, minute });
  return instant ? new Date(instant.epochMs) : null;
}
