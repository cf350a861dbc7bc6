// GraphQL operations of the booking flow's payment (the same inputs and services as
// /api/booking/request/{id}/prepare-payment, /test-card, /test-card/authentication and /send).
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public } from '../../shared/access.js';
import * as payments from './booking-payment.service.js';
import { BookingPaymentPreparation, SentBookingRequest, TestAuthenticationInput, TestCardInput } from './booking-payment.types.js';

@Resolver()
export class BookingPaymentResolver {
  @Public()
  @Query(() => BookingPaymentPreparation, { description: 'The card payment of a booking request at step PAYMENT (created or reused).' })
  prepareBookingPayment(@Ctx() ctx: RequestContext, @Arg('id') id: string) {
    return payments.prepareBookingPayment(ctx, id);
  }

  @Public()
  @Mutation(() => SentBookingRequest, { description: 'Card simulator only: pays with a test card, then sends the request.' })
  payBookingWithTestCard(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('card') card: TestCardInput) {
    return payments.payBookingWithTestCard(ctx, id, card);
  }

  @Public()
  @Mutation(() => SentBookingRequest, {
    description: 'Card simulator only: completes or fails the 3-D Secure check a test card asked for, then sends the request.',
  })
  authenticateBookingTestCard(
    @Ctx() ctx: RequestContext,
    @Arg('id') id: string,
    @Arg('authentication') authentication: TestAuthenticationInput,
  ) {
    return payments.authenticateBookingTestCard(ctx, id, authentication.outcome);
  }

  @Public()
  @Mutation(() => SentBookingRequest, { description: 'Sends the request once its card amount is authorised (idempotent).' })
  sendBookingRequest(@Ctx() ctx: RequestContext, @Arg('id') id: string) {
    return payments.sendBookingRequest(ctx, id);
  }
}
