// A partner's own profile (one per ROLE_PARTNER account) and staff's list and decision. A new or
// edited profile keeps its status; only staff move it between PENDING, APPROVED and SUSPENDED.
import { normalizeIban } from '../../../../common/iban.js';
import { normalizeVatNumber, oibProblem } from '../../../../common/oib.js';
import { toE164 } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { pageOf } from '../../shared/page.args.js';
import { offerPartnerAgreement } from '../agreements/partner-agreement.service.js';
import { callerId } from '../owner/owner.service.js';
import { Partner, PartnerStatus } from './partner.entity.js';
import type { PartnerListArgs, PartnerProfileInput } from './partner.inputs.js';
import type { PartnerPage } from './partner.types.js';

export const noProfile = () => new DomainError('NOT_FOUND', { id: 'partner.noProfile' });

export async function findOwnPartner(ctx: RequestContext): Promise<Partner | null> {
  return ctx.manager.findOneBy(Partner, { userId: callerId(ctx) });
}

/** The caller's profile; NOT_FOUND until they saved one. */
export async function ownPartner(ctx: RequestContext): Promise<Partner> {
  const partner = await findOwnPartner(ctx);
  if (!partner) throw noProfile();
  return partner;
}

function profileValues(input: PartnerProfileInput) {
  const oib = normalizeVatNumber(input.oib);
  const problem = oibProblem(oib);
  if (problem) throw invalidInput({ oib: { id: problem === 'LENGTH' ? 'owner.vatNumberOib' : 'owner.vatNumberOibCheckDigit' } });
  return {
    legalName: input.legalName.trim(),
    oib,
    iban: normalizeIban(input.iban),
    contactName: input.contactName.trim(),
    contactPhone: toE164(input.contactPhone)!, // validated by @IsPhone
    contactEmail: input.contactEmail.trim(),
  };
}

/** Creates the caller's profile (PENDING) or updates it (its status stays). */
export async function saveOwnPartner(ctx: RequestContext, input: PartnerProfileInput): Promise<Partner> {
  const userId = callerId(ctx);
  const values = profileValues(input);
  await ctx.manager
    .createQueryBuilder()
    .insert()
    .into(Partner)
    .values({ ...values, userId })
    .orUpdate(['legal_name', 'oib', 'iban', 'contact_name', 'contact_phone', 'contact_email', 'updated_at'], ['user_id'])
    .execute();
  return ownPartner(ctx);
}

/** A partner row as row_to_json gives it, made into the entity as TypeORM's find would. */
function partnerOf(ctx: RequestContext, json: Record<string, unknown>): Partner {
  const metadata = ctx.manager.dataSource.getMetadata(Partner);
  const partner = metadata.create() as Partner;
  for (const column of metadata.columns)
    column.setEntityValue(partner, ctx.manager.dataSource.driver.prepareHydratedValue(json[column.databaseName], column));
  return partner;
}

/** Staff: partners newest first, optionally of one status. One statement whatever the page. */
export async function listPartners(ctx: RequestContext, args: PartnerListArgs): Promise<PartnerPage> {
  const { page, size } = pageOf(args);
  const [row]: { total: number; rows: Record<string, unknown>[] }[] = await ctx.manager.query(
    `SELECT (SELECT count(*)::int FROM partner WHERE $1::text IS NULL OR status = $1) AS total,
       COALESCE((SELECT json_agg(row_to_json(p) ORDER BY p.created_at DESC, p.id DESC) FROM (
         SELECT * FROM partner WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) p), '[]') AS rows`,
    [args.status ?? null, size, page * size],
  );
  return {
    content: row.rows.map((json) => partnerOf(ctx, json)),
    totalElements: row.total,
    totalPages: Math.ceil(row.total / size),
    page,
    size,
  };
}

/**
 * Staff approve a partner (they are offered the partner agreement, emailed; their links earn once
 * they accept it) or suspend them; deciding the same again changes nothing.
 */
export async function decidePartner(ctx: RequestContext, id: number, approved: boolean): Promise<Partner> {
  const partner = await ctx.manager.findOne(Partner, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!partner) throw notFound();
  const status = approved ? PartnerStatus.APPROVED : PartnerStatus.SUSPENDED;
  if (partner.status === status) return partner;
  await ctx.manager.update(Partner, { id }, { status, decidedAt: new Date() });
  if (approved) await offerPartnerAgreement(ctx, id);
  return ctx.manager.findOneByOrFail(Partner, { id });
}
