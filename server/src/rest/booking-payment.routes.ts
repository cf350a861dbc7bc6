// REST paths of the booking flow's payment (issue 11): prepare the card payment, pay with a test
// card (card simulator only) and answer its 3-D Secure check, send the request. Anonymous like the rest of the booking request:
// the request's uuid is the capability; a signed-in guest's request is theirs only (404 to others).
import * as payments from '../modules/reservations/booking-payment.service.js';
import {
  BookingPaymentPreparation,
  SentBookingRequest,
  TestAuthenticationInput,
  TestCardInput,
} from '../modules/reservations/booking-payment.types.js';
import { requestPath } from './booking.routes.js';
import { defineRoute } from './route.js';

const tag = 'Booking';

export const bookingPaymentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/booking/request/{id}/prepare-payment',
    operationId: 'prepareBookingPayment',
    tag,
    access: 'public',
    summary:
      "Step 3: the card payment of the request's total (a PaymentIntent, authorised only), created or reused; 409 before step PAYMENT, 410 once expired",
    params: requestPath,
    response: { type: BookingPaymentPreparation },
    handler: ({ ctx, params }) => payments.prepareBookingPayment(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/test-card',
    operationId: 'payBookingWithTestCard',
    tag,
    access: 'public',
    summary:
      'Card simulator only (404 with Stripe): pays with a test card, then sends the request like /send; the card is never stored. 409 AUTHENTICATION_REQUIRED when the card asks for 3-D Secure (see test-card/authentication)',
    params: requestPath,
    body: TestCardInput,
    response: { type: SentBookingRequest },
    handler: ({ ctx, params, body }) => payments.payBookingWithTestCard(ctx, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/test-card/authentication',
    operationId: 'authenticateBookingTestCard',
    tag,
    access: 'public',
    summary:
      'Card simulator only (404 with Stripe): completes or fails the 3-D Secure check a test card asked for (409 AUTHENTICATION_REQUIRED from test-card), then sends the request like /send; failed: 402 PAYMENT_FAILED (AUTHENTICATION_FAILED)',
    params: requestPath,
    body: TestAuthenticationInput,
    response: { type: SentBookingRequest },
    handler: ({ ctx, params, body }) => payments.authenticateBookingTestCard(ctx, params.id, body.outcome),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/send',
    operationId: 'sendBookingRequest',
    tag,
    access: 'public',
    summary:
      'Sends the request once its card amount is authorised: the reservation (PENDING); again: the same one. 402 PAYMENT_FAILED (with cause) when the card failed, 410 BOOKING_EXPIRED',
    params: requestPath,
    response: { type: SentBookingRequest },
    handler: ({ ctx, params }) => payments.sendBookingRequest(ctx, params.id),
  }),
];
