// GraphQL operations of the catalog: a provider's services, offers and photos; staff review;
// content generation; and the public catalog. Photos are uploaded through REST (multipart).
import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import * as approval from './approval.service.js';
import {
  ContentRequestArgs,
  OfferInput,
  PhotoDescriptionInput,
  ReviewNoteArgs,
  RevisionApprovalArgs,
  RevisionReturnArgs,
  ServiceInput,
} from './catalog.inputs.js';
import { PageArgs, pageOf } from '../../shared/page.args.js';
import { generateServiceContent, ServiceSummary } from './content-generation.service.js';
import { Offer } from './offer.entity.js';
import * as offers from './offer.service.js';
import { ownService } from './ownership.js';
import { Photo } from './photo.entity.js';
import * as photos from './photo.service.js';
import * as catalog from './public-catalog.service.js';
import { PublicPhoto, PublicService, ServicePage } from './public-service.types.js';
import { ReviewFilter, ServiceReview } from './service-review.types.js';
import { ServiceResources, serviceResources } from './service-resources.js';
import * as editing from './service-editing.service.js';
import { RevisionReview } from './revision-review.types.js';
import { ServiceRevision } from './service-revision.entity.js';
import * as revisions from './service-revision.service.js';
import { Service } from './service.entity.js';

@ObjectType({ description: 'How far a provider has come: complete once a service is approved.' })
export class ProviderProgress {
  @Field()
  hasCompany: boolean;

  @Field(() => Int)
  brandCount: number;

  @Field(() => Int)
  serviceCount: number;

  @Field(() => Int)
  approvedServiceCount: number;

  @Field()
  complete: boolean;
}

@Resolver()
export class ProviderCatalogResolver {
  @Roles('ROLE_OWNER')
  @Query(() => ProviderProgress)
  providerProgress(@Ctx() ctx: RequestContext) {
    return approval.providerProgress(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => ServiceResources)
  serviceResources(@Ctx() ctx: RequestContext) {
    return serviceResources(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [Service], { description: "The services of one of the caller's brands." })
  myServices(@Ctx() ctx: RequestContext, @Arg('brandId', () => Int) brandId: number) {
    return editing.listBrandServices(ctx, brandId);
  }

  @Roles('ROLE_OWNER')
  @Query(() => Service)
  myService(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return editing.getOwnService(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Query(() => PublicService, { description: "The caller's service as guests would see it, whatever its state." })
  async servicePreview(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return catalog.previewService(ctx, await ownService(ctx, id));
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Service)
  createService(@Ctx() ctx: RequestContext, @Arg('brandId', () => Int) brandId: number, @Arg('input') input: ServiceInput) {
    return editing.createService(ctx, brandId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Service)
  updateService(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: ServiceInput) {
    return editing.updateService(ctx, id, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteService(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await editing.deleteService(ctx, id);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Service, { description: 'The temporary visibility toggle.' })
  setServiceEnabled(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('enabled') enabled: boolean) {
    return editing.setServiceEnabled(ctx, id, enabled);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Service, { description: 'Sends a draft or returned service for staff approval.' })
  submitServiceForApproval(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return editing.submitForApproval(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [Offer])
  serviceOffers(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return offers.listOffers(ctx, serviceId);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Offer)
  createOffer(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('input') input: OfferInput) {
    return offers.createOffer(ctx, serviceId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Offer)
  updateOffer(
    @Ctx() ctx: RequestContext,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('offerId', () => Int) offerId: number,
    @Arg('input') input: OfferInput,
  ) {
    return offers.updateOffer(ctx, serviceId, offerId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteOffer(
    @Ctx() ctx: RequestContext,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('offerId', () => Int) offerId: number,
  ) {
    await offers.deleteOffer(ctx, serviceId, offerId);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Query(() => [Photo])
  servicePhotos(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return photos.listPhotos(ctx, serviceId);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => [Photo], { description: 'Makes the photo the cover of its service.' })
  markPrimaryPhoto(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('photoName') photoName: string) {
    return photos.markPrimary(ctx, serviceId, photoName);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Photo)
  describePhoto(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('input') input: PhotoDescriptionInput) {
    return photos.describePhoto(ctx, serviceId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deletePhoto(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('photoName') photoName: string) {
    await photos.deletePhoto(ctx, serviceId, photoName);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Query(() => ServiceSummary, { description: 'Proposes service texts from a website and keywords (comma-separated, at least 2).' })
  generateServiceContent(@Ctx() ctx: RequestContext, @Args() { url, keywords }: ContentRequestArgs) {
    return generateServiceContent(ctx, url, keywords);
  }
}

@Resolver()
export class ServiceReviewResolver {
  @Roles('ROLE_ADMIN')
  @Query(() => [Service], {
    description: 'Staff: services waiting for approval, oldest first.',
    deprecationReason:
      'Use serviceReviews(filter: NEW): the same services with the guest view, provider, company, brand, calendar and history.',
  })
  servicesForReview(@Ctx() ctx: RequestContext) {
    return approval.listServicesForReview(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => [ServiceReview], {
    description: 'Staff: services of one review filter with the guest view, provider, company, brand, calendar and history.',
  })
  serviceReviews(@Ctx() ctx: RequestContext, @Arg('filter', () => ReviewFilter, { defaultValue: ReviewFilter.NEW }) filter: ReviewFilter) {
    return approval.listServiceReviews(ctx, filter);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => ServiceReview, { description: 'Staff: one service, whatever its state, with all the review list shows.' })
  serviceReview(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return approval.serviceReview(ctx, serviceId);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Service, { description: 'Staff: approves and releases a service to the catalog.' })
  approveService(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return approval.approveService(ctx, id);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Service, { description: 'Staff: sends a service back to its provider with a note.' })
  returnService(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Args() { note }: ReviewNoteArgs) {
    return approval.returnService(ctx, id, note);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => [RevisionReview], { description: 'Staff: pending changes to live services, oldest first, with the changed fields.' })
  serviceRevisionsForReview(@Ctx() ctx: RequestContext) {
    return revisions.listRevisionsForReview(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ServiceRevision, { description: 'Staff: approves a revision; its values become the public version of the service.' })
  approveServiceRevision(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Args() { version }: RevisionApprovalArgs) {
    return revisions.approveRevision(ctx, id, version);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ServiceRevision, { description: 'Staff: sends a revision back to its provider with a note; the public version stays.' })
  returnServiceRevision(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Args() { note, version }: RevisionReturnArgs) {
    return revisions.returnRevision(ctx, id, note, version);
  }
}

@Resolver()
export class PublicCatalogResolver {
  @Public()
  @Query(() => ServicePage)
  popularServices(@Ctx() ctx: RequestContext, @Args() page: PageArgs) {
    return catalog.listPopularServices(ctx, pageOf(page));
  }

  @Public()
  @Query(() => ServicePage)
  latestServices(@Ctx() ctx: RequestContext, @Args() page: PageArgs) {
    return catalog.listLatestServices(ctx, pageOf(page));
  }

  @Public()
  @Query(() => PublicService)
  service(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return catalog.publicService(ctx, id);
  }

  @Public()
  @Query(() => [PublicPhoto])
  publicServicePhotos(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return catalog.publicServicePhotos(ctx, serviceId);
  }

  @Public()
  @Query(() => [PublicService])
  relatedServices(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return catalog.relatedServices(ctx, serviceId);
  }

  @Public()
  @Query(() => [PublicService])
  brandServices(@Ctx() ctx: RequestContext, @Arg('brandId', () => Int) brandId: number) {
    return catalog.listBrandPublicServices(ctx, brandId);
  }
}
