// A service's links (tags, amenities, spoken languages, payment types) and its pending revision,
// loaded for any number of services at once: what editing, revisions and approval all read.
import type { RequestContext } from '../../context.js';
import { allReads } from '../../shared/transaction.js';
import { RevisionState, ServiceRevision } from './service-revision.entity.js';
import type { Service } from './service.entity.js';

/** Loads the ids of a service's tags, amenities, languages and payment types, and its open revision (5 queries for any number of services). */
export async function withLinks(ctx: RequestContext, services: Service[]): Promise<Service[]> {
  if (services.length === 0) return services;
  const ids = services.map((service) => service.id);
  const [tags, amenities, languages, payments] = await allReads(ctx, [
    () => ctx.manager.query('SELECT service_id, tag_id AS value FROM service_tag WHERE service_id = ANY($1) ORDER BY tag_id', [ids]),
    () =>
      ctx.manager.query('SELECT service_id, amenity_id AS value FROM service_amenity WHERE service_id = ANY($1) ORDER BY amenity_id', [
        ids,
      ]),
    () =>
      ctx.manager.query(
        'SELECT service_id, language_code AS value FROM service_language WHERE service_id = ANY($1) ORDER BY language_code',
        [ids],
      ),
    () =>
      ctx.manager.query(
        'SELECT sp.service_id, p.code AS value FROM service_payment_type sp JOIN payment_type p ON p.id = sp.payment_type_id WHERE sp.service_id = ANY($1) ORDER BY p.id',
        [ids],
      ),
  ]);
  const group = (rows: { service_id: number; value: never }[], id: number) =>
    rows.filter((row) => row.service_id === id).map((row) => row.value);
  for (const service of services) {
    service.tagIds = group(tags, service.id);
    service.amenityIds = group(amenities, service.id);
    service.languageCodes = group(languages, service.id);
    service.paymentTypeCodes = group(payments, service.id);
  }
  return withRevisions(ctx, services);
}

/** Sets `pendingRevision` on each service: its latest revision unless approved (1 query for any number of services). */
export async function withRevisions(ctx: RequestContext, services: Service[]): Promise<Service[]> {
  if (services.length === 0) return services;
  const latest = await ctx.manager
    .createQueryBuilder(ServiceRevision, 'revision')
    .distinctOn(['revision.service_id'])
    .where('revision.service_id IN (:...ids)', { ids: services.map((service) => service.id) })
    .orderBy('revision.service_id')
    .addOrderBy('revision.id', 'DESC')
    .getMany();
  for (const service of services) {
    const revision = latest.find((row) => row.serviceId === service.id);
    service.pendingRevision = revision && revision.state !== RevisionState.APPROVED ? revision : null;
  }
  return services;
}
