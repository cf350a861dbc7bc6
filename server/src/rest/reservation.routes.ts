// REST paths of the reservation views (spec section 7): the customer's lists and one of their
// reservations, the provider's pending requests and the rejection reasons, and the guest's emailed
// link. Transitions (withdrawal, cancellation, acceptance, rejection) live in reservation-actions.routes.ts.
import { z } from 'zod';
import { PageArgs } from '../shared/page.args.js';
import { CustomerReservationList } from '../modules/reservations/reservation-lists.service.js';
import { listOwnerReservations, OwnerReservationList } from '../modules/provider-desk/owner-reservation-lists.service.js';
import * as lists from '../modules/reservations/reservation-lists.service.js';
import { reservationByLink } from '../modules/reservations/reservation-link.js';
import { RejectionReasonView, ReservationPage, ReservationView } from '../modules/reservations/reservation-views.js';
import { RESERVATION_NUMBER_PATTERN } from '../modules/reservations/reservation-number.js';
import { idPath, pageQuery, textParam } from './params.js';
import { defineRoute } from './route.js';

const customerTag = 'Customer: reservations';
const ownerTag = 'Provider: reservations';
const page = { type: ReservationPage };

const customerList = (path: string, list: CustomerReservationList, operationId: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `/customer/reservations${path}`,
    operationId,
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary,
    query: pageQuery,
    args: PageArgs,
    response: page,
    handler: ({ ctx, query }) => lists.listCustomerReservations(ctx, list, query),
  });

const ownerList = (path: string, list: OwnerReservationList, operationId: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `/owner/reservations${path}`,
    operationId,
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary,
    query: pageQuery,
    args: PageArgs,
    response: page,
    handler: ({ ctx, query }) => listOwnerReservations(ctx, list, query),
  });

/** A reservation number in a path, and the guest link's token (also used by reservation-actions.routes.ts). */
export const numberPath = z.object({ number: z.string().regex(RESERVATION_NUMBER_PATTERN, { message: 'reservation.badNumber' }) });
export const tokenQuery = z.object({ token: textParam(1, 2000) });

export const reservationRoutes = [
  customerList(
    '',
    CustomerReservationList.ALL,
    'customerReservations',
    "All of the signed-in customer's reservations, latest start first (size, page)",
  ),
  customerList(
    '/pending',
    CustomerReservationList.PENDING,
    'customerPendingReservations',
    "Requests waiting for the provider's answer, soonest start first",
  ),
  customerList(
    '/accepted/today',
    CustomerReservationList.ACCEPTED_TODAY,
    'customerReservationsToday',
    'Accepted bookings for today (Europe/Zagreb date)',
  ),
  customerList(
    '/accepted/future',
    CustomerReservationList.ACCEPTED_FUTURE,
    'customerReservationsFuture',
    'Accepted bookings after today, soonest first',
  ),
  customerList(
    '/accepted/past',
    CustomerReservationList.ACCEPTED_PAST,
    'customerReservationsPast',
    'Accepted bookings before today, latest first',
  ),
  customerList(
    '/inactive',
    CustomerReservationList.INACTIVE,
    'customerInactiveReservations',
    'Rejected, cancelled and expired reservations, latest decision first',
  ),
  defineRoute({
    method: 'GET',
    path: '/customer/reservations/{id}',
    operationId: 'customerReservation',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary: "One of the signed-in customer's reservations (another's is a 404)",
    params: idPath,
    response: { type: ReservationView },
    handler: ({ ctx, params }) => lists.customerReservation(ctx, params.id),
  }),
  ownerList(
    '/pending/future',
    OwnerReservationList.PENDING_FUTURE,
    'ownerPendingReservations',
    "The provider's requests waiting for an answer for starts to come, the soonest answer deadline first (size, page)",
  ),
  ownerList(
    '/accepted/today',
    OwnerReservationList.ACCEPTED_TODAY,
    'ownerReservationsToday',
    "The provider's accepted bookings for today (Europe/Zagreb date), in start order",
  ),
  ownerList(
    '/accepted/future',
    OwnerReservationList.ACCEPTED_FUTURE,
    'ownerReservationsFuture',
    "The provider's accepted bookings after today, soonest first",
  ),
  ownerList(
    '/accepted/past',
    OwnerReservationList.ACCEPTED_PAST,
    'ownerReservationsPast',
    "The provider's accepted bookings before today, latest first",
  ),
  ownerList(
    '/accepted',
    OwnerReservationList.ACCEPTED,
    'ownerAcceptedReservations',
    "All of the provider's accepted bookings: starts to come (soonest first), then past ones (latest first)",
  ),
  ownerList(
    '/other',
    OwnerReservationList.OTHER,
    'ownerInactiveReservations',
    "The provider's rejected, cancelled and expired reservations (inactive), latest decision first",
  ),
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/rejection-reasons',
    operationId: 'rejectionReasons',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary: 'The reasons a provider may give when rejecting a request (names in English and Croatian)',
    response: { type: RejectionReasonView, list: true },
    handler: ({ ctx }) => lists.listRejectionReasons(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/booking/reservations/{number}',
    operationId: 'reservationByLink',
    tag: 'Booking',
    access: 'public',
    summary:
      "A reservation through the guest's emailed link (token: signed, expiring); no guest details. Wrong token or number 404, expired link 410",
    params: numberPath,
    query: tokenQuery,
    response: { type: ReservationView },
    handler: ({ ctx, params, query }) => reservationByLink(ctx, params.number, query.token),
  }),
];
