// A provider's own company and brands. Every call is scoped to the caller: another provider's
// brand is "not found", never "forbidden", so ids reveal nothing.
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound, unauthenticated } from '../../shared/errors.js';
import { localize } from '../../shared/localized.js';
import { isStillReferenced } from '../../shared/postgres-errors.js';
import { ActivityType } from './activity-type.entity.js';
import { Brand } from './brand.entity.js';
import { Company } from './company.entity.js';
import { normalizeIban } from '../../../../common/iban.js';
import { normalizeVatNumber, oibProblem } from '../../../../common/oib.js';
import { toE164 } from '../../../../common/phone.js';
import type { BrandInput, CompanyInput } from './owner.inputs.js';

export function callerId(ctx: RequestContext): number {
  if (!ctx.user) throw unauthenticated();
  return ctx.user.id;
}

export async function listActivityTypes(ctx: RequestContext): Promise<ActivityType[]> {
  return localize(await ctx.manager.find(ActivityType, { order: { id: 'ASC' } }), ctx.locale);
}

async function activityType(ctx: RequestContext, id: number, field: string): Promise<ActivityType> {
  const type = await ctx.manager.findOneBy(ActivityType, { id });
  if (!type) throw invalidInput({ [field]: { id: 'owner.unknownActivityType' } });
  return localize([type], ctx.locale)[0];
}

export async function findOwnCompany(ctx: RequestContext): Promise<Company | null> {
  const company = await ctx.manager.findOne(Company, { where: { ownerId: callerId(ctx) }, relations: { primaryActivity: true } });
  if (company) localize([company.primaryActivity], ctx.locale);
  return company;
}

export async function ownCompany(ctx: RequestContext): Promise<Company> {
  const company = await findOwnCompany(ctx);
  if (!company) throw new DomainError('NOT_FOUND', { id: 'owner.noCompany' });
  return company;
}

async function companyValues(ctx: RequestContext, input: CompanyInput) {
  const country = input.country.toUpperCase();
  const vatNumber = normalizeVatNumber(input.vatNumber);
  const problem = country === 'HR' ? oibProblem(vatNumber) : null;
  if (problem) throw invalidInput({ vatNumber: { id: problem === 'LENGTH' ? 'owner.vatNumberOib' : 'owner.vatNumberOibCheckDigit' } });
  const primaryActivity = await activityType(ctx, input.primaryActivityId, 'primaryActivityId');
  return {
    legalName: input.legalName.trim(),
    address: input.address.trim(),
    zipCode: input.zipCode.trim(),
    town: input.town.trim(),
    country,
    contactMobile: toE164(input.contactMobile)!, // validated by @IsPhone
    vatNumber,
    accountOwnerName: input.accountOwnerName.trim(),
    iban: normalizeIban(input.iban),
    primaryActivityId: primaryActivity.id,
    primaryActivity,
  };
}

export async function createCompany(ctx: RequestContext, input: CompanyInput): Promise<Company> {
  const ownerId = callerId(ctx);
  const values = await companyValues(ctx, input);
  const inserted = await ctx.manager
    .createQueryBuilder()
    .insert()
    .into(Company)
    .values({ ...values, ownerId })
    .orIgnore()
    .returning('id')
    .execute();
  if ((inserted.raw as unknown[]).length === 0) throw new DomainError('CONFLICT', { id: 'owner.companyExists' });
  return ownCompany(ctx);
}

export async function updateCompany(ctx: RequestContext, input: CompanyInput): Promise<Company> {
  const company = await ownCompany(ctx);
  const { primaryActivity, ...values } = await companyValues(ctx, input);
  await ctx.manager.update(Company, { id: company.id }, values);
  return Object.assign(company, values, { primaryActivity });
}

export async function listOwnBrands(ctx: RequestContext): Promise<Brand[]> {
  const brands = await ctx.manager
    .createQueryBuilder(Brand, 'brand')
    .innerJoin(Company, 'company', 'company.id = brand.company_id')
    .leftJoinAndSelect('brand.activityType', 'activityType')
    .where('company.owner_id = :ownerId', { ownerId: callerId(ctx) })
    .orderBy('brand.id', 'ASC')
    .getMany();
  localize(
    brands.map((brand) => brand.activityType),
    ctx.locale,
  );
  return brands;
}

/** The caller's brand, or NOT_FOUND when it is missing or someone else's. */
export async function ownBrand(ctx: RequestContext, brandId: number): Promise<Brand> {
  const brand = await ctx.manager
    .createQueryBuilder(Brand, 'brand')
    .innerJoin(Company, 'company', 'company.id = brand.company_id')
    .leftJoinAndSelect('brand.activityType', 'activityType')
    .where('brand.id = :brandId AND company.owner_id = :ownerId', { brandId, ownerId: callerId(ctx) })
    .getOne();
  if (!brand) throw notFound();
  localize([brand.activityType], ctx.locale);
  return brand;
}

async function brandValues(ctx: RequestContext, input: BrandInput) {
  const type = await activityType(ctx, input.activityTypeId, 'activityTypeId');
  return {
    name: input.name.trim(),
    activityTypeId: type.id,
    activityType: type,
    address: input.address.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    description: input.description.trim(),
  };
}

export async function createBrand(ctx: RequestContext, input: BrandInput): Promise<Brand> {
  const company = await ownCompany(ctx);
  const values = await brandValues(ctx, input);
  return ctx.manager.save(Brand, { ...values, companyId: company.id });
}

export async function updateBrand(ctx: RequestContext, brandId: number, input: BrandInput): Promise<Brand> {
  const brand = await ownBrand(ctx, brandId);
  const { activityType: type, ...values } = await brandValues(ctx, input);
  await ctx.manager.update(Brand, { id: brand.id }, values);
  return Object.assign(brand, values, { activityType: type });
}

export async function deleteBrand(ctx: RequestContext, brandId: number): Promise<void> {
  const brand = await ownBrand(ctx, brandId);
  try {
    await ctx.manager.delete(Brand, { id: brand.id });
  } catch (error) {
    // Its services cascade, but booked places (slots, holds) restrict the delete.
    if (isStillReferenced(error)) throw new DomainError('CONFLICT', { id: 'owner.brandInUse' });
    throw error;
  }
}

/** Public view of a brand (name, type, address, position, description). */
export async function publicBrand(ctx: RequestContext, brandId: number): Promise<Brand> {
  const brand = await ctx.manager.findOne(Brand, { where: { id: brandId }, relations: { activityType: true } });
  if (!brand) throw notFound();
  localize([brand.activityType], ctx.locale);
  return brand;
}
