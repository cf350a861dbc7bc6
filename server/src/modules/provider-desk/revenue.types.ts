// What the provider's revenue statistics answer (REST and GraphQL alike), and their arguments.
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { MAX_ID } from '../../shared/limits.js';
import { PageArgs } from '../../shared/page.args.js';
import { Paginated } from '../../shared/paginated.js';
import { message } from '../../shared/validation.js';

export const MONTH_PATTERN = /^(19|20|21|22)\d\d-(0[1-9]|1[0-2])$/;
export const MAX_REVENUE_MONTHS = 36;

@ArgsType()
export class RevenueArgs {
  @Field(() => Int, {
    nullable: true,
    description: "Only this brand of the caller (another company's is NOT_FOUND); all brands when left out.",
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_ID, message('validation.max', { max: MAX_ID }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(message('validation.numeric'))
  brandId?: number | null;

  @Field(() => String, { nullable: true, description: 'First month, YYYY-MM (Europe/Zagreb). Default: 11 months before `to`.' })
  @IsOptional()
  @Matches(MONTH_PATTERN, message('insights.badMonth'))
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Last month, YYYY-MM (Europe/Zagreb), at most ${MAX_REVENUE_MONTHS} months after \`from\`. Default: the current month.`,
  })
  @IsOptional()
  @Matches(MONTH_PATTERN, message('insights.badMonth'))
  to?: string | null;
}

@ObjectType({
  description:
    "Money and counts of captured bookings. Gross: captured minus refunded. Commission: the platform's 15% with 25% VAT on it, reduced pro rata by refunds. Net: gross minus commission. All EUR cents.",
})
export class RevenueFigures {
  @Field(() => Int)
  grossCents: number;

  @Field(() => Int, {
    description: 'Of the gross, what bookings via resellers sold (their retail price; no card payment: the reseller pays its net amount).',
  })
  resellerGrossCents: number;

  @Field(() => Int)
  commissionCents: number;

  @Field(() => Int)
  netCents: number;

  @Field(() => Int, { description: 'Bookings whose captured money was not refunded in full.' })
  bookings: number;

  @Field(() => Int, { description: 'People of those bookings.' })
  guests: number;
}

@ObjectType({ description: "One service's figures (in a month, or over the period)." })
export class RevenueServiceLine extends RevenueFigures {
  @Field(() => Int)
  serviceId: number;

  @Field()
  title: string;

  @Field()
  brandName: string;
}

@ObjectType({ description: 'One month (Europe/Zagreb) of the period: the bookings whose start date falls in it.' })
export class RevenueMonth extends RevenueFigures {
  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field(() => [RevenueServiceLine])
  services: RevenueServiceLine[];
}

@ObjectType({ description: "The provider's revenue per month and per service, from captured payments minus refunds." })
export class RevenueReport {
  @Field({ description: 'First month, YYYY-MM.' })
  from: string;

  @Field({ description: 'Last month, YYYY-MM.' })
  to: string;

  @Field(() => Int, { nullable: true })
  brandId: number | null;

  @Field(() => [RevenueMonth], { description: 'Every month of the period in order, months without bookings included (zeros).' })
  months: RevenueMonth[];

  @Field(() => [RevenueServiceLine], { description: 'Each service over the whole period, highest gross first.' })
  services: RevenueServiceLine[];

  @Field(() => RevenueFigures)
  totals: RevenueFigures;
}

@ArgsType()
export class RevenueReservationArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only this brand of the caller (another company's is NOT_FOUND)." })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_ID, message('validation.max', { max: MAX_ID }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(message('validation.numeric'))
  brandId?: number | null;

  @Field(() => String, { nullable: true, description: 'The month of the start date, YYYY-MM (Europe/Zagreb). Default: the current month.' })
  @IsOptional()
  @Matches(MONTH_PATTERN, message('insights.badMonth'))
  month?: string | null;
}

@ObjectType({
  description:
    "One booking's money split three ways: the provider's net, the platform's commission (15% + VAT, pro rata to what was kept) and, of that commission, the sales partner's share (null when no partner referred the booking). EUR cents.",
})
export class RevenueReservation {
  @Field(() => Int)
  reservationId: number;

  @Field()
  number: string;

  @Field(() => Int)
  serviceId: number;

  @Field()
  serviceTitle: string;

  @Field({ description: 'YYYY-MM-DD, the day of the start (Europe/Zagreb).' })
  date: string;

  @Field({ description: 'The reservation state (ACCEPTED, CANCELLED, …).' })
  state: string;

  @Field(() => Int, { description: 'Captured minus refunded.' })
  grossCents: number;

  @Field(() => Int, { description: "The platform's commission with VAT, pro rata to what was kept." })
  commissionCents: number;

  @Field(() => Int, { description: "The provider's net: gross minus commission." })
  netCents: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "Of the commission, the sales partner's share (their commission ledger's accruals net of reversals); null when the booking was not referred by a partner.",
  })
  partnerShareCents: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The reseller it was sold through (gross is then its retail price); null for a booking on the site.',
  })
  resellerName: string | null;
}

@ObjectType({ description: 'One page of bookings with money captured, by start, newest first.' })
export class RevenueReservationPage extends Paginated(RevenueReservation) {}
