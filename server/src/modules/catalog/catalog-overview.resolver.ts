// GraphQL queries of the overviews guests browse by: categories and regions (destinations) with counts and covers.
import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public } from '../../shared/access.js';
import { CatalogGroup, categoryOverview, regionOverview } from './catalog-overview.service.js';

@Resolver()
export class CatalogOverviewResolver {
  @Public()
  @Query(() => [CatalogGroup], { description: 'Every category with its number of services and a cover photo.' })
  categoryOverview(@Ctx() ctx: RequestContext) {
    return categoryOverview(ctx);
  }

  @Public()
  @Query(() => [CatalogGroup], { description: 'Every region (destination) with its number of services and a cover photo.' })
  regionOverview(@Ctx() ctx: RequestContext) {
    return regionOverview(ctx);
  }
}
