// Finds a service of the calling provider; someone else's, an archived or a missing service is NOT_FOUND.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { Brand } from '../owner/brand.entity.js';
import { Company } from '../owner/company.entity.js';
import { callerId } from '../owner/owner.service.js';
import { Service } from './service.entity.js';

export async function ownService(ctx: RequestContext, serviceId: number, options: { lock?: boolean } = {}): Promise<Service> {
  const query = ctx.manager
    .createQueryBuilder(Service, 'service')
    .innerJoin(Brand, 'brand', 'brand.id = service.brand_id')
    .innerJoin(Company, 'company', 'company.id = brand.company_id')
    .where('service.id = :serviceId AND company.owner_id = :ownerId AND service.archived_at IS NULL', {
      serviceId,
      ownerId: callerId(ctx),
    });
  if (options.lock) query.setLock('pessimistic_write', undefined, ['service']);
  const service = await query.getOne();
  if (!service) throw notFound();
  return service;
}
