// Which partners may sell a provider's exclusive service: the directory of approved partners the
// provider chooses from (names and objects only) and the service's chosen list. Only the
// provider's own service (catalog/ownership.ts); only approved partners can be chosen.
import { In } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { invalidInput } from '../../shared/errors.js';
import { ownService } from '../catalog/ownership.js';
import { PartnerStatus } from './partner.entity.js';
import type { PartnerDirectoryEntry } from './partner.types.js';
import { Partner } from './partner.entity.js';
import { ServicePartner } from './service-partner.entity.js';

/** Approved partners with their active objects, by name; one statement. */
async function directory(ctx: RequestContext, onlyIds?: number[]): Promise<PartnerDirectoryEntry[]> {
  const rows: PartnerDirectoryEntry[] = await ctx.manager.query(
    `SELECT p.id, p.legal_name AS "legalName",
       COALESCE((SELECT json_agg(json_build_object('name', o.name, 'kind', o.kind, 'address', o.address) ORDER BY o.id)
                 FROM partner_object o WHERE o.partner_id = p.id AND o.archived_at IS NULL), '[]') AS objects
     FROM partner p WHERE p.status = $1 AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))
     ORDER BY p.legal_name, p.id`,
    [PartnerStatus.APPROVED, onlyIds ?? null],
  );
  return rows;
}

export function partnerDirectory(ctx: RequestContext): Promise<PartnerDirectoryEntry[]> {
  return directory(ctx);
}

/** The approved partners chosen for the caller's service. */
export async function servicePartners(ctx: RequestContext, serviceId: number): Promise<PartnerDirectoryEntry[]> {
  await ownService(ctx, serviceId);
  const chosen = await ctx.manager.findBy(ServicePartner, { serviceId });
  if (chosen.length === 0) return [];
  return directory(
    ctx,
    chosen.map((row) => row.partnerId),
  );
}

/** Replaces the partners chosen for the caller's service; an unknown or unapproved partner is refused (400 on partnerIds). */
export async function setServicePartners(ctx: RequestContext, serviceId: number, partnerIds: number[]): Promise<PartnerDirectoryEntry[]> {
  await ownService(ctx, serviceId, { lock: true });
  const ids = [...new Set(partnerIds)];
  const approved = ids.length === 0 ? 0 : await ctx.manager.countBy(Partner, { id: In(ids), status: PartnerStatus.APPROVED });
  if (approved !== ids.length) throw invalidInput({ partnerIds: { id: 'partner.notApproved' } });
  await ctx.manager.delete(ServicePartner, { serviceId });
  if (ids.length > 0)
    await ctx.manager.insert(
      ServicePartner,
      ids.map((partnerId) => ({ serviceId, partnerId })),
    );
  return servicePartners(ctx, serviceId);
}
