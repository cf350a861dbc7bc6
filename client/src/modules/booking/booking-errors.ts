// The error codes of the booking calls that the screens answer (the server's `code`), and the
// causes of a refused card (the `cause` of a 402 PAYMENT_FAILED).
export const BOOKING_ERRORS = {
  switchToCustomer: 'SWITCH_TO_CUSTOMER',
  expired: 'BOOKING_EXPIRED',
  paymentFailed: 'PAYMENT_FAILED',
} as const;

export const PAYMENT_FAILURE_CAUSES = ['INSUFFICIENT_FUNDS', 'CARD_DECLINED', 'AUTHENTICATION_FAILED', 'CARD_NOT_ACCEPTED'] as const;
export type PaymentFailureCause = (typeof PAYMENT_FAILURE_CAUSES)[number];
