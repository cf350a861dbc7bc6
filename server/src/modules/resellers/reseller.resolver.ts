// GraphQL operations of reseller management, the same services and inputs as the REST calls under
// /api/admin/resellers, /api/admin/reseller-statements and /api/owner/resellers (rest/reseller.routes.ts).
// The OCTO API itself is REST only (/api/octo, resellers/octo/).
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import * as admin from './reseller-admin.service.js';
import * as provider from './reseller-provider.service.js';
import * as statements from './reseller-statements.service.js';
import {
  ResellerActiveInput,
  ResellerInput,
  ResellerInstantInput,
  ResellerProviderInput,
  ResellerRefusalInput,
  ResellerServiceInput,
} from './reseller.inputs.js';
import {
  IssuedResellerKey,
  ProviderResellers,
  ResellerDetail,
  ResellerKeyView,
  ResellerProviderChoice,
  ResellerStatementView,
  ResellerView,
} from './reseller.types.js';

@Resolver()
export class ResellerResolver {
  @Roles('ROLE_ADMIN')
  @Query(() => [ResellerView], { description: 'Staff: every reseller by name, with what it owes (DUE) and has paid.' })
  resellers(@Ctx() ctx: RequestContext) {
    return admin.listResellers(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => ResellerDetail, { description: 'Staff: one reseller with its providers and their keys.' })
  reseller(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return admin.resellerDetail(ctx, id);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => [ResellerProviderChoice], { description: 'Staff: the providers (companies) a reseller may be let sell.' })
  resellerProviderChoices(@Ctx() ctx: RequestContext) {
    return admin.resellerProviderChoices(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerDetail, { description: 'Staff: creates a reseller.' })
  createReseller(@Ctx() ctx: RequestContext, @Arg('input') input: ResellerInput) {
    return admin.createReseller(ctx, input);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerDetail, { description: "Staff: updates a reseller's name, contact, commission and partner." })
  updateReseller(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: ResellerInput) {
    return admin.updateReseller(ctx, id, input);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerDetail, { description: 'Staff: switches a reseller off (its keys answer 403) or on again.' })
  setResellerActive(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: ResellerActiveInput) {
    return admin.setResellerActive(ctx, id, input.active);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerDetail, { description: 'Staff: lets the reseller sell a provider; again changes nothing.' })
  allowResellerProvider(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: ResellerProviderInput) {
    return admin.allowResellerProvider(ctx, id, input.companyId);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerDetail, { description: 'Staff: takes a provider away from the reseller (its live key is revoked).' })
  removeResellerProvider(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('companyId', () => Int) companyId: number) {
    return admin.removeResellerProvider(ctx, id, companyId);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => IssuedResellerKey, {
    description: "Staff: makes the pair's API key, answered clear only this once; a live key of the pair is revoked with it.",
  })
  issueResellerKey(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: ResellerProviderInput) {
    return admin.issueResellerKey(ctx, id, input.companyId);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerKeyView, { description: 'Staff: revokes a key (it answers 403 from now on); again changes nothing.' })
  revokeResellerKey(@Ctx() ctx: RequestContext, @Arg('keyId', () => Int) keyId: number) {
    return admin.revokeResellerKey(ctx, keyId);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => [ResellerStatementView], {
    description: "Staff: resellers' statements (one reseller's when resellerId is given), due first.",
  })
  resellerStatements(@Ctx() ctx: RequestContext, @Arg('resellerId', () => Int, { nullable: true }) resellerId?: number | null) {
    return statements.resellerStatements(ctx, resellerId ?? null);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ResellerStatementView, {
    description: 'Staff: the reseller paid the statement (PAYMENT entries, PAID); again changes nothing.',
  })
  payResellerStatement(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return statements.payResellerStatement(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Query(() => ProviderResellers, { description: "The resellers allowed to sell the caller's services, and per service who sells it." })
  providerResellers(@Ctx() ctx: RequestContext) {
    return provider.providerResellers(ctx);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ProviderResellers, { description: 'Refuses one of the resellers (true) or allows it again (false).' })
  refuseReseller(@Ctx() ctx: RequestContext, @Arg('resellerId', () => Int) resellerId: number, @Arg('input') input: ResellerRefusalInput) {
    return provider.refuseReseller(ctx, resellerId, input.refused);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ProviderResellers, { description: "Whether a reseller sells one of the caller's services." })
  setResellerSellsService(
    @Ctx() ctx: RequestContext,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('input') input: ResellerServiceInput,
  ) {
    return provider.setResellerSellsService(ctx, serviceId, input.resellerId, input.sold);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ProviderResellers, { description: '"Confirm reseller bookings instantly" on one of the caller\'s services.' })
  setResellerInstantConfirmation(
    @Ctx() ctx: RequestContext,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('input') input: ResellerInstantInput,
  ) {
    return provider.setResellerInstantConfirmation(ctx, serviceId, input.instant);
  }
}
