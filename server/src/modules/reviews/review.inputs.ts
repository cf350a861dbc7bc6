// Inputs of the review calls, validated by class-validator on both transports (NUL and broken
// Unicode are refused for every string by shared/validation.ts before these rules run).
import { Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../shared/page.args.js';
import { message, required } from '../../shared/validation.js';
import { REVIEW_LANGUAGES, ReviewHiddenReason } from './review.entity.js';

export const MAX_REVIEW_TEXT = 2000;
export const MAX_REPLY_TEXT = 2000;
export const MAX_REPORT_REASON = 1000;
export const MAX_AUTHOR_NAME = 60;

const stars = (field: string) => [
  IsInt(message('validation.integer')),
  Min(1, message('validation.min', { min: 1 })),
  Max(5, message('validation.max', { max: 5 })),
  Field(() => Int, { nullable: field !== 'overall', description: `${field}: 1–5 stars${field === 'overall' ? '' : ', optional'}.` }),
];

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

@InputType({ description: 'A review: overall stars (required), optional sub-ratings, text, language, the first name and country shown.' })
export class ReviewInput {
  @apply(stars('overall'))
  overall: number;

  @IsOptional()
  @apply(stars('serviceQuality'))
  serviceQuality?: number | null;

  @IsOptional()
  @apply(stars('organisation'))
  organisation?: number | null;

  @IsOptional()
  @apply(stars('valueForMoney'))
  valueForMoney?: number | null;

  @IsOptional()
  @apply(stars('safety'))
  safety?: number | null;

  @Field(() => String, { nullable: true, description: `At most ${MAX_REVIEW_TEXT} characters.` })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REVIEW_TEXT, message('validation.tooLong', { max: MAX_REVIEW_TEXT }))
  text?: string | null;

  @Field({ description: 'The language it is written in: en or hr.' })
  @IsIn([...REVIEW_LANGUAGES], message('validation.language'))
  language: string;

  @Field({ description: 'The first name shown with the review.' })
  @IsString(required('label.firstName'))
  @IsNotEmpty(required('label.firstName'))
  @MaxLength(MAX_AUTHOR_NAME, message('validation.tooLong', { max: MAX_AUTHOR_NAME }))
  authorName: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country shown with the review.' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z]{2}$/, message('validation.invalid', { label: { id: 'label.country' } }))
  authorCountry?: string | null;
}

@InputType({ description: "The provider's public reply to a review." })
export class ReviewReplyInput {
  @Field()
  @IsString(required('label.reply'))
  @IsNotEmpty(required('label.reply'))
  @MaxLength(MAX_REPLY_TEXT, message('validation.tooLong', { max: MAX_REPLY_TEXT }))
  text: string;
}

@InputType({ description: 'A report of a review, with the reason.' })
export class ReviewReportInput {
  @Field()
  @IsString(required('label.reportReason'))
  @IsNotEmpty(required('label.reportReason'))
  @MaxLength(MAX_REPORT_REASON, message('validation.tooLong', { max: MAX_REPORT_REASON }))
  reason: string;
}

@InputType({ description: 'Staff hide a review with a reason code (never for being negative).' })
export class HideReviewInput {
  @Field(() => ReviewHiddenReason)
  @IsEnum(ReviewHiddenReason, message('review.unknownHiddenReason'))
  reason: ReviewHiddenReason;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REPORT_REASON, message('validation.tooLong', { max: MAX_REPORT_REASON }))
  note?: string | null;
}

export enum ReviewSort {
  NEWEST = 'NEWEST',
  HIGHEST = 'HIGHEST',
  LOWEST = 'LOWEST',
}
registerEnumType(ReviewSort, { name: 'ReviewSort', description: 'Order of a review list.' });

@ArgsType()
export class ReviewListArgs extends PageArgs {
  @Field(() => ReviewSort, { nullable: true, defaultValue: ReviewSort.NEWEST })
  @IsOptional()
  @IsEnum(ReviewSort, message('review.unknownSort'))
  sort?: ReviewSort | null;

  @Field(() => Int, { nullable: true, description: 'Only reviews with this many overall stars (1–5).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt(message('validation.integer'))
  @Min(1, message('validation.min', { min: 1 }))
  @Max(5, message('validation.max', { max: 5 }))
  stars?: number | null;
}

export enum ModerationFilter {
  REPORTED = 'REPORTED',
  HIDDEN = 'HIDDEN',
  ALL = 'ALL',
}
registerEnumType(ModerationFilter, {
  name: 'ModerationFilter',
  description: 'REPORTED: reviews with open reports; HIDDEN: hidden ones; ALL: every review, newest first.',
});

@ArgsType()
export class ModerationArgs extends PageArgs {
  @Field(() => ModerationFilter, { nullable: true, defaultValue: ModerationFilter.REPORTED })
  @IsOptional()
  @IsEnum(ModerationFilter, message('review.unknownFilter'))
  filter?: ModerationFilter | null;
}
