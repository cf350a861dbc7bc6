// Which services guests may see and book: the one predicate every public entry point asks (catalog
// lists and pages, search, sitemap, availability, booking requests, reservation changes by guests).
// Public = approved, active, not deleted and not exclusive. An exclusive service (approved, active,
// not deleted) is seen too by a viewer who carries a referral of one of the partners its provider
// chose (service_partner; the partner APPROVED, the object not archived) or who is signed in as one
// of them, or who sells through a reseller key whose reseller is one of them. Providers' own views (ownership.ts) and staff views do not ask it.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { ServiceStatus } from './service.entity.js';

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/;
/** The form of a partner object's referral code (partners/referral-code.ts): safe to write into SQL. */
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** Who looks: the referral codes they carry and the partner account they are signed in with. */
export interface ServiceViewer {
  referralCodes: readonly string[];
  /** A signed-in ROLE_PARTNER user's id. */
  partnerUserId: number | null;
  /** SQL columns of the same statement that hold a referral code too (a booking request's own). */
  codeColumns?: readonly string[];
  /** The partner a reseller calling through its OCTO key is (reseller.partner_id). */
  resellerPartnerId?: number | null;
}

/** Sees public services only: the sitemap, anonymous page metadata, anything shared between viewers. */
export const ANONYMOUS: ServiceViewer = { referralCodes: [], partnerUserId: null };

/** The caller of this request, with codes it carries elsewhere (a booking request's or reservation's referral). */
export function viewerOf(
  ctx: Pick<RequestContext, 'user' | 'referral' | 'reseller'>,
  extra: { codes?: (string | null)[]; codeColumns?: string[] } = {},
) {
  const codes = [ctx.referral?.code ?? null, ...(extra.codes ?? [])].filter((code): code is string => code !== null);
  return {
    referralCodes: [...new Set(codes)],
    partnerUserId: ctx.user?.roles.includes('ROLE_PARTNER') ? ctx.user.id : null,
    codeColumns: extra.codeColumns ?? [],
    resellerPartnerId: ctx.reseller?.partnerId ?? null,
  } satisfies ServiceViewer;
}

/** Whether the viewer carries anything that could open an exclusive service (so the answer is theirs alone). */
export function isPersonalViewer(viewer: ServiceViewer): boolean {
  return (
    viewer.referralCodes.length > 0 ||
    viewer.partnerUserId !== null ||
    (viewer.codeColumns?.length ?? 0) > 0 ||
    (viewer.resellerPartnerId ?? null) !== null
  );
}

/** SQL: this viewer may reach the exclusive `alias` service through one of its chosen partners. */
function chosenPartnerSql(alias: string, viewer: ServiceViewer): string | null {
  const codes = viewer.referralCodes.filter((code) => CODE.test(code)).map((code) => `'${code}'`);
  const columns = (viewer.codeColumns ?? []).filter((column) => COLUMN.test(column));
  const userId = viewer.partnerUserId !== null && Number.isSafeInteger(viewer.partnerUserId) ? viewer.partnerUserId : null;
  const resellerPartnerId =
    viewer.resellerPartnerId != null && Number.isSafeInteger(viewer.resellerPartnerId) ? viewer.resellerPartnerId : null;
  const reaches: string[] = [];
  if (userId !== null) reaches.push(`vp.user_id = ${userId}`);
  if (resellerPartnerId !== null) reaches.push(`vp.id = ${resellerPartnerId}`);
  const codeSet = [...codes, ...columns];
  if (codeSet.length > 0)
    reaches.push(
      `EXISTS (SELECT 1 FROM partner_object vo WHERE vo.partner_id = vp.id AND vo.archived_at IS NULL AND vo.referral_code IN (${codeSet.join(', ')}))`,
    );
  if (reaches.length === 0) return null;
  return `EXISTS (SELECT 1 FROM service_partner vsp JOIN partner vp ON vp.id = vsp.partner_id AND vp.status = 'APPROVED' WHERE vsp.service_id = ${alias}.id AND (${reaches.join(' OR ')}))`;
}

/** SQL: the `service` row aliased `alias` is visible to `viewer`. Parenthesised, so it can be ANDed anywhere. */
export function publicServiceSql(alias: string, viewer: ServiceViewer): string {
  if (!ALIAS.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  const chosen = chosenPartnerSql(alias, viewer);
  const exclusive = chosen ? `(NOT ${alias}.exclusive OR ${chosen})` : `NOT ${alias}.exclusive`;
  return `(${alias}.status = '${ServiceStatus.APPROVED}' AND ${alias}.enabled AND ${alias}.archived_at IS NULL AND ${exclusive})`;
}

/** Narrows a query builder's `alias` service rows to those `viewer` may see. */
export function wherePublicService<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  viewer: ServiceViewer,
): SelectQueryBuilder<T> {
  return query.andWhere(publicServiceSql(alias, viewer));
}

/** Whether the caller (with the extra codes it carries) may see and book this service now. */
export async function isPublicService(ctx: RequestContext, serviceId: number, extra: { codes?: (string | null)[] } = {}): Promise<boolean> {
  const rows: unknown[] = await ctx.manager.query(
    `SELECT 1 FROM service s WHERE s.id = $1 AND ${publicServiceSql('s', viewerOf(ctx, extra))}`,
    [serviceId],
  );
  return rows.length > 0;
}

/** NOT_FOUND (404) unless the caller may see and book this service: a hidden service is not told apart from a missing one. */
export async function assertPublicService(
  ctx: RequestContext,
  serviceId: number,
  extra: { codes?: (string | null)[] } = {},
): Promise<void> {
  if (!(await isPublicService(ctx, serviceId, extra))) throw notFound();
}
