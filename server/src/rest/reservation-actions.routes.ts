// REST paths of the reservation actions (spec section 7): the provider accepts or rejects a request
// and cancels an accepted booking,
// the signed-in guest withdraws a request or cancels a booking, and an anonymous guest does the same
// through the emailed link. Each answers the reservation; a reservation no longer in the state the
// action needs is a 409 RESERVATION_STATE, another's a 404.
import { ReservationCancellationInput, ReservationNoteInput, ReservationRejectionInput } from '../modules/booking/reservation-actions.inputs.js';
import * as actions from '../modules/booking/reservation-actions.service.js';
import { ReservationView } from '../modules/booking/reservation-views.js';
import { idPath } from './params.js';
import { numberPath, tokenQuery } from './reservation.routes.js';
import { defineRoute } from './route.js';

const customerTag = 'Customer: reservations';
const ownerTag = 'Provider: reservations';
const view = { type: ReservationView };

export const reservationActionRoutes = [
  defineRoute({
    method: 'PUT', path: '/owner/reservations/{id}/acceptance', operationId: 'acceptReservation', tag: ownerTag, access: ['ROLE_OWNER'],
    summary: 'The provider accepts a pending request: ACCEPTED, the card amount captured, the places kept (another company\'s is a 404)',
    params: idPath,
    response: view,
    handler: ({ ctx, params }) => actions.acceptAsOwner(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/reservations/{id}/rejection', operationId: 'rejectReservation', tag: ownerTag, access: ['ROLE_OWNER'],
    summary: 'The provider rejects a pending request, with an optional reason and note: REJECTED, the authorisation released',
    params: idPath,
    body: ReservationRejectionInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.rejectAsOwner(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/reservations/{id}/cancellation', operationId: 'cancelReservationByProvider', tag: ownerTag, access: ['ROLE_OWNER'],
    summary: 'The provider cancels an accepted booking with a reason (reasonId, note or both; neither is a 400 on note): CANCELLED by PROVIDER, refunded in full, the guest emailed',
    params: idPath,
    body: ReservationCancellationInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.cancelAsOwner(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT', path: '/customer/reservations/{id}/withdrawal', operationId: 'withdrawReservation', tag: customerTag, access: ['ROLE_CUSTOMER'],
    summary: 'The guest withdraws a request before the provider\'s answer: CANCELLED, the authorisation released',
    params: idPath,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.withdrawAsCustomer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT', path: '/customer/reservations/{id}/cancellation', operationId: 'cancelReservation', tag: customerTag, access: ['ROLE_CUSTOMER'],
    summary: 'The guest cancels an accepted booking: CANCELLED, refunded as the refund policy allows now (refundIfCancelledCents)',
    params: idPath,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.cancelAsCustomer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT', path: '/booking/reservations/{number}/withdrawal', operationId: 'withdrawReservationByLink', tag: 'Booking', access: 'public',
    summary: 'The guest withdraws a request through the emailed link (token); wrong token 404, expired link 410',
    params: numberPath,
    query: tokenQuery,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, query, body }) => actions.withdrawByLink(ctx, params.number, query.token, body),
  }),
  defineRoute({
    method: 'PUT', path: '/booking/reservations/{number}/cancellation', operationId: 'cancelReservationByLink', tag: 'Booking', access: 'public',
    summary: 'The guest cancels an accepted booking through the emailed link (token); wrong token 404, expired link 410',
    params: numberPath,
    query: tokenQuery,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, query, body }) => actions.cancelByLink(ctx, params.number, query.token, body),
  }),
];
