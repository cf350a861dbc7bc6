// GraphQL queries of the provider's reservation lists, the same service as the REST paths
// GET /api/owner/reservations/... in rest/reservation.routes.ts.
import { IsEnum, IsOptional } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { PageArgs } from '../../shared/page.args.js';
import { ReservationPage } from '../reservations/reservation-views.js';
import { listOwnerReservations, OwnerReservationList } from './owner-reservation-lists.service.js';

registerEnumType(OwnerReservationList, {
  name: 'OwnerReservationList',
  description:
    'PENDING_FUTURE (waiting for an answer, soonest deadline first), ACCEPTED_TODAY, ACCEPTED_FUTURE, ACCEPTED_PAST (Europe/Zagreb dates), ACCEPTED (all accepted), OTHER (rejected, cancelled, expired).',
});

@ArgsType()
export class OwnerReservationArgs extends PageArgs {
  @Field(() => OwnerReservationList, { nullable: true, defaultValue: OwnerReservationList.PENDING_FUTURE })
  @IsOptional()
  @IsEnum(OwnerReservationList)
  list: OwnerReservationList = OwnerReservationList.PENDING_FUTURE;
}

@Resolver()
export class OwnerReservationsResolver {
  @Roles('ROLE_OWNER')
  @Query(() => ReservationPage, {
    description: "The provider's requests waiting for an answer for starts to come, the soonest answer deadline first.",
  })
  ownerPendingReservations(@Ctx() ctx: RequestContext, @Args() args: PageArgs) {
    return listOwnerReservations(ctx, OwnerReservationList.PENDING_FUTURE, args);
  }

  @Roles('ROLE_OWNER')
  @Query(() => ReservationPage, {
    description: "One of the provider's reservation lists (GET /api/owner/reservations/...), their own company's only.",
  })
  ownerReservations(@Ctx() ctx: RequestContext, @Args() args: OwnerReservationArgs) {
    return listOwnerReservations(ctx, args.list ?? OwnerReservationList.PENDING_FUTURE, args);
  }
}
