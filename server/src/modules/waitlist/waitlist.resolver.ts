// GraphQL operations of the waitlist (the same inputs and services as the REST paths in
// rest/waitlist.routes.ts): joining, the entry and leaving by an emailed link's token, and the
// provider's lines per start (their own services only).
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import {
  JoinWaitlistInput,
  OwnerWaitlistArgs,
  WaitlistEntryView,
  WaitlistLeft,
  WaitlistStartSummary,
  WaitlistTokenInput,
} from './waitlist.inputs.js';
import * as waitlist from './waitlist.service.js';
import { BookingRequestView } from '../booking/booking-request.types.js';
import { bookWaitlistOffer } from './waitlist-offer.js';

@Resolver()
export class WaitlistResolver {
  @Public()
  @Mutation(() => WaitlistEntryView, { description: 'Joins the waitlist of a start with too few places left for the chosen offers.' })
  joinWaitlist(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('input') input: JoinWaitlistInput) {
    return waitlist.joinWaitlist(ctx, serviceId, input);
  }

  @Public()
  @Query(() => WaitlistEntryView, { description: "The waitlist entry an emailed link's token names." })
  waitlistEntry(@Ctx() ctx: RequestContext, @Arg('input') input: WaitlistTokenInput) {
    return waitlist.waitlistEntryByToken(ctx, input.token);
  }

  @Public()
  @Mutation(() => WaitlistLeft, { description: "Leaves the waitlist through an emailed link's token." })
  leaveWaitlist(@Ctx() ctx: RequestContext, @Arg('input') input: WaitlistTokenInput) {
    return waitlist.leaveWaitlist(ctx, input.token);
  }

  @Public()
  @Mutation(() => BookingRequestView, {
    description: "Creates booking request `id` (a v4 uuid) from a waitlist offer's link: the held places are taken over, not taken again.",
  })
  bookWaitlistOffer(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('input') input: WaitlistTokenInput) {
    return bookWaitlistOffer(ctx, id, input.token);
  }

  @Roles('ROLE_OWNER')
  @Query(() => [WaitlistStartSummary], { description: "The provider's starts with a waitlist, soonest first (own services only)." })
  ownerWaitlist(@Ctx() ctx: RequestContext, @Args() args: OwnerWaitlistArgs) {
    return waitlist.ownerWaitlist(ctx, args);
  }
}
