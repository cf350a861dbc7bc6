// The refusals of the booking calls that the screens answer, and the causes of a refused card.
// The server puts the HTTP-level code in `code` (FORBIDDEN, GONE, CONFLICT…) and the booking's own
// in `reason` (SWITCH_TO_CUSTOMER, BOOKING_EXPIRED…): the helpers accept either place.
import { ApiError } from '../../shared/api/api-error';

export const BOOKING_ERRORS = {
  switchToCustomer: 'SWITCH_TO_CUSTOMER',
  expired: 'BOOKING_EXPIRED',
  paymentFailed: 'PAYMENT_FAILED',
  /** The request was sent or cleared meanwhile (409). */
  closed: 'BOOKING_REQUEST_CLOSED',
  /** A step before this one is not done (409). */
  stepOrder: 'BOOKING_STEP',
  /** The test card asks for its 3-D Secure check before the amount is authorised (409). */
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
} as const;

export type BookingErrorCode = (typeof BOOKING_ERRORS)[keyof typeof BOOKING_ERRORS];

/** Whether the error is this booking refusal, named in `code` or in `reason`. */
export function isBookingError(error: unknown, code: BookingErrorCode): error is ApiError {
  return error instanceof ApiError && (error.code === code || error.reason === code);
}

export const PAYMENT_FAILURE_CAUSES = [
  'INSUFFICIENT_FUNDS',
  'CARD_DECLINED',
  'AUTHENTICATION_FAILED',
  'CARD_EXPIRED',
  'CARD_NOT_ACCEPTED',
] as const;
export type PaymentFailureCause = (typeof PAYMENT_FAILURE_CAUSES)[number];
