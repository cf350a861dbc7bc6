// Providers create and edit their services, toggle them active, and send them for approval.
import { In, IsNull } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput } from '../../shared/errors.js';
import { allReads, inTransaction } from '../../shared/transaction.js';
import { offerAgreementToCaller } from '../agreements/agreement.service.js';
import { ownBrand } from '../owner/owner.service.js';
import { Amenity, Category, Language, PaymentType, Region, Tag } from '../reference/reference.entities.js';
import type { ServiceInput } from './catalog.inputs.js';
import { Offer } from './offer.entity.js';
import { ownService } from './ownership.js';
import { Photo } from './photo.entity.js';
import { proposeRevision } from './service-revision.service.js';
import { withLinks } from './service-links.js';
import type { ServiceRevisionValues } from './service-revision.entity.js';
import { ReviewEvent, ReviewEventKind } from './review-event.entity.js';
import { CancellationPolicy, Service, ServiceStatus } from './service.entity.js';

/** Checks the cross-field rules and resolves the reference ids; returns the column values. `placesPerStart` is the value kept when the input leaves it out. */
async function serviceValues(ctx: RequestContext, raw: ServiceInput, placesPerStart: number) {
  // GraphQL may pass explicit nulls for the optional lists.
  const input = {
    ...raw,
    tagIds: raw.tagIds ?? [],
    amenityIds: raw.amenityIds ?? [],
    languageCodes: raw.languageCodes ?? [],
    paymentTypeCodes: raw.paymentTypeCodes ?? [],
    included: raw.included ?? [],
    characteristics: raw.characteristics ?? [],
  };
  const fields: Record<string, { id: string }> = {};
  if (input.minPeople > input.maxPeople) fields.minPeople = { id: 'catalog.minAboveMax' };
  const places = input.placesPerStart ?? placesPerStart;
  if (places < input.minPeople && !fields.minPeople) fields.placesPerStart = { id: 'catalog.placesBelowMin' };
  if (input.cancellationPolicy !== CancellationPolicy.NO_REFUND && !input.cancellationBefore)
    fields.cancellationBefore = { id: 'catalog.cancellationBeforeRequired' };
  const [category, region, tags, amenities, languages, paymentTypes] = await allReads(ctx, [
    () => ctx.manager.findOneBy(Category, { id: input.categoryId }),
    () => ctx.manager.findOneBy(Region, { id: input.regionId }),
    () => (input.tagIds.length ? ctx.manager.findBy(Tag, { id: In(input.tagIds) }) : []),
    () => (input.amenityIds.length ? ctx.manager.findBy(Amenity, { id: In(input.amenityIds) }) : []),
    () => (input.languageCodes.length ? ctx.manager.findBy(Language, { code: In(input.languageCodes) }) : []),
    () => (input.paymentTypeCodes.length ? ctx.manager.findBy(PaymentType, { code: In(input.paymentTypeCodes) }) : []),
  ]);
  if (!category) fields.categoryId = { id: 'catalog.unknownCategory' };
  if (!region) fields.regionId = { id: 'catalog.unknownRegion' };
  if (tags.length !== new Set(input.tagIds).size) fields.tagIds = { id: 'catalog.unknownTags' };
  if (amenities.length !== new Set(input.amenityIds).size) fields.amenityIds = { id: 'catalog.unknownAmenities' };
  if (languages.length !== new Set(input.languageCodes).size) fields.languageCodes = { id: 'catalog.unknownLanguages' };
  if (paymentTypes.length !== new Set(input.paymentTypeCodes).size) fields.paymentTypeCodes = { id: 'catalog.unknownPaymentTypes' };
  if (Object.keys(fields).length > 0) throw invalidInput(fields);

  return {
    columns: {
      title: input.title.trim(),
      categoryId: input.categoryId,
      regionId: input.regionId,
      description: input.description.trim(),
      ownerStatement: input.ownerStatement.trim(),
      microLocation: input.microLocation.trim(),
      included: input.included.map((item) => item.trim()),
      characteristics: input.characteristics.map((item) => item.trim()),
      remark: input.remark?.trim() || null,
      arrivalInstructions: input.arrivalInstructions?.trim() || null,
      meetingPoint: input.meetingPoint.trim(),
      meetingLatitude: input.meetingLatitude,
      meetingLongitude: input.meetingLongitude,
      country: input.country.toUpperCase(),
      distances: input.distances.map((distance) => ({ place: distance.place.trim(), km: distance.km })),
      minPeople: input.minPeople,
      maxPeople: input.maxPeople,
      placesPerStart: places,
      advanceHours: input.advanceHours,
      answerMinutes: Math.round(input.answerTimeHours * 60),
      cancellationPolicy: input.cancellationPolicy,
      cancellationBefore: input.cancellationPolicy === CancellationPolicy.NO_REFUND ? null : (input.cancellationBefore ?? null),
      exclusive: input.exclusive,
      enabled: input.enabled,
    },
    relations: {
      tags: tags as Tag[],
      amenities: amenities as Amenity[],
      languages: languages as Language[],
      paymentTypes: paymentTypes as PaymentType[],
    },
  };
}

export async function getOwnService(ctx: RequestContext, serviceId: number): Promise<Service> {
  const [service] = await withLinks(ctx, [await ownService(ctx, serviceId)]);
  return service;
}

export async function listBrandServices(ctx: RequestContext, brandId: number): Promise<Service[]> {
  const brand = await ownBrand(ctx, brandId);
  return withLinks(ctx, await ctx.manager.find(Service, { where: { brandId: brand.id, archivedAt: IsNull() }, order: { id: 'ASC' } }));
}

export async function createService(ctx: RequestContext, brandId: number, input: ServiceInput): Promise<Service> {
  const brand = await ownBrand(ctx, brandId);
  const { columns, relations } = await serviceValues(ctx, input, input.maxPeople);
  const saved = await inTransaction(ctx, (tx) =>
    tx.manager.save(Service, { ...columns, ...relations, brandId: brand.id, status: ServiceStatus.DRAFT }),
  );
  return getOwnService(ctx, saved.id);
}

/**
 * Writes the edited columns and links only, under the row lock: a staff decision or an active
 * toggle committed meanwhile (status, approvedAt, enabled…) is kept, never overwritten with a stale copy.
 * On a live (approved) service the reviewed fields (what guests read) go to its pending revision
 * and the approved version stays public; the booking terms apply at once.
 */
export async function updateService(ctx: RequestContext, serviceId: number, input: ServiceInput): Promise<Service> {
  return inTransaction(ctx, async (tx) => {
    const service = await ownService(tx, serviceId, { lock: true });
    const { columns, relations } = await serviceValues(tx, input, service.placesPerStart);
    if (service.status !== ServiceStatus.APPROVED) {
      await tx.manager.save(Service, { id: service.id, ...columns, ...relations });
      return getOwnService(tx, serviceId);
    }
    const {
      title,
      categoryId,
      regionId,
      description,
      ownerStatement,
      microLocation,
      included,
      characteristics,
      remark,
      arrivalInstructions,
      meetingPoint,
      meetingLatitude,
      meetingLongitude,
      country,
      distances,
      ...bookingTerms
    } = columns;
    const proposed: ServiceRevisionValues = {
      title,
      categoryId,
      regionId,
      description,
      ownerStatement,
      microLocation,
      included,
      characteristics,
      remark,
      arrivalInstructions,
      meetingPoint,
      meetingLatitude,
      meetingLongitude,
      country,
      distances,
      tagIds: relations.tags.map((tag) => tag.id),
      amenityIds: relations.amenities.map((amenity) => amenity.id),
      languageCodes: relations.languages.map((language) => language.code),
    };
    await tx.manager.save(Service, { id: service.id, ...bookingTerms, paymentTypes: relations.paymentTypes });
    const [approved] = await withLinks(tx, [service]);
    await proposeRevision(tx, approved, proposed);
    return getOwnService(tx, serviceId);
  });
}

/**
 * Archives the service: it leaves the provider's lists, the public catalog and editing, but its
 * row stays, so the slots, holds and bookings that refer to it keep their meaning.
 */
export async function deleteService(ctx: RequestContext, serviceId: number): Promise<void> {
  const service = await ownService(ctx, serviceId);
  await ctx.manager.update(Service, { id: service.id }, { archivedAt: () => 'now()' });
}

/** The temporary visibility toggle. */
export async function setServiceEnabled(ctx: RequestContext, serviceId: number, enabled: boolean): Promise<Service> {
  const service = await ownService(ctx, serviceId);
  // One column: a concurrent edit or review keeps its own columns.
  await ctx.manager.update(Service, { id: service.id }, { enabled });
  return getOwnService(ctx, serviceId);
}

/** DRAFT or RETURNED → SUBMITTED, once it has an offer and a photo; the first one brings the company its cooperation agreement. */
export async function submitForApproval(ctx: RequestContext, serviceId: number): Promise<Service> {
  return inTransaction(ctx, async (tx) => {
    const service = await ownService(tx, serviceId, { lock: true });
    if (service.status === ServiceStatus.SUBMITTED || service.status === ServiceStatus.APPROVED) return getOwnService(tx, serviceId);
    const [offers, photos] = await allReads(tx, [
      () => tx.manager.countBy(Offer, { serviceId, archivedAt: IsNull() }),
      () => tx.manager.countBy(Photo, { serviceId }),
    ]);
    if (offers === 0 || photos === 0) throw new DomainError('UNPROCESSABLE', { id: 'catalog.notSubmittable' });
    await tx.manager.update(Service, { id: serviceId }, { status: ServiceStatus.SUBMITTED, submittedAt: new Date(), reviewNote: null });
    await tx.manager.insert(ReviewEvent, { serviceId, kind: ReviewEventKind.SUBMITTED });
    await offerAgreementToCaller(tx);
    return getOwnService(tx, serviceId);
  });
}
