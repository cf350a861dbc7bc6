// What a gateway call throws when the processor refused it or could not be reached, in Stripe's
// terms (type, code, decline code) for both gateways, so callers branch on one shape.
import type { IntentView } from './payment-gateway.js';

export type PaymentGatewayErrorType =
  | 'card_error'
  | 'invalid_request_error'
  | 'idempotency_error'
  | 'authentication_error'
  | 'rate_limit_error'
  | 'api_error'
  | 'connection_error';

export interface PaymentGatewayErrorJson {
  type: PaymentGatewayErrorType;
  code: string | null;
  declineCode: string | null;
  statusCode: number | null;
  message: string;
  intent: IntentView | null;
}

export class PaymentGatewayError extends Error {
  readonly type: PaymentGatewayErrorType;
  /** Stripe's error code, e.g. payment_intent_unexpected_state, resource_missing, card_declined. */
  readonly code: string | null;
  readonly declineCode: string | null;
  /** The HTTP status Stripe answered with; null when no answer came. */
  readonly statusCode: number | null;
  /** The intent as it is after the refused call, when the processor said so. */
  readonly intent: IntentView | null;

  constructor(fields: Omit<PaymentGatewayErrorJson, 'declineCode' | 'statusCode' | 'intent'> & Partial<PaymentGatewayErrorJson>) {
    super(fields.message);
    this.name = 'PaymentGatewayError';
    this.type = fields.type;
    this.code = fields.code;
    this.declineCode = fields.declineCode ?? null;
    this.statusCode = fields.statusCode ?? null;
    this.intent = fields.intent ?? null;
  }

  /**
   * Worth trying again later with the same idempotency key: the processor was unreachable, busy or
   * failed on its side. A refusal (4xx) stays a refusal.
   */
  get retryable(): boolean {
    if (this.type === 'connection_error' || this.type === 'api_error' || this.type === 'rate_limit_error') return true;
    return this.code === 'lock_timeout' || (this.statusCode !== null && this.statusCode >= 500);
  }

  toJSON(): PaymentGatewayErrorJson {
    return {
      type: this.type,
      code: this.code,
      declineCode: this.declineCode,
      statusCode: this.statusCode,
      message: this.message,
      intent: this.intent,
    };
  }
}

export function isPaymentGatewayError(error: unknown): error is PaymentGatewayError {
  return error instanceof PaymentGatewayError;
}
