// THE rule for "can this slot be booked?". For each day of a range it decides whether the service
// runs and which start times can still be booked, with the places left at each:
//   - the day lies in a season of the service (seasons never overlap),
//   - it is not one of the season's unavailable dates,
//   - its weekday has working hours, giving start times (booking times inside the working hours,
//     or the opening time for whole-day bookings and for seasons without booking times),
//   - a start is at least the service's advance-booking hours after now,
//   - places left = the service's places per start minus the people holding or booked at that start.
// Times are Europe/Zagreb wall-clock times. Offsets come from the time-zone database (Temporal):
// constant between transitions, and on a transition day each start is resolved on its own —
// a start that does not exist (02:30 on the last Sunday of March) is not offered, and one that
// exists twice (02:30 on the last Sunday of October) is offered once, at its first occurrence.
import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, BookingType, type Weekday } from './season.entity.js';
import { isValidDate, withinWorkingTimes, type TimeOfDay, type WorkingTimeShape } from './season-rules.js';
import { TIME_ZONE, zagrebInstant } from './wall-clock.js';

const DAY_MS = 86_400_000;

export interface ScheduleSeason {
  from: string;
  to: string;
  bookingType: BookingType;
  workingTimes: WorkingTimeShape[];
  bookingTimes: TimeOfDay[];
  unavailableDates: string[];
}

export interface ScheduleInput {
  seasons: ScheduleSeason[];
  placesPerStart: number;
  advanceHours: number;
  /** People holding or booked, by start instant (epoch milliseconds). */
  placesTaken: Map<number, number>;
  from: string;
  to: string;
  /** Epoch milliseconds. */
  now: number;
}

export type DayStatus = 'OPEN' | 'OUTSIDE_SEASON' | 'UNAVAILABLE_DATE' | 'CLOSED_WEEKDAY' | 'TOO_LATE' | 'FULL';

export interface StartTime {
  /** Wall-clock start, HH:MM. */
  time: string;
  /** The start as an ISO 8601 instant with its Zagreb offset, e.g. 2026-07-01T10:00:00+02:00. */
  startsAt: string;
  epochMs: number;
  placesLeft: number;
}

export interface AvailabilityDay {
  date: string;
  weekday: Weekday;
  bookable: boolean;
  status: DayStatus;
  startTimes: StartTime[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const epochDayOf = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOf = (epochDay: number) => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
/** 1970-01-01 was a Thursday; Monday is 0. */
const weekdayOf = (epochDay: number): Weekday => WEEKDAYS[(((epochDay + 3) % 7) + 7) % 7];

function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** Start times of a season per weekday (Monday first), sorted. */
function startsByWeekday(season: ScheduleSeason): TimeOfDay[][] {
  return WEEKDAYS.map((day) => {
    const open = season.workingTimes.filter((working) => working.weekdays.includes(day));
    if (open.length === 0) return [];
    const openings = open.map((working) => ({ hour: working.startHour, minute: working.startMinute }));
    const starts =
      season.bookingType === BookingType.START_TIMES && season.bookingTimes.length > 0
        ? season.bookingTimes.filter((time) => withinWorkingTimes(time, open))
        : openings;
    const unique = new Map(starts.map((time) => [time.hour * 60 + time.minute, time]));
    return [...unique.entries()].sort((a, b) => a[0] - b[0]).map(([, time]) => time);
  });
}

interface OffsetChange {
  /** The local date on which the change happens. */
  date: string;
  offsetAfterMs: number;
}

/** UTC offset at the start of the range and the changes within it, from the time-zone database. */
function offsetsBetween(from: string, to: string): { initialMs: number; changes: OffsetChange[] } {
  let cursor = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone: TIME_ZONE });
  const initialMs = cursor.offsetNanoseconds / 1e6;
  const changes: OffsetChange[] = [];
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next) break;
    const date = next.toPlainDate().toString();
    if (date > to) break;
    changes.push({ date, offsetAfterMs: next.offsetNanoseconds / 1e6 });
    cursor = next;
  }
  return { initialMs, changes };
}

export function computeAvailability(input: ScheduleInput): AvailabilityDay[] {
  const seasons = [...input.seasons].sort((a, b) => a.from.localeCompare(b.from));
  const starts = seasons.map(startsByWeekday);
  const unavailable = seasons.map((season) => new Set(season.unavailableDates));
  const cutoff = input.now + input.advanceHours * 3_600_000;
  const { initialMs, changes } = offsetsBetween(input.from, input.to);
  let offsetMs = initialMs;
  let change = 0;
  let seasonIndex = 0;
  const days: AvailabilityDay[] = [];

  for (let epochDay = epochDayOf(input.from), last = epochDayOf(input.to); epochDay <= last; epochDay += 1) {
    const date = dateOf(epochDay);
    const weekday = weekdayOf(epochDay);
    const transitionDay = changes[change]?.date === date;
    while (seasonIndex < seasons.length && seasons[seasonIndex].to < date) seasonIndex += 1;
    const season = seasons[seasonIndex];
    const day: AvailabilityDay = { date, weekday, bookable: false, status: 'OUTSIDE_SEASON', startTimes: [] };
    days.push(day);

    if (season && season.from <= date) {
      const times = starts[seasonIndex][WEEKDAYS.indexOf(weekday)];
      if (unavailable[seasonIndex].has(date)) day.status = 'UNAVAILABLE_DATE';
      else if (times.length === 0) day.status = 'CLOSED_WEEKDAY';
      else {
        for (const time of times) {
          const resolved = transitionDay
            ? zagrebInstant(date, time)
            : { epochMs: epochDay * DAY_MS + (time.hour * 60 + time.minute) * 60_000 - offsetMs, offsetMs };
          if (!resolved || resolved.epochMs < cutoff) continue;
          const placesLeft = Math.max(0, input.placesPerStart - (input.placesTaken.get(resolved.epochMs) ?? 0));
          const hhmm = `${pad(time.hour)}:${pad(time.minute)}`;
          day.startTimes.push({
            time: hhmm,
            startsAt: `${date}T${hhmm}:00${formatOffset(resolved.offsetMs)}`,
            epochMs: resolved.epochMs,
            placesLeft,
          });
        }
        day.bookable = day.startTimes.some((start) => start.placesLeft > 0);
        day.status = day.bookable ? 'OPEN' : day.startTimes.length > 0 ? 'FULL' : 'TOO_LATE';
      }
    }
    if (transitionDay) {
      offsetMs = changes[change].offsetAfterMs;
      change += 1;
    }
  }
  return days;
}

/** The bookable start on a date at a wall-clock time, or null. */
export function findStart(days: AvailabilityDay[], date: string, time: string): StartTime | null {
  const day = days.find((candidate) => candidate.date === date);
  return day?.startTimes.find((start) => start.time === time) ?? null;
}

/** What the rule needs to decide one start: the service's settings, its seasons that day, the places taken there. */
export interface StartSchedule {
  seasons: ScheduleSeason[];
  placesPerStart: number;
  advanceHours: number;
  /** People holding or booked at the start. */
  placesTaken: number;
}

/** The Europe/Zagreb date of an instant when seasons may hold it (YYYY-MM-DD), else null. */
export function zagrebDate(startsAt: Date): string | null {
  if (!Number.isFinite(startsAt.getTime())) return null;
  const date = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
  return isValidDate(date) ? date : null;
}

/**
 * The start at this instant as the calendar offers it at `now` (null: not offered): the whole rule
 * for its one day. Capacity loads the schedule with its own rows in one statement.
 */
export function offeredStart(schedule: StartSchedule, startsAt: Date, now: number): StartTime | null {
  if (!Number.isFinite(startsAt.getTime())) return null;
  const zoned = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(TIME_ZONE);
  const date = zoned.toPlainDate().toString();
  if (!isValidDate(date)) return null;
  const placesTaken = new Map([[startsAt.getTime(), schedule.placesTaken]]);
  const days = computeAvailability({
    seasons: schedule.seasons,
    placesPerStart: schedule.placesPerStart,
    advanceHours: schedule.advanceHours,
    placesTaken,
    from: date,
    to: date,
    now,
  });
  const time = `${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`;
  const start = findStart(days, date, time);
  // A second or a millisecond off, or the second 02:30 of an October night, is not a start.
  return start && start.epochMs === startsAt.getTime() ? start : null;
}
