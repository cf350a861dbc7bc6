// What a guest chooses in the booking widget (date, start time, offers with quantities) and the pure
// rules around it: the month grid of the calendar, quantities, and what still stops the choice.
// The people and price rules themselves live in common/booking-rules.ts (the server books by them too).
import {
  peopleCount,
  peopleProblem,
  type BookableOffer,
  type OfferQuantity,
  type PeopleProblem,
} from '../../../../../common/booking-rules';

/** The value the booking flow takes over: {serviceId, date, startTime, offers}. */
export interface BookingChoice {
  serviceId: number;
  /** YYYY-MM-DD in Europe/Zagreb. */
  date: string | null;
  /** HH:MM in Europe/Zagreb. */
  startTime: string | null;
  /** Only offers with a quantity above 0. */
  offers: OfferQuantity[];
}

export function emptyChoice(serviceId: number): BookingChoice {
  return { serviceId, date: null, startTime: null, offers: [] };
}

/** Sets an offer's quantity; 0 (or less) removes it from the choice. Order of first choice is kept. */
export function withQuantity(offers: readonly OfferQuantity[], offerId: number, quantity: number): OfferQuantity[] {
  const whole = Math.max(0, Math.floor(quantity));
  if (whole === 0) return offers.filter((entry) => entry.offerId !== offerId);
  if (!offers.some((entry) => entry.offerId === offerId)) return [...offers, { offerId, quantity: whole }];
  return offers.map((entry) => (entry.offerId === offerId ? { offerId, quantity: whole } : entry));
}

export function quantityOf(offers: readonly OfferQuantity[], offerId: number): number {
  return offers.find((entry) => entry.offerId === offerId)?.quantity ?? 0;
}

/** A new date drops the start time: the new day has its own starts. */
export function withDate(choice: BookingChoice, date: string): BookingChoice {
  return date === choice.date ? choice : { ...choice, date, startTime: null };
}

export type ChoiceState = { kind: 'INCOMPLETE' } | { kind: 'PEOPLE'; problem: PeopleProblem } | { kind: 'READY'; people: number };

interface ChoiceLimits {
  minPeople: number;
  maxPeople: number;
  /** Places left at the chosen start, when one is chosen. */
  placesLeft: number | null;
}

/**
 * Whether the choice can go to the booking flow. A people problem shows as soon as offers are chosen
 * (the guest sees it while counting); a missing date, time or offer only keeps it incomplete.
 */
export function choiceState(choice: BookingChoice, offers: readonly BookableOffer[], limits: ChoiceLimits): ChoiceState {
  const people = peopleCount(offers, choice.offers);
  if (people > 0) {
    const problem = peopleProblem(people, limits);
    if (problem) return { kind: 'PEOPLE', problem };
  }
  if (!choice.date || !choice.startTime || people === 0) return { kind: 'INCOMPLETE' };
  return { kind: 'READY', people };
}

// Calendar arithmetic on plain dates: UTC noon-free Date.UTC values never meet a daylight-saving change.
const DAY_MS = 86_400_000;

function parseMonth(month: string): { year: number; index: number } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { year, index: monthNumber - 1 };
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** "2026-11" → "2026-12" (delta 1) or "2026-10" (delta -1). */
export function shiftMonth(month: string, delta: number): string {
  const { year, index } = parseMonth(month);
  return new Date(Date.UTC(year, index + delta, 1)).toISOString().slice(0, 7);
}

/** The first and last day of a month, YYYY-MM-DD, for the availability query. */
export function monthRange(month: string): { from: string; to: string } {
  const { year, index } = parseMonth(month);
  return { from: isoDay(Date.UTC(year, index, 1)), to: isoDay(Date.UTC(year, index + 1, 0)) };
}

/** The month as weeks from Monday to Sunday; days of other months are null. */
export function monthGrid(month: string): (string | null)[][] {
  const { year, index } = parseMonth(month);
  const first = Date.UTC(year, index, 1);
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const leading = (new Date(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(leading).fill(null)];
  for (let day = 0; day < days; day += 1) cells.push(isoDay(first + day * DAY_MS));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Today's date in Zagreb, YYYY-MM-DD, whatever the visitor's own time zone. */
export function todayInZagreb(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
