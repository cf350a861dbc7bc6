// The payment gateway: what the booking domain asks of a card processor. Two implementations share
// it: Stripe (through the `stripe` SDK, when STRIPE_SECRET_KEY is set) and the built-in card
// simulator (a fresh machine has no internet), which follows Stripe's test-card outcomes. Amounts
// are EUR cents; every intent is authorised only (capture_method manual) and captured later.

/** The most one card payment may be: Stripe's cap of 8 digits of cents (€999,999.99), well inside a 32-bit integer. */
export const MAX_PAYMENT_CENTS = 99_999_999;

/** Stripe's PaymentIntent statuses. */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export interface IntentFailure {
  /** Stripe's error code, e.g. card_declined, payment_intent_authentication_failure. */
  code: string;
  /** Stripe's decline code, e.g. insufficient_funds, generic_decline. */
  declineCode: string | null;
}

export interface IntentView {
  id: string;
  status: IntentStatus;
  amountCents: number;
  amountCapturableCents: number;
  amountReceivedCents: number;
  /** For the browser's Payment Element (Stripe mode); never logged. */
  clientSecret: string | null;
  /** The last failed attempt, when the last attempt failed. */
  failure: IntentFailure | null;
  metadata: Record<string, string>;
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The cardholder's answer on Stripe's 3-D Secure test page. */
export type TestAuthentication = 'complete' | 'fail';

export interface RefundView {
  id: string;
  amountCents: number;
  status: string;
}

export interface PaymentGateway {
  readonly mode: 'stripe' | 'simulator';
  /** Stripe mode: the publishable key for the browser; null for the simulator. */
  readonly publishableKey: string | null;
  /** An EUR PaymentIntent with capture_method manual: the amount is reserved when it is confirmed. */
  createAuthorisation(input: {
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<IntentView>;
  retrieve(intentId: string): Promise<IntentView>;
  /** The simulator's test-payment form; Stripe mode confirms in the browser and throws here. */
  confirmTestCard(intentId: string, card: TestCard, idempotencyKey: string): Promise<IntentView>;
  /** The simulator's 3-D Secure check of a test card (requires_action); Stripe mode authenticates in the browser and throws here. */
  authenticateTestCard(intentId: string, outcome: TestAuthentication, idempotencyKey: string): Promise<IntentView>;
  capture(intentId: string, idempotencyKey: string): Promise<IntentView>;
  /** Releases an authorisation that was not captured. */
  cancel(intentId: string, idempotencyKey: string): Promise<IntentView>;
  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView>;
}
