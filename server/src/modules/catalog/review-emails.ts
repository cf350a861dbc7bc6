// The provider's email about a staff decision on a service: approved (with the public link) or
// sent back (with the staff note and the link to edit it). Queued in the decision's transaction;
// the payload holds ids only, the handler reads the rest when it sends.
import { dashboardServicePath, publicServicePath } from '../../../../common/service-links.js';
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { fullName, User } from '../accounts/user.entity.js';
import type { Mailer } from '../notifications/email.service.js';
import { Brand } from '../owner/brand.entity.js';
import { Company } from '../owner/company.entity.js';
import { Region } from '../reference/reference.entities.js';
import { Service, ServiceStatus } from './service.entity.js';

export const REVIEW_EMAIL_QUEUE = 'catalog.review-email' satisfies QueueName;

export type ReviewDecision = ServiceStatus.APPROVED | ServiceStatus.RETURNED;

export interface ReviewEmailJob {
  serviceId: number;
  decision: ReviewDecision;
}

/**
 * Queues the email in the decision's transaction. One decision is one email: the key names the
 * submission decided on (its time), so a retried transaction or a repeated call queues nothing more,
 * while the decision on a later submission gets its own email.
 */
export async function queueReviewEmail(ctx: RequestContext, service: Service, decision: ReviewDecision): Promise<void> {
  const submission = service.submittedAt?.toISOString() ?? 'unsubmitted';
  const key = `service-review:${service.id}:${submission}:${decision}`;
  await ctx.jobs.enqueue(ctx.manager, REVIEW_EMAIL_QUEUE, { serviceId: service.id, decision } satisfies ReviewEmailJob, key);
}

async function providerOf(ctx: RequestContext, brandId: number): Promise<User | null> {
  const brand = await ctx.manager.findOneBy(Brand, { id: brandId });
  const company = brand && (await ctx.manager.findOneBy(Company, { id: brand.companyId }));
  return company && ctx.manager.findOneBy(User, { id: company.ownerId });
}

/** A returned service sent again has no note left to tell; an approval stands once given. */
function stillStands(service: Service, decision: ReviewDecision): boolean {
  return decision === ServiceStatus.APPROVED ? service.approvedAt !== null : service.status === ServiceStatus.RETURNED;
}

export function reviewEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<ReviewEmailJob>): Promise<void> => {
    if (await mailer.sent(id)) return;
    const service = await ctx.manager.findOneBy(Service, { id: data.serviceId });
    if (!service || service.archivedAt || !stillStands(service, data.decision)) return;
    const provider = await providerOf(ctx, service.brandId);
    if (!provider) return;
    const base = ctx.config.publicUrl;
    const values = { name: fullName(provider), title: service.title };
    if (data.decision === ServiceStatus.APPROVED) {
      const region = await ctx.manager.findOneByOrFail(Region, { id: service.regionId });
      const link = base + publicServicePath(region.slug, service.title, service.id);
      await mailer.send(id, { to: provider.email, template: 'service-approved', locale: provider.language, values: { ...values, link } });
      return;
    }
    const link = base + dashboardServicePath(service.brandId, service.id);
    await mailer.send(id, {
      to: provider.email,
      template: 'service-returned',
      locale: provider.language,
      values: { ...values, link, note: service.reviewNote ?? '' },
    });
  };
}
