// A local Stripe-compatible API for tests: the real `stripe` SDK of the app talks HTTP to it as to
// api.stripe.com. It checks what it is sent (the secret key, EUR, manual capture, an Idempotency-Key
// on every change) and keeps its PaymentIntents with the card simulator's state machine, so its
// record is the gateway's own: what was authorised, captured, cancelled and refunded, and how many
// times. Faults can be queued: a time-out (no answer), a 500, or a lost answer after the work was done.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { CardSimulator } from '../src/modules/payments/card-simulator.js';
import type { IntentView } from '../src/modules/payments/payment-gateway.js';
import { PaymentGatewayError } from '../src/modules/payments/payment-gateway-error.js';
import { TEST_CARDS } from '../src/modules/payments/test-cards.js';

export type StripeFault = 'timeout' | 'server-error' | 'lose-answer';

interface QueuedFault {
  method: string;
  path: RegExp;
  fault: StripeFault;
}

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

/** The PaymentIntent as Stripe's API writes it. */
export function stripeIntent(view: IntentView): Record<string, unknown> {
  return {
    id: view.id,
    object: 'payment_intent',
    amount: view.amountCents,
    amount_capturable: view.amountCapturableCents,
    amount_received: view.amountReceivedCents,
    currency: 'eur',
    capture_method: 'manual',
    client_secret: `${view.id}_secret_local`,
    status: view.status,
    livemode: false,
    last_payment_error: view.failure ? { type: 'card_error', code: view.failure.code, decline_code: view.failure.declineCode ?? undefined, message: 'Your card was declined.' } : null,
    metadata: view.metadata,
  };
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

const invalid = (message: string, param?: string) => new Refusal(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

function integer(form: URLSearchParams, name: string, required: boolean): number | undefined {
  const raw = form.get(name);
  if (raw === null) {
    if (required) throw invalid(`Missing required param: ${name}.`, name);
    return undefined;
  }
  if (!/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, name);
  return Number(raw);
}

export class LocalStripe {
  readonly secretKey = `sk_test_local_${randomBytes(8).toString('hex')}`;
  readonly publishableKey = 'pk_test_local';
  readonly webhookSecret = `whsec_local_${randomBytes(8).toString('hex')}`;
  readonly calls: StripeCall[] = [];
  readonly simulator: CardSimulator;
  private readonly faults: QueuedFault[] = [];
  private readonly held = new Set<ServerResponse>();
  private server: Server | null = null;
  url = '';

  constructor(dataSource: DataSource) {
    this.simulator = new CardSimulator(dataSource);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
    await this.simulator.close();
  }

  /** The app's environment for Stripe mode against this server. */
  env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_PUBLISHABLE_KEY: this.publishableKey, STRIPE_API_URL: this.url, STRIPE_WEBHOOK_SECRET: this.webhookSecret };
  }

  /** The next call matching `method` and `path` meets `fault`. */
  failNext(method: string, path: RegExp, fault: StripeFault): void {
    this.faults.push({ method, path, fault });
  }

  /** What the browser's Payment Element does with a test card number: confirms the intent. */
  confirmInBrowser(intentId: string, cardNumber = '4242424242424242'): Promise<IntentView> {
    if (!TEST_CARDS[cardNumber]) throw new Error(`not a test card: ${cardNumber}`);
    return this.simulator.confirmTestCard(intentId, { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123' }, `browser:${randomBytes(8).toString('hex')}`);
  }

  /** A signed webhook delivery of `type` about `object`, as Stripe sends it. */
  signedEvent(type: string, object: Record<string, unknown>): { body: string; signature: string } {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret }) };
  }

  /** Calls that did the work, by path pattern (a replay of an idempotency key is counted once). */
  effectiveCalls(method: string, path: RegExp): StripeCall[] {
    const seen = new Set<string>();
    return this.calls.filter((call) => {
      if (call.method !== method || !path.test(call.path) || call.status >= 500) return false;
      if (call.idempotencyKey === null) return true;
      if (seen.has(call.idempotencyKey)) return false;
      seen.add(call.idempotencyKey);
      return true;
    });
  }

  private takeFault(method: string, path: string): StripeFault | null {
    const index = this.faults.findIndex((fault) => fault.method === method && fault.path.test(path));
    if (index < 0) return null;
    return this.faults.splice(index, 1)[0]!.fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://stripe.local').pathname;
    const idempotencyKey = req.headers['idempotency-key'] ? String(req.headers['idempotency-key']) : null;
    const form = await readForm(req);
    const record = (status: number) => this.calls.push({ method, path, idempotencyKey, status });
    const answer = (status: number, body: unknown) => {
      record(status);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
      res.end(JSON.stringify(body));
    };
    const fault = this.takeFault(method, path);
    if (fault === 'timeout') {
      record(599);
      this.held.add(res);
      return;
    }
    if (fault === 'server-error') return answer(500, { error: { type: 'api_error', message: 'An unknown error occurred (injected).' } });
    try {
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) throw new Refusal(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      if (method === 'POST' && !idempotencyKey) throw invalid('This local Stripe expects an Idempotency-Key on every change.');
      const body = await this.route(method, path, form, idempotencyKey ?? '');
      if (fault === 'lose-answer') {
        record(200);
        res.destroy();
        return;
      }
      answer(200, body);
    } catch (error) {
      if (error instanceof Refusal) return answer(error.status, { error: error.body });
      if (error instanceof PaymentGatewayError) {
        return answer(error.statusCode ?? 400, {
          error: { type: error.type, code: error.code ?? undefined, decline_code: error.declineCode ?? undefined, message: error.message, payment_intent: error.intent ? stripeIntent(error.intent) : undefined },
        });
      }
      answer(500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  private async route(method: string, path: string, form: URLSearchParams, key: string): Promise<unknown> {
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (form.get('currency') !== 'eur') throw invalid('Lokalno charges in EUR only.', 'currency');
      if (form.get('capture_method') !== 'manual') throw invalid('Lokalno authorises first: capture_method must be manual.', 'capture_method');
      const view = await this.simulator.createAuthorisation({ amountCents: integer(form, 'amount', true)!, idempotencyKey: key, description: form.get('description') ?? '', metadata: metadataOf(form) });
      return stripeIntent(view);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent');
      if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
      const refund = await this.simulator.refund(intentId, integer(form, 'amount', true)!, key);
      return { id: refund.id, object: 'refund', amount: refund.amountCents, currency: 'eur', payment_intent: intentId, status: refund.status };
    }
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(capture|cancel))?$/.exec(path);
    if (!intentPath) throw new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    const [, id, action] = intentPath;
    if (method === 'GET' && !action) return stripeIntent(await this.simulator.retrieve(id!));
    if (method === 'POST' && action === 'capture') return stripeIntent(await this.simulator.capture(id!, key, integer(form, 'amount_to_capture', false)));
    if (method === 'POST' && action === 'cancel') return stripeIntent(await this.simulator.cancel(id!, key));
    throw new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }
}
