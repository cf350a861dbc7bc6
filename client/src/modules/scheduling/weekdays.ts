// Weekdays as the server names them (MONDAY … SUNDAY, Monday first) and their names in the
// interface language, taken from Intl so Croatian gets "pon", "uto", … without a translation table.
import type { Weekday } from '../../graphql/generated';

export type { Weekday };

export const WEEKDAYS: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** 5 January 1970 was a Monday. */
const MONDAY_MS = Date.UTC(1970, 0, 5);
const DAY_MS = 86_400_000;

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Names of Monday … Sunday in a locale: capitalized as labels ("Mon", "Pon"), or as written in a
 * sentence (Croatian day names are lower case there: "ponedjeljak").
 */
export function weekdayNames(locale: string, width: 'short' | 'long', asLabel = true): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  const names = WEEKDAYS.map((_, index) => format.format(new Date(MONDAY_MS + index * DAY_MS)));
  return asLabel ? names.map(capitalize) : names;
}

/** Runs of consecutive days, Monday first: [MON, TUE, WED, SAT] gives [[MON…WED], [SAT]]. */
export function weekdaySpans(days: readonly Weekday[]): Weekday[][] {
  const spans: Weekday[][] = [];
  let previous = -2;
  WEEKDAYS.forEach((day, index) => {
    if (!days.includes(day)) return;
    if (index === previous + 1) spans[spans.length - 1].push(day);
    else spans.push([day]);
    previous = index;
  });
  return spans;
}

/** "Mon–Fri, Sun" in the locale; runs of three or more days are shortened to their ends. */
export function formatWeekdays(days: readonly Weekday[], locale: string): string {
  const names = weekdayNames(locale, 'short');
  const name = (day: Weekday) => names[WEEKDAYS.indexOf(day)];
  return weekdaySpans(days)
    .map((span) => (span.length >= 3 ? `${name(span[0])}–${name(span[span.length - 1])}` : span.map(name).join(', ')))
    .join(', ');
}

/** Days listed in full for a sentence ("Monday, Tuesday"; "ponedjeljak, utorak"). */
export function listWeekdays(days: readonly Weekday[], locale: string): string {
  const names = weekdayNames(locale, 'long', false);
  return WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => names[WEEKDAYS.indexOf(day)])
    .join(', ');
}
