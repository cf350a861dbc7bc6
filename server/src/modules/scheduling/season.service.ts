// Seasons of a provider's service, with their working times, booking times and unavailable dates.
// The rules live in season-rules.ts; PostgreSQL also refuses overlapping seasons (exclusion constraint).
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound, type FieldMessages } from '../../shared/errors.js';
import { constraintOf, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../shared/postgres-errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { Brand } from '../owner/brand.entity.js';
import { Company } from '../owner/company.entity.js';
import { callerId } from '../owner/owner.service.js';
import { ownService } from '../catalog/ownership.js';
import { Service } from '../catalog/service.entity.js';
import type { BookingTimeInput, SeasonInput } from './season.inputs.js';
import { BookingTime, Season, UnavailableDate, WorkingTime } from './season.entity.js';
import {
  checkBookingTime,
  checkBookingTimes,
  checkNoOverlap,
  checkSeasonDates,
  checkUnavailableDate,
  checkUnavailableDates,
  checkWorkingTimes,
} from './season-rules.js';

export interface SeasonPage {
  content: Season[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

function sortChildren(season: Season): Season {
  season.workingTimes?.sort((a, b) => a.startHour * 60 + a.startMinute - (b.startHour * 60 + b.startMinute) || a.id - b.id);
  season.bookingTimes?.sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  season.unavailableDates?.sort((a, b) => a.date.localeCompare(b.date));
  return season;
}

/** The caller's season with its children, or NOT_FOUND. */
export async function ownSeason(ctx: RequestContext, seasonId: number): Promise<Season> {
  const season = await ctx.manager
    .createQueryBuilder(Season, 'season')
    .innerJoin(Service, 'service', 'service.id = season.service_id')
    .innerJoin(Brand, 'brand', 'brand.id = service.brand_id')
    .innerJoin(Company, 'company', 'company.id = brand.company_id')
    .leftJoinAndSelect('season.workingTimes', 'workingTime')
    .leftJoinAndSelect('season.bookingTimes', 'bookingTime')
    .leftJoinAndSelect('season.unavailableDates', 'unavailableDate')
    .where('season.id = :seasonId AND company.owner_id = :ownerId', { seasonId, ownerId: callerId(ctx) })
    .getOne();
  if (!season) throw notFound();
  return sortChildren(season);
}

function isOverlapViolation(error: unknown): boolean {
  return sqlState(error) === EXCLUSION_VIOLATION && constraintOf(error) === 'EXCL_season_no_overlap';
}

async function checkSeason(ctx: RequestContext, serviceId: number, input: SeasonInput, exceptSeasonId?: number): Promise<void> {
  const fields: FieldMessages = { ...checkSeasonDates(input), ...checkWorkingTimes(input.workingTimes) };
  if (!fields.from && !fields.to) {
    const others = await ctx.manager.find(Season, { where: { serviceId }, select: { id: true, from: true, to: true } });
    Object.assign(
      fields,
      checkNoOverlap(
        input,
        others.filter((other) => other.id !== exceptSeasonId),
      ),
    );
    Object.assign(fields, checkUnavailableDates(input.unavailableDates ?? [], input));
  }
  if (Object.keys(fields).length === 0) Object.assign(fields, checkBookingTimes(input.bookingTimes ?? [], input.workingTimes));
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

async function saveChildren(ctx: RequestContext, seasonId: number, input: SeasonInput): Promise<void> {
  await ctx.manager.insert(
    WorkingTime,
    input.workingTimes.map((time) => ({
      seasonId,
      startHour: time.startHour,
      startMinute: time.startMinute,
      endHour: time.endHour,
      endMinute: time.endMinute,
      weekdays: [...new Set(time.weekdays)],
    })),
  );
  if (input.bookingTimes?.length)
    await ctx.manager.insert(
      BookingTime,
      input.bookingTimes.map((time) => ({ seasonId, hour: time.hour, minute: time.minute })),
    );
  if (input.unavailableDates?.length)
    await ctx.manager.insert(
      UnavailableDate,
      input.unavailableDates.map((date) => ({ seasonId, date })),
    );
}

/** Runs a season write; the exclusion constraint turns a concurrent overlap into the same message. */
async function writeSeason<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(ctx, work);
  } catch (error) {
    if (isOverlapViolation(error)) throw invalidInput({ from: { id: 'season.overlap' } });
    throw error;
  }
}

export async function createSeason(ctx: RequestContext, serviceId: number, input: SeasonInput): Promise<Season> {
  const service = await ownService(ctx, serviceId);
  await checkSeason(ctx, service.id, input);
  const id = await writeSeason(ctx, async (tx) => {
    const season = await tx.manager.save(Season, {
      serviceId: service.id,
      name: input.name.trim(),
      bookingType: input.bookingType,
      from: input.from,
      to: input.to,
    });
    await saveChildren(tx, season.id, input);
    return season.id;
  });
  return ownSeason(ctx, id);
}

/** Replaces the season: name, type, dates, working times, booking times and unavailable dates. */
export async function updateSeason(ctx: RequestContext, seasonId: number, input: SeasonInput): Promise<Season> {
  const season = await ownSeason(ctx, seasonId);
  await checkSeason(
    ctx,
    season.serviceId,
    {
      ...input,
      bookingTimes: input.bookingTimes ?? season.bookingTimes,
      unavailableDates: input.unavailableDates ?? season.unavailableDates.map((d) => d.date),
    },
    season.id,
  );
  await writeSeason(ctx, async (tx) => {
    await tx.manager.update(
      Season,
      { id: season.id },
      { name: input.name.trim(), bookingType: input.bookingType, from: input.from, to: input.to },
    );
    await tx.manager.delete(WorkingTime, { seasonId: season.id });
    if (input.bookingTimes) await tx.manager.delete(BookingTime, { seasonId: season.id });
    if (input.unavailableDates) await tx.manager.delete(UnavailableDate, { seasonId: season.id });
    await saveChildren(tx, season.id, { ...input, bookingTimes: input.bookingTimes ?? [], unavailableDates: input.unavailableDates ?? [] });
  });
  return ownSeason(ctx, seasonId);
}

export async function deleteSeason(ctx: RequestContext, seasonId: number): Promise<void> {
  const season = await ownSeason(ctx, seasonId);
  await ctx.manager.delete(Season, { id: season.id });
}

/** A service's seasons, latest end first (sort=to,desc) or earliest first. */
export async function listSeasons(
  ctx: RequestContext,
  serviceId: number,
  options: { page: number; size: number; descending: boolean },
): Promise<SeasonPage> {
  const service = await ownService(ctx, serviceId);
  const size = Math.min(Math.max(options.size, 1), 100);
  const [ids, total] = await ctx.manager.findAndCount(Season, {
    where: { serviceId: service.id },
    select: { id: true },
    order: { to: options.descending ? 'DESC' : 'ASC', id: 'ASC' },
    skip: options.page * size,
    take: size,
  });
  const seasons = ids.length
    ? await ctx.manager
        .createQueryBuilder(Season, 'season')
        .leftJoinAndSelect('season.workingTimes', 'workingTime')
        .leftJoinAndSelect('season.bookingTimes', 'bookingTime')
        .leftJoinAndSelect('season.unavailableDates', 'unavailableDate')
        .where('season.id IN (:...ids)', { ids: ids.map((season) => season.id) })
        .getMany()
    : [];
  const order = new Map(ids.map((season, index) => [season.id, index]));
  seasons.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { content: seasons.map(sortChildren), totalElements: total, totalPages: Math.ceil(total / size), page: options.page, size };
}

export async function addBookingTime(ctx: RequestContext, seasonId: number, input: BookingTimeInput): Promise<Season> {
  const season = await ownSeason(ctx, seasonId);
  const problem = checkBookingTime(input, season.bookingTimes, season.workingTimes);
  if (problem) throw invalidInput({ hour: problem });
  try {
    await ctx.manager.insert(BookingTime, { seasonId, hour: input.hour, minute: input.minute });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw invalidInput({ hour: { id: 'season.timeExists' } });
    throw error;
  }
  return ownSeason(ctx, seasonId);
}

export async function listBookingTimes(ctx: RequestContext, seasonId: number): Promise<BookingTime[]> {
  return (await ownSeason(ctx, seasonId)).bookingTimes;
}

export async function deleteBookingTime(ctx: RequestContext, seasonId: number, timeId: number): Promise<void> {
  const season = await ownSeason(ctx, seasonId);
  if (!season.bookingTimes.some((time) => time.id === timeId)) throw notFound();
  await ctx.manager.delete(BookingTime, { id: timeId, seasonId });
}

export async function addUnavailableDate(ctx: RequestContext, seasonId: number, date: string): Promise<Season> {
  const season = await ownSeason(ctx, seasonId);
  const problem = checkUnavailableDate(
    date,
    season,
    season.unavailableDates.map((saved) => saved.date),
  );
  if (problem) throw invalidInput({ date: problem });
  await ctx.manager.createQueryBuilder().insert().into(UnavailableDate).values({ seasonId, date }).orIgnore().execute();
  return ownSeason(ctx, seasonId);
}

export async function listUnavailableDates(ctx: RequestContext, seasonId: number): Promise<UnavailableDate[]> {
  return (await ownSeason(ctx, seasonId)).unavailableDates;
}

export async function deleteUnavailableDate(ctx: RequestContext, seasonId: number, date: string): Promise<void> {
  const season = await ownSeason(ctx, seasonId);
  if (!season.unavailableDates.some((saved) => saved.date === date)) throw notFound();
  await ctx.manager.delete(UnavailableDate, { seasonId, date });
}
