// GraphQL operations of the reviews module (guestReviews: serviceReviews is staff's approval queue), the same services and inputs as the REST calls under
// /api/services/{id}/reviews, /api/customer/reservations/{id}/review, /api/reservations/{number}/review,
// /api/owner/reviews and /api/admin/reviews. Photos are uploaded through REST only (multipart).
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { HideReviewInput, ModerationArgs, ReviewInput, ReviewListArgs, ReviewReplyInput, ReviewReportInput } from './review.inputs.js';
import { ModerationItem, ModerationPage, PublicReview, ReviewEligibility, ReviewPage, ReviewStatistics } from './review.types.js';
import * as reviews from './review.service.js';
import * as publicReviews from './review-public.service.js';
import * as moderation from './review-moderation.service.js';
import { reviewStatistics } from './review-statistics.service.js';

@Resolver()
export class ReviewResolver {
  @Public()
  @Query(() => ReviewPage, { description: 'The visible reviews of a public service (hidden ones never), sorted and filtered by stars.' })
  guestReviews(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Args() args: ReviewListArgs) {
    return publicReviews.serviceReviews(ctx, serviceId, args);
  }

  @Roles('ROLE_CUSTOMER')
  @Query(() => ReviewEligibility, { description: 'Whether the caller may review their reservation, and their review when written.' })
  reservationReview(@Ctx() ctx: RequestContext, @Arg('reservationId', () => Int) reservationId: number) {
    return reviews.reviewState(ctx, { kind: 'customer', reservationId });
  }

  @Public()
  @Query(() => ReviewEligibility, { description: 'The same through the emailed booking link (number and token).' })
  reservationReviewByLink(@Ctx() ctx: RequestContext, @Arg('number') number: string, @Arg('token') token: string) {
    return reviews.reviewState(ctx, { kind: 'link', number, token });
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => PublicReview, {
    description: 'The booker reviews their accepted, attended reservation: once, within 30 days of the start.',
  })
  createReservationReview(
    @Ctx() ctx: RequestContext,
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('input') input: ReviewInput,
  ) {
    return reviews.createReview(ctx, { kind: 'customer', reservationId }, input);
  }

  @Public()
  @Mutation(() => PublicReview, { description: 'A guest reviews through the emailed booking link (number and token).' })
  createReservationReviewByLink(
    @Ctx() ctx: RequestContext,
    @Arg('number') number: string,
    @Arg('token') token: string,
    @Arg('input') input: ReviewInput,
  ) {
    return reviews.createReview(ctx, { kind: 'link', number, token }, input);
  }

  @Roles('ROLE_CUSTOMER')
  @Mutation(() => PublicReview, { description: 'The author edits their review within 30 days of the start.' })
  updateReservationReview(
    @Ctx() ctx: RequestContext,
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('input') input: ReviewInput,
  ) {
    return reviews.updateReview(ctx, { kind: 'customer', reservationId }, input);
  }

  @Public()
  @Mutation(() => PublicReview, { description: 'The author edits their review through the booking link.' })
  updateReservationReviewByLink(
    @Ctx() ctx: RequestContext,
    @Arg('number') number: string,
    @Arg('token') token: string,
    @Arg('input') input: ReviewInput,
  ) {
    return reviews.updateReview(ctx, { kind: 'link', number, token }, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => PublicReview, { description: "The provider's public reply to a review of their service: once, then edited." })
  replyToReview(@Ctx() ctx: RequestContext, @Arg('reviewId', () => Int) reviewId: number, @Arg('input') input: ReviewReplyInput) {
    return publicReviews.replyToReview(ctx, reviewId, input);
  }

  @Roles()
  @Mutation(() => Boolean, {
    description: 'Reports a visible review to staff with a reason (a repeat by the same person changes nothing).',
  })
  reportReview(@Ctx() ctx: RequestContext, @Arg('reviewId', () => Int) reviewId: number, @Arg('input') input: ReviewReportInput) {
    return moderation.reportReview(ctx, reviewId, input);
  }

  @Roles('ROLE_OWNER')
  @Query(() => ReviewStatistics, { description: "The provider's review statistics over all their services." })
  reviewStatistics(@Ctx() ctx: RequestContext) {
    return reviewStatistics(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => ModerationPage, { description: 'Staff: the moderation queue (reported, hidden or all reviews) with reports and log.' })
  reviewModerationQueue(@Ctx() ctx: RequestContext, @Args() args: ModerationArgs) {
    return moderation.moderationQueue(ctx, args);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ModerationItem, {
    description: 'Staff hide a review with a reason code; it is kept, and leaves the lists and the rating.',
  })
  hideReview(@Ctx() ctx: RequestContext, @Arg('reviewId', () => Int) reviewId: number, @Arg('input') input: HideReviewInput) {
    return moderation.hideReview(ctx, reviewId, input);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ModerationItem, { description: 'Staff show a hidden review again.' })
  unhideReview(@Ctx() ctx: RequestContext, @Arg('reviewId', () => Int) reviewId: number) {
    return moderation.unhideReview(ctx, reviewId);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => ModerationItem, { description: 'Staff keep a reported review: its open reports are closed.' })
  dismissReviewReports(@Ctx() ctx: RequestContext, @Arg('reviewId', () => Int) reviewId: number) {
    return moderation.dismissReports(ctx, reviewId);
  }
}
