// REST paths of the reservation actions (spec section 7): the provider accepts or rejects a request
// and cancels an accepted booking,
// the signed-in guest withdraws a request or cancels a booking, and an anonymous guest does the same
// through the emailed link. Each answers the reservation; a reservation no longer in the state the
// action needs is a 409 RESERVATION_STATE, another's a 404.
import {
  ReservationCancellationInput,
  ReservationNoteInput,
  ReservationRejectionInput,
} from '../modules/reservations/reservation-actions.inputs.js';
import * as actions from '../modules/reservations/reservation-actions.service.js';
import { ReservationView } from '../modules/reservations/reservation-views.js';
import { BookingPaymentPreparation } from '../modules/reservations/booking-payment.types.js';
import { ReservationChangeAcceptanceInput, ReservationChangeInput } from '../modules/reservations/reservation-change.inputs.js';
import { z } from 'zod';
import { idParam, idPath } from './params.js';
import { numberPath, tokenQuery } from './reservation.routes.js';
import { defineRoute } from './route.js';

const customerTag = 'Customer: reservations';
const ownerTag = 'Provider: reservations';
const view = { type: ReservationView };
const preparation = { type: BookingPaymentPreparation };
const changeQuery = z.object({ id: idParam().optional() });

export const reservationActionRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/owner/reservations/{id}/acceptance',
    operationId: 'acceptReservation',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary: "The provider accepts a pending request: ACCEPTED, the card amount captured, the places kept (another company's is a 404)",
    params: idPath,
    response: view,
    handler: ({ ctx, params }) => actions.acceptAsOwner(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/reservations/{id}/rejection',
    operationId: 'rejectReservation',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary: 'The provider rejects a pending request, with an optional reason and note: REJECTED, the authorisation released',
    params: idPath,
    body: ReservationRejectionInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.rejectAsOwner(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/owner/reservations/{id}/cancellation',
    operationId: 'cancelReservationByProvider',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary:
      'The provider cancels an accepted booking with a reason (reasonId, note or both; neither is a 400 on note): CANCELLED by PROVIDER, refunded in full, the guest emailed',
    params: idPath,
    body: ReservationCancellationInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.cancelAsOwner(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/customer/reservations/{id}/withdrawal',
    operationId: 'withdrawReservation',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary: "The guest withdraws a request before the provider's answer: CANCELLED, the authorisation released",
    params: idPath,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.withdrawAsCustomer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/customer/reservations/{id}/cancellation',
    operationId: 'cancelReservation',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary: 'The guest cancels an accepted booking: CANCELLED, refunded as the refund policy allows now (refundIfCancelledCents)',
    params: idPath,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.cancelAsCustomer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/booking/reservations/{number}/withdrawal',
    operationId: 'withdrawReservationByLink',
    tag: 'Booking',
    access: 'public',
    summary: 'The guest withdraws a request through the emailed link (token); wrong token 404, expired link 410',
    params: numberPath,
    query: tokenQuery,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, query, body }) => actions.withdrawByLink(ctx, params.number, query.token, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/booking/reservations/{number}/cancellation',
    operationId: 'cancelReservationByLink',
    tag: 'Booking',
    access: 'public',
    summary: 'The guest cancels an accepted booking through the emailed link (token); wrong token 404, expired link 410',
    params: numberPath,
    query: tokenQuery,
    body: ReservationNoteInput,
    response: view,
    handler: ({ ctx, params, query, body }) => actions.cancelByLink(ctx, params.number, query.token, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/reservations/{id}/change',
    operationId: 'proposeReservationChange',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary:
      'The provider proposes a change of an accepted booking (date, start time, offers; note): change.state PROPOSED, the new places held until it expires, the guest emailed; an open proposal is replaced',
    params: idPath,
    body: ReservationChangeInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.proposeChangeAsOwner(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/owner/reservations/{id}/change',
    operationId: 'withdrawReservationChange',
    tag: ownerTag,
    access: ['ROLE_OWNER'],
    summary:
      'The provider withdraws the open change proposal (?id= the proposal, optional): WITHDRAWN, its places released; none open is a 409 RESERVATION_CHANGE_STATE',
    params: idPath,
    query: changeQuery,
    response: view,
    handler: ({ ctx, params, query }) => actions.withdrawChangeAsOwner(ctx, params.id, query.id ?? null),
  }),
  defineRoute({
    method: 'GET',
    path: '/customer/reservations/{id}/change/prepare-payment',
    operationId: 'prepareReservationChangePayment',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary: 'The card payment of the difference of an open change that costs more (a PaymentIntent, authorised only), created or reused',
    params: idPath,
    response: preparation,
    handler: ({ ctx, params }) => actions.prepareChangePaymentAsCustomer(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/customer/reservations/{id}/change/acceptance',
    operationId: 'acceptReservationChange',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary:
      "The guest accepts the open change: the places move, the booking takes the change, the difference is refunded or (testCard / paymentIntentId) charged; 409 AUTHENTICATION_REQUIRED: answer the test card's 3-D Secure check with testAuthentication; 402 PAYMENT_FAILED keeps the proposal open",
    params: idPath,
    body: ReservationChangeAcceptanceInput,
    response: view,
    handler: ({ ctx, params, body }) => actions.acceptChangeAsCustomer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/customer/reservations/{id}/change/decline',
    operationId: 'declineReservationChange',
    tag: customerTag,
    access: ['ROLE_CUSTOMER'],
    summary: 'The guest declines the open change: its places released, the booking unchanged, the provider emailed',
    params: idPath,
    response: view,
    handler: ({ ctx, params }) => actions.declineChangeAsCustomer(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/booking/reservations/{number}/change/prepare-payment',
    operationId: 'prepareReservationChangePaymentByLink',
    tag: 'Booking',
    access: 'public',
    summary: 'Through the emailed link (token): the card payment of the difference of an open change that costs more',
    params: numberPath,
    query: tokenQuery,
    response: preparation,
    handler: ({ ctx, params, query }) => actions.prepareChangePaymentByLink(ctx, params.number, query.token),
  }),
  defineRoute({
    method: 'PUT',
    path: '/booking/reservations/{number}/change/acceptance',
    operationId: 'acceptReservationChangeByLink',
    tag: 'Booking',
    access: 'public',
    summary: 'Through the emailed link (token): the guest accepts the open change (as /customer/reservations/{id}/change/acceptance)',
    params: numberPath,
    query: tokenQuery,
    body: ReservationChangeAcceptanceInput,
    response: view,
    handler: ({ ctx, params, query, body }) => actions.acceptChangeByLink(ctx, params.number, query.token, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/booking/reservations/{number}/change/decline',
    operationId: 'declineReservationChangeByLink',
    tag: 'Booking',
    access: 'public',
    summary: 'Through the emailed link (token): the guest declines the open change',
    params: numberPath,
    query: tokenQuery,
    response: view,
    handler: ({ ctx, params, query }) => actions.declineChangeByLink(ctx, params.number, query.token),
  }),
];
