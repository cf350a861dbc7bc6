// GraphQL operations of scheduling: a provider's seasons with working times, booking times and
// unavailable dates; the calendar feed; and public availability.
import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PageArgs, pageOf } from '../../shared/page.args.js';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { Availability, ownServiceAvailability, serviceAvailability } from './availability.service.js';
import { calendarFeedLink, CalendarFeedLink, resetCalendarFeed } from './calendar-feed.service.js';
import { BookingTimeInput, DayRangeArgs, SeasonInput, UnavailableDateArgs, UnavailableDateInput } from './season.inputs.js';
import { Season } from './season.entity.js';
import * as seasons from './season.service.js';

@ObjectType({ description: 'One page of seasons.' })
export class SeasonPageView {
  @Field(() => [Season])
  content: Season[];

  @Field(() => Int)
  totalElements: number;

  @Field(() => Int)
  totalPages: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  size: number;
}

@Resolver()
export class SchedulingResolver {
  @Roles('ROLE_OWNER')
  @Query(() => SeasonPageView, { description: "Seasons of one of the caller's services, latest end first." })
  serviceSeasons(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Args() page: PageArgs) {
    return seasons.listSeasons(ctx, serviceId, { ...pageOf(page), descending: true });
  }

  @Roles('ROLE_OWNER')
  @Query(() => Season)
  season(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return seasons.ownSeason(ctx, id);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Season)
  createSeason(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Arg('input') input: SeasonInput) {
    return seasons.createSeason(ctx, serviceId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Season)
  updateSeason(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: SeasonInput) {
    return seasons.updateSeason(ctx, id, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteSeason(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await seasons.deleteSeason(ctx, id);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Season)
  addBookingTime(@Ctx() ctx: RequestContext, @Arg('seasonId', () => Int) seasonId: number, @Arg('input') input: BookingTimeInput) {
    return seasons.addBookingTime(ctx, seasonId, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteBookingTime(
    @Ctx() ctx: RequestContext,
    @Arg('seasonId', () => Int) seasonId: number,
    @Arg('timeId', () => Int) timeId: number,
  ) {
    await seasons.deleteBookingTime(ctx, seasonId, timeId);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Season)
  addUnavailableDate(@Ctx() ctx: RequestContext, @Arg('seasonId', () => Int) seasonId: number, @Arg('input') input: UnavailableDateInput) {
    return seasons.addUnavailableDate(ctx, seasonId, input.date);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => Boolean)
  async deleteUnavailableDate(
    @Ctx() ctx: RequestContext,
    @Arg('seasonId', () => Int) seasonId: number,
    @Args() { date }: UnavailableDateArgs,
  ) {
    await seasons.deleteUnavailableDate(ctx, seasonId, date);
    return true;
  }

  @Roles('ROLE_OWNER')
  @Query(() => CalendarFeedLink, { description: "The secret iCalendar address of the caller's confirmed bookings." })
  calendarFeed(@Ctx() ctx: RequestContext) {
    return calendarFeedLink(ctx);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => CalendarFeedLink, { description: 'Replaces the calendar address; the old one stops working.' })
  resetCalendarFeed(@Ctx() ctx: RequestContext) {
    return resetCalendarFeed(ctx);
  }

  @Roles('ROLE_OWNER')
  @Query(() => Availability, { description: "Availability of one of the caller's services whatever its state (drafts included)." })
  myServiceAvailability(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Args() { from, to }: DayRangeArgs) {
    return ownServiceAvailability(ctx, serviceId, from, to);
  }

  @Public()
  @Query(() => Availability, {
    description: 'For each day from..to (YYYY-MM-DD, at most 400 days): bookable or not, and start times with places left.',
  })
  availability(@Ctx() ctx: RequestContext, @Arg('serviceId', () => Int) serviceId: number, @Args() { from, to }: DayRangeArgs) {
    return serviceAvailability(ctx, serviceId, from, to);
  }
}
