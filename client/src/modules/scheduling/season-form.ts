// The season editor's values, their conversion to and from the API's SeasonInput, and the season
// rules of spec section 5 checked in the browser with the server's own messages and field keys
// (name, from, to, workingTimes, workingTimes.N[.weekdays], bookingTimes.N, unavailableDates.N),
// so an answer from either side lands next to the same row.
import {
  checkBookingTime,
  checkNoOverlap,
  checkOpeningHours,
  checkSeasonDates,
  withinWorkingTimes as withinOpeningHours,
  type OpeningHours,
  type SeasonMessage,
  type SeasonMessages,
  type SeasonRuleId,
} from '../../../../common/season-rules';
import type { BookingType, SeasonDetailsFragment, SeasonInput } from '../../graphql/generated';
import type { MessageId } from '../../shared/i18n/messages';
import { WEEKDAYS, type Weekday } from './weekdays';

export interface Clock {
  hour: number;
  minute: number;
}

export interface WorkingTimeRow {
  /** Stable while rows are added and removed (React key). */
  key: string;
  /** HH:MM */
  start: string;
  /** HH:MM; 00:00 closes at midnight. */
  end: string;
  weekdays: Weekday[];
}

export interface SeasonFormValues {
  name: string;
  bookingType: BookingType;
  /** YYYY-MM-DD */
  from: string | null;
  to: string | null;
  workingTimes: WorkingTimeRow[];
  /** HH:MM, sorted. */
  bookingTimes: string[];
  /** YYYY-MM-DD, sorted. */
  unavailableDates: string[];
}

export interface DateRange {
  from: string;
  to: string;
}

export interface Problem {
  id: MessageId;
  values?: Record<string, string>;
}

/** Problems by the server's field keys. */
export type Problems = Record<string, Problem>;

const MIDNIGHT = 24 * 60;
const pad = (value: number) => String(value).padStart(2, '0');

export function formatClock(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** HH:MM (seconds ignored) or null. */
export function parseClock(text: string): Clock | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

const minutesOf = (clock: Clock) => clock.hour * 60 + clock.minute;

/** Opening and closing in minutes of the day; a closing of 00:00 is midnight (24:00). */
function rowMinutes(row: WorkingTimeRow): { start: number; end: number } | null {
  const start = parseClock(row.start);
  const end = parseClock(row.end);
  if (!start || !end) return null;
  const endMinutes = minutesOf(end);
  return { start: minutesOf(start), end: endMinutes === 0 ? MIDNIGHT : endMinutes };
}

function openingHours(minutes: { start: number; end: number }): OpeningHours {
  return {
    startHour: Math.floor(minutes.start / 60),
    startMinute: minutes.start % 60,
    endHour: Math.floor(minutes.end / 60),
    endMinute: minutes.end % 60,
  };
}

function openings(rows: readonly WorkingTimeRow[]): OpeningHours[] {
  return rows
    .map(rowMinutes)
    .filter((minutes) => minutes !== null)
    .map(openingHours);
}

/** The season rules (common/season-rules.ts) answer with the server's ids; the editor's catalog names them so. */
const MESSAGE_OF_RULE: Record<SeasonRuleId, MessageId> = {
  'season.invalidDate': 'scheduling.error.invalidDate',
  'season.endBeforeStart': 'scheduling.error.endBeforeStart',
  'season.overlap': 'scheduling.error.overlap',
  'season.weekdayRequired': 'scheduling.error.weekdayRequired',
  'season.invalidTime': 'scheduling.error.invalidTime',
  'season.sameHours': 'scheduling.error.sameHours',
  'season.closingBeforeOpening': 'scheduling.error.closingBeforeOpening',
  'season.workingHoursRequired': 'scheduling.error.workingHoursRequired',
  'season.weekdayTaken': 'scheduling.error.weekdayTaken',
  'season.timeExists': 'scheduling.error.timeExists',
  'season.timeOutsideWorkingHours': 'scheduling.error.timeOutsideWorkingHours',
  'season.dateOutsideSeason': 'scheduling.error.dateOutsideSeason',
  'season.dateExists': 'scheduling.error.dateExists',
};

const toProblem = (message: SeasonMessage): Problem => ({ id: MESSAGE_OF_RULE[message.id] });

function toProblems(messages: SeasonMessages): Problems {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, toProblem(message)]));
}

let rowCounter = 0;
const nextKey = () => `working-time-${(rowCounter += 1)}`;

export function newWorkingTime(taken: readonly Weekday[] = []): WorkingTimeRow {
  return { key: nextKey(), start: '09:00', end: '17:00', weekdays: WEEKDAYS.filter((day) => !taken.includes(day)) };
}

export function emptySeason(): SeasonFormValues {
  return {
    name: '',
    bookingType: 'START_TIMES',
    from: null,
    to: null,
    workingTimes: [newWorkingTime()],
    bookingTimes: [],
    unavailableDates: [],
  };
}

export function seasonToForm(season: SeasonDetailsFragment): SeasonFormValues {
  return {
    name: season.name,
    bookingType: season.bookingType,
    from: season.from,
    to: season.to,
    workingTimes: season.workingTimes.map((time) => ({
      key: nextKey(),
      start: formatClock(time.startHour, time.startMinute),
      end: formatClock(time.endHour % 24, time.endMinute),
      weekdays: WEEKDAYS.filter((day) => time.weekdays.includes(day)),
    })),
    bookingTimes: season.bookingTimes.map((time) => formatClock(time.hour, time.minute)).sort(),
    unavailableDates: season.unavailableDates.map((entry) => entry.date).sort(),
  };
}

/** The API input of values that passed `checkSeason`. Whole-day seasons keep no start times. */
export function formToInput(values: SeasonFormValues): SeasonInput {
  return {
    name: values.name.trim(),
    bookingType: values.bookingType,
    from: values.from ?? '',
    to: values.to ?? '',
    workingTimes: values.workingTimes.map((row) => {
      const minutes = rowMinutes(row) ?? { start: 0, end: 0 };
      return {
        startHour: Math.floor(minutes.start / 60),
        startMinute: minutes.start % 60,
        endHour: Math.floor(minutes.end / 60),
        endMinute: minutes.end % 60,
        weekdays: row.weekdays,
      };
    }),
    bookingTimes:
      values.bookingType === 'START_TIMES'
        ? values.bookingTimes.map((time) => parseClock(time)).filter((time): time is Clock => time !== null)
        : [],
    unavailableDates: values.unavailableDates,
  };
}

function checkDates(values: SeasonFormValues, others: readonly DateRange[]): Problems {
  if (!values.from) return { from: { id: 'scheduling.error.startRequired' } };
  if (!values.to) return { to: { id: 'scheduling.error.endRequired' } };
  const range = { from: values.from, to: values.to };
  const dates = checkSeasonDates(range);
  return toProblems(Object.keys(dates).length > 0 ? dates : checkNoOverlap(range, [...others]));
}

function checkWorkingTimeRow(row: WorkingTimeRow): Problem | null {
  const minutes = rowMinutes(row);
  if (!minutes) return { id: 'scheduling.error.invalidTime' };
  const problem = checkOpeningHours(openingHours(minutes));
  return problem ? toProblem(problem) : null;
}

/** Each row on its own, then no weekday in two rows (the later row is the one told). */
function checkWorkingTimes(rows: readonly WorkingTimeRow[], listDays: (days: Weekday[]) => string): Problems {
  if (rows.length === 0) return { workingTimes: { id: 'scheduling.error.workingHoursRequired' } };
  const problems: Problems = {};
  const seen = new Set<Weekday>();
  rows.forEach((row, index) => {
    const timeProblem = checkWorkingTimeRow(row);
    if (timeProblem) problems[`workingTimes.${index}`] = timeProblem;
    if (row.weekdays.length === 0) problems[`workingTimes.${index}.weekdays`] = { id: 'scheduling.error.weekdayRequired' };
    if (timeProblem || row.weekdays.length === 0) return;
    const taken = row.weekdays.filter((day) => seen.has(day));
    if (taken.length > 0) {
      problems[`workingTimes.${index}`] = { id: 'scheduling.error.weekdayTaken', values: { days: listDays(taken) } };
      return;
    }
    row.weekdays.forEach((day) => seen.add(day));
  });
  return problems;
}

/** Is a start time inside the opening hours of some working time? */
export function withinWorkingTimes(time: string, rows: readonly WorkingTimeRow[]): boolean {
  const clock = parseClock(time);
  return clock !== null && withinOpeningHours(clock, openings(rows));
}

/** A start time about to be added: new, and inside the working hours. */
export function checkNewBookingTime(time: string, values: SeasonFormValues): Problem | null {
  const clock = parseClock(time);
  if (!clock) return { id: 'scheduling.error.invalidTime' };
  const saved = values.bookingTimes.map(parseClock).filter((other) => other !== null);
  const problem = checkBookingTime(clock, saved, openings(values.workingTimes));
  return problem ? toProblem(problem) : null;
}

/**
 * Every season rule the browser can check: the name, the dates (ordered, not overlapping `others`,
 * the service's other seasons), working times, start times inside the working hours, and
 * unavailable dates inside the season. `listDays` names days for "already set for {days}".
 */
export function checkSeason(values: SeasonFormValues, others: readonly DateRange[], listDays: (days: Weekday[]) => string): Problems {
  const problems: Problems = {};
  if (values.name.trim() === '') problems.name = { id: 'scheduling.error.nameRequired' };
  Object.assign(problems, checkDates(values, others), checkWorkingTimes(values.workingTimes, listDays));
  if (values.bookingType === 'START_TIMES') {
    values.bookingTimes.forEach((time, index) => {
      if (!withinWorkingTimes(time, values.workingTimes)) {
        problems[`bookingTimes.${index}`] = { id: 'scheduling.error.timeOutsideWorkingHours' };
      }
    });
  }
  if (values.from && values.to) {
    values.unavailableDates.forEach((date, index) => {
      if (date < values.from! || date > values.to!) {
        problems[`unavailableDates.${index}`] = { id: 'scheduling.error.dateOutsideSeason' };
      }
    });
  }
  return problems;
}

/** Which part of the values a field key is about: its messages go stale when that part changes. */
export function problemScope(key: string, values: SeasonFormValues): string {
  const [head, index] = key.split('.');
  switch (head) {
    case 'name':
      return values.name;
    case 'from':
    case 'to':
      return `${values.from}|${values.to}`;
    case 'workingTimes': {
      const row = index === undefined ? undefined : values.workingTimes[Number(index)];
      return JSON.stringify(row ? [row.key, row.start, row.end, row.weekdays] : values.workingTimes.length);
    }
    case 'bookingTimes':
      return JSON.stringify([values.bookingType, values.bookingTimes, values.workingTimes]);
    case 'unavailableDates':
      return JSON.stringify([values.unavailableDates, values.from, values.to]);
    default:
      return JSON.stringify(values);
  }
}

/** The editor part a key belongs to, e.g. to mark it visited: "workingTimes.2.weekdays" → "workingTimes.2". */
export function problemArea(key: string): string {
  const [head, index] = key.split('.');
  if (head === 'from' || head === 'to') return 'dates';
  if (head === 'workingTimes' && index !== undefined) return `workingTimes.${index}`;
  return head;
}
