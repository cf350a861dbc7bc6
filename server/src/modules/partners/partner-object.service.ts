// A partner's objects: each gets a fresh referral code; deleting one archives it (reservations and
// later ledger entries refer to it), and an archived object's code stops attributing and opening
// exclusive services. Another partner's object is NOT_FOUND.
import { IsNull } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { PartnerObject } from './partner-object.entity.js';
import type { PartnerObjectInput } from './partner.inputs.js';
import { ownPartner } from './partner-profile.service.js';
import { newReferralCode, referralUrl } from './referral-code.js';

export function presentObject(ctx: Pick<RequestContext, 'config'>, object: PartnerObject): PartnerObject {
  object.referralUrl = referralUrl(ctx.config.publicUrl, object.referralCode);
  return object;
}

function objectValues(input: PartnerObjectInput) {
  return {
    name: input.name.trim(),
    kind: input.kind,
    address: input.address.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    beds: input.beds ?? null,
  };
}

export async function listOwnObjects(ctx: RequestContext): Promise<PartnerObject[]> {
  const partner = await ownPartner(ctx);
  const objects = await ctx.manager.find(PartnerObject, { where: { partnerId: partner.id, archivedAt: IsNull() }, order: { id: 'ASC' } });
  return objects.map((object) => presentObject(ctx, object));
}

export async function ownObject(ctx: RequestContext, id: number): Promise<PartnerObject> {
  const partner = await ownPartner(ctx);
  const object = await ctx.manager.findOneBy(PartnerObject, { id, partnerId: partner.id });
  if (!object || object.archivedAt !== null) throw notFound();
  return presentObject(ctx, object);
}

/** Adds an object under a new code (drawn again on the rare clash with another's). */
export async function createObject(ctx: RequestContext, input: PartnerObjectInput): Promise<PartnerObject> {
  const partner = await ownPartner(ctx);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await ctx.manager
      .createQueryBuilder()
      .insert()
      .into(PartnerObject)
      .values({ ...objectValues(input), partnerId: partner.id, referralCode: newReferralCode() })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id: number }[])[0]?.id;
    if (id) return presentObject(ctx, await ctx.manager.findOneByOrFail(PartnerObject, { id }));
  }
  throw new Error('no free referral code after 5 draws');
}

export async function updateObject(ctx: RequestContext, id: number, input: PartnerObjectInput): Promise<PartnerObject> {
  await ownObject(ctx, id);
  await ctx.manager.update(PartnerObject, { id }, objectValues(input));
  return ownObject(ctx, id);
}

export async function archiveObject(ctx: RequestContext, id: number): Promise<void> {
  await ownObject(ctx, id);
  await ctx.manager.update(PartnerObject, { id }, { archivedAt: new Date() });
}
