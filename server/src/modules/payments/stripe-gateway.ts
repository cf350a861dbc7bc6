// The payment gateway on Stripe through the `stripe` SDK: EUR PaymentIntents authorised only
// (capture_method manual) and confirmed in the browser by the Payment Element, then captured,
// cancelled or refunded from the server. Every mutating call carries the caller's idempotency key.
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { IntentStatus, IntentView, PaymentGateway, RefundView, TestAuthentication, TestCard } from './payment-gateway.js';
import { PaymentGatewayError, type PaymentGatewayErrorType } from './payment-gateway-error.js';

export type StripeSettings = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL'> &
  Partial<Pick<Config, 'PAYMENT_GATEWAY_TIMEOUT_MS'>>;

/**
 * The SDK client; STRIPE_API_URL points it at another Stripe-compatible API (host, port and
 * protocol; Stripe's paths stay /v1/…). Network retries reuse the idempotency key, so they are safe.
 */
export function createStripeClient(settings: StripeSettings, options: { maxNetworkRetries?: number } = {}): Stripe {
  if (!settings.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const api = settings.STRIPE_API_URL ? new URL(settings.STRIPE_API_URL) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.STRIPE_SECRET_KEY, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: settings.PAYMENT_GATEWAY_TIMEOUT_MS ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Lokalno' },
    ...(api ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Statuses after which the last attempt did not fail (a later success clears an earlier failure). */
const NOT_FAILED: ReadonlySet<IntentStatus> = new Set(['requires_capture', 'succeeded', 'processing']);

const STATUSES: ReadonlySet<string> = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/** A status a later API version may add is read as `processing`: not settled either way yet. */
function intentStatus(status: string): IntentStatus {
  return STATUSES.has(status) ? (status as IntentStatus) : 'processing';
}

export function intentView(intent: Stripe.PaymentIntent): IntentView {
  const status = intentStatus(intent.status);
  const error = intent.last_payment_error;
  const failed = error && !NOT_FAILED.has(status);
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    clientSecret: intent.client_secret,
    failure: failed ? { code: error.code ?? error.type, declineCode: error.decline_code ?? null } : null,
    metadata: { ...intent.metadata },
  };
}

const ERROR_TYPES: ReadonlySet<string> = new Set<PaymentGatewayErrorType>([
  'card_error',
  'invalid_request_error',
  'idempotency_error',
  'authentication_error',
  'rate_limit_error',
  'api_error',
]);

/** An SDK error in the gateway's terms; anything else (a bug of ours) passes through unchanged. */
export function gatewayError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  let type: PaymentGatewayErrorType;
  if (error instanceof Stripe.errors.StripeConnectionError) type = 'connection_error';
  else if (error instanceof Stripe.errors.StripeCardError) type = 'card_error';
  else if (error instanceof Stripe.errors.StripeIdempotencyError) type = 'idempotency_error';
  else if (error instanceof Stripe.errors.StripeRateLimitError) type = 'rate_limit_error';
  else if (error instanceof Stripe.errors.StripeAuthenticationError) type = 'authentication_error';
  else if (error.rawType && ERROR_TYPES.has(error.rawType)) type = error.rawType as PaymentGatewayErrorType;
  else type = 'api_error';
  return new PaymentGatewayError({
    type,
    code: error.code ?? null,
    declineCode: error.decline_code ?? null,
    statusCode: error.statusCode ?? null,
    message: error.message,
    intent: error.payment_intent ? intentView(error.payment_intent) : null,
  });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw gatewayError(error);
  }
}

export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string | null;

  constructor(
    private readonly stripe: Stripe,
    publishableKey: string | null,
  ) {
    this.publishableKey = publishableKey;
  }

  static fromConfig(settings: StripeSettings): StripeGateway {
    return new StripeGateway(createStripeClient(settings), settings.STRIPE_PUBLISHABLE_KEY ?? null);
  }

  async createAuthorisation(input: {
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<IntentView> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          capture_method: 'manual',
          // The Payment Element offers what the account enables; the flow has no return page, so
          // only methods that finish without leaving the page (cards, with 3-D Secure in a frame).
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return intentView(intent);
  }

  async retrieve(intentId: string): Promise<IntentView> {
    return intentView(await call(() => this.stripe.paymentIntents.retrieve(intentId)));
  }

  async confirmTestCard(_intentId: string, _card: TestCard, _idempotencyKey: string): Promise<IntentView> {
    void _intentId;
    void _card;
    void _idempotencyKey;
    // Card numbers never reach our server in Stripe mode: the browser confirms through the Payment Element.
    throw new PaymentGatewayError({
      type: 'invalid_request_error',
      code: 'simulator_only',
      message: 'Test cards are confirmed by the card simulator only; with Stripe the browser confirms the payment.',
    });
  }

  async authenticateTestCard(_intentId: string, _outcome: TestAuthentication, _idempotencyKey: string): Promise<IntentView> {
    void _intentId;
    void _outcome;
    void _idempotencyKey;
    // Stripe.js runs the 3-D Secure check in the browser (confirmPayment handles requires_action).
    throw new PaymentGatewayError({
      type: 'invalid_request_error',
      code: 'simulator_only',
      message: 'Test cards are authenticated by the card simulator only; with Stripe the browser runs 3-D Secure.',
    });
  }

  /** Captures the whole authorisation, or `amountCents` of it (the rest is released). */
  async capture(intentId: string, idempotencyKey: string, amountCents?: number): Promise<IntentView> {
    const params = amountCents === undefined ? {} : { amount_to_capture: amountCents };
    return intentView(await call(() => this.stripe.paymentIntents.capture(intentId, params, { idempotencyKey })));
  }

  async cancel(intentId: string, idempotencyKey: string): Promise<IntentView> {
    return intentView(await call(() => this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey })));
  }

  async refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView> {
    const refund = await call(() => this.stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey }));
    return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
  }
}
