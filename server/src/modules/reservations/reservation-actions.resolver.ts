// GraphQL mutations of the reservation actions, the same services as the REST paths in
// rest/reservation-actions.routes.ts.
import { Arg, Args, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { ReservationCancellationInput, ReservationNoteInput, ReservationRejectionInput } from './reservation-actions.inputs.js';
import * as actions from './reservation-actions.service.js';
import { ReservationLinkArgs } from './reservation-views.resolver.js';
import { ReservationView } from './reservation-views.js';
import { BookingPaymentPreparation } from './booking-payment.types.js';
import { ReservationChangeAcceptanceInput, ReservationChangeInput } from './reservation-change.inputs.js';

@Resolver()
export class ReservationActionsResolver {
  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider accepts a pending request (PUT /api/owner/reservations/{id}/acceptance).' })
  acceptReservation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return actions.acceptAsOwner(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider rejects a pending request, with an optional reason and note.' })
  rejectReservation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationRejectionInput, { nullable: true }) input?: ReservationRejectionInput,
  ) {
    return actions.rejectAsOwner(ctx, id, input ?? {});
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, {
    description:
      'The provider cancels an accepted booking with a reason (listed, written or both): refunded in full, the guest emailed (PUT /api/owner/reservations/{id}/cancellation).',
  })
  cancelReservationByProvider(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationCancellationInput) input: ReservationCancellationInput,
  ) {
    return actions.cancelAsOwner(ctx, id, input);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, { description: "The guest withdraws a request before the provider's answer." })
  withdrawReservation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput,
  ) {
    return actions.withdrawAsCustomer(ctx, id, input ?? {});
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, { description: 'The guest cancels an accepted booking (refunded as the refund policy allows now).' })
  cancelReservation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput,
  ) {
    return actions.cancelAsCustomer(ctx, id, input ?? {});
  }

  @Public()
  @Mutation(() => ReservationView, {
    description: 'The guest withdraws a request through the emailed link; a wrong token is NOT_FOUND, an expired one GONE.',
  })
  withdrawReservationByLink(
    @Ctx() ctx: RequestContext,
    @Args() link: ReservationLinkArgs,
    @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput,
  ) {
    return actions.withdrawByLink(ctx, link.number, link.token, input ?? {});
  }

  @Public()
  @Mutation(() => ReservationView, {
    description: 'The guest cancels an accepted booking through the emailed link; a wrong token is NOT_FOUND, an expired one GONE.',
  })
  cancelReservationByLink(
    @Ctx() ctx: RequestContext,
    @Args() link: ReservationLinkArgs,
    @Arg('input', () => ReservationNoteInput, { nullable: true }) input?: ReservationNoteInput,
  ) {
    return actions.cancelByLink(ctx, link.number, link.token, input ?? {});
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, {
    description:
      'The provider proposes a change of an accepted booking (POST /api/owner/reservations/{id}/change); an open proposal is replaced.',
  })
  proposeReservationChange(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationChangeInput) input: ReservationChangeInput,
  ) {
    return actions.proposeChangeAsOwner(ctx, id, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => ReservationView, { description: 'The provider withdraws the open change proposal.' })
  withdrawReservationChange(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('changeId', () => Int, { nullable: true }) changeId?: number,
  ) {
    return actions.withdrawChangeAsOwner(ctx, id, changeId ?? null);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => BookingPaymentPreparation, {
    description: 'The card payment of the difference of an open change that costs more (created or reused).',
  })
  prepareReservationChangePayment(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return actions.prepareChangePaymentAsCustomer(ctx, id);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, {
    description: 'The guest accepts the open change; when it costs more, with a test card (simulator) or the confirmed PaymentIntent.',
  })
  acceptReservationChange(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReservationChangeAcceptanceInput, { nullable: true }) input?: ReservationChangeAcceptanceInput,
  ) {
    return actions.acceptChangeAsCustomer(ctx, id, input ?? {});
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => ReservationView, { description: 'The guest declines the open change.' })
  declineReservationChange(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return actions.declineChangeAsCustomer(ctx, id);
  }

  @Public()
  @Mutation(() => BookingPaymentPreparation, {
    description: 'Through the emailed link: the card payment of the difference of an open change that costs more.',
  })
  prepareReservationChangePaymentByLink(@Ctx() ctx: RequestContext, @Args() link: ReservationLinkArgs) {
    return actions.prepareChangePaymentByLink(ctx, link.number, link.token);
  }

  @Public()
  @Mutation(() => ReservationView, { description: 'Through the emailed link: the guest accepts the open change.' })
  acceptReservationChangeByLink(
    @Ctx() ctx: RequestContext,
    @Args() link: ReservationLinkArgs,
    @Arg('input', () => ReservationChangeAcceptanceInput, { nullable: true }) input?: ReservationChangeAcceptanceInput,
  ) {
    return actions.acceptChangeByLink(ctx, link.number, link.token, input ?? {});
  }

  @Public()
  @Mutation(() => ReservationView, { description: 'Through the emailed link: the guest declines the open change.' })
  declineReservationChangeByLink(@Ctx() ctx: RequestContext, @Args() link: ReservationLinkArgs) {
    return actions.declineChangeByLink(ctx, link.number, link.token);
  }
}
