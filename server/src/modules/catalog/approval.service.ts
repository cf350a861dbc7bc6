// Staff review: services sent for approval are approved (released to the catalog) or sent back
// with a note. A provider is "complete" once one of their services has been approved. Approval
// waits for the provider's cooperation agreement (409 AGREEMENT_NOT_ACCEPTED until it is accepted).
// The review list costs a fixed number of queries whatever its length (see present()).
import { IsNull, type SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { allReads, inTransaction } from '../../shared/transaction.js';
import { agreementSummaries, assertAgreementAccepted } from '../agreements/agreement.service.js';
import { Brand } from '../owner/brand.entity.js';
import { callerId } from '../owner/owner.service.js';
import { Photo } from './photo.entity.js';
import { present } from './public-catalog.service.js';
import { ReviewEvent, ReviewEventKind } from './review-event.entity.js';
import { queueReviewEmail, type ReviewDecision } from './review-emails.js';
import { withLinks } from './service-links.js';
import { CalendarSummary, ReviewFilter, ServiceReview } from './service-review.types.js';
import { RevisionState, ServiceRevision } from './service-revision.entity.js';
import { Service, ServiceStatus } from './service.entity.js';

export async function listServicesForReview(ctx: RequestContext): Promise<Service[]> {
  const services = await ctx.manager.find(Service, {
    where: { status: ServiceStatus.SUBMITTED, archivedAt: IsNull() },
    order: { submittedAt: 'ASC', id: 'ASC' },
  });
  return withLinks(ctx, services);
}

function reviewed(ctx: RequestContext): SelectQueryBuilder<Service> {
  return ctx.manager
    .createQueryBuilder(Service, 'service')
    .innerJoinAndSelect('service.category', 'category')
    .innerJoinAndSelect('service.region', 'region')
    .innerJoinAndSelect('service.brand', 'brand')
    .innerJoinAndSelect('brand.company', 'company')
    .innerJoinAndSelect('company.owner', 'owner')
    .where('service.archived_at IS NULL');
}

/** One query per filter. */
const FILTERS: Record<ReviewFilter, (ctx: RequestContext) => SelectQueryBuilder<Service>> = {
  [ReviewFilter.NEW]: (ctx) =>
    reviewed(ctx)
      .andWhere('service.status = :status', { status: ServiceStatus.SUBMITTED })
      .orderBy('service.submitted_at', 'ASC')
      .addOrderBy('service.id', 'ASC'),
  [ReviewFilter.RETURNED]: (ctx) =>
    reviewed(ctx)
      .andWhere('service.status = :status', { status: ServiceStatus.RETURNED })
      .orderBy('service.updated_at', 'DESC')
      .addOrderBy('service.id', 'DESC'),
  // Live services with a change waiting: the oldest waiting change first.
  [ReviewFilter.REVISIONS]: (ctx) =>
    reviewed(ctx)
      .innerJoin(ServiceRevision, 'revision', 'revision.service_id = service.id AND revision.state = :pending', {
        pending: RevisionState.PENDING,
      })
      .orderBy('revision.created_at', 'ASC')
      .addOrderBy('service.id', 'ASC'),
};

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

interface CalendarRow {
  service_id: number;
  seasons: number;
  from: string | null;
  to: string | null;
  start_times: number;
  unavailable_dates: number;
}

/** Seasons in short. Read as SQL because scheduling depends on catalog, not the other way round. */
async function calendars(ctx: RequestContext, ids: number[]): Promise<Map<number, CalendarSummary>> {
  const rows: CalendarRow[] = await ctx.manager.query(
    `SELECT s.service_id, count(*)::int AS seasons, to_char(min(s.start_date), 'YYYY-MM-DD') AS "from", to_char(max(s.end_date), 'YYYY-MM-DD') AS "to",
       coalesce(sum((SELECT count(*) FROM booking_time b WHERE b.season_id = s.id)), 0)::int AS start_times,
       coalesce(sum((SELECT count(*) FROM unavailable_date u WHERE u.season_id = s.id)), 0)::int AS unavailable_dates
     FROM season s WHERE s.service_id = ANY($1) GROUP BY s.service_id`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.service_id,
      { seasons: row.seasons, from: row.from, to: row.to, startTimes: row.start_times, unavailableDates: row.unavailable_dates },
    ]),
  );
}

const NO_CALENDAR: CalendarSummary = { seasons: 0, from: null, to: null, startTimes: 0, unavailableDates: 0 };

/** Staff: the services of one filter with all a reviewer needs, in 10 queries whatever their number. */
export async function listServiceReviews(ctx: RequestContext, filter: ReviewFilter): Promise<ServiceReview[]> {
  return assemble(ctx, await FILTERS[filter](ctx).getMany());
}

/** Staff: one service, whatever its state, as the review list shows it (the full preview). */
export async function serviceReview(ctx: RequestContext, serviceId: number): Promise<ServiceReview> {
  const service = await reviewed(ctx).andWhere('service.id = :serviceId', { serviceId }).getOne();
  if (!service) throw notFound();
  return (await assemble(ctx, [service]))[0];
}

async function assemble(ctx: RequestContext, services: Service[]): Promise<ServiceReview[]> {
  if (services.length === 0) return [];
  const ids = services.map((service) => service.id);
  const companyIds = [...new Set(services.map((service) => service.brand!.companyId))];
  const [previews, photos, events, calendar, agreements] = await allReads(ctx, [
    () => present(ctx, services),
    () =>
      ctx.manager
        .createQueryBuilder(Photo, 'photo')
        .where('photo.service_id = ANY(:ids)', { ids })
        .orderBy('photo.is_primary', 'DESC')
        .addOrderBy('photo.sort_order')
        .addOrderBy('photo.id')
        .getMany(),
    () =>
      ctx.manager
        .createQueryBuilder(ReviewEvent, 'event')
        .where('event.service_id = ANY(:ids)', { ids })
        .orderBy('event.at')
        .addOrderBy('event.id')
        .getMany(),
    () => calendars(ctx, ids),
    () => agreementSummaries(ctx, companyIds),
  ]);
  const photosOf = groupBy(photos, (photo) => photo.serviceId);
  const eventsOf = groupBy(events, (event) => event.serviceId);
  return services.map((service, index) => {
    const company = service.brand!.company!;
    const owner = company.owner!;
    return {
      serviceId: service.id,
      status: service.status,
      submittedAt: service.submittedAt,
      approvedAt: service.approvedAt,
      reviewNote: service.reviewNote,
      preview: previews[index],
      photos: photosOf.get(service.id) ?? [],
      provider: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
      company: { id: company.id, legalName: company.legalName, vatNumber: company.vatNumber, agreement: agreements.get(company.id)! },
      brand: { id: service.brand!.id, name: service.brand!.name },
      calendar: calendar.get(service.id) ?? NO_CALENDAR,
      history: eventsOf.get(service.id) ?? [],
    };
  });
}

async function review(
  ctx: RequestContext,
  serviceId: number,
  decision: ReviewDecision,
  decide: (service: Service) => Partial<Service>,
): Promise<Service> {
  return inTransaction(ctx, async (tx) => {
    const service = await tx.manager.findOne(Service, {
      where: { id: serviceId, archivedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    if (!service) throw notFound();
    if (service.status !== ServiceStatus.SUBMITTED) throw new DomainError('CONFLICT', { id: 'catalog.notInReview' });
    if (decision === ServiceStatus.APPROVED) {
      const brand = await tx.manager.findOneByOrFail(Brand, { id: service.brandId });
      await assertAgreementAccepted(tx, brand.companyId);
    }
    const changes = decide(service);
    await tx.manager.update(Service, { id: serviceId }, changes);
    await recordReviewEvent(
      tx,
      serviceId,
      changes.status === ServiceStatus.APPROVED ? ReviewEventKind.APPROVED : ReviewEventKind.RETURNED,
      changes.reviewNote ?? null,
    );
    await queueReviewEmail(tx, service, decision);
    const [updated] = await withLinks(tx, [Object.assign(service, changes)]);
    return updated;
  });
}

/** One step of the review history, inside the caller's transaction. */
export async function recordReviewEvent(
  ctx: RequestContext,
  serviceId: number,
  kind: ReviewEventKind,
  note: string | null = null,
): Promise<void> {
  await ctx.manager.insert(ReviewEvent, { serviceId, kind, note });
}

export function approveService(ctx: RequestContext, serviceId: number): Promise<Service> {
  return review(ctx, serviceId, ServiceStatus.APPROVED, () => ({
    status: ServiceStatus.APPROVED,
    approvedAt: new Date(),
    reviewNote: null,
  }));
}

export function returnService(ctx: RequestContext, serviceId: number, note: string): Promise<Service> {
  return review(ctx, serviceId, ServiceStatus.RETURNED, () => ({ status: ServiceStatus.RETURNED, reviewNote: note.trim() }));
}

/** How far the calling provider is: company, brands, services, approved services. */
export async function providerProgress(ctx: RequestContext) {
  const ownerId = callerId(ctx);
  const [row] = await ctx.manager.query(
    `SELECT
       (SELECT count(*) FROM company WHERE owner_id = $1)::int AS companies,
       (SELECT count(*) FROM brand b JOIN company c ON c.id = b.company_id WHERE c.owner_id = $1)::int AS brands,
       (SELECT count(*) FROM service s JOIN brand b ON b.id = s.brand_id JOIN company c ON c.id = b.company_id WHERE c.owner_id = $1)::int AS services,
       (SELECT count(*) FROM service s JOIN brand b ON b.id = s.brand_id JOIN company c ON c.id = b.company_id WHERE c.owner_id = $1 AND s.approved_at IS NOT NULL)::int AS approved`,
    [ownerId],
  );
  return {
    hasCompany: row.companies > 0,
    brandCount: row.brands,
    serviceCount: row.services,
    approvedServiceCount: row.approved,
    complete: row.approved > 0,
  };
}
