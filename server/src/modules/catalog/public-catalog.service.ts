// The public catalog: the services guests may see (service-visibility.ts), and their search. A list
// costs two SQL statements whatever its size and filters: one finds the page's ids and the total,
// one loads those services with category, region, brand, offers, cover photo, tags, amenities and
// languages (JSON aggregated). The date filter (scheduling) adds one more.
import type { SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound } from '../../shared/errors.js';
import { centsToEuros } from '../../shared/money.js';
import { Brand } from '../owner/brand.entity.js';
import { Offer, PriceType } from './offer.entity.js';
import { Photo, PhotoReviewState } from './photo.entity.js';
import { priceFrom } from './price-from.js';
import { ratingOf, ratingSql, type RatingRow } from './service-rating.js';
import { PublicPhoto, PublicService, ServicePage } from './public-service.types.js';
import { DURATION_MINUTES, ServiceSort, type ServiceFilter } from './service-search.args.js';
import { CancellationPolicy, KeyLocationDistance, Service } from './service.entity.js';
import { publicServiceSql, viewerOf, wherePublicService, type ServiceViewer } from './service-visibility.js';

export interface PageRequest {
  page: number;
  size: number;
}

export const MAX_PAGE_SIZE = 100;
/** Words of a search beyond this many are ignored. */
const MAX_SEARCH_WORDS = 8;

/** Services guests may see (service-visibility.ts), with category, region and brand. */
export function visible(ctx: RequestContext): SelectQueryBuilder<Service> {
  const query = ctx.manager
    .createQueryBuilder(Service, 'service')
    .innerJoinAndSelect('service.category', 'category')
    .innerJoinAndSelect('service.region', 'region')
    .innerJoinAndSelect('service.brand', 'brand');
  return wherePublicService(query, 'service', viewerOf(ctx));
}

function photoView(photo: Pick<Photo, 'name' | 'url' | 'description' | 'width' | 'height' | 'primary'>): PublicPhoto {
  return {
    name: photo.name,
    url: photo.url,
    description: photo.description,
    width: photo.width,
    height: photo.height,
    primary: photo.primary,
  };
}

/** Positional parameters of a raw statement. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface PublicRow {
  id: number;
  title: string;
  min_people: number;
  max_people: number;
  advance_hours: number;
  cancellation_policy: CancellationPolicy;
  cancellation_before: number | null;
  answer_minutes: number;
  exclusive: boolean;
  owner_statement: string;
  description: string;
  included: string[];
  characteristics: string[];
  remark: string | null;
  micro_location: string;
  /** ISO 8601 with offset (the row comes as JSON). */
  updated_at: string;
  meeting_point: string;
  meeting_latitude: number;
  meeting_longitude: number;
  arrival_instructions: string | null;
  country: string;
  distances: KeyLocationDistance[];
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  region_id: number;
  region_name: string;
  region_slug: string;
  offers: Omit<Offer, 'identifier' | 'priceType' | 'initPrice' | 'calculatedPrice' | 'discountRate' | 'duration'>[];
  cover: { name: string; description: string; width: number; height: number } | null;
  tags: string[];
  amenities: string[];
  languages: string[];
  rating: RatingRow | null;
}

function presentSql(nameColumn: string, where: string): string {
  const name = nameColumn;
  return `SELECT s.id, s.title, s.min_people, s.max_people, s.advance_hours, s.cancellation_policy, s.cancellation_before, s.answer_minutes, s.exclusive,
      s.owner_statement, s.description, s.included, s.characteristics, s.remark, s.micro_location, s.updated_at, s.meeting_point,
      s.meeting_latitude, s.meeting_longitude, s.arrival_instructions, s.country, s.distances, s.brand_id, b.name AS brand_name,
      c.id AS category_id, c.${name} AS category_name, c.slug AS category_slug, r.id AS region_id, r.${name} AS region_name, r.slug AS region_slug,
      COALESCE((SELECT json_agg(json_build_object('id', o.id, 'serviceId', o.service_id, 'name', o.name, 'description', o.description,
          'durationMinutes', o.duration_minutes, 'difficulty', o.difficulty, 'priceTypeValue', o.price_type, 'groupNumber', o.group_size,
          'priceCents', o.price_cents, 'discountPriceCents', o.discount_price_cents, 'sortOrder', o.sort_order) ORDER BY o.sort_order, o.id)
        FROM offer o WHERE o.service_id = s.id AND o.archived_at IS NULL), '[]') AS offers,
      (SELECT json_build_object('name', p.file_name, 'description', p.description, 'width', p.width, 'height', p.height)
        FROM photo p WHERE p.service_id = s.id AND p.is_primary AND p.review_state = '${PhotoReviewState.APPROVED}' ORDER BY p.id LIMIT 1) AS cover,
      ARRAY(SELECT t.${name} FROM service_tag st JOIN tag t ON t.id = st.tag_id WHERE st.service_id = s.id ORDER BY t.id) AS tags,
      ARRAY(SELECT a.${name} FROM service_amenity sa JOIN amenity a ON a.id = sa.amenity_id WHERE sa.service_id = s.id ORDER BY a.id) AS amenities,
      ARRAY(SELECT l.${name} FROM service_language sl JOIN language l ON l.code = sl.language_code WHERE sl.service_id = s.id ORDER BY l.code) AS languages,
      ${ratingSql('s')} AS rating
    FROM service s
    JOIN category c ON c.id = s.category_id
    JOIN region r ON r.id = s.region_id
    JOIN brand b ON b.id = s.brand_id
    WHERE ${where}`;
}

function publicShape(row: PublicRow): PublicService {
  const offers = row.offers.map((offer) => Object.assign(new Offer(), offer));
  const from = priceFrom(offers);
  return {
    serviceId: row.id,
    title: row.title,
    conditions: {
      minPeople: row.min_people,
      maxPeople: row.max_people,
      advance: row.advance_hours,
      cancellation: row.cancellation_policy === CancellationPolicy.NO_REFUND ? 0 : (row.cancellation_before ?? 0),
      cancellationPolicy: row.cancellation_policy,
      maxResponseTime: row.answer_minutes,
    },
    categoryId: row.category_id,
    categoryName: row.category_name,
    categorySlug: row.category_slug,
    ownerStatement: row.owner_statement,
    tags: row.tags,
    description: row.description,
    includedInTheService: row.included,
    characteristics: row.characteristics,
    amenities: row.amenities,
    spLanguages: row.languages,
    remark: row.remark,
    microLocation: row.micro_location,
    primaryPhoto: row.cover ? photoView({ ...row.cover, url: `/api/photos/${row.cover.name}`, primary: true }) : null,
    lastModified: new Date(row.updated_at),
    regionId: row.region_id,
    regionName: row.region_name,
    regionSlug: row.region_slug,
    location: {
      address: row.meeting_point,
      latitude: row.meeting_latitude,
      longitude: row.meeting_longitude,
      arrivalInstructions: row.arrival_instructions,
    },
    country: row.country,
    nearByLocations: row.distances,
    offers,
    priceFrom: from && centsToEuros(from.cents),
    priceFromType: from?.priceType ?? null,
    priceFromGroupNumber: from?.groupNumber ?? null,
    bookable: offers.length > 0,
    exclusive: row.exclusive,
    brandId: row.brand_id,
    brandName: row.brand_name,
    rating: ratingOf(row.rating),
  };
}

/**
 * The public shape of these services, in the order of `ids`, in one statement. The rows come as one
 * JSON array: node-postgres parses one json value natively, where a page of rows with 35 columns
 * (text arrays, timestamps) would be parsed value by value in JavaScript on every list request.
 */
async function presentIds(ctx: RequestContext, ids: number[], options: { onlyVisible?: boolean } = {}): Promise<PublicService[]> {
  if (ids.length === 0) return [];
  const where = `s.id = ANY($1::int[])${options.onlyVisible ? ` AND ${publicServiceSql('s', viewerOf(ctx))}` : ''}`;
  const [{ rows }]: { rows: PublicRow[] }[] = await ctx.manager.query(
    `SELECT COALESCE(json_agg(presented), '[]') AS rows FROM (${presentSql(ctx.locale === 'hr' ? 'name_hr' : 'name_en', where)}) presented`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [publicShape(row)] : [];
  });
}

/** Turns services into their public shape with one more query in all, whatever their number. */
export function present(ctx: RequestContext, services: Pick<Service, 'id'>[]): Promise<PublicService[]> {
  return presentIds(
    ctx,
    services.map((service) => service.id),
  );
}

/** The words of a search, lower-cased; accents are removed in SQL (lokalno_unaccent). */
export function searchWords(q: string | null | undefined): string[] {
  const words =
    (q ?? '')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, MAX_SEARCH_WORDS);
}

// Popular: booking demand of the last 90 days, then bookings ever accepted; between equals the
// service published longer ago first, so a brand-new service with no bookings comes last, not first.
const ORDER_BY: Record<ServiceSort, string> = {
  RELEVANCE: 'rank DESC, demand DESC, booking_count DESC, id DESC',
  POPULAR: 'demand DESC, booking_count DESC, approved_at ASC NULLS LAST, id ASC',
  NEWEST: 'approved_at DESC NULLS LAST, id DESC',
  PRICE_ASC: 'price_from ASC NULLS LAST, id ASC',
  PRICE_DESC: 'price_from DESC NULLS LAST, id DESC',
  TITLE: 'title ASC, id ASC',
  RATING: 'rating_average DESC NULLS LAST, rating_count DESC, id ASC',
};

// Every word must be found: in the document (English stems or plain words, as a prefix) or, with a
// typo, among the title, tag, category and region words.
const ALL_WORDS_FOUND = `NOT EXISTS (SELECT 1 FROM typed WHERE NOT (
    ss.document @@ (to_tsquery('english', typed.word || ':*') || to_tsquery('simple', typed.word || ':*'))
    OR EXISTS (SELECT 1 FROM unnest(ss.words) AS w WHERE lokalno_typo_match(w.lexeme, typed.word))))`;
// Requests guests sent (still waiting or accepted) in the last 90 days. Read straight from the
// reservation table, as SQL only: catalog imports nothing of booking.
const RECENT_DEMAND = `(SELECT count(*) FROM reservation rd
    WHERE rd.service_id = s.id AND rd.state IN ('PENDING', 'ACCEPTED') AND rd.created_at >= now() - interval '90 days')`;
const RANK = `COALESCE(ts_rank(ss.document, (SELECT to_tsquery('english', string_agg(word || ':*', ' | ')) || to_tsquery('simple', string_agg(word || ':*', ' | ')) FROM typed)), 0)`;

export interface SearchOptions {
  /** The sort when the filter names none and has no q. */
  defaultSort: ServiceSort;
  /** Only these services (the date filter's answer). */
  onlyIds?: number[];
  /** A category or destination list: answer 404 when the slug is unknown. */
  requireKnown?: 'category' | 'destination';
}

interface PageRow {
  total: number;
  ids: number[];
  known: boolean | null;
}

function pageSql(filter: ServiceFilter, request: PageRequest, options: SearchOptions, params: Params, viewer: ServiceViewer): string {
  const words = searchWords(filter.q);
  const sort =
    filter.sort === ServiceSort.RELEVANCE && words.length === 0
      ? ServiceSort.POPULAR
      : (filter.sort ?? (words.length > 0 ? ServiceSort.RELEVANCE : options.defaultSort));
  const where = [publicServiceSql('s', viewer)];
  const joins: string[] = [];
  const priced = filter.priceMin != null || filter.priceMax != null || sort === ServiceSort.PRICE_ASC || sort === ServiceSort.PRICE_DESC;
  if (words.length > 0) {
    joins.push('JOIN service_search ss ON ss.service_id = s.id');
    where.push(ALL_WORDS_FOUND);
  }
  if (priced) {
    // The card's "from" price (price-from.ts): lowest per-person price, else the lowest group price.
    joins.push(`LEFT JOIN LATERAL (SELECT COALESCE(
        min(COALESCE(o.discount_price_cents, o.price_cents)) FILTER (WHERE o.price_type = '${PriceType.PER_PERSON}'),
        min(COALESCE(o.discount_price_cents, o.price_cents)) FILTER (WHERE o.price_type = '${PriceType.GROUP}')) AS cents
      FROM offer o WHERE o.service_id = s.id AND o.archived_at IS NULL) price ON true`);
  }
  const rated = sort === ServiceSort.RATING;
  if (rated) {
    // Verified reviews (reviews module) as SQL only; services without reviews come last.
    joins.push(`LEFT JOIN LATERAL (SELECT avg(g.overall) AS average, count(*) AS count
      FROM guest_review g WHERE g.service_id = s.id AND g.hidden_at IS NULL) rating ON true`);
  }
  if (filter.category) where.push(`c.slug = ${params.add(filter.category)}`);
  if (filter.destination) where.push(`r.slug = ${params.add(filter.destination)}`);
  if (filter.language)
    where.push(
      `EXISTS (SELECT 1 FROM service_language sl WHERE sl.service_id = s.id AND sl.language_code = ${params.add(filter.language)})`,
    );
  if (filter.people != null) where.push(`s.min_people <= ${params.add(filter.people)} AND s.max_people >= $${params.values.length}`);
  if (filter.priceMin != null) where.push(`price.cents >= ${params.add(Math.round(filter.priceMin * 100))}`);
  if (filter.priceMax != null) where.push(`price.cents <= ${params.add(Math.round(filter.priceMax * 100))}`);
  if (filter.duration) {
    const [shortest, longest] = DURATION_MINUTES[filter.duration];
    where.push(
      `EXISTS (SELECT 1 FROM offer od WHERE od.service_id = s.id AND od.archived_at IS NULL AND od.duration_minutes BETWEEN ${params.add(shortest)} AND ${params.add(longest)})`,
    );
  }
  if (options.onlyIds) where.push(`s.id = ANY(${params.add(options.onlyIds)}::int[])`);
  const typed =
    words.length > 0
      ? `typed AS (SELECT DISTINCT cleaned.word FROM unnest(${params.add(words)}::text[]) AS raw(word)
        CROSS JOIN LATERAL (SELECT regexp_replace(lokalno_unaccent(raw.word), '[^[:alnum:]]', '', 'g') AS word) cleaned WHERE cleaned.word <> ''),`
      : '';
  const known = options.requireKnown
    ? `EXISTS (SELECT 1 FROM ${options.requireKnown === 'category' ? 'category' : 'region'} WHERE slug = ${params.add(options.requireKnown === 'category' ? filter.category : filter.destination)})`
    : 'NULL';
  const size = Math.min(Math.max(request.size, 1), MAX_PAGE_SIZE);
  return `WITH ${typed} matched AS (
      SELECT s.id, s.booking_count, s.approved_at, s.title, ${priced ? 'price.cents' : 'NULL::int'} AS price_from, ${words.length > 0 ? RANK : '0'} AS rank,
        ${rated ? 'rating.average' : 'NULL::numeric'} AS rating_average, ${rated ? 'rating.count' : '0'} AS rating_count,
        ${sort === ServiceSort.POPULAR || sort === ServiceSort.RELEVANCE ? RECENT_DEMAND : '0'} AS demand
      FROM service s
      JOIN category c ON c.id = s.category_id
      JOIN region r ON r.id = s.region_id
      ${joins.join('\n')}
      WHERE ${where.join(' AND ')})
    SELECT (SELECT count(*)::int FROM matched) AS total,
      (SELECT COALESCE(array_agg(id ORDER BY position), '{}') FROM (
        SELECT id, row_number() OVER (ORDER BY ${ORDER_BY[sort]}) AS position FROM matched ORDER BY ${ORDER_BY[sort]} LIMIT ${params.add(size)} OFFSET ${params.add(request.page * size)}) paged) AS ids,
      ${known} AS known`;
}

/** One page of public services matching the filter (see ServiceSearchArgs), with its total. */
export async function searchPage(
  ctx: RequestContext,
  filter: ServiceFilter,
  request: PageRequest,
  options: SearchOptions,
): Promise<ServicePage> {
  if (filter.priceMin != null && filter.priceMax != null && filter.priceMax < filter.priceMin) {
    throw invalidInput({ priceMax: { id: 'search.priceRange', values: { min: filter.priceMin } } });
  }
  const size = Math.min(Math.max(request.size, 1), MAX_PAGE_SIZE);
  const params = new Params();
  const [row]: PageRow[] = await ctx.manager.query(pageSql(filter, request, options, params, viewerOf(ctx)), params.values);
  if (options.requireKnown && !row.known) throw notFound();
  return {
    content: await presentIds(ctx, row.ids),
    totalElements: row.total,
    totalPages: Math.ceil(row.total / size),
    page: request.page,
    size,
  };
}

export function listServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return searchPage(ctx, {}, request, { defaultSort: ServiceSort.TITLE });
}

export function listPopularServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return searchPage(ctx, {}, request, { defaultSort: ServiceSort.POPULAR });
}

export function listLatestServices(ctx: RequestContext, request: PageRequest): Promise<ServicePage> {
  return searchPage(ctx, {}, request, { defaultSort: ServiceSort.NEWEST });
}

export function listCategoryServices(ctx: RequestContext, slug: string, request: PageRequest): Promise<ServicePage> {
  return searchPage(ctx, { category: slug }, request, { defaultSort: ServiceSort.POPULAR, requireKnown: 'category' });
}

export function listRegionServices(ctx: RequestContext, slug: string, request: PageRequest): Promise<ServicePage> {
  return searchPage(ctx, { destination: slug }, request, { defaultSort: ServiceSort.POPULAR, requireKnown: 'destination' });
}

export async function listBrandPublicServices(ctx: RequestContext, brandId: number): Promise<PublicService[]> {
  if (!(await ctx.manager.existsBy(Brand, { id: brandId }))) throw notFound();
  const services = await visible(ctx)
    .andWhere('service.brand_id = :brandId', { brandId })
    .orderBy('service.title', 'ASC')
    .addOrderBy('service.id', 'ASC')
    .getMany();
  return present(ctx, services);
}

export async function publicService(ctx: RequestContext, serviceId: number): Promise<PublicService> {
  const [service] = await presentIds(ctx, [serviceId], { onlyVisible: true });
  if (!service) throw notFound();
  return service;
}

export async function publicServicePhotos(ctx: RequestContext, serviceId: number): Promise<PublicPhoto[]> {
  if (!(await visible(ctx).andWhere('service.id = :serviceId', { serviceId }).getExists())) throw notFound();
  // Photos added to a live service wait for staff (see photo.service.ts).
  const photos = await ctx.manager.find(Photo, {
    where: { serviceId, reviewState: PhotoReviewState.APPROVED },
    order: { primary: 'DESC', sortOrder: 'ASC', id: 'ASC' },
  });
  return photos.map(photoView);
}

/** Up to 6 other services: same category first, then same region. */
export async function relatedServices(ctx: RequestContext, serviceId: number): Promise<PublicService[]> {
  const service = await visible(ctx).andWhere('service.id = :serviceId', { serviceId }).getOne();
  if (!service) throw notFound();
  const related = await visible(ctx)
    .andWhere('service.id <> :serviceId', { serviceId })
    .andWhere('(service.category_id = :categoryId OR service.region_id = :regionId)', {
      categoryId: service.categoryId,
      regionId: service.regionId,
    })
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
export async function previewService(ctx: RequestContext, service: Pick<Service, 'id'>): Promise<PublicService> {
  const [preview] = await presentIds(ctx, [service.id]);
  if (!preview) throw notFound();
  return preview;
}
