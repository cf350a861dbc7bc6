// Offers (variations) of a provider's service: names unique within the service, prices in cents.
import { IsNull } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound } from '../../shared/errors.js';
import { eurosToCents } from '../../shared/money.js';
import { sqlState, UNIQUE_VIOLATION } from '../../shared/postgres-errors.js';
import type { OfferInput } from './catalog.inputs.js';
import { Offer, PriceType } from './offer.entity.js';
import { ownService } from './ownership.js';

const nameTaken = () => invalidInput({ name: { id: 'catalog.offerNameTaken' } });

function offerValues(input: OfferInput) {
  const fields: Record<string, { id: string }> = {};
  if (input.priceType === PriceType.GROUP && input.groupNumber < 2) fields.groupNumber = { id: 'catalog.groupSizeForGroup' };
  const priceCents = eurosToCents(input.price);
  const discountPriceCents = input.discountPrice === null || input.discountPrice === undefined ? null : eurosToCents(input.discountPrice);
  if (discountPriceCents !== null && discountPriceCents >= priceCents) fields.discountPrice = { id: 'catalog.discountNotLower' };
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  const hasDuration = [input.durationDays, input.durationHours, input.durationMinutes].some((part) => part !== null && part !== undefined);
  return {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    durationMinutes: hasDuration ? (input.durationDays ?? 0) * 1440 + (input.durationHours ?? 0) * 60 + (input.durationMinutes ?? 0) : null,
    difficulty: input.difficulty ?? null,
    priceTypeValue: input.priceType,
    groupNumber: input.priceType === PriceType.GROUP ? input.groupNumber : 1,
    priceCents,
    discountPriceCents,
  };
}

export async function listOffers(ctx: RequestContext, serviceId: number): Promise<Offer[]> {
  const service = await ownService(ctx, serviceId);
  return ctx.manager.find(Offer, { where: { serviceId: service.id, archivedAt: IsNull() }, order: { sortOrder: 'ASC', id: 'ASC' } });
}

export async function createOffer(ctx: RequestContext, serviceId: number, input: OfferInput): Promise<Offer> {
  const service = await ownService(ctx, serviceId);
  const values = offerValues(input);
  const count = await ctx.manager.countBy(Offer, { serviceId: service.id });
  try {
    return await ctx.manager.save(ctx.manager.create(Offer, { ...values, serviceId: service.id, sortOrder: count }));
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
}

async function ownOffer(ctx: RequestContext, serviceId: number, offerId: number): Promise<Offer> {
  const service = await ownService(ctx, serviceId);
  const offer = await ctx.manager.findOneBy(Offer, { id: offerId, serviceId: service.id, archivedAt: IsNull() });
  if (!offer) throw notFound();
  return offer;
}

export async function updateOffer(ctx: RequestContext, serviceId: number, offerId: number, input: OfferInput): Promise<Offer> {
  const offer = await ownOffer(ctx, serviceId, offerId);
  const values = offerValues(input);
  try {
    await ctx.manager.update(Offer, { id: offer.id }, values);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
  return Object.assign(offer, values);
}

/**
 * Archives the offer (bookings refer to it; its name becomes free again). Archiving the last offer
 * leaves the service visible but unbookable.
 */
export async function deleteOffer(ctx: RequestContext, serviceId: number, offerId: number): Promise<void> {
  const offer = await ownOffer(ctx, serviceId, offerId);
  await ctx.manager.update(Offer, { id: offer.id }, { archivedAt: () => 'now()' });
}
