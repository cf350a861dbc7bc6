// The season rules of spec section 5, as pure functions that return per-field messages:
// dates in order and not overlapping another season, at least one working weekday, a weekday in
// one working time only, start and end hour different, closing after opening, no duplicate times.
import { Temporal } from 'temporal-polyfill';
import type { FieldMessages } from '../../shared/errors.js';
import type { Message } from '../../shared/i18n/index.js';
import { WEEKDAYS, type Weekday } from './season.entity.js';

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export interface WorkingTimeShape {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  weekdays: Weekday[];
}

export interface DateRange {
  from: string;
  to: string;
}

export function isValidDate(value: string): boolean {
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return /^\d{4}-\d{2}-\d{2}$/.test(value);
  } catch {
    return false;
  }
}

export function checkSeasonDates(range: DateRange): FieldMessages {
  if (!isValidDate(range.from)) return { from: { id: 'season.invalidDate' } };
  if (!isValidDate(range.to)) return { to: { id: 'season.invalidDate' } };
  if (range.to < range.from) return { to: { id: 'season.endBeforeStart' } };
  return {};
}

/** Inclusive date ranges overlap when each starts before the other ends. */
export function overlaps(a: DateRange, b: DateRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

export function checkNoOverlap(range: DateRange, others: DateRange[]): FieldMessages {
  return others.some((other) => overlaps(range, other)) ? { from: { id: 'season.overlap' } } : {};
}

const minutesOf = (hour: number, minute: number) => hour * 60 + minute;

export function checkWorkingTime(time: WorkingTimeShape): Message | null {
  if (time.weekdays.length === 0) return { id: 'season.weekdayRequired' };
  if (time.endHour === 24 && time.endMinute > 0) return { id: 'season.invalidTime' };
  if (time.startHour === time.endHour) return { id: 'season.sameHours' };
  if (minutesOf(time.endHour, time.endMinute) < minutesOf(time.startHour, time.startMinute)) return { id: 'season.closingBeforeOpening' };
  return null;
}

/** Each working time on its own, then no weekday in two working times of the season. */
export function checkWorkingTimes(times: WorkingTimeShape[], field = 'workingTimes'): FieldMessages {
  if (times.length === 0) return { [field]: { id: 'season.workingHoursRequired' } };
  const fields: FieldMessages = {};
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

export function withinWorkingTimes(time: TimeOfDay, workingTimes: WorkingTimeShape[]): boolean {
  const at = minutesOf(time.hour, time.minute);
  return workingTimes.some((working) => at >= minutesOf(working.startHour, working.startMinute) && at < minutesOf(working.endHour, working.endMinute));
}

/** A booking time must be new and fall inside the working hours. */
export function checkBookingTime(time: TimeOfDay, saved: TimeOfDay[], workingTimes: WorkingTimeShape[]): Message | null {
  if (saved.some((other) => other.hour === time.hour && other.minute === time.minute)) return { id: 'season.timeExists' };
  if (!withinWorkingTimes(time, workingTimes)) return { id: 'season.timeOutsideWorkingHours' };
  return null;
}

export function checkBookingTimes(times: TimeOfDay[], workingTimes: WorkingTimeShape[], field = 'bookingTimes'): FieldMessages {
  const fields: FieldMessages = {};
  times.forEach((time, index) => {
    const problem = checkBookingTime(time, times.slice(0, index), workingTimes);
    if (problem) fields[`${field}.${index}`] = problem;
  });
  return fields;
}

export function checkUnavailableDate(date: string, season: DateRange, saved: string[]): Message | null {
  if (!isValidDate(date)) return { id: 'season.invalidDate' };
  if (date < season.from || date > season.to) return { id: 'season.dateOutsideSeason' };
  if (saved.includes(date)) return { id: 'season.dateExists' };
  return null;
}

export function checkUnavailableDates(dates: string[], season: DateRange, field = 'unavailableDates'): FieldMessages {
  const fields: FieldMessages = {};
  dates.forEach((date, index) => {
    const problem = checkUnavailableDate(date, season, dates.slice(0, index));
    if (problem) fields[`${field}.${index}`] = problem;
  });
  return fields;
}
