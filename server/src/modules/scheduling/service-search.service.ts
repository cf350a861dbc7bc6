// The public service search with every filter. It lives in scheduling because the date filter asks
// the availability rule (availability.ts) which services have a start with places left for N people
// on that day: one statement loads the day's seasons and places taken of every candidate service.
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../../context.js';
import { searchPage, type SearchOptions } from '../catalog/public-catalog.service.js';
import type { ServicePage } from '../catalog/public-service.types.js';
import { ServiceSort, type ServiceSearchArgs } from '../catalog/service-search.args.js';
import { publicServiceSql, viewerOf } from '../catalog/service-visibility.js';
import { computeAvailability, type ScheduleSeason } from './availability.js';
import { TIME_ZONE } from './wall-clock.js';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits.js';
import { LIVE_HOLD } from './slot.entity.js';

interface DayScheduleRow {
  id: number;
  places_per_start: number;
  advance_hours: number;
  min_people: number;
  seasons: ScheduleSeason[];
  taken: { at: string; people: number }[];
}

/**
 * Public services with a start on `date` that a group can still book: `people` within the service's
 * per-booking minimum and maximum and that many places left; without `people`, its minimum.
 */
export async function servicesOpenOn(
  ctx: RequestContext,
  date: string,
  people: number | null | undefined,
  now = Date.now(),
): Promise<number[]> {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  const end = Temporal.PlainDate.from(date).add({ days: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  const rows: DayScheduleRow[] = await ctx.manager.query(
    `SELECT s.id, s.places_per_start, s.advance_hours, s.min_people,
       COALESCE((SELECT json_agg(json_build_object('from', se.start_date::text, 'to', se.end_date::text, 'bookingType', se.booking_type,
           'workingTimes', COALESCE((SELECT json_agg(json_build_object('startHour', w.start_hour, 'startMinute', w.start_minute, 'endHour', w.end_hour, 'endMinute', w.end_minute, 'weekdays', w.weekdays)) FROM working_time w WHERE w.season_id = se.id), '[]'),
           'bookingTimes', COALESCE((SELECT json_agg(json_build_object('hour', b.hour, 'minute', b.minute)) FROM booking_time b WHERE b.season_id = se.id), '[]'),
           'unavailableDates', COALESCE((SELECT json_agg(u.date::text) FROM unavailable_date u WHERE u.season_id = se.id), '[]')))
         FROM season se WHERE se.service_id = s.id AND se.start_date <= $1 AND se.end_date >= $1), '[]') AS seasons,
       COALESCE((SELECT json_agg(json_build_object('at', (extract(epoch FROM h.starts_at) * 1000)::bigint, 'people', h.people)) FROM (
           SELECT starts_at, sum(people)::int AS people FROM hold
           WHERE service_id = s.id AND starts_at >= $2 AND starts_at < $3 AND ${LIVE_HOLD} GROUP BY starts_at) h), '[]') AS taken
     FROM service s
     WHERE ${publicServiceSql('s', viewerOf(ctx))} AND ($4::int IS NULL OR (s.min_people <= $4 AND s.max_people >= $4 AND s.places_per_start >= $4))
       AND EXISTS (SELECT 1 FROM season se WHERE se.service_id = s.id AND se.start_date <= $1 AND se.end_date >= $1)`,
    [date, start, end, people ?? null],
  );
  return rows
    .filter((row) => {
      const placesTaken = new Map(row.taken.map((taken) => [Number(taken.at), taken.people]));
      const [day] = computeAvailability({
        seasons: row.seasons,
        placesPerStart: row.places_per_start,
        advanceHours: row.advance_hours,
        placesTaken,
        from: date,
        to: date,
        now,
      });
      const group = people ?? row.min_people;
      return day.startTimes.some((startTime) => startTime.placesLeft >= group);
    })
    .map((row) => row.id);
}

export interface SearchScope {
  /** The list's sort when the caller names none and has no q. */
  defaultSort?: ServiceSort;
  /** The category of a `/services/category/{slug}` list (404 when unknown). */
  category?: string;
  /** The region of a `/services/region/{slug}` list (404 when unknown). */
  destination?: string;
}

/** One page of the public services matching every filter of the arguments. */
export async function searchServices(ctx: RequestContext, args: ServiceSearchArgs, scope: SearchScope = {}): Promise<ServicePage> {
  const { page, size, ...filter } = args;
  if (scope.category) filter.category = scope.category;
  if (scope.destination) filter.destination = scope.destination;
  const options: SearchOptions = {
    defaultSort: scope.defaultSort ?? ServiceSort.POPULAR,
    requireKnown: scope.category ? 'category' : scope.destination ? 'destination' : undefined,
  };
  if (filter.date) options.onlyIds = await servicesOpenOn(ctx, filter.date, filter.people);
  return searchPage(ctx, filter, { page: page ?? 0, size: size ?? DEFAULT_PAGE_SIZE }, options);
}
