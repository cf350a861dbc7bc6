// OCTO availability: the service's start times as scheduling's availability service computes them
// (no second calendar). An availability's id is its start with the Zagreb offset, e.g.
// 2026-07-01T10:00:00+02:00. Status: SOLD_OUT with no place left, LIMITED when a quarter of the
// start's places or fewer are left, else AVAILABLE; a calendar day outside the seasons, closed, or
// whose starts are all within the advance-booking hours is CLOSED. utcCutoffAt = start − advance hours.
import { Temporal } from 'temporal-polyfill';
import { peoplePerUnit, unitPriceCents } from '../../../../../common/booking-rules.js';
import type { RequestContext } from '../../../context.js';
import { serviceAvailability, type AvailabilityDayView } from '../../scheduling/availability.service.js';
import { badRequest, invalidAvailabilityId, invalidOptionId, invalidUnitId } from './octo-errors.js';
import { netCents, pricing } from './octo-pricing.js';
import { productOf, type ProductOffer, type ProductRow } from './octo-products.js';
import { OPTION_ID, ZAGREB, type OctoCall } from './octo-request.js';

export interface AvailabilityBody {
  productId?: unknown;
  optionId?: unknown;
  localDateStart?: unknown;
  localDateEnd?: unknown;
  availabilityIds?: unknown;
  units?: unknown;
}

type Status = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AVAILABILITY_ID = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;
const MAX_UNIT_LINES = 50;

export function statusOf(placesLeft: number, capacity: number): Status {
  if (placesLeft <= 0) return 'SOLD_OUT';
  return placesLeft * 4 <= capacity ? 'LIMITED' : 'AVAILABLE';
}

/** An instant as Zagreb's local date-time with its offset, e.g. 2026-07-01T12:30:00+02:00. */
export function zagrebDateTime(epochMs: number): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(ZAGREB)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The start an availability id names (its instant and Zagreb date/time), or null when it is not a canonical id. */
export function startOfAvailabilityId(id: unknown): { startsAt: Date; date: string; time: string } | null {
  if (typeof id !== 'string' || !AVAILABILITY_ID.test(id)) return null;
  const epochMs = Date.parse(id);
  if (!Number.isFinite(epochMs) || zagrebDateTime(epochMs) !== id) return null;
  return { startsAt: new Date(epochMs), date: id.slice(0, 10), time: id.slice(11, 16) };
}

/** The option must be DEFAULT. */
export function checkOption(optionId: unknown): void {
  if (optionId !== OPTION_ID) throw invalidOptionId(typeof optionId === 'string' ? optionId : '');
}

/** Units asked as OCTO `[{ id, quantity }]`, each an offer of the product, as offer quantities. */
export function unitQuantities(row: ProductRow, units: unknown): { offerId: number; quantity: number }[] {
  if (units === undefined || units === null) return [];
  if (!Array.isArray(units) || units.length > MAX_UNIT_LINES) throw badRequest('units must be a list of { id, quantity }');
  const quantities = new Map<number, number>();
  for (const unit of units as { id?: unknown; quantity?: unknown }[]) {
    const offer = row.offers.find((candidate) => String(candidate.id) === unit?.id);
    if (!offer) throw invalidUnitId(typeof unit?.id === 'string' ? unit.id : '');
    if (!Number.isInteger(unit.quantity) || (unit.quantity as number) < 0 || (unit.quantity as number) > 1000)
      throw badRequest('units.quantity must be an integer from 0 to 1000');
    quantities.set(offer.id, (quantities.get(offer.id) ?? 0) + (unit.quantity as number));
  }
  return [...quantities].filter(([, quantity]) => quantity > 0).map(([offerId, quantity]) => ({ offerId, quantity }));
}

function peopleOf(row: ProductRow, quantities: { offerId: number; quantity: number }[]): number {
  return quantities.reduce((sum, line) => sum + line.quantity * peoplePerUnit(row.offers.find((offer) => offer.id === line.offerId)!), 0);
}

function unitPricing(offers: ProductOffer[], commissionBp: number) {
  return offers.map((offer) => ({ ...pricing(offer.priceCents, unitPriceCents(offer), commissionBp), unitId: String(offer.id) }));
}

function totalPricing(row: ProductRow, quantities: { offerId: number; quantity: number }[], commissionBp: number) {
  let original = 0;
  let retail = 0;
  for (const line of quantities) {
    const offer = row.offers.find((candidate) => candidate.id === line.offerId)!;
    original += offer.priceCents * line.quantity;
    retail += unitPriceCents(offer) * line.quantity;
  }
  return { ...pricing(original, retail, commissionBp), net: netCents(retail, commissionBp) };
}

function dateRange(body: AvailabilityBody): { from: string; to: string } {
  const { localDateStart: from, localDateEnd: to } = body;
  if (typeof from !== 'string' || typeof to !== 'string' || !DATE.test(from) || !DATE.test(to))
    throw badRequest('localDateStart and localDateEnd (YYYY-MM-DD) are required');
  return { from, to };
}

async function days(ctx: RequestContext, row: ProductRow, from: string, to: string): Promise<AvailabilityDayView[]> {
  return (await serviceAvailability(ctx, row.id, from, to)).days;
}

function durationMs(row: ProductRow): number {
  const minutes = row.offers.map((offer) => offer.durationMinutes ?? 0);
  return Math.max(0, ...minutes) * 60_000;
}

/** One start as an OCTO availability; `people`: what the asked units need (0: nothing asked). */
export function presentAvailability(
  row: ProductRow,
  call: OctoCall,
  start: { startsAt: string; placesLeft: number },
  quantities: { offerId: number; quantity: number }[],
) {
  const epochMs = Date.parse(start.startsAt);
  const people = peopleOf(row, quantities);
  const status = statusOf(start.placesLeft, row.placesPerStart);
  return {
    id: start.startsAt,
    localDateTimeStart: start.startsAt,
    localDateTimeEnd: zagrebDateTime(epochMs + durationMs(row)),
    utcCutoffAt: new Date(epochMs - row.advanceHours * 3_600_000).toISOString(),
    allDay: false,
    available: status !== 'SOLD_OUT' && start.placesLeft >= Math.max(1, people),
    status,
    vacancies: start.placesLeft,
    capacity: row.placesPerStart,
    maxUnits: null,
    openingHours: [],
    ...(call.capabilities.has('octo/pricing')
      ? {
          unitPricing: unitPricing(row.offers, call.caller.commissionBp),
          ...(quantities.length > 0 ? { pricing: totalPricing(row, quantities, call.caller.commissionBp) } : {}),
        }
      : {}),
  };
}

/** POST /availability/calendar: one entry per day of the range. */
export async function availabilityCalendar(ctx: RequestContext, call: OctoCall, body: AvailabilityBody) {
  const row = await productOf(ctx, call, body.productId);
  checkOption(body.optionId);
  const quantities = unitQuantities(row, body.units);
  const { from, to } = dateRange(body);
  const people = peopleOf(row, quantities);
  return (await days(ctx, row, from, to)).map((day) => {
    const vacancies = day.startTimes.reduce((sum, start) => sum + start.placesLeft, 0);
    const capacity = day.startTimes.length * row.placesPerStart;
    const status: Status = day.startTimes.length === 0 ? 'CLOSED' : statusOf(vacancies, capacity);
    return {
      localDate: day.date,
      available: day.startTimes.some((start) => start.placesLeft >= Math.max(1, people)),
      status,
      vacancies: day.startTimes.length === 0 ? 0 : vacancies,
      capacity: day.startTimes.length === 0 ? 0 : capacity,
      openingHours: [],
      ...(call.capabilities.has('octo/pricing') ? { unitPricingFrom: unitPricing(row.offers, call.caller.commissionBp) } : {}),
    };
  });
}

/** POST /availability: the starts of a date range, or of the given availability ids. */
export async function availabilityCheck(ctx: RequestContext, call: OctoCall, body: AvailabilityBody) {
  const row = await productOf(ctx, call, body.productId);
  checkOption(body.optionId);
  const quantities = unitQuantities(row, body.units);
  let range: { from: string; to: string };
  let ids: Set<string> | null = null;
  if (body.availabilityIds !== undefined) {
    if (!Array.isArray(body.availabilityIds) || body.availabilityIds.length === 0 || body.availabilityIds.length > 100)
      throw badRequest('availabilityIds must be a list of 1 to 100 ids');
    const starts = body.availabilityIds.map((id: unknown) => {
      const start = startOfAvailabilityId(id);
      if (!start) throw invalidAvailabilityId(typeof id === 'string' ? id : '');
      return start;
    });
    const dates = starts.map((start) => start.date).sort();
    range = { from: dates[0]!, to: dates[dates.length - 1]! };
    ids = new Set(body.availabilityIds as string[]);
  } else range = dateRange(body);
  const all = (await days(ctx, row, range.from, range.to)).flatMap((day) => day.startTimes);
  return all.filter((start) => ids === null || ids.has(start.startsAt)).map((start) => presentAvailability(row, call, start, quantities));
}
