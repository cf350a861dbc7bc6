// The season rules of spec section 5, as pure functions that return per-field messages by id
// (season.*): dates in order and not overlapping another season, at least one working weekday, a
// weekday in one working time only, start and end hour different, closing after opening, no
// duplicate times. The server enforces them; the season editor checks the same before sending.
import { WEEKDAYS, type Weekday } from './weekdays.js';

/** The message ids these rules answer with (the server's catalogs carry them; the client maps them). */
export type SeasonRuleId =
  | 'season.invalidDate'
  | 'season.endBeforeStart'
  | 'season.overlap'
  | 'season.weekdayRequired'
  | 'season.invalidTime'
  | 'season.sameHours'
  | 'season.closingBeforeOpening'
  | 'season.workingHoursRequired'
  | 'season.weekdayTaken'
  | 'season.timeExists'
  | 'season.timeOutsideWorkingHours'
  | 'season.dateOutsideSeason'
  | 'season.dateExists';

/** A translatable message: an id and values, a value possibly a message or a list of them. */
export interface RuleMessage {
  id: string;
  values?: Record<string, string | number | RuleMessage | RuleMessage[]>;
}

export interface SeasonMessage extends RuleMessage {
  id: SeasonRuleId;
}

/** Messages by field key, e.g. `workingTimes.1`. */
export type SeasonMessages = Record<string, SeasonMessage>;

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** Opening and closing of a working time; a closing of 24:00 is midnight. */
export interface OpeningHours {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

export interface WorkingTimeShape extends OpeningHours {
  weekdays: Weekday[];
}

export interface DateRange {
  from: string;
  to: string;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date written YYYY-MM-DD. */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function checkSeasonDates(range: DateRange): SeasonMessages {
  if (!isValidDate(range.from)) return { from: { id: 'season.invalidDate' } };
  if (!isValidDate(range.to)) return { to: { id: 'season.invalidDate' } };
  if (range.to < range.from) return { to: { id: 'season.endBeforeStart' } };
  return {};
}

/** Inclusive date ranges overlap when each starts before the other ends. */
export function overlaps(a: DateRange, b: DateRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

export function checkNoOverlap(range: DateRange, others: DateRange[]): SeasonMessages {
  return others.some((other) => overlaps(range, other)) ? { from: { id: 'season.overlap' } } : {};
}

const minutesOf = (hour: number, minute: number) => hour * 60 + minute;

export function checkOpeningHours(time: OpeningHours): SeasonMessage | null {
  if (time.endHour === 24 && time.endMinute > 0) return { id: 'season.invalidTime' };
  if (time.startHour === time.endHour) return { id: 'season.sameHours' };
  if (minutesOf(time.endHour, time.endMinute) < minutesOf(time.startHour, time.startMinute)) return { id: 'season.closingBeforeOpening' };
  return null;
}

export function checkWorkingTime(time: WorkingTimeShape): SeasonMessage | null {
  if (time.weekdays.length === 0) return { id: 'season.weekdayRequired' };
  return checkOpeningHours(time);
}

/** Each working time on its own, then no weekday in two working times of the season. */
export function checkWorkingTimes(times: WorkingTimeShape[], field = 'workingTimes'): SeasonMessages {
  if (times.length === 0) return { [field]: { id: 'season.workingHoursRequired' } };
  const fields: SeasonMessages = {};
  const seen = new Set<Weekday>();
  times.forEach((time, index) => {
    const problem = checkWorkingTime(time);
    if (problem) {
      fields[`${field}.${index}`] = problem;
      return;
    }
    const taken = WEEKDAYS.filter((day) => time.weekdays.includes(day) && seen.has(day));
    if (taken.length > 0) {
      fields[`${field}.${index}`] = { id: 'season.weekdayTaken', values: { days: taken.map((day) => ({ id: `weekday.${day}` })) } };
      return;
    }
    time.weekdays.forEach((day) => seen.add(day));
  });
  return fields;
}

export function withinWorkingTimes(time: TimeOfDay, workingTimes: readonly OpeningHours[]): boolean {
  const at = minutesOf(time.hour, time.minute);
  return workingTimes.some(
    (working) => at >= minutesOf(working.startHour, working.startMinute) && at < minutesOf(working.endHour, working.endMinute),
  );
}

/** A booking time must be new and fall inside the working hours. */
export function checkBookingTime(
  time: TimeOfDay,
  saved: readonly TimeOfDay[],
  workingTimes: readonly OpeningHours[],
): SeasonMessage | null {
  if (saved.some((other) => other.hour === time.hour && other.minute === time.minute)) return { id: 'season.timeExists' };
  if (!withinWorkingTimes(time, workingTimes)) return { id: 'season.timeOutsideWorkingHours' };
  return null;
}

export function checkBookingTimes(times: TimeOfDay[], workingTimes: WorkingTimeShape[], field = 'bookingTimes'): SeasonMessages {
  const fields: SeasonMessages = {};
  times.forEach((time, index) => {
    const problem = checkBookingTime(time, times.slice(0, index), workingTimes);
    if (problem) fields[`${field}.${index}`] = problem;
  });
  return fields;
}

export function checkUnavailableDate(date: string, season: DateRange, saved: string[]): SeasonMessage | null {
  if (!isValidDate(date)) return { id: 'season.invalidDate' };
  if (date < season.from || date > season.to) return { id: 'season.dateOutsideSeason' };
  if (saved.includes(date)) return { id: 'season.dateExists' };
  return null;
}

export function checkUnavailableDates(dates: string[], season: DateRange, field = 'unavailableDates'): SeasonMessages {
  const fields: SeasonMessages = {};
  dates.forEach((date, index) => {
    const problem = checkUnavailableDate(date, season, dates.slice(0, index));
    if (problem) fields[`${field}.${index}`] = problem;
  });
  return fields;
}
