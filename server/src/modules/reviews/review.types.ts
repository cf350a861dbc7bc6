// What the reviews module answers: a review as guests see it (first name and country, never the
// email), the service's rating aggregate, a page of reviews, the provider's statistics and staff's queue.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../shared/paginated.js';
import { ServiceRating } from '../catalog/public-service.types.js';
import { GuestReviewModeration, GuestReviewPhoto, ReviewHiddenReason, ReviewReporterRole } from './review.entity.js';

@ObjectType({ description: "The provider's public reply to a review.", simpleResolvers: true })
export class ReviewReply {
  @Field()
  text: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  editedAt: Date | null;
}

@ObjectType({
  description: 'A verified review of a service: written by the booker of an accepted, attended booking.',
  simpleResolvers: true,
})
export class PublicReview {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  serviceId: number;

  @Field({ description: "The author's first name." })
  authorName: string;

  @Field(() => String, { nullable: true, description: "The author's country, ISO 3166-1 alpha-2." })
  authorCountry: string | null;

  @Field(() => Int, { description: 'Overall stars, 1–5.' })
  overall: number;

  @Field(() => Int, { nullable: true })
  serviceQuality: number | null;

  @Field(() => Int, { nullable: true })
  organisation: number | null;

  @Field(() => Int, { nullable: true })
  valueForMoney: number | null;

  @Field(() => Int, { nullable: true })
  safety: number | null;

  @Field(() => String, { nullable: true })
  text: string | null;

  @Field({ description: 'The language it was written in: en or hr.' })
  language: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  editedAt: Date | null;

  @Field(() => [GuestReviewPhoto])
  photos: GuestReviewPhoto[];

  @Field(() => ReviewReply, { nullable: true })
  reply: ReviewReply | null;
}

@ObjectType({ description: 'A page of reviews.' })
export class ReviewPage extends Paginated(PublicReview) {}

@ObjectType({ description: 'Whether the caller may review a reservation, and their review if written.', simpleResolvers: true })
export class ReviewEligibility {
  @Field({ description: 'True while a review may be written.' })
  eligible: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why not: NOT_ACCEPTED, NOT_STARTED, NO_SHOW, ALREADY_REVIEWED, TOO_LATE, OWN_SERVICE; null when eligible.',
  })
  reason: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when a review may be written (30 days after the start).' })
  until: Date | null;

  @Field(() => PublicReview, { nullable: true })
  review: PublicReview | null;
}

@ObjectType({ description: 'A review as its provider sees it: public fields and whether staff hid it.', simpleResolvers: true })
export class OwnerReview extends PublicReview {
  @Field()
  serviceTitle: string;

  @Field()
  hidden: boolean;
}

@ObjectType({ description: 'Reviews received in one month.', simpleResolvers: true })
export class ReviewMonth {
  @Field({ description: 'YYYY-MM (Europe/Zagreb).' })
  month: string;

  @Field(() => Int)
  count: number;

  @Field(() => Float)
  average: number;
}

@ObjectType({ description: 'How many visible reviews gave each number of stars.', simpleResolvers: true })
export class StarCount {
  @Field(() => Int)
  stars: number;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "The provider's review statistics over all their services.", simpleResolvers: true })
export class ReviewStatistics {
  @Field(() => ServiceRating)
  rating: ServiceRating;

  @Field(() => [ReviewMonth], { description: 'The last 12 months, oldest first.' })
  months: ReviewMonth[];

  @Field(() => [StarCount], { description: '5 to 1 stars.' })
  distribution: StarCount[];

  @Field(() => [OwnerReview], { description: 'The 10 latest reviews, with replies.' })
  latest: OwnerReview[];
}

@ObjectType({ description: 'A report of a review.', simpleResolvers: true })
export class ReviewReportView {
  @Field(() => Int)
  id: number;

  @Field(() => ReviewReporterRole)
  reporterRole: ReviewReporterRole;

  @Field()
  reason: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({ description: 'A review in the staff moderation queue, with its open reports and its log.', simpleResolvers: true })
export class ModerationItem {
  @Field(() => PublicReview)
  review: PublicReview;

  @Field()
  serviceTitle: string;

  @Field(() => ReviewHiddenReason, { nullable: true })
  hiddenReason: ReviewHiddenReason | null;

  @Field(() => Date, { nullable: true })
  hiddenAt: Date | null;

  @Field(() => [ReviewReportView], { description: 'Open reports.' })
  reports: ReviewReportView[];

  @Field(() => [GuestReviewModeration], { description: 'Every moderation step, oldest first.' })
  log: GuestReviewModeration[];
}

@ObjectType({ description: 'A page of the moderation queue.' })
export class ModerationPage extends Paginated(ModerationItem) {}
