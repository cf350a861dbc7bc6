// GraphQL queries of the provider's insights, the same services as rest/owner-insights.routes.ts:
// revenue statistics and the recent activity. (The day manifest is a PDF: REST only.)
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { ownerRecentActivity, RecentActivity } from './activity.service.js';
import { ownerRevenue, ownerRevenueReservations } from './revenue.service.js';
import { RevenueArgs, RevenueReport, RevenueReservationArgs, RevenueReservationPage } from './revenue.types.js';

@Resolver()
export class InsightsResolver {
  @Roles('ROLE_OWNER')
  @Query(() => RevenueReport, {
    description: "The provider's revenue per month and service from captured payments minus refunds (GET /api/owner/reservations/revenue).",
  })
  ownerRevenue(@Ctx() ctx: RequestContext, @Args() args: RevenueArgs) {
    return ownerRevenue(ctx, args);
  }

  @Roles('ROLE_OWNER')
  @Query(() => RevenueReservationPage, {
    description:
      "Per booking of a month: provider's net, platform commission and, of it, the sales partner's share (GET /api/owner/reservations/revenue/reservations).",
  })
  ownerRevenueReservations(@Ctx() ctx: RequestContext, @Args() args: RevenueReservationArgs) {
    return ownerRevenueReservations(ctx, args);
  }

  @Roles('ROLE_OWNER')
  @Query(() => RecentActivity, {
    description:
      'The provider\'s "Today": today\'s bookings, requests needing an answer, the latest events (GET /api/owner/reservations/activity).',
  })
  ownerRecentActivity(@Ctx() ctx: RequestContext) {
    return ownerRecentActivity(ctx);
  }
}
