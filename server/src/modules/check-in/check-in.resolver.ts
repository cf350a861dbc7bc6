// GraphQL operations of check-in, the same services as rest/check-in.routes.ts.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { ReservationView } from '../reservations/reservation-views.js';
import { checkIn, markNoShow, previewCheckIn, publishedCheckInKeys } from './check-in.service.js';
import { CheckInInput, CheckInKeySet, CheckInLookupInput, CheckInView } from './check-in.types.js';

@Resolver()
export class CheckInResolver {
  @Public()
  @Query(() => CheckInKeySet, { description: 'The public keys that verify check-in tokens offline (GET /api/check-in/keys, a JWKS).' })
  checkInKeys(@Ctx() ctx: RequestContext) {
    return publishedCheckInKeys(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => CheckInView, {
    description:
      "The provider's booking at the door, found by the voucher's token or the number, and whether it can be checked in now (POST /api/owner/check-in/preview).",
  })
  checkInPreview(@Ctx() ctx: RequestContext, @Arg('input', () => CheckInLookupInput) input: CheckInLookupInput) {
    return previewCheckIn(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => CheckInView, {
    description:
      'Checks the guest in when the booking is READY, else answers why not (status); the same nonce answers the same again (POST /api/owner/check-in).',
  })
  checkIn(@Ctx() ctx: RequestContext, @Arg('input', () => CheckInInput) input: CheckInInput) {
    return checkIn(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, {
    description:
      'Marks an accepted booking not checked in as a no-show once its day is over (POST /api/owner/reservations/{id}/no-show); 422 reasons NOT_ACCEPTED, ALREADY_CHECKED_IN, ALREADY_NO_SHOW, DAY_NOT_OVER.',
  })
  markReservationNoShow(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return markNoShow(ctx, id);
  }
}
