// REST paths for services, offers (variations) and photos of providers (spec section 7, Owner
// calls), staff review, and the public catalog. Static paths come before `{id}` paths.
import { z } from 'zod';
import { idParam, pageQuery } from './params.js';
import * as approval from '../modules/catalog/approval.service.js';
import {
  ContentRequestArgs,
  OfferInput,
  PhotoDescriptionInput,
  ReviewNoteArgs,
  RevisionApprovalArgs,
  RevisionReturnArgs,
  ServiceInput,
} from '../modules/catalog/catalog.inputs.js';
import { PageArgs } from '../shared/page.args.js';
import { ProviderProgress } from '../modules/catalog/catalog.resolver.js';
import { generateServiceContent, ServiceSummary } from '../modules/catalog/content-generation.service.js';
import { Offer } from '../modules/catalog/offer.entity.js';
import * as offers from '../modules/catalog/offer.service.js';
import { ownService } from '../modules/catalog/ownership.js';
import { Photo } from '../modules/catalog/photo.entity.js';
import * as photos from '../modules/catalog/photo.service.js';
import * as catalog from '../modules/catalog/public-catalog.service.js';
import { PublicPhoto, PublicService, ServicePage } from '../modules/catalog/public-service.types.js';
import { ReviewFilter, ServiceReview } from '../modules/catalog/service-review.types.js';
import { ServiceResources, serviceResources } from '../modules/catalog/service-resources.js';
import * as editing from '../modules/catalog/service-editing.service.js';
import { RevisionReview } from '../modules/catalog/revision-review.types.js';
import { ServiceRevision } from '../modules/catalog/service-revision.entity.js';
import {
  DurationBucket,
  MAX_PEOPLE,
  MAX_PRICE_EUR,
  MAX_QUERY_LENGTH,
  ServiceSearchArgs,
  ServiceSort,
} from '../modules/catalog/service-search.args.js';
import { searchServices } from '../modules/scheduling/service-search.service.js';
import * as revisions from '../modules/catalog/service-revision.service.js';
import { Service } from '../modules/catalog/service.entity.js';
import { defineRoute } from './route.js';

const owner = 'Provider: services';
const staff = 'Staff: review';
const publicTag = 'Catalog';
const id = z.object({ id: idParam() });
const slug = z.object({ slug: z.string().min(1).max(100) });
const paging = pageQuery;
/** The filters of the public lists; ServiceSearchArgs (the GraphQL arguments) checks them again. */
const search = pageQuery.extend({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH)
    .optional()
    .describe('Words to find (title, description, tags, category, region; diacritics and a typo tolerated)'),
  category: z.string().max(100).optional().describe('Category slug'),
  destination: z.string().max(100).optional().describe('Destination (region) slug'),
  date: z.string().max(10).optional().describe('YYYY-MM-DD: a start that day with places left for people'),
  people: z.coerce.number().int().min(1).max(MAX_PEOPLE).optional().describe(`Group size 1..${MAX_PEOPLE}`),
  priceMin: z.coerce.number().min(0).max(MAX_PRICE_EUR).optional().describe('Lowest priceFrom in EUR'),
  priceMax: z.coerce.number().min(0).max(MAX_PRICE_EUR).optional().describe('Highest priceFrom in EUR'),
  language: z.string().max(3).optional().describe('Spoken language code, e.g. en'),
  duration: z
    .enum(DurationBucket)
    .optional()
    .describe('UP_TO_2H (<= 2 h), HALF_DAY (2-4 h), FULL_DAY (4-24 h), MULTI_DAY (a day or more): an offer of that length'),
  sort: z
    .enum(ServiceSort)
    .optional()
    .describe(
      'POPULAR, NEWEST, PRICE_ASC, PRICE_DESC, RELEVANCE (default with q), TITLE (default of /services without q), RATING (verified reviews)',
    ),
});
const photoPath = z.object({ id: idParam(), photo: z.string().min(1).max(200) });
const offerPath = z.object({ id: idParam(), offerId: idParam() });

const providerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/owner/services/resources',
    operationId: 'getServiceResources',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Choices for the service form: categories with tags, regions, amenities, languages, payment and activity types',
    response: { type: ServiceResources },
    handler: ({ ctx }) => serviceResources(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/services/summary',
    operationId: 'generateServiceContent',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Proposes title, description, included items and characteristics from a website and keywords',
    query: z.object({
      url: z.string().default(''),
      keywords: z.string().default('').describe('Comma-separated, at least 2, each at most two words'),
    }),
    args: ContentRequestArgs,
    response: { type: ServiceSummary },
    handler: ({ ctx, query }) => generateServiceContent(ctx, query.url, query.keywords),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/progress',
    operationId: 'getProviderProgress',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Company, brands, services and approvals of the caller; complete once a service is approved',
    response: { type: ProviderProgress },
    handler: ({ ctx }) => approval.providerProgress(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/brands/{id}/services',
    operationId: 'listBrandServices',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: "The services of one of the caller's brands",
    params: id,
    response: { type: Service, list: true },
    handler: ({ ctx, params }) => editing.listBrandServices(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/brands/{id}/services',
    operationId: 'createService',
    tag: owner,
    access: ['ROLE_OWNER'],
    status: 201,
    summary: 'Adds a service (a draft) to a brand',
    params: id,
    body: ServiceInput,
    response: { type: Service },
    handler: ({ ctx, params, body }) => editing.createService(ctx, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/services/{id}',
    operationId: 'getService',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: "One of the caller's services with its form fields",
    params: id,
    response: { type: Service },
    handler: ({ ctx, params }) => editing.getOwnService(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/services/{id}',
    operationId: 'updateService',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Updates a service',
    params: id,
    body: ServiceInput,
    response: { type: Service },
    handler: ({ ctx, params, body }) => editing.updateService(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/owner/services/{id}',
    operationId: 'deleteService',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Deletes a service: it leaves every list, its rows stay archived for the bookings that refer to it',
    params: id,
    response: { empty: true },
    handler: ({ ctx, params }) => editing.deleteService(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/services/{id}/preview',
    operationId: 'previewService',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'The service as guests would see it, whatever its state',
    params: id,
    response: { type: PublicService },
    handler: async ({ ctx, params }) => catalog.previewService(ctx, await ownService(ctx, params.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/services/{id}/enabled',
    operationId: 'setServiceEnabled',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Turns the service on or off (temporary visibility), query enabled=true|false',
    params: id,
    query: z.object({ enabled: z.enum(['true', 'false']) }),
    response: { type: Service },
    handler: ({ ctx, params, query }) => editing.setServiceEnabled(ctx, params.id, query.enabled === 'true'),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/services/{id}/submission',
    operationId: 'submitServiceForApproval',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Sends a draft or returned service for staff approval (needs an offer and a photo)',
    params: id,
    response: { type: Service },
    handler: ({ ctx, params }) => editing.submitForApproval(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/services/{id}/variations',
    operationId: 'listOffers',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'The offers (variations) of a service',
    params: id,
    response: { type: Offer, list: true },
    handler: ({ ctx, params }) => offers.listOffers(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/services/{id}/variations',
    operationId: 'createOffer',
    tag: owner,
    access: ['ROLE_OWNER'],
    status: 201,
    summary: 'Adds an offer; its name must be unique within the service',
    params: id,
    body: OfferInput,
    response: { type: Offer },
    handler: ({ ctx, params, body }) => offers.createOffer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/services/{id}/variations/{offerId}',
    operationId: 'updateOffer',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Updates an offer',
    params: offerPath,
    body: OfferInput,
    response: { type: Offer },
    handler: ({ ctx, params, body }) => offers.updateOffer(ctx, params.id, params.offerId, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/owner/services/{id}/variations/{offerId}',
    operationId: 'deleteOffer',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Deletes an offer (archived for the bookings that refer to it); with none left the service cannot be booked',
    params: offerPath,
    response: { empty: true },
    handler: ({ ctx, params }) => offers.deleteOffer(ctx, params.id, params.offerId),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/services/{id}/photos',
    operationId: 'listServicePhotos',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'The photos of a service, cover first',
    params: id,
    response: { type: Photo, list: true },
    handler: ({ ctx, params }) => photos.listPhotos(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/services/{id}/photos',
    operationId: 'uploadServicePhoto',
    tag: owner,
    access: ['ROLE_OWNER'],
    status: 201,
    summary: 'Uploads a photo (multipart field `photo`, at most 10 MB); the first becomes the cover; we advise at most 10',
    params: id,
    upload: { field: 'photo', maxBytes: photos.MAX_SERVICE_PHOTO_BYTES, tooLarge: photos.invalidPhoto },
    response: { type: Photo },
    handler: ({ ctx, params, file, body }) =>
      photos.uploadPhoto(
        ctx,
        params.id,
        file?.buffer,
        typeof (body as { description?: unknown }).description === 'string' ? (body as { description: string }).description : '',
      ),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/owner/services/{id}/photos',
    operationId: 'describeServicePhoto',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: "Sets a photo's description (photoName, description)",
    params: id,
    body: PhotoDescriptionInput,
    response: { type: Photo },
    handler: ({ ctx, params, body }) => photos.describePhoto(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/owner/services/{id}/photos/{photo}',
    operationId: 'markPrimaryPhoto',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Makes the photo the cover of its service',
    params: photoPath,
    response: { type: Photo, list: true },
    handler: ({ ctx, params }) => photos.markPrimary(ctx, params.id, params.photo),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/owner/services/{id}/photos/{photo}',
    operationId: 'deleteServicePhoto',
    tag: owner,
    access: ['ROLE_OWNER'],
    summary: 'Deletes a photo; the next photo becomes the cover',
    params: photoPath,
    response: { empty: true },
    handler: ({ ctx, params }) => photos.deletePhoto(ctx, params.id, params.photo),
  }),
];

/** The revision version the reviewer saw; a newer one is refused with 409. */
const revisionVersion = idParam().optional().describe('The revision version the reviewer saw; 409 when the provider changed it since');

const staffRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/services/review',
    operationId: 'listServicesForReview',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Deprecated: use GET /admin/services/reviews?filter=NEW. Services waiting for approval, oldest first',
    deprecated: true,
    response: { type: Service, list: true },
    handler: ({ ctx }) => approval.listServicesForReview(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/services/revisions',
    operationId: 'listServiceRevisionsForReview',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Pending changes to live services, oldest first, with the changed fields (approved and proposed value)',
    response: { type: RevisionReview, list: true },
    handler: ({ ctx }) => revisions.listRevisionsForReview(ctx),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/services/revisions/{id}/approval',
    operationId: 'approveServiceRevision',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Approves a revision: its values become the public version of the service (query version: the one the reviewer saw)',
    params: id,
    query: z.object({ version: revisionVersion }),
    args: RevisionApprovalArgs,
    response: { type: ServiceRevision },
    handler: ({ ctx, params, query }) => revisions.approveRevision(ctx, params.id, query.version),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/services/revisions/{id}/return',
    operationId: 'returnServiceRevision',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Sends a revision back to its provider with a note (query note, version); the public version stays',
    params: id,
    query: z.object({ note: z.string().describe('1..2000 characters'), version: revisionVersion }),
    args: RevisionReturnArgs,
    response: { type: ServiceRevision },
    handler: ({ ctx, params, query }) => revisions.returnRevision(ctx, params.id, query.note, query.version),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/services/reviews',
    operationId: 'listServiceReviews',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Services of one review filter (NEW, REVISIONS, RETURNED) with guest view, provider, company, brand, calendar and history',
    query: z.object({ filter: z.enum(ReviewFilter).default(ReviewFilter.NEW) }),
    response: { type: ServiceReview, list: true },
    handler: ({ ctx, query }) => approval.listServiceReviews(ctx, query.filter),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/services/{id}/review',
    operationId: 'serviceReview',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'One service, whatever its state, with guest view, provider, company, brand, calendar and history',
    params: id,
    response: { type: ServiceReview },
    handler: ({ ctx, params }) => approval.serviceReview(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/services/{id}/approval',
    operationId: 'approveService',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Approves and releases a service',
    params: id,
    response: { type: Service },
    handler: ({ ctx, params }) => approval.approveService(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/services/{id}/return',
    operationId: 'returnService',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Sends a service back to its provider with a note (query note)',
    params: id,
    query: z.object({ note: z.string().describe('1..2000 characters') }),
    args: ReviewNoteArgs,
    response: { type: Service },
    handler: ({ ctx, params, query }) => approval.returnService(ctx, params.id, query.note),
  }),
];

const publicRoutes = [
  defineRoute({
    method: 'GET',
    path: '/services',
    operationId: 'listServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary:
      'Approved, active services: search and filters (q, category, destination, date, people, priceMin, priceMax, language, duration), sort, size, page; by title when no q and no sort',
    query: search,
    args: ServiceSearchArgs,
    response: { type: ServicePage },
    handler: ({ ctx, query }) => searchServices(ctx, query, { defaultSort: ServiceSort.TITLE }),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/popular',
    operationId: 'listPopularServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Most booked services (size, page)',
    query: paging,
    args: PageArgs,
    response: { type: ServicePage },
    handler: ({ ctx, query }) => catalog.listPopularServices(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/latest',
    operationId: 'listLatestServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Most recently released services (size, page)',
    query: paging,
    args: PageArgs,
    response: { type: ServicePage },
    handler: ({ ctx, query }) => catalog.listLatestServices(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/category/{slug}',
    operationId: 'listCategoryServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Services of a category, with the filters and sort of /services (most booked first)',
    params: slug,
    query: search,
    args: ServiceSearchArgs,
    response: { type: ServicePage },
    handler: ({ ctx, params, query }) => searchServices(ctx, query, { category: params.slug }),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/region/{slug}',
    operationId: 'listRegionServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Services of a region (destination), with the filters and sort of /services (most booked first)',
    params: slug,
    query: search,
    args: ServiceSearchArgs,
    response: { type: ServicePage },
    handler: ({ ctx, params, query }) => searchServices(ctx, query, { destination: params.slug }),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/{id}',
    operationId: 'getPublicService',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'One approved, active service',
    params: id,
    response: { type: PublicService },
    handler: ({ ctx, params }) => catalog.publicService(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/{id}/photos',
    operationId: 'listPublicServicePhotos',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'The photo gallery of a service, cover first',
    params: id,
    response: { type: PublicPhoto, list: true },
    handler: ({ ctx, params }) => catalog.publicServicePhotos(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/{id}/related',
    operationId: 'listRelatedServices',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Up to 6 similar services (same category first, then region)',
    params: id,
    response: { type: PublicService, list: true },
    handler: ({ ctx, params }) => catalog.relatedServices(ctx, params.id),
  }),
];

export const catalogRoutes = [...providerRoutes, ...staffRoutes, ...publicRoutes];
