// One page of a list, the same class and limits for GraphQL arguments and REST query parameters:
// a size over MAX_PAGE_SIZE is refused on both, never clamped on one.
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './limits.js';
import { message } from './validation.js';

const numeric = message('validation.numeric');

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 0, description: `Zero-based page, at most ${MAX_PAGE}.` })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, message('validation.max', { max: MAX_PAGE }))
  @Min(0, message('validation.min', { min: 0 }))
  @IsInt(numeric)
  page: number = 0;

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PAGE_SIZE, description: `Items per page, 1..${MAX_PAGE_SIZE}.` })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, message('validation.max', { max: MAX_PAGE_SIZE }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(numeric)
  size: number = DEFAULT_PAGE_SIZE;
}

/** The page to load: null (GraphQL) or absent means the defaults. */
export function pageOf(args: PageArgs): { page: number; size: number } {
  return { page: args.page ?? 0, size: args.size ?? DEFAULT_PAGE_SIZE };
}
