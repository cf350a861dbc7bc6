// Revisions of live services: a provider's edit of what guests read (texts and new photos) waits
// here for staff, who approve it (copied onto the service in the same transaction) or send it back with a note.
import { In } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { nameIn } from '../../shared/localized.js';
import { allReads, inTransaction } from '../../shared/transaction.js';
import { Amenity, Category, Language, Region, Tag } from '../reference/reference.entities.js';
import { Photo, PhotoReviewState } from './photo.entity.js';
import { RevisionChange, RevisionReview } from './revision-review.types.js';
import { RevisionState, ServiceRevision, ServiceRevisionValues } from './service-revision.entity.js';
import { withLinks } from './service-links.js';
import { Service } from './service.entity.js';

/** The reviewed fields (see ServiceRevisionValues for why these and not the others). */
export const REVIEWED_FIELDS = [
  'title',
  'categoryId',
  'regionId',
  'tagIds',
  'amenityIds',
  'languageCodes',
  'description',
  'ownerStatement',
  'microLocation',
  'included',
  'characteristics',
  'remark',
  'arrivalInstructions',
  'meetingPoint',
  'meetingLatitude',
  'meetingLongitude',
  'country',
  'distances',
] as const satisfies readonly (keyof ServiceRevisionValues)[];

type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** The reviewed values of a service read with its links (tag, amenity and language ids). */
export function reviewedValuesOf(service: Service): ServiceRevisionValues {
  const values = {} as Record<ReviewedField, unknown>;
  for (const field of REVIEWED_FIELDS) values[field] = service[field];
  return values as unknown as ServiceRevisionValues;
}

/** Lists in the order the links are read back (ids ascending, codes by code), so equal sets compare equal. */
export function normalized(values: ServiceRevisionValues): ServiceRevisionValues {
  return {
    ...values,
    tagIds: [...new Set(values.tagIds)].sort((a, b) => a - b),
    amenityIds: [...new Set(values.amenityIds)].sort((a, b) => a - b),
    languageCodes: [...new Set(values.languageCodes)].sort(),
    distances: values.distances.map(({ place, km }) => ({ place, km })),
  };
}

// jsonb reorders object keys, so values compare by content, not by their JSON text.
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return (a ?? null) === (b ?? null);
}

export function changedFields(approved: ServiceRevisionValues, proposed: ServiceRevisionValues): ReviewedField[] {
  return REVIEWED_FIELDS.filter((field) => !same(approved[field], proposed[field]));
}

const hasPendingPhotos = (tx: RequestContext, serviceId: number) =>
  tx.manager.existsBy(Photo, { serviceId, reviewState: PhotoReviewState.PENDING });

/**
 * Saves the proposed values of a live service (its row already locked by the caller) as its pending
 * revision: a second edit updates the same revision; proposing the approved values again drops it,
 * unless new photos still wait with it.
 */
export async function proposeRevision(tx: RequestContext, service: Service, proposed: ServiceRevisionValues): Promise<void> {
  const values = normalized(proposed);
  const pending = await tx.manager.findOneBy(ServiceRevision, { serviceId: service.id, state: RevisionState.PENDING });
  if (changedFields(reviewedValuesOf(service), values).length === 0 && !(await hasPendingPhotos(tx, service.id))) {
    if (pending) await tx.manager.delete(ServiceRevision, { id: pending.id });
    return;
  }
  if (pending) await tx.manager.update(ServiceRevision, { id: pending.id }, { values });
  else await tx.manager.insert(ServiceRevision, { serviceId: service.id, values, state: RevisionState.PENDING });
}

/**
 * A photo was added to or removed from a live service (its row locked by the caller): a new photo
 * waits with the pending revision (a photo-only one when the texts are unchanged); a revision left
 * with neither changed fields nor new photos is dropped.
 */
export async function photosChanged(tx: RequestContext, service: Service): Promise<void> {
  const pending = await tx.manager.findOneBy(ServiceRevision, { serviceId: service.id, state: RevisionState.PENDING });
  const waiting = await hasPendingPhotos(tx, service.id);
  const [approved] = await withLinks(tx, [service]);
  if (!pending) {
    if (waiting)
      await tx.manager.insert(ServiceRevision, {
        serviceId: service.id,
        values: normalized(reviewedValuesOf(approved)),
        state: RevisionState.PENDING,
      });
    return;
  }
  if (!waiting && changedFields(reviewedValuesOf(approved), pending.values).length === 0) {
    await tx.manager.delete(ServiceRevision, { id: pending.id });
    return;
  }
  // Written again so its version goes up: staff decide on the photos too.
  await tx.manager.update(ServiceRevision, { id: pending.id }, { values: pending.values });
}

type Names = {
  categories: Map<number, string>;
  regions: Map<number, string>;
  tags: Map<number, string>;
  amenities: Map<number, string>;
  languages: Map<string, string>;
};

/** Names of every category, region, tag, amenity and language the values refer to (5 queries). */
async function namesFor(ctx: RequestContext, all: ServiceRevisionValues[]): Promise<Names> {
  const ids = (pick: (values: ServiceRevisionValues) => number[]) => [...new Set(all.flatMap(pick)), 0];
  const codes = [...new Set(all.flatMap((values) => values.languageCodes)), ''];
  const [categories, regions, tags, amenities, languages] = await allReads(ctx, [
    () => ctx.manager.findBy(Category, { id: In(ids((values) => [values.categoryId])) }),
    () => ctx.manager.findBy(Region, { id: In(ids((values) => [values.regionId])) }),
    () => ctx.manager.findBy(Tag, { id: In(ids((values) => values.tagIds)) }),
    () => ctx.manager.findBy(Amenity, { id: In(ids((values) => values.amenityIds)) }),
    () => ctx.manager.findBy(Language, { code: In(codes) }),
  ]);
  const byId = <K>(rows: { nameEn: string; nameHr: string }[], key: (row: never) => K) =>
    new Map(rows.map((row) => [key(row as never), nameIn(row, ctx.locale)]));
  return {
    categories: byId(categories, (row: Category) => row.id),
    regions: byId(regions, (row: Region) => row.id),
    tags: byId(tags, (row: Tag) => row.id),
    amenities: byId(amenities, (row: Amenity) => row.id),
    languages: byId(languages, (row: Language) => row.code),
  };
}

function asText(field: ReviewedField, values: ServiceRevisionValues, names: Names): string {
  const named = <K>(map: Map<K, string>, keys: K[]) => keys.map((key) => map.get(key) ?? String(key)).join(', ');
  switch (field) {
    case 'categoryId':
      return named(names.categories, [values.categoryId]);
    case 'regionId':
      return named(names.regions, [values.regionId]);
    case 'tagIds':
      return named(names.tags, values.tagIds);
    case 'amenityIds':
      return named(names.amenities, values.amenityIds);
    case 'languageCodes':
      return named(names.languages, values.languageCodes);
    case 'distances':
      return values.distances.map((distance) => `${distance.place}: ${distance.km} km`).join('\n');
    case 'included':
    case 'characteristics':
      return values[field].join('\n');
    default:
      return String(values[field] ?? '');
  }
}

/** Staff: pending revisions, oldest first, each with its service and the changed fields as text. */
export async function listRevisionsForReview(ctx: RequestContext): Promise<RevisionReview[]> {
  const revisions = await ctx.manager.find(ServiceRevision, {
    where: { state: RevisionState.PENDING },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  if (revisions.length === 0) return [];
  const services = await withLinks(ctx, await ctx.manager.findBy(Service, { id: In(revisions.map((revision) => revision.serviceId)) }));
  const live = revisions.flatMap((revision) => {
    const service = services.find((row) => row.id === revision.serviceId && row.archivedAt === null);
    return service ? [{ revision, service }] : [];
  });
  const names = await namesFor(
    ctx,
    live.flatMap(({ revision, service }) => [revision.values, reviewedValuesOf(service)]),
  );
  const photos = await ctx.manager.find(Photo, {
    where: { serviceId: In([...live.map(({ service }) => service.id), 0]), reviewState: PhotoReviewState.PENDING },
    order: { sortOrder: 'ASC', id: 'ASC' },
  });
  return live.map(({ revision, service }) => {
    const approved = reviewedValuesOf(service);
    const changes: RevisionChange[] = changedFields(approved, revision.values).map((field) => ({
      field,
      approvedValue: asText(field, approved, names),
      proposedValue: asText(field, revision.values, names),
    }));
    return { revision, service, changes, newPhotos: photos.filter((photo) => photo.serviceId === service.id) };
  });
}

/**
 * Locks the revision's service, then the revision (the order a provider's edit takes them in), and
 * checks it is pending and, when given, still the version the reviewer saw: staff decide what they read.
 */
async function lockPending(
  tx: RequestContext,
  revisionId: number,
  version?: number | null,
): Promise<{ revision: ServiceRevision; service: Service }> {
  const found = await tx.manager.findOneBy(ServiceRevision, { id: revisionId });
  if (!found) throw notFound();
  const service = await tx.manager.findOne(Service, { where: { id: found.serviceId }, lock: { mode: 'pessimistic_write' } });
  if (!service || service.archivedAt) throw notFound();
  const revision = await tx.manager.findOne(ServiceRevision, { where: { id: revisionId }, lock: { mode: 'pessimistic_write' } });
  if (!revision) throw notFound();
  if (revision.state !== RevisionState.PENDING) throw new DomainError('CONFLICT', { id: 'catalog.revisionNotPending' });
  if (version != null && version !== revision.version) throw new DomainError('CONFLICT', { id: 'catalog.revisionChanged' });
  return { revision, service };
}

/** The new photos go public with the revision; a service without a cover gets its first photo as cover. */
async function releasePhotos(tx: RequestContext, serviceId: number): Promise<void> {
  await tx.manager.update(Photo, { serviceId, reviewState: PhotoReviewState.PENDING }, { reviewState: PhotoReviewState.APPROVED });
  if (await tx.manager.existsBy(Photo, { serviceId, primary: true })) return;
  const first = await tx.manager.findOne(Photo, {
    where: { serviceId, reviewState: PhotoReviewState.APPROVED },
    order: { sortOrder: 'ASC', id: 'ASC' },
  });
  if (first) await tx.manager.update(Photo, { id: first.id }, { primary: true });
}

/** Staff: copies the proposed values onto the service and marks the revision approved, in one transaction. */
export function approveRevision(ctx: RequestContext, revisionId: number, version?: number | null): Promise<ServiceRevision> {
  return inTransaction(ctx, async (tx) => {
    const { revision, service } = await lockPending(tx, revisionId, version);
    const { tagIds, amenityIds, languageCodes, ...columns } = revision.values;
    await tx.manager.save(Service, {
      id: service.id,
      ...columns,
      tags: tagIds.map((id) => ({ id }) as Tag),
      amenities: amenityIds.map((id) => ({ id }) as Amenity),
      languages: languageCodes.map((code) => ({ code }) as Language),
    });
    await tx.manager.update(
      ServiceRevision,
      { id: revision.id },
      { state: RevisionState.APPROVED, decidedAt: new Date(), staffNote: null },
    );
    await releasePhotos(tx, service.id);
    return tx.manager.findOneByOrFail(ServiceRevision, { id: revision.id });
  });
}

/** Staff: sends the revision back with a note; the service and its public version stay as they are. */
export function returnRevision(ctx: RequestContext, revisionId: number, note: string, version?: number | null): Promise<ServiceRevision> {
  return inTransaction(ctx, async (tx) => {
    const { revision } = await lockPending(tx, revisionId, version);
    await tx.manager.update(
      ServiceRevision,
      { id: revision.id },
      { state: RevisionState.RETURNED, decidedAt: new Date(), staffNote: note.trim() },
    );
    await tx.manager.update(
      Photo,
      { serviceId: revision.serviceId, reviewState: PhotoReviewState.PENDING },
      { reviewState: PhotoReviewState.RETURNED },
    );
    return tx.manager.findOneByOrFail(ServiceRevision, { id: revision.id });
  });
}
