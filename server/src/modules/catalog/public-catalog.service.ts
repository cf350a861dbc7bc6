// The public catalog: approved, active (and not partner-exclusive) services for guests.
// Every list costs a fixed number of queries, whatever the page size: one page query with its
// category, region and brand, one count, then offers, photos, tags, amenities and languages in bulk.
import type { SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { nameIn } from '../../shared/localized.js';
import { centsToEuros } from '../../shared/money.js';
import { allReads } from '../../shared/transaction.js';
import { Brand } from '../owner/brand.entity.js';
import { Category, Region } from '../reference/reference.entities.js';
import { Offer } from './offer.entity.js';
import { Photo, PhotoReviewState } from './photo.entity.js';
import { priceFrom } from './price-from.js';
import { PublicPhoto, PublicService, ServicePage } from './public-service.types.js';
import { CancellationPolicy, Service, ServiceStatus } from './service.entity.js';

export interface PageRequest {
  page: number;
  size: number;
}

export const MAX_PAGE_SIZE = 100;
type Order = 'title' | 'latest' | 'popular';

/** Services guests may see: approved, active, not exclusive, not archived (with category, region and brand). */
export function visible(ctx: RequestContext): SelectQueryBuilder<Service> {
  return ctx.manager
    .createQueryBuilder(Service, 'service')
    .innerJoinAndSelect('service.category', 'category')
    .innerJoinAndSelect('service.region', 'region')
    .innerJoinAndSelect('service.brand', 'brand')
    .where('service.status = :approved AND service.enabled AND NOT service.exclusive AND service.archived_at IS NULL', { approved: ServiceStatus.APPROVED });
}

function ordered(query: SelectQueryBuilder<Service>, order: Order): SelectQueryBuilder<Service> {
  if (order === 'latest') return query.orderBy('service.approved_at', 'DESC').addOrderBy('service.id', 'DESC');
  if (order === 'popular') return query.orderBy('service.booking_count', 'DESC').addOrderBy('service.approved_at', 'DESC').addOrderBy('service.id', 'DESC');
  return query.orderBy('service.title', 'ASC').addOrderBy('service.id', 'ASC');
}

function photoView(photo: Photo): PublicPhoto {
  return { name: photo.name, url: photo.url, description: photo.description, width: photo.width, height: photo.height, primary: photo.primary };
}

async function namesByService(ctx: RequestContext, sql: string, ids: number[], nameColumn: string): Promise<Map<number, string[]>> {
  const rows: { service_id: number; name: string }[] = await ctx.manager.query(sql.replace('$name', nameColumn), [ids]);
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.service_id, [...(map.get(row.service_id) ?? []), row.name]);
  return map;
}

/** Turns services loaded with category, region and brand into their public shape with 5 more queries in all. */
export async function present(ctx: RequestContext, services: Service[]): Promise<PublicService[]> {
  if (services.length === 0) return [];
  const ids = services.map((service) => service.id);
  const name = ctx.locale === 'hr' ? 'name_hr' : 'name_en';
  const [offers, photos, tags, amenities, languages] = await allReads(ctx, [
    () => ctx.manager.createQueryBuilder(Offer, 'offer').where('offer.service_id = ANY(:ids) AND offer.archived_at IS NULL', { ids }).orderBy('offer.sort_order').addOrderBy('offer.id').getMany(),
    () => ctx.manager.createQueryBuilder(Photo, 'photo').where('photo.service_id = ANY(:ids) AND photo.is_primary AND photo.review_state = :approved', { ids, approved: PhotoReviewState.APPROVED }).getMany(),
    () => namesByService(ctx, 'SELECT st.service_id, t.$name AS name FROM service_tag st JOIN tag t ON t.id = st.tag_id WHERE st.service_id = ANY($1) ORDER BY t.id', ids, name),
    () => namesByService(ctx, 'SELECT sa.service_id, a.$name AS name FROM service_amenity sa JOIN amenity a ON a.id = sa.amenity_id WHERE sa.service_id = ANY($1) ORDER BY a.id', ids, name),
    () => namesByService(ctx, 'SELECT sl.service_id, l.$name AS name FROM service_language sl JOIN language l ON l.code = sl.language_code WHERE sl.service_id = ANY($1) ORDER BY l.code', ids, name),
  ]);
  return services.map((service) => {
    const own = offers.filter((offer) => offer.serviceId === service.id);
    const from = priceFrom(own);
    const cover = photos.find((photo) => photo.serviceId === service.id);
    const category = service.category!;
    const region = service.region!;
    return {
      serviceId: service.id,
      title: service.title,
      conditions: {
        minPeople: service.minPeople,
        maxPeople: service.maxPeople,
        advance: service.advanceHours,
        cancellation: service.cancellationPolicy === CancellationPolicy.NO_REFUND ? 0 : (service.cancellationBefore ?? 0),
        cancellationPolicy: service.cancellationPolicy,
        maxResponseTime: service.answerMinutes,
      },
      categoryId: category.id,
      categoryName: nameIn(category, ctx.locale),
      categorySlug: category.slug,
      ownerStatement: service.ownerStatement,
      tags: tags.get(service.id) ?? [],
      description: service.description,
      includedInTheService: service.included,
      characteristics: service.characteristics,
      amenities: amenities.get(service.id) ?? [],
      spLanguages: languages.get(service.id) ?? [],
      remark: service.remark,
      microLocation: service.microLocation,
      primaryPhoto: cover ? photoView(cover) : null,
      lastModified: service.updatedAt,
      regionId: region.id,
      regionName: nameIn(region, ctx.locale),
      regionSlug: region.slug,
      location: { address: service.meetingPoint, latitude: service.meetingLatitude, longitude: service.meetingLongitude, arrivalInstructions: service.arrivalInstructions },
      country: service.country,
      nearByLocations: service.distances,
      offers: own,
      priceFrom: from && centsToEuros(from.cents),
      priceFromType: from?.priceType ?? null,
      priceFromGroupNumber: from?.groupNumber ?? null,
      bookable: own.length > 0,
      brandId: service.brandId,
      brandName: service.brand!.name,
    };
  });
}

async function page(ctx: RequestContext, query: SelectQueryBuilder<Service>, request: PageRequest, order: Order): Promise<ServicePage> {
  const size = Math.min(Math.max(request.size, 1), MAX_PAGE_SIZE);
  const [services, total] = await ordered(query, order).skip(request.page * size).take(size).getManyAndCount();
  return { content: await present(ctx, services), totalElements: total, totalPages: Math.ceil(total / size), page: request.page, size };
}

export function listServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return page(ctx, visible(ctx), request, 'title');
}

export function listPopularServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return page(ctx, visible(ctx), request, 'popular');
}

export function listLatestServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return page(ctx, visible(ctx), request, 'latest');
}

export async function listCategoryServices(ctx: RequestContext, slug: string, request: PageRequest): Promise<ServicePage> {
  if (!(await ctx.manager.existsBy(Category, { slug }))) throw notFound();
  return page(ctx, visible(ctx).andWhere('category.slug = :slug', { slug }), request, 'popular');
}

export async function listRegionServices(ctx: RequestContext, slug: string, request: PageRequest): Promise<ServicePage> {
  if (!(await ctx.manager.existsBy(Region, { slug }))) throw notFound();
  return page(ctx, visible(ctx).andWhere('region.slug = :slug', { slug }), request, 'popular');
}

export async function listBrandPublicServices(ctx: RequestContext, brandId: number): Promise<PublicService[]> {
  if (!(await ctx.manager.existsBy(Brand, { id: brandId }))) throw notFound();
  return present(ctx, await ordered(visible(ctx).andWhere('service.brand_id = :brandId', { brandId }), 'title').getMany());
}

export async function publicService(ctx: RequestContext, serviceId: number): Promise<PublicService> {
  const service = await visible(ctx).andWhere('service.id = :serviceId', { serviceId }).getOne();
  if (!service) throw notFound();
  return (await present(ctx, [service]))[0];
}

export async function publicServicePhotos(ctx: RequestContext, serviceId: number): Promise<PublicPhoto[]> {
  if (!(await visible(ctx).andWhere('service.id = :serviceId', { serviceId }).getExists())) throw notFound();
  // Photos added to a live service wait for staff (see photo.service.ts).
  const photos = await ctx.manager.find(Photo, { where: { serviceId, reviewState: PhotoReviewState.APPROVED }, order: { primary: 'DESC', sortOrder: 'ASC', id: 'ASC' } });
  return photos.map(photoView);
}

/** Up to 6 other services: same category first, then same region. */
export async function relatedServices(ctx: RequestContext, serviceId: number): Promise<PublicService[]> {
  const service = await visible(ctx).andWhere('service.id = :serviceId', { serviceId }).getOne();
  if (!service) throw notFound();
  const related = await visible(ctx)
    .andWhere('service.id <> :serviceId', { serviceId })
    .andWhere('(service.category_id = :categoryId OR service.region_id = :regionId)', { categoryId: service.categoryId, regionId: service.regionId })
    .addSelect('CASE WHEN service.category_id = :categoryId THEN 0 ELSE 1 END', 'relevance')
    .orderBy('relevance', 'ASC')
    .addOrderBy('service.booking_count', 'DESC')
    .addOrderBy('service.id', 'ASC')
    // Only many-to-one joins, so a plain LIMIT is exact.
    .limit(6)
    .getMany();
  return present(ctx, related);
}

/** What guests would see of the provider's own service, whatever its state (the preview). */
export async function previewService(ctx: RequestContext, service: Service): Promise<PublicService> {
  const loaded = await ctx.manager
    .createQueryBuilder(Service, 'service')
    .innerJoinAndSelect('service.category', 'category')
    .innerJoinAndSelect('service.region', 'region')
    .innerJoinAndSelect('service.brand', 'brand')
    .where('service.id = :id', { id: service.id })
    .getOneOrFail();
  return (await present(ctx, [loaded]))[0];
}
