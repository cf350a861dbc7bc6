// GraphQL operations of the booking request (the same inputs and services as
// /api/booking/request/{id}, /first and /second).
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public } from '../../shared/access.js';
import { BookingPersonalInput, BookingRecapInput, BookingRequestInput } from './booking-request.inputs.js';
import * as requests from './booking-request.service.js';
import { BookingRequestView } from './booking-request.types.js';

@Resolver()
export class BookingRequestResolver {
  @Public()
  @Query(() => BookingRequestView, { description: "A booking request by its uuid (a signed-in guest's request is theirs only)." })
  bookingRequest(@Ctx() ctx: RequestContext, @Arg('id') id: string) {
    return requests.getBookingRequest(ctx, id);
  }

  @Public()
  @Mutation(() => BookingRequestView, {
    description:
      "Creates the request and holds its places, or sets the listed offers' quantities of an open one (0 removes; none left ends it).",
  })
  saveBookingRequest(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('input') input: BookingRequestInput) {
    return requests.saveBookingRequest(ctx, id, input);
  }

  @Public()
  @Mutation(() => BookingRequestView, { description: 'Clears the request and gives its places back.' })
  clearBookingRequest(@Ctx() ctx: RequestContext, @Arg('id') id: string) {
    return requests.clearBookingRequest(ctx, id);
  }

  @Public()
  @Mutation(() => BookingRequestView, { description: 'Step 1: the recap is confirmed, with an optional discount code.' })
  confirmBookingRecap(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('input') input: BookingRecapInput) {
    return requests.confirmRecap(ctx, id, input);
  }

  @Public()
  @Mutation(() => BookingRequestView, { description: "Step 2: the guest's details and the accepted conditions." })
  saveBookingPersonalInfo(@Ctx() ctx: RequestContext, @Arg('id') id: string, @Arg('input') input: BookingPersonalInput) {
    return requests.savePersonalInfo(ctx, id, input);
  }
}
