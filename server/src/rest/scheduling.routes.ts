// REST paths for seasons, booking times, unavailable dates (spec section 7, Owner calls),
// the calendar feed and public availability.
import { z } from 'zod';
import { dateParam, idParam, pageQuery } from './params.js';
import { Availability, ownServiceAvailability, serviceAvailability } from '../modules/scheduling/availability.service.js';
import { calendarFeed, calendarFeedLink, CalendarFeedLink, resetCalendarFeed } from '../modules/scheduling/calendar-feed.service.js';
import { SeasonPageView } from '../modules/scheduling/scheduling.resolver.js';
import { BookingTimeInput, DayRangeArgs, SeasonInput, UnavailableDateInput } from '../modules/scheduling/season.inputs.js';
import { BookingTime, Season, UnavailableDate } from '../modules/scheduling/season.entity.js';
import * as seasons from '../modules/scheduling/season.service.js';
import { PageArgs } from '../shared/page.args.js';
import { defineRoute, type BinaryResult } from './route.js';

const tag = 'Provider: seasons';
const id = z.object({ id: idParam() });

export const schedulingRoutes = [
  defineRoute({
    method: 'POST', path: '/owner/services/{id}/season', operationId: 'createSeason', tag, access: ['ROLE_OWNER'], status: 201,
    summary: 'Adds a season with working times (and optionally booking times and unavailable dates)',
    params: id,
    body: SeasonInput,
    response: { type: Season },
    handler: ({ ctx, params, body }) => seasons.createSeason(ctx, params.id, body),
  }),
  defineRoute({
    method: 'GET', path: '/owner/services/{id}/season', operationId: 'listSeasons', tag, access: ['ROLE_OWNER'],
    summary: 'Seasons of a service (sort=to,desc or to,asc; size; page)',
    params: id,
    query: z.object({ sort: z.enum(['to,desc', 'to,asc']).default('to,desc'), ...pageQuery.shape }),
    args: PageArgs,
    response: { type: SeasonPageView },
    handler: ({ ctx, params, query }) => seasons.listSeasons(ctx, params.id, { page: query.page, size: query.size, descending: query.sort === 'to,desc' }),
  }),
  defineRoute({
    method: 'GET', path: '/owner/season/{id}', operationId: 'getSeason', tag, access: ['ROLE_OWNER'],
    summary: 'One season with its times and dates',
    params: id,
    response: { type: Season },
    handler: ({ ctx, params }) => seasons.ownSeason(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/season/{id}', operationId: 'updateSeason', tag, access: ['ROLE_OWNER'],
    summary: 'Replaces a season (booking times and unavailable dates are kept when left out)',
    params: id,
    body: SeasonInput,
    response: { type: Season },
    handler: ({ ctx, params, body }) => seasons.updateSeason(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE', path: '/owner/season/{id}', operationId: 'deleteSeason', tag, access: ['ROLE_OWNER'],
    summary: 'Deletes a season',
    params: id,
    response: { empty: true },
    handler: ({ ctx, params }) => seasons.deleteSeason(ctx, params.id),
  }),
  defineRoute({
    method: 'POST', path: '/owner/season/{id}/booking-time', operationId: 'addBookingTime', tag, access: ['ROLE_OWNER'], status: 201,
    summary: 'Adds a booking (start) time inside the working hours',
    params: id,
    body: BookingTimeInput,
    response: { type: Season },
    handler: ({ ctx, params, body }) => seasons.addBookingTime(ctx, params.id, body),
  }),
  defineRoute({
    method: 'GET', path: '/owner/season/{id}/booking-time', operationId: 'listBookingTimes', tag, access: ['ROLE_OWNER'],
    summary: 'The booking times of a season',
    params: id,
    response: { type: BookingTime, list: true },
    handler: ({ ctx, params }) => seasons.listBookingTimes(ctx, params.id),
  }),
  defineRoute({
    method: 'DELETE', path: '/owner/season/{id}/booking-time/{timeId}', operationId: 'deleteBookingTime', tag, access: ['ROLE_OWNER'],
    summary: 'Deletes a booking time',
    params: z.object({ id: idParam(), timeId: idParam() }),
    response: { empty: true },
    handler: ({ ctx, params }) => seasons.deleteBookingTime(ctx, params.id, params.timeId),
  }),
  defineRoute({
    method: 'POST', path: '/owner/season/{id}/unavailable-dates', operationId: 'addUnavailableDate', tag, access: ['ROLE_OWNER'], status: 201,
    summary: 'Marks a date of the season as unavailable',
    params: id,
    body: UnavailableDateInput,
    response: { type: Season },
    handler: ({ ctx, params, body }) => seasons.addUnavailableDate(ctx, params.id, body.date),
  }),
  defineRoute({
    method: 'GET', path: '/owner/season/{id}/unavailable-dates', operationId: 'listUnavailableDates', tag, access: ['ROLE_OWNER'],
    summary: 'The unavailable dates of a season',
    params: id,
    response: { type: UnavailableDate, list: true },
    handler: ({ ctx, params }) => seasons.listUnavailableDates(ctx, params.id),
  }),
  defineRoute({
    method: 'DELETE', path: '/owner/season/{id}/unavailable-dates/{date}', operationId: 'deleteUnavailableDate', tag, access: ['ROLE_OWNER'],
    summary: 'Makes an unavailable date available again',
    params: z.object({ id: idParam(), date: dateParam() }),
    response: { empty: true },
    handler: ({ ctx, params }) => seasons.deleteUnavailableDate(ctx, params.id, params.date),
  }),
  defineRoute({
    method: 'GET', path: '/owner/calendar-feed', operationId: 'getCalendarFeed', tag, access: ['ROLE_OWNER'],
    summary: 'The secret iCalendar address of the caller\'s confirmed bookings',
    response: { type: CalendarFeedLink },
    handler: ({ ctx }) => calendarFeedLink(ctx),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/calendar-feed', operationId: 'resetCalendarFeed', tag, access: ['ROLE_OWNER'],
    summary: 'Replaces the calendar address; the old one stops working',
    response: { type: CalendarFeedLink },
    handler: ({ ctx }) => resetCalendarFeed(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/calendar/{file}', operationId: 'calendarFeed', tag: 'Calendar', access: 'public',
    summary: 'A provider\'s iCalendar feed (the secret address from /owner/calendar-feed)',
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
    response: { binary: 'text/calendar', description: 'iCalendar (RFC 5545).' },
    handler: async ({ ctx, params }): Promise<BinaryResult> => ({
      contentType: 'text/calendar; charset=utf-8',
      data: Buffer.from(await calendarFeed(ctx, params.file.replace(/\.ics$/, ''))),
      cacheControl: 'private, max-age=300',
    }),
  }),
  defineRoute({
    method: 'GET', path: '/owner/services/{id}/availability', operationId: 'getOwnServiceAvailability', tag, access: ['ROLE_OWNER'],
    summary: 'Availability of one of the caller\'s services whatever its state (what guests will see once released)',
    params: id,
    query: z.object({ from: z.string(), to: z.string() }),
    args: DayRangeArgs,
    response: { type: Availability },
    handler: ({ ctx, params, query }) => ownServiceAvailability(ctx, params.id, query.from, query.to),
  }),
  defineRoute({
    method: 'GET', path: '/services/{id}/availability', operationId: 'getAvailability', tag: 'Catalog', access: 'public',
    summary: 'For each day from..to (YYYY-MM-DD, at most 400 days): bookable or not, and start times with places left',
    params: id,
    query: z.object({ from: z.string(), to: z.string() }),
    args: DayRangeArgs,
    response: { type: Availability },
    handler: ({ ctx, params, query }) => serviceAvailability(ctx, params.id, query.from, query.to),
  }),
];
