// GraphQL operations of a provider's company and brands, the public brand, activity types,
// and the `company` of a signed-in user.
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { CompanySummary, User } from '../accounts/user.entity.js';
import { ActivityType } from './activity-type.entity.js';
import { Brand } from './brand.entity.js';
import { Company } from './company.entity.js';
import { companySummaryFor } from './company-summary.js';
import { BrandInput, CompanyInput } from './owner.inputs.js';
import * as owner from './owner.service.js';

@Resolver()
export class OwnerResolver {
  @Public()
  @Query(() => [ActivityType], { description: 'Primary tourism activity types for companies and brands.' })
  activityTypes(@Ctx() ctx: RequestContext) {
    return owner.listActivityTypes(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => Company, { nullable: true, description: "The caller's business entity, if registered." })
  myCompany(@Ctx() ctx: RequestContext) {
    return owner.findOwnCompany(ctx);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Company)
  createCompany(@Ctx() ctx: RequestContext, @Arg('input') input: CompanyInput) {
    return owner.createCompany(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Company)
  updateCompany(@Ctx() ctx: RequestContext, @Arg('input') input: CompanyInput) {
    return owner.updateCompany(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [Brand])
  myBrands(@Ctx() ctx: RequestContext) {
    return owner.listOwnBrands(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => Brand)
  myBrand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return owner.ownBrand(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Brand)
  createBrand(@Ctx() ctx: RequestContext, @Arg('input') input: BrandInput) {
    return owner.createBrand(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Brand)
  updateBrand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: BrandInput) {
    return owner.updateBrand(ctx, id, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteBrand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await owner.deleteBrand(ctx, id);
    return true;
  }

  @Public()
  @Query(() => Brand, { description: 'A brand as guests see it.' })
  brand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return owner.publicBrand(ctx, id);
  }
}

@Resolver(() => User)
export class UserCompanyResolver {
  @FieldResolver(() => CompanySummary, { nullable: true })
  company(@Root() user: User, @Ctx() ctx: RequestContext) {
    return user.company ?? companySummaryFor(ctx, user.id);
  }
}
