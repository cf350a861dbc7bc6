// GraphQL of the public service search: `services`, `categoryServices` and `regionServices` take the
// same filters as REST GET /services (ServiceSearchArgs). Here because the date filter is scheduling's.
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public } from '../../shared/access.js';
import { ServicePage } from '../catalog/public-service.types.js';
import { ServiceSearchArgs, ServiceSort } from '../catalog/service-search.args.js';
import { searchServices } from './service-search.service.js';

@Resolver()
export class ServiceSearchResolver {
  @Public()
  @Query(() => ServicePage, {
    description: 'Approved, active services with search, filters and sort; by title when there is no q and no sort.',
  })
  services(@Ctx() ctx: RequestContext, @Args() args: ServiceSearchArgs) {
    return searchServices(ctx, args, { defaultSort: ServiceSort.TITLE });
  }

  @Public()
  @Query(() => ServicePage, { description: 'Services of a category (slug), with the filters of services; most booked first.' })
  categoryServices(@Ctx() ctx: RequestContext, @Arg('slug') slug: string, @Args() args: ServiceSearchArgs) {
    return searchServices(ctx, args, { category: slug });
  }

  @Public()
  @Query(() => ServicePage, { description: 'Services of a region (destination slug), with the filters of services; most booked first.' })
  regionServices(@Ctx() ctx: RequestContext, @Arg('slug') slug: string, @Args() args: ServiceSearchArgs) {
    return searchServices(ctx, args, { destination: slug });
  }
}
