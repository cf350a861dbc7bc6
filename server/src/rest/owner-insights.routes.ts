// REST paths of the provider's insights: revenue statistics, the recent activity ("Today") and the
// printable day manifest (PDF). Services in modules/booking (revenue.service, activity.service,
// day-manifest); GraphQL twins in booking/insights.resolver.ts.
import { z } from 'zod';
import { ownerRecentActivity, RecentActivity } from '../modules/provider-desk/activity.service.js';
import { dayManifest } from '../modules/provider-desk/day-manifest.js';
import { ownerRevenue, ownerRevenueReservations } from '../modules/provider-desk/revenue.service.js';
import {
  MONTH_PATTERN,
  RevenueArgs,
  RevenueReport,
  RevenueReservationArgs,
  RevenueReservationPage,
} from '../modules/provider-desk/revenue.types.js';
import { dateParam, idParam, pageQuery } from './params.js';
import { defineRoute, type BinaryResult } from './route.js';

const tag = 'Provider: insights';
const month = () => z.string().regex(MONTH_PATTERN, { message: 'insights.badMonth' }).optional();

export const ownerInsightRoutes = [
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/revenue',
    operationId: 'ownerRevenue',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "Revenue per month (of the start date, Europe/Zagreb) and per service: gross (captured − refunded), commission (15% + VAT, pro rata to what was kept), net, bookings and guests. brandId optional (another company's is 404); from/to YYYY-MM, default the last 12 months, at most 36",
    query: z.object({ brandId: idParam().optional(), from: month(), to: month() }),
    args: RevenueArgs,
    response: { type: RevenueReport },
    handler: ({ ctx, query }) => ownerRevenue(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/revenue/reservations',
    operationId: 'ownerRevenueReservations',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "Per booking with money captured whose start falls in `month` (YYYY-MM, default the current one): gross, platform commission, provider net and, of the commission, the sales partner's share (null when not referred). brandId, page, size",
    query: pageQuery.extend({ brandId: idParam().optional(), month: month() }),
    args: RevenueReservationArgs,
    response: { type: RevenueReservationPage },
    handler: ({ ctx, query }) => ownerRevenueReservations(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/activity',
    operationId: 'ownerRecentActivity',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      'The provider\'s "Today": today\'s accepted bookings in start order, requests needing an answer (soonest deadline first) and the latest 20 events, newest first',
    response: { type: RecentActivity },
    handler: ({ ctx }) => ownerRecentActivity(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/manifest',
    operationId: 'ownerDayManifest',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "The printable day manifest (PDF, in the caller's language): the accepted bookings of `date` grouped by start time and service, with guests, people, offers and messages. brandId optional (another company's is 404)",
    query: z.object({ date: dateParam(), brandId: idParam().optional() }),
    response: { binary: 'application/pdf', attachment: true, description: 'The manifest as a PDF attachment (not cached).' },
    handler: async ({ ctx, query }): Promise<BinaryResult> => {
      const file = await dayManifest(ctx, query.date, query.brandId ?? null);
      return { contentType: 'application/pdf', data: file.data, cacheControl: 'no-store', filename: file.fileName };
    },
  }),
];
