// Stripe's test cards the simulator knows, with the outcome Stripe gives them, and the rule that
// reads a card the guest typed into the simulator's test-payment form.
import type { IntentFailure, TestCard } from './payment-gateway.js';

export interface CardDecline extends IntentFailure {
  message: string;
}

/** Approved, once the cardholder passes 3-D Secure when `authentication` is asked for. */
export type CardOutcome = { approved: true; authentication?: 'required' } | { approved: false; decline: CardDecline };

/** Stripe's last_payment_error when the cardholder fails (or abandons) the 3-D Secure check. */
export const AUTHENTICATION_FAILURE: CardDecline = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

const declined = (code: string, declineCode: string | null, message: string): CardOutcome => ({
  approved: false,
  decline: { code, declineCode, message },
});

/** https://docs.stripe.com/testing: the numbers the booking flow's test form offers. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { approved: true },
  '4000000000009995': declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000000002': declined('card_declined', 'generic_decline', 'Your card was declined.'),
  // 3-D Secure is asked for: the intent waits in requires_action until the cardholder completes or fails the check.
  '4000002500003155': { approved: true, authentication: 'required' },
  // 3-D Secure is asked for and the cardholder fails it.
  '4000002760003184': declined(
    'payment_intent_authentication_failure',
    'authentication_required',
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  ),
};

/** Any other card: the simulator accepts only Stripe's test cards. */
const NOT_A_TEST_CARD = declined('card_declined', 'card_not_supported', 'Your card is not supported.');

export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** What Stripe would answer to this card at `now`: expiry and CVC are checked first, then the number. */
export function cardOutcome(card: TestCard, now: Date): CardOutcome {
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return declined('invalid_expiry_month', null, "Your card's expiration month is invalid.");
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50)
    return declined('invalid_expiry_year', null, "Your card's expiration year is invalid.");
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    return declined('expired_card', 'expired_card', 'Your card has expired.');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return declined('invalid_cvc', null, "Your card's security code is invalid.");
  return TEST_CARDS[normaliseCardNumber(card.number)] ?? NOT_A_TEST_CARD;
}
