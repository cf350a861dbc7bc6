// Finds what a public page says about itself (PageHead) from its path: a service, brand, category,
// destination or fixed page, or where a service's non-canonical address leads; a fixed, small number
// of queries per page, kept for a minute per path unless the catalog changes first (catalog-changes.ts).
import { publicServicePath, slugify } from '../../../../common/service-links.js';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import type { Locale } from '../../shared/i18n/index.js';
import { nameIn } from '../../shared/localized.js';
import { catalogVersion } from '../catalog/catalog-changes.js';
import { publicService } from '../catalog/public-catalog.service.js';
import type { PublicService } from '../catalog/public-service.types.js';
import { publicBrand } from '../owner/owner.service.js';
import { latestServiceReviews } from '../reviews/review-public.service.js';
import type { PublicReview } from '../reviews/review.types.js';
import { Category, Region } from '../reference/reference.entities.js';
import { localizedUrl, summary, type PageHead } from './page-head.js';
import { PAGE_TEXT, STATIC_PAGES } from './page-texts.js';
import { servicePageId } from './route-chunks.js';

export interface PageMetadata {
  status: 200 | 404;
  head: PageHead;
}

/** A public service's address with an old or wrong slug or region: it moved for good to `location` (a path). */
export interface PageRedirect {
  status: 301;
  location: string;
}

const BRAND_PATH = /^\/brand\/([a-z0-9-]{1,200})\/(\d{1,9})$/;
const CATEGORY_PATH = /^\/category\/([a-z0-9-]{1,100})$/;
const DESTINATION_PATH = /^\/destination\/([a-z0-9-]{1,100})$/;

export const SHARE_IMAGE = { width: 1200, height: 630 };

function isNotFound(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'NOT_FOUND';
}

function notFoundPage(path: string, locale: Locale): PageMetadata {
  const text = PAGE_TEXT[locale].notFound;
  return { status: 404, head: { ...text, path, locale, ogType: 'website', noindex: true } };
}

/** The image service's 1200×630 crop of a photo, as an absolute URL. */
export function shareImageUrl(publicUrl: string, photoUrl: string): string {
  const url = new URL(photoUrl, publicUrl);
  url.searchParams.set('width', String(SHARE_IMAGE.width));
  url.searchParams.set('height', String(SHARE_IMAGE.height));
  url.searchParams.set('fit', 'cover');
  url.searchParams.set('auto', 'format');
  return url.href;
}

/** Reviews shown in a service page's JSON-LD (Google's review snippets take a few). */
export const JSON_LD_REVIEWS = 5;

function serviceJsonLd(
  service: PublicService,
  reviews: PublicReview[],
  url: string,
  image: string | undefined,
  publicUrl: string,
  locale: Locale,
): object[] {
  const prices = service.offers.map((offer) => offer.calculatedPrice);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'TouristTrip'],
    '@id': url,
    name: service.title,
    description: summary(service.description, 500),
    url,
    category: service.categoryName,
    brand: { '@type': 'Brand', name: service.brandName },
    provider: {
      '@type': 'Organization',
      name: service.brandName,
      url: localizedUrl(publicUrl, `/brand/${slugify(service.brandName)}/${service.brandId}`, locale),
    },
    touristType: service.tags,
    ...(image ? { image: [image] } : {}),
  };
  if (prices.length > 0) {
    product.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: service.priceFrom ?? Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      offers: service.offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.name,
        price: offer.calculatedPrice,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
      })),
    };
  }
  if (service.rating.count > 0 && service.rating.average !== null) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: service.rating.average,
      ratingCount: service.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
    product.review = reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.overall, bestRating: 5, worstRating: 1 },
      datePublished: review.createdAt.toISOString().slice(0, 10),
      ...(review.text ? { reviewBody: review.text } : {}),
      inLanguage: review.language,
    }));
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: PAGE_TEXT[locale].home, item: localizedUrl(publicUrl, '/', locale) },
      { name: service.regionName, item: localizedUrl(publicUrl, `/destination/${service.regionSlug}`, locale) },
      { name: service.categoryName, item: localizedUrl(publicUrl, `/category/${service.categorySlug}`, locale) },
      { name: service.title, item: url },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
  return [product, breadcrumbs];
}

async function servicePage(
  ctx: RequestContext,
  asked: string,
  serviceId: number,
  publicUrl: string,
): Promise<PageMetadata | PageRedirect | null> {
  let service: PublicService;
  try {
    // Only a public service is found: a hidden one is a 404 like a missing one, its address never told.
    service = await publicService(ctx, serviceId);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const path = publicServicePath(service.regionSlug, service.title, service.serviceId);
  if (asked !== path) return { status: 301, location: path };
  const url = localizedUrl(publicUrl, path, ctx.locale);
  const image = service.primaryPhoto ? shareImageUrl(publicUrl, service.primaryPhoto.url) : undefined;
  const reviews = service.rating.count > 0 ? await latestServiceReviews(ctx, service.serviceId, JSON_LD_REVIEWS) : [];
  return {
    status: 200,
    head: {
      title: service.title,
      description: summary(service.description),
      path,
      locale: ctx.locale,
      ogType: 'product',
      image,
      imageAlt: service.primaryPhoto?.description || service.title,
      jsonLd: serviceJsonLd(service, reviews, url, image, publicUrl, ctx.locale),
    },
  };
}

async function brandPage(ctx: RequestContext, brandId: number, publicUrl: string): Promise<PageMetadata | null> {
  try {
    const brand = await publicBrand(ctx, brandId);
    const path = `/brand/${slugify(brand.name)}/${brand.id}`;
    const description = summary(brand.description) || PAGE_TEXT[ctx.locale].brandDescription(brand.name);
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: brand.name,
      description,
      url: localizedUrl(publicUrl, path, ctx.locale),
      address: brand.address,
      geo: { '@type': 'GeoCoordinates', latitude: brand.latitude, longitude: brand.longitude },
    };
    return { status: 200, head: { title: brand.name, description, path, locale: ctx.locale, ogType: 'profile', jsonLd: [jsonLd] } };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function categoryPage(ctx: RequestContext, slug: string): Promise<PageMetadata | null> {
  const category = await ctx.manager.findOneBy(Category, { slug });
  if (!category) return null;
  const text = PAGE_TEXT[ctx.locale].category(nameIn(category, ctx.locale));
  return { status: 200, head: { ...text, path: `/category/${slug}`, locale: ctx.locale, ogType: 'website' } };
}

async function destinationPage(ctx: RequestContext, slug: string): Promise<PageMetadata | null> {
  const region = await ctx.manager.findOneBy(Region, { slug });
  if (!region) return null;
  const text = PAGE_TEXT[ctx.locale].destination(nameIn(region, ctx.locale));
  return { status: 200, head: { ...text, path: `/destination/${slug}`, locale: ctx.locale, ogType: 'website' } };
}

/**
 * The head of the public page at `path` in the context's language: 404 with noindex for a
 * storefront address whose service, brand, category or destination does not exist (or is not
 * published); a redirect for a public service asked at another address than its canonical one;
 * null for paths that are not storefront pages (the app's own screens).
 */
export async function pageMetadata(ctx: RequestContext, path: string, publicUrl: string): Promise<PageMetadata | PageRedirect | null> {
  const fixed = STATIC_PAGES[path];
  if (fixed) return { status: 200, head: { ...fixed[ctx.locale], path, locale: ctx.locale, ogType: 'website' } };
  let match = BRAND_PATH.exec(path);
  if (match) return (await brandPage(ctx, Number(match[2]), publicUrl)) ?? notFoundPage(path, ctx.locale);
  match = CATEGORY_PATH.exec(path);
  if (match) return (await categoryPage(ctx, match[1])) ?? notFoundPage(path, ctx.locale);
  match = DESTINATION_PATH.exec(path);
  if (match) return (await destinationPage(ctx, match[1])) ?? notFoundPage(path, ctx.locale);
  const serviceId = servicePageId(path);
  if (serviceId !== null) return (await servicePage(ctx, path, serviceId, publicUrl)) ?? notFoundPage(path, ctx.locale);
  return null;
}

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 1_000;

/**
 * pageMetadata kept for a minute per language and path (found pages and redirects only, so a new page
 * shows at once), and only while the catalog version it was read under holds (a hidden service is 404
 * at once, a renamed one's old address leads to its new one).
 */
export function cachedPageMetadata(now: () => number = Date.now, versionNow: () => number = catalogVersion) {
  const cache = new Map<string, { until: number; version: number; page: PageMetadata | PageRedirect | null }>();
  return async (ctx: RequestContext, path: string, publicUrl: string): Promise<PageMetadata | PageRedirect | null> => {
    const key = `${ctx.locale} ${path}`;
    const hit = cache.get(key);
    if (hit && hit.until > now() && hit.version === versionNow()) return hit.page;
    const version = versionNow();
    const page = await pageMetadata(ctx, path, publicUrl);
    cache.delete(key);
    if ((page?.status === 200 || page?.status === 301) && versionNow() === version) {
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { until: now() + CACHE_MS, version, page });
    }
    return page;
  };
}
