// GraphQL mutations of the reservation actions, the same services as the REST paths in
// rest/reservation-actions.routes.ts.
import { Arg, Args, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { ReservationCancellationInput, ReservationNoteInput, ReservationRejectionInput } from './reservation-actions.inputs.js';
import * as actions from './reservation-actions.service.js';
import { ReservationLinkArgs } from './reservation-views.resolver.js';
import { ReservationView } from './reservation-views.js';

@Resolver()
export class ReservationActionsResolver {
  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider accepts a pending request (PUT /api/owner/reservations/{id}/acceptance).' })
  acceptReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return actions.acceptAsOwner(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider rejects a pending request, with an optional reason and note.' })
  rejectReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => ReservationRejectionInput, { nullable: true }) input?: ReservationRejectionInput) {
    return actions.rejectAsOwner(ctx, id, input ?? {});
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider cancels an accepted booking with a reason (listed, written or both): refunded in full, the guest emailed (PUT /api/owner/reservations/{id}/cancellation).' })
  cancelReservationByProvider(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => ReservationCancellationInput) input: ReservationCancellationInput) {
    return actions.cancelAsOwner(ctx, id, input);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, { description: 'The guest withdraws a request before the provider\'s answer.' })
  withdrawReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput) {
    return actions.withdrawAsCustomer(ctx, id, input ?? {});
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, { description: 'The guest cancels an accepted booking (refunded as the refund policy allows now).' })
  cancelReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput) {
    return actions.cancelAsCustomer(ctx, id, input ?? {});
  }

  @Public()
  @Mutation(() => ReservationView, { description: 'The guest withdraws a request through the emailed link; a wrong token is NOT_FOUND, an expired one GONE.' })
  withdrawReservationByLink(@Ctx() ctx: RequestContext, @Args() link: ReservationLinkArgs, @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput) {
    return actions.withdrawByLink(ctx, link.number, link.token, input ?? {});
  }

  @Public()
  @Mutation(() => ReservationView, { description: 'The guest cancels an accepted booking through the emailed link; a wrong token is NOT_FOUND, an expired one GONE.' })
  cancelReservationByLink(@Ctx() ctx: RequestContext, @Args() link: ReservationLinkArgs, @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput) {
    return actions.cancelByLink(ctx, link.number, link.token, input ?? {});
  }
}
