// What a refused call shows in a step: the server's message (already in the guest's language) for
// a 4xx, the generic text otherwise (a 5xx is also announced by the global notification); a refused
// card says its cause, in the booking flow and when paying a change alike.
import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import type { PaymentFailure } from './booking-flow';

export function stepErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return intl.formatMessage({ id: 'error.generic' });
}

/** The server's message for one field, when it named that field. */
export function fieldErrorText(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fields?.[field] ?? null) : null;
}

/** A refused card's cause in the guest's language ("The card has insufficient funds."); the server's message when the cause is unknown. */
export function paymentFailureText(failure: PaymentFailure, intl: IntlShape): string {
  return failure.cause ? intl.formatMessage({ id: `booking.failed.cause.${failure.cause}` }) : failure.message;
}
