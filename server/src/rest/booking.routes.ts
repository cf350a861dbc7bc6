// REST paths of the booking flow (issue 11): the booking request (draft) a guest fills in three
// steps. Anyone may call them (anonymous checkout): the request's uuid is the capability, and a
// request made by a signed-in guest is theirs only (404 to others).
import { z } from 'zod';
import { BookingPersonalInput, BookingRecapInput, BookingRequestInput } from '../modules/booking/booking-request.inputs.js';
import * as requests from '../modules/booking/booking-request.service.js';
import { BookingRequestView } from '../modules/booking/booking-request.types.js';
import { defineRoute } from './route.js';

const tag = 'Booking';
export const requestPath = z.object({ id: z.string().max(64).describe("The request's uuid (v4), chosen by the client") });
const view = { type: BookingRequestView };

export const bookingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/booking/request/{id}',
    operationId: 'bookingRequest',
    tag,
    access: 'public',
    summary: 'A booking request with its prices, status (EXPIRED once the held places ran out) and countdown end',
    params: requestPath,
    response: view,
    handler: ({ ctx, params }) => requests.getBookingRequest(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}',
    operationId: 'saveBookingRequest',
    tag,
    access: 'public',
    summary:
      "Creates the request and holds its places (BOOKING_HOLD_MINUTES), or sets the listed offers' quantities of an open one (0 removes; none left ends it); retry-safe",
    params: requestPath,
    body: BookingRequestInput,
    response: view,
    handler: ({ ctx, params, body }) => requests.saveBookingRequest(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/booking/request/{id}',
    operationId: 'clearBookingRequest',
    tag,
    access: 'public',
    summary: 'Clears the request (ENDED) and gives its places back',
    params: requestPath,
    response: view,
    handler: ({ ctx, params }) => requests.clearBookingRequest(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/first',
    operationId: 'confirmBookingRecap',
    tag,
    access: 'public',
    summary: 'Step 1: the recap is confirmed, with an optional discount code; step PERSONAL',
    params: requestPath,
    body: BookingRecapInput,
    response: view,
    handler: ({ ctx, params, body }) => requests.confirmRecap(ctx, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/second',
    operationId: 'saveBookingPersonalInfo',
    tag,
    access: 'public',
    summary: 'Step 2: email, phone, message, confirmation SMS and the accepted conditions; step PAYMENT',
    params: requestPath,
    body: BookingPersonalInput,
    response: view,
    handler: ({ ctx, params, body }) => requests.savePersonalInfo(ctx, params.id, body),
  }),
];
