// The filters, sort and paging of the public service lists: one class for the GraphQL arguments
// and the REST query parameters (same names, same limits on both).
import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../shared/page.args.js';
import { IsDay, message } from '../../shared/validation.js';

export const MAX_QUERY_LENGTH = 200;
export const MAX_PEOPLE = 1000;
export const MAX_PRICE_EUR = 100_000;

export enum ServiceSort {
  POPULAR = 'POPULAR',
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  RELEVANCE = 'RELEVANCE',
  TITLE = 'TITLE',
  RATING = 'RATING',
}
registerEnumType(ServiceSort, {
  name: 'ServiceSort',
  description:
    'Order of a service list. RELEVANCE needs q (without q it is POPULAR); prices sort by priceFrom, services without offers last; RATING by the average of verified reviews, then their number, services without reviews last.',
});

/** Offer durations in minutes, both ends included; a service matches when one of its offers does. */
export enum DurationBucket {
  UP_TO_2H = 'UP_TO_2H',
  HALF_DAY = 'HALF_DAY',
  FULL_DAY = 'FULL_DAY',
  MULTI_DAY = 'MULTI_DAY',
}
registerEnumType(DurationBucket, {
  name: 'DurationBucket',
  description:
    'An offer lasting: UP_TO_2H up to 2 hours; HALF_DAY over 2 and up to 4 hours; FULL_DAY over 4 hours and under a day; MULTI_DAY a day (24 hours) or more.',
});

export const DURATION_MINUTES: Record<DurationBucket, [number, number]> = {
  UP_TO_2H: [0, 120],
  HALF_DAY: [121, 240],
  FULL_DAY: [241, 1439],
  MULTI_DAY: [1440, 2_147_483_647],
};

const slugRule = /^[a-z0-9-]+$/;

@ArgsType()
export class ServiceSearchArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Words to find in title, description, tags, category and region (English or Croatian, with or without diacritics, a typo allowed), at most ${MAX_QUERY_LENGTH} characters.`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH, message('validation.tooLong', { max: MAX_QUERY_LENGTH }))
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Category slug, e.g. drink.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, message('validation.tooLong', { max: 100 }))
  @Matches(slugRule, message('search.slug'))
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Destination (region) slug, e.g. istria.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, message('validation.tooLong', { max: 100 }))
  @Matches(slugRule, message('search.slug'))
  destination?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: only services with a start on that day with places left for `people` (1 when left out).',
  })
  @IsOptional()
  @IsDay(message('season.invalidDate'))
  date?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Group size 1..${MAX_PEOPLE}: services that take that many people in one booking (and, with date, have that many places left).`,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PEOPLE, message('validation.max', { max: MAX_PEOPLE }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(message('validation.integer'))
  people?: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest priceFrom in EUR.' })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PRICE_EUR, message('validation.max', { max: MAX_PRICE_EUR }))
  @Min(0, message('validation.min', { min: 0 }))
  @IsNumber({ allowNaN: false, allowInfinity: false }, message('validation.numeric'))
  priceMin?: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest priceFrom in EUR.' })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PRICE_EUR, message('validation.max', { max: MAX_PRICE_EUR }))
  @Min(0, message('validation.min', { min: 0 }))
  @IsNumber({ allowNaN: false, allowInfinity: false }, message('validation.numeric'))
  priceMax?: number | null;

  @Field(() => String, { nullable: true, description: 'Code of a spoken language, e.g. en, hr, de.' })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z]{2,3}$/, message('search.languageCode'))
  language?: string | null;

  @Field(() => DurationBucket, { nullable: true })
  @IsOptional()
  @IsEnum(DurationBucket, message('search.choice'))
  duration?: DurationBucket | null;

  @Field(() => ServiceSort, {
    nullable: true,
    description: 'RELEVANCE when q is given, else POPULAR (TITLE for the plain services list, as before).',
  })
  @IsOptional()
  @IsEnum(ServiceSort, message('search.choice'))
  sort?: ServiceSort | null;
}

/** The filters without paging; the path of a category or destination list fixes one of them. */
export type ServiceFilter = Omit<ServiceSearchArgs, 'page' | 'size'>;
