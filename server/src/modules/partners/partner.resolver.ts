// GraphQL operations of the partners module, the same services and inputs as the REST calls under
// /api/partner, /api/admin/partners, /api/owner/partners, /api/owner/services/{id}/partners and
// /api/referrals/visits.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { Partner } from './partner.entity.js';
import { PartnerObject } from './partner-object.entity.js';
import {
  PartnerApprovalInput,
  PartnerListArgs,
  PartnerObjectInput,
  PartnerProfileInput,
  ReferralVisitInput,
  ServicePartnersInput,
} from './partner.inputs.js';
import { PartnerDirectoryEntry, PartnerPage, ReferralVisitView } from './partner.types.js';
import * as profiles from './partner-profile.service.js';
import * as objects from './partner-object.service.js';
import * as exclusive from './exclusive-services.service.js';
import { recordVisit } from './referral.service.js';

@Resolver()
export class PartnerResolver {
  @Roles('ROLE_PARTNER')
  @Query(() => Partner, { description: "The caller's partner profile (NOT_FOUND until saved)." })
  partnerProfile(@Ctx() ctx: RequestContext) {
    return profiles.ownPartner(ctx);
  }

  @Roles('ROLE_PARTNER')
  @Mutation(() => Partner, { description: "Creates (PENDING) or updates the caller's partner profile." })
  savePartnerProfile(@Ctx() ctx: RequestContext, @Arg('input') input: PartnerProfileInput) {
    return profiles.saveOwnPartner(ctx, input);
  }

  @Roles('ROLE_PARTNER')
  @Query(() => [PartnerObject], { description: "The caller's objects (archived ones left out)." })
  partnerObjects(@Ctx() ctx: RequestContext) {
    return objects.listOwnObjects(ctx);
  }

  @Roles('ROLE_PARTNER')
  @Query(() => PartnerObject, { description: "One of the caller's objects." })
  partnerObject(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return objects.ownObject(ctx, id);
  }

  @Roles('ROLE_PARTNER')
  @Mutation(() => PartnerObject, { description: 'Adds an object with a new referral code.' })
  createPartnerObject(@Ctx() ctx: RequestContext, @Arg('input') input: PartnerObjectInput) {
    return objects.createObject(ctx, input);
  }

  @Roles('ROLE_PARTNER')
  @Mutation(() => PartnerObject, { description: 'Updates an object (its referral code stays).' })
  updatePartnerObject(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: PartnerObjectInput) {
    return objects.updateObject(ctx, id, input);
  }

  @Roles('ROLE_PARTNER')
  @Mutation(() => Boolean, { description: 'Archives an object: it leaves the list and its code stops attributing.' })
  async deletePartnerObject(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await objects.archiveObject(ctx, id);
    return true;
  }

  @Roles('ROLE_ADMIN')
  @Query(() => PartnerPage, { description: 'Staff: partners newest first, optionally of one status.' })
  partners(@Ctx() ctx: RequestContext, @Args() args: PartnerListArgs) {
    return profiles.listPartners(ctx, args);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Partner, { description: 'Staff: approves a partner (their links earn) or suspends them.' })
  decidePartner(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: PartnerApprovalInput) {
    return profiles.decidePartner(ctx, id, input.approved);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [PartnerDirectoryEntry], { description: 'Approved partners a provider may choose for an exclusive service.' })
  partnerDirectory(@Ctx() ctx: RequestContext) {
    return exclusive.partnerDirectory(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [PartnerDirectoryEntry], { description: "The approved partners chosen for one of the caller's services." })
  servicePartners(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number) {
    return exclusive.servicePartners(ctx, serviceId);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => [PartnerDirectoryEntry], { description: "Replaces the partners chosen for one of the caller's services." })
  setServicePartners(
    @Ctx() ctx: RequestContext,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('input') input: ServicePartnersInput,
  ) {
    return exclusive.setServicePartners(ctx, serviceId, input.partnerIds);
  }

  @Public()
  @Mutation(() => ReferralVisitView, {
    description: "Counts a visit through a partner object's link; answers the signed referral to keep.",
  })
  recordReferralVisit(@Ctx() ctx: RequestContext, @Arg('input') input: ReferralVisitInput) {
    return recordVisit(ctx, input.code);
  }
}
