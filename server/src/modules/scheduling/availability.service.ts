// Loads what the availability rule needs in three queries whatever the range — the service, its
// seasons with working times, booking times and unavailable dates (one query), and the places
// taken per start — and runs the rule (availability.ts).
import { Temporal } from 'temporal-polyfill';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound } from '../../shared/errors.js';
import { allReads } from '../../shared/transaction.js';
import { ownService } from '../catalog/ownership.js';
import { publicServiceSql, viewerOf } from '../catalog/service-visibility.js';
import { computeAvailability, type ScheduleSeason } from './availability.js';
import { TIME_ZONE } from './wall-clock.js';
import { isValidDate } from './season-rules.js';
import { WeekdayName } from './season.entity.js';
import { LIVE_HOLD } from './slot.entity.js';

export const MAX_RANGE_DAYS = 400;

export enum DayStatusName {
  OPEN = 'OPEN',
  OUTSIDE_SEASON = 'OUTSIDE_SEASON',
  UNAVAILABLE_DATE = 'UNAVAILABLE_DATE',
  CLOSED_WEEKDAY = 'CLOSED_WEEKDAY',
  TOO_LATE = 'TOO_LATE',
  FULL = 'FULL',
}
registerEnumType(DayStatusName, {
  name: 'DayStatus',
  description: 'Why a day is or is not bookable; TOO_LATE means within the advance-booking hours.',
});

@ObjectType({ description: 'A start time of a day with the places still free.' })
export class AvailableStartTime {
  @Field({ description: 'Wall-clock start in Europe/Zagreb, HH:MM.' })
  time: string;

  @Field({ description: 'ISO 8601 with the Zagreb offset, e.g. 2026-07-01T10:00:00+02:00.' })
  startsAt: string;

  @Field(() => Int)
  placesLeft: number;
}

@ObjectType({ description: "One day of a service's calendar." })
export class AvailabilityDayView {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => WeekdayName)
  weekday: WeekdayName;

  @Field()
  bookable: boolean;

  @Field(() => DayStatusName)
  status: DayStatusName;

  @Field(() => [AvailableStartTime])
  startTimes: AvailableStartTime[];
}

@ObjectType({ description: 'Bookable days and start times of a service in a date range.' })
export class Availability {
  @Field(() => Int)
  serviceId: number;

  @Field()
  timeZone: string;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => Int, { description: 'The most people one booking may bring.' })
  maxPeople: number;

  @Field(() => Int, { description: 'How many guests the service takes at one start, all bookings together.' })
  placesPerStart: number;

  @Field(() => [AvailabilityDayView])
  days: AvailabilityDayView[];
}

interface ServiceRow {
  id: number;
  max_people: number;
  places_per_start: number;
  archived: boolean;
  advance_hours: number;
  /** service-visibility.ts: guests may see and book it. */
  public: boolean;
}

function checkRange(from: string, to: string): void {
  const tooLong = () => invalidInput({ to: { id: 'availability.range', values: { days: MAX_RANGE_DAYS } } });
  if (!isValidDate(from)) throw invalidInput({ from: { id: 'season.invalidDate' } });
  if (!isValidDate(to)) throw invalidInput({ to: { id: 'season.invalidDate' } });
  if (to < from || Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to)).days >= MAX_RANGE_DAYS) throw tooLong();
}

/**
 * SQL: the seasons of service `service` overlapping the dates `from`..`to` (SQL expressions, e.g.
 * parameters), each a ScheduleSeason with its working times, booking times and unavailable dates.
 */
export function seasonsSql(service: string, from: string, to: string): string {
  return `SELECT s.start_date::text AS "from", s.end_date::text AS "to", s.booking_type AS "bookingType",
         COALESCE((SELECT json_agg(json_build_object('startHour', w.start_hour, 'startMinute', w.start_minute, 'endHour', w.end_hour, 'endMinute', w.end_minute, 'weekdays', w.weekdays)) FROM working_time w WHERE w.season_id = s.id), '[]') AS "workingTimes",
         COALESCE((SELECT json_agg(json_build_object('hour', b.hour, 'minute', b.minute)) FROM booking_time b WHERE b.season_id = s.id), '[]') AS "bookingTimes",
         COALESCE((SELECT json_agg(u.date::text) FROM unavailable_date u WHERE u.season_id = s.id), '[]') AS "unavailableDates"
       FROM season s WHERE s.service_id = ${service} AND s.start_date <= ${to} AND s.end_date >= ${from}`;
}

async function loadSchedule(ctx: RequestContext, serviceId: number, from: string, to: string) {
  const startInstant = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  const endInstant = Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  const [services, seasons, taken] = await allReads(ctx, [
    () =>
      ctx.manager.query(
        `SELECT s.id, s.max_people, s.places_per_start, s.archived_at IS NOT NULL AS archived, s.advance_hours, ${publicServiceSql('s', viewerOf(ctx))} AS public FROM service s WHERE s.id = $1`,
        [serviceId],
      ) as Promise<ServiceRow[]>,
    () => ctx.manager.query(seasonsSql('$1', '$2', '$3'), [serviceId, from, to]) as Promise<ScheduleSeason[]>,
    () =>
      ctx.manager.query(
        `SELECT (extract(epoch FROM starts_at) * 1000)::bigint AS at, sum(people)::int AS people FROM hold
       WHERE service_id = $1 AND starts_at >= $2 AND starts_at < $3 AND ${LIVE_HOLD}
       GROUP BY starts_at`,
        [serviceId, startInstant, endInstant],
      ) as Promise<{ at: string; people: number }[]>,
  ]);
  return { service: services[0] as ServiceRow | undefined, seasons, taken: new Map(taken.map((row) => [Number(row.at), row.people])) };
}

/** The days of a service the guest can book; `onlyPublic: false` (the provider's own view) shows a service guests may not see. */
export async function serviceAvailability(
  ctx: RequestContext,
  serviceId: number,
  from: string,
  to: string,
  options: { now?: number; onlyPublic?: boolean } = {},
): Promise<Availability> {
  checkRange(from, to);
  const { service, seasons, taken } = await loadSchedule(ctx, serviceId, from, to);
  if (!service || service.archived || (options.onlyPublic !== false && !service.public)) throw notFound();
  const days = computeAvailability({
    seasons,
    placesPerStart: service.places_per_start,
    advanceHours: service.advance_hours,
    placesTaken: taken,
    from,
    to,
    now: options.now ?? Date.now(),
  });
  return {
    serviceId,
    timeZone: TIME_ZONE,
    from,
    to,
    maxPeople: service.max_people,
    placesPerStart: service.places_per_start,
    days: days as unknown as AvailabilityDayView[],
  };
}

/** The provider's own service, whatever its state: what guests will see once it is released. */
export async function ownServiceAvailability(ctx: RequestContext, serviceId: number, from: string, to: string): Promise<Availability> {
  const service = await ownService(ctx, serviceId);
  return serviceAvailability(ctx, service.id, from, to, { onlyPublic: false });
}
