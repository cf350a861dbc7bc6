// Reads a failed card attempt (Stripe's error and decline codes) as one of the causes the guest is
// told about: "Booking request unsuccessful!" plus insufficient funds, declined, failed 3-D Secure,
// an expired card or a card that is not accepted.
import type { IntentFailure } from './payment-gateway.js';

export const PAYMENT_FAILURE_CAUSES = [
  'INSUFFICIENT_FUNDS',
  'CARD_DECLINED',
  'AUTHENTICATION_FAILED',
  'CARD_EXPIRED',
  'CARD_NOT_ACCEPTED',
] as const;
export type PaymentFailureCause = (typeof PAYMENT_FAILURE_CAUSES)[number];

const AUTHENTICATION = new Set(['payment_intent_authentication_failure', 'authentication_required']);
/** Cards of a kind, currency or state the merchant cannot take, or numbers that are not cards at all. */
const NOT_ACCEPTED = new Set([
  'card_not_supported',
  'currency_not_supported',
  'transaction_not_allowed',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_cvc',
  'live_mode_test_card',
  'testmode_decline',
]);

export function failureCause(failure: IntentFailure): PaymentFailureCause {
  if (AUTHENTICATION.has(failure.code) || AUTHENTICATION.has(failure.declineCode ?? '')) return 'AUTHENTICATION_FAILED';
  if (failure.declineCode === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  if (failure.code === 'expired_card' || failure.declineCode === 'expired_card') return 'CARD_EXPIRED';
  if (NOT_ACCEPTED.has(failure.declineCode ?? '') || NOT_ACCEPTED.has(failure.code)) return 'CARD_NOT_ACCEPTED';
  return 'CARD_DECLINED';
}
