// GraphQL queries of the reservation views, the same services as the REST paths in
// rest/reservation.routes.ts: the customer's lists, the rejection reasons and the guest's emailed
// link (the provider's lists: provider-desk/owner-reservations.resolver.ts).
import { IsEnum, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, Int, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { PageArgs } from '../../shared/page.args.js';
import { message } from '../../shared/validation.js';
import { reservationByLink } from './reservation-link.js';
import { CustomerReservationList } from './reservation-lists.service.js';
import * as lists from './reservation-lists.service.js';
import { RESERVATION_NUMBER_PATTERN } from './reservation-number.js';
import { RejectionReasonView, ReservationPage, ReservationView } from './reservation-views.js';

registerEnumType(CustomerReservationList, {
  name: 'CustomerReservationList',
  description:
    'ALL, PENDING, ACCEPTED_TODAY, ACCEPTED_FUTURE, ACCEPTED_PAST (Europe/Zagreb dates), INACTIVE (rejected, cancelled, expired).',
});

@ArgsType()
export class CustomerReservationArgs extends PageArgs {
  @Field(() => CustomerReservationList, { nullable: true, defaultValue: CustomerReservationList.ALL })
  @IsOptional()
  @IsEnum(CustomerReservationList)
  list: CustomerReservationList = CustomerReservationList.ALL;
}

@ArgsType()
export class ReservationLinkArgs {
  @Field({ description: 'The reservation number, e.g. 7KQ2-M9XD.' })
  @IsString()
  @Matches(RESERVATION_NUMBER_PATTERN, message('reservation.badNumber'))
  number: string;

  @Field({ description: 'The token of the emailed link.' })
  @IsString()
  @MaxLength(2000, message('validation.tooLong', { max: 2000 }))
  token: string;
}

@Resolver()
export class ReservationViewsResolver {
  @Roles('ROLE_CUSTOMER')
  @Query(() => ReservationPage, { description: "One of the signed-in customer's reservation lists (GET /api/customer/reservations/...)." })
  customerReservations(@Ctx() ctx: RequestContext, @Args() args: CustomerReservationArgs) {
    return lists.listCustomerReservations(ctx, args.list ?? CustomerReservationList.ALL, args);
  }

  @Roles('ROLE_CUSTOMER')
  @Query(() => ReservationView, { description: "One of the signed-in customer's reservations (another's is NOT_FOUND)." })
  customerReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return lists.customerReservation(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [RejectionReasonView], { description: 'The reasons a provider may give when rejecting a request.' })
  rejectionReasons(@Ctx() ctx: RequestContext) {
    return lists.listRejectionReasons(ctx);
  }

  @Public()
  @Query(() => ReservationView, {
    description: "A reservation through the guest's emailed link (no guest details); a wrong token is NOT_FOUND, an expired one GONE.",
  })
  reservationByLink(@Ctx() ctx: RequestContext, @Args() args: ReservationLinkArgs) {
    return reservationByLink(ctx, args.number, args.token);
  }
}
