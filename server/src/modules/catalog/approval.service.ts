// Staff review: services sent for approval are approved (released to the catalog) or sent back
// with a note. A provider is "complete" once one of their services has been approved.
import { IsNull } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { callerId } from '../owner/owner.service.js';
import { queueReviewEmail, type ReviewDecision } from './review-emails.js';
import { withLinks } from './service-editing.service.js';
import { Service, ServiceStatus } from './service.entity.js';

export async function listServicesForReview(ctx: RequestContext): Promise<Service[]> {
  const services = await ctx.manager.find(Service, { where: { status: ServiceStatus.SUBMITTED, archivedAt: IsNull() }, order: { submittedAt: 'ASC', id: 'ASC' } });
  return withLinks(ctx, services);
}

async function review(ctx: RequestContext, serviceId: number, decision: ReviewDecision, decide: (service: Service) => Partial<Service>): Promise<Service> {
  return inTransaction(ctx, async (tx) => {
    const service = await tx.manager.findOne(Service, { where: { id: serviceId, archivedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    if (!service) throw notFound();
    if (service.status !== ServiceStatus.SUBMITTED) throw new DomainError('CONFLICT', { id: 'catalog.notInReview' });
    const changes = decide(service);
    await tx.manager.update(Service, { id: serviceId }, changes);
    await queueReviewEmail(tx, service, decision);
    const [updated] = await withLinks(tx, [Object.assign(service, changes)]);
    return updated;
  });
}

export function approveService(ctx: RequestContext, serviceId: number): Promise<Service> {
  return review(ctx, serviceId, ServiceStatus.APPROVED, () => ({ status: ServiceStatus.APPROVED, approvedAt: new Date(), reviewNote: null }));
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
  return { hasCompany: row.companies > 0, brandCount: row.brands, serviceCount: row.services, approvedServiceCount: row.approved, complete: row.approved > 0 };
}

