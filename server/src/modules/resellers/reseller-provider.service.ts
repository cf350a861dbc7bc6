// The provider's side of resellers (/dashboard/resellers): the resellers staff let sell the
// provider's services, refusing one or allowing it again, per service which resellers sell it
// (reseller_service_exclusion) and whether their bookings are confirmed at once
// (service.reseller_instant_confirmation). Only the caller's own company: another's ids are a 404.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { ownService } from '../catalog/ownership.js';
import { callerId } from '../owner/owner.service.js';
import type { ProviderResellers } from './reseller.types.js';

const OWN_COMPANY = '(SELECT c.id FROM company c WHERE c.owner_id = $1)';

/** The caller's resellers and services (not archived) with their settings: one statement. */
export async function providerResellers(ctx: RequestContext): Promise<ProviderResellers> {
  const [row]: {
    resellers: { id: number; name: string; refusedAt: string | null; active: boolean }[];
    services: ProviderResellers['services'];
  }[] = await ctx.manager.query(
    `SELECT
       coalesce((SELECT json_agg(json_build_object('id', rs.id, 'name', rs.name, 'refusedAt', rp.refused_at, 'active', rs.deactivated_at IS NULL)
           ORDER BY lower(rs.name), rs.id)
         FROM reseller_provider rp JOIN reseller rs ON rs.id = rp.reseller_id WHERE rp.company_id = ${OWN_COMPANY}), '[]') AS resellers,
       coalesce((SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'resellerInstantConfirmation', s.reseller_instant_confirmation,
           'excludedResellerIds', coalesce((SELECT json_agg(e.reseller_id ORDER BY e.reseller_id) FROM reseller_service_exclusion e
             WHERE e.service_id = s.id), '[]')) ORDER BY lower(s.title), s.id)
         FROM service s JOIN brand b ON b.id = s.brand_id WHERE b.company_id = ${OWN_COMPANY} AND s.archived_at IS NULL), '[]') AS services`,
    [callerId(ctx)],
  );
  return {
    resellers: row.resellers.map((reseller) => ({
      ...reseller,
      refusedAt: reseller.refusedAt === null ? null : new Date(reseller.refusedAt),
    })),
    services: row.services,
  };
}

/** The caller refuses a reseller (its keys for the caller answer 403) or allows it again; not one of theirs: 404. */
export async function refuseReseller(ctx: RequestContext, resellerId: number, refused: boolean): Promise<ProviderResellers> {
  const [, affected]: [unknown, number] = await ctx.manager.query(
    `UPDATE reseller_provider SET refused_at = CASE WHEN $3 THEN coalesce(refused_at, clock_timestamp()) ELSE NULL END
     WHERE reseller_id = $2 AND company_id = ${OWN_COMPANY}`,
    [callerId(ctx), resellerId, refused],
  );
  if (affected === 0) throw notFound();
  return providerResellers(ctx);
}

/** Whether one of the caller's resellers sells one of the caller's services (another's service or reseller: 404). */
export async function setResellerSellsService(
  ctx: RequestContext,
  serviceId: number,
  resellerId: number,
  sold: boolean,
): Promise<ProviderResellers> {
  await ownService(ctx, serviceId, { lock: true });
  const [{ allowed }]: { allowed: boolean }[] = await ctx.manager.query(
    `SELECT EXISTS (SELECT 1 FROM reseller_provider WHERE reseller_id = $2 AND company_id = ${OWN_COMPANY}) AS allowed`,
    [callerId(ctx), resellerId],
  );
  if (!allowed) throw notFound();
  if (sold)
    await ctx.manager.query('DELETE FROM reseller_service_exclusion WHERE reseller_id = $1 AND service_id = $2', [resellerId, serviceId]);
  else
    await ctx.manager.query('INSERT INTO reseller_service_exclusion (reseller_id, service_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      resellerId,
      serviceId,
    ]);
  return providerResellers(ctx);
}

/** "Confirm reseller bookings instantly" on one of the caller's services. */
export async function setResellerInstantConfirmation(ctx: RequestContext, serviceId: number, instant: boolean): Promise<ProviderResellers> {
  await ownService(ctx, serviceId, { lock: true });
  await ctx.manager.query('UPDATE service SET reseller_instant_confirmation = $2 WHERE id = $1', [serviceId, instant]);
  return providerResellers(ctx);
}
