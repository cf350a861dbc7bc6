// THE rule for "may this reseller sell this service", asked by every OCTO list, product,
// availability and booking call: the service is visible as the site's guests see it (the public
// predicate of catalog/service-visibility.ts, the reseller's partner opening the exclusive services
// that chose it), it belongs to the provider (company) of the key, and the provider did not exclude
// it for this reseller (reseller_service_exclusion).
import type { RequestContext } from '../../context.js';
import { publicServiceSql, type ServiceViewer } from '../catalog/service-visibility.js';

/** Who sells: the reseller, the provider of its key, the partner it is (or null). */
export interface Seller {
  resellerId: number;
  companyId: number;
  partnerId: number | null;
}

function checkedId(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`not an id: ${value}`);
  return value;
}

export function sellerViewer(seller: Seller): ServiceViewer {
  return { referralCodes: [], partnerUserId: null, resellerPartnerId: seller.partnerId };
}

/** SQL: the `service` row aliased `alias` may be sold by `seller`. Parenthesised, so it can be ANDed anywhere. */
export function sellableServiceSql(alias: string, seller: Seller): string {
  const companyId = checkedId(seller.companyId);
  const resellerId = checkedId(seller.resellerId);
  return `(${publicServiceSql(alias, sellerViewer(seller))}
    AND EXISTS (SELECT 1 FROM brand sb WHERE sb.id = ${alias}.brand_id AND sb.company_id = ${companyId})
    AND NOT EXISTS (SELECT 1 FROM reseller_service_exclusion sx WHERE sx.service_id = ${alias}.id AND sx.reseller_id = ${resellerId}))`;
}

/** Whether `seller` may sell service `serviceId` now. */
export async function isSellable(ctx: RequestContext, seller: Seller, serviceId: number): Promise<boolean> {
  if (!Number.isSafeInteger(serviceId)) return false;
  const rows: unknown[] = await ctx.manager.query(`SELECT 1 FROM service s WHERE s.id = $1 AND ${sellableServiceSql('s', seller)}`, [
    serviceId,
  ]);
  return rows.length > 0;
}
