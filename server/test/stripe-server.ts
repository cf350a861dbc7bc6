// A local Stripe-compatible API for tests: the real `stripe` SDK of the app talks HTTP to it as to
// api.stripe.com. It checks what it is sent (the secret key, EUR, manual capture, an Idempotency-Key
// on every change) and keeps its PaymentIntents with the card simulator's state machine, so its
// record is the gateway's own: what was authorised, captured, cancelled and refunded, and how many
// times. Faults can be queued: a time-out (no answer), a 500, or a lost answer after the work was done.
// A confirmation (POST /v1/payment_intents/{id}/confirm) with a 3-D Secure card leaves the intent in
// requires_action with its next action, Stripe's test page at /3d_secure_2_test/{id}: "Complete" or
// "Fail authentication" there moves it on (requires_capture, or requires_payment_method with
// payment_intent_authentication_failure), as Stripe's test mode does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { CardSimulator } from '../src/modules/payments/card-simulator.js';
import type { IntentFailure, IntentView, TestCard } from '../src/modules/payments/payment-gateway.js';
import { PaymentGatewayError } from '../src/modules/payments/payment-gateway-error.js';
import { AUTHENTICATION_FAILURE, TEST_CARDS } from '../src/modules/payments/test-cards.js';

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

/** Stripe's texts of a last_payment_error, by the test cards' declines; any other: "Your card was declined." */
function lastPaymentError(failure: IntentFailure): Record<string, unknown> {
  const known = [
    AUTHENTICATION_FAILURE,
    ...Object.values(TEST_CARDS).flatMap((outcome) => (outcome.approved ? [] : [outcome.decline])),
  ].find((decline) => decline.code === failure.code && decline.declineCode === failure.declineCode);
  const expired = failure.code === 'expired_card' ? 'Your card has expired.' : null;
  return {
    type: failure.code === AUTHENTICATION_FAILURE.code ? 'invalid_request_error' : 'card_error',
    code: failure.code,
    decline_code: failure.declineCode ?? undefined,
    message: known?.message ?? expired ?? 'Your card was declined.',
  };
}

/**
 * The PaymentIntent as Stripe's API writes it. An intent in requires_action carries its next action:
 * the 3-D Secure page (`threeDSecureUrl`), as a redirect when the confirmation gave a return_url,
 * else for Stripe.js (use_stripe_sdk).
 */
export function stripeIntent(view: IntentView, action?: { threeDSecureUrl: string; returnUrl: string | null }): Record<string, unknown> {
  const nextAction =
    view.status === 'requires_action' && action
      ? action.returnUrl
        ? { type: 'redirect_to_url', redirect_to_url: { url: action.threeDSecureUrl, return_url: action.returnUrl } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: action.threeDSecureUrl } }
      : null;
  return {
    id: view.id,
    object: 'payment_intent',
    amount: view.amountCents,
    amount_capturable: view.amountCapturableCents,
    amount_received: view.amountReceivedCents,
    currency: 'eur',
    capture_method: 'manual',
    client_secret: clientSecretOf(view.id),
    status: view.status,
    livemode: false,
    next_action: nextAction,
    last_payment_error: view.failure ? lastPaymentError(view.failure) : null,
    metadata: view.metadata,
  };
}

const clientSecretOf = (intentId: string) => `${intentId}_secret_local`;

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing) by the test card each stands for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
};

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

const invalid = (message: string, param?: string) =>
  new Refusal(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

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
  /** The return_url of each intent's last confirmation, where the 3-D Secure page sends the browser back. */
  private readonly returnUrls = new Map<string, string>();
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
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_API_URL: this.url,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
    };
  }

  /** The next call matching `method` and `path` meets `fault`. */
  failNext(method: string, path: RegExp, fault: StripeFault): void {
    this.faults.push({ method, path, fault });
  }

  /** What the browser's Payment Element does with a test card number: confirms the intent. */
  confirmInBrowser(intentId: string, cardNumber = '4242424242424242'): Promise<IntentView> {
    if (!TEST_CARDS[cardNumber]) throw new Error(`not a test card: ${cardNumber}`);
    return this.simulator.confirmTestCard(
      intentId,
      { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123' },
      `browser:${randomBytes(8).toString('hex')}`,
    );
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
      if (await this.threeDSecure(method, path, form, res)) return;
      if (req.headers.authorization !== `Bearer ${this.secretKey}`)
        throw new Refusal(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
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
          error: {
            type: error.type,
            code: error.code ?? undefined,
            decline_code: error.declineCode ?? undefined,
            message: error.message,
            payment_intent: error.intent ? stripeIntent(error.intent) : undefined,
          },
        });
      }
      answer(500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  /** The card of a confirmation: a test PaymentMethod (payment_method) or raw test card data (payment_method_data[card]). */
  private cardOf(form: URLSearchParams): TestCard {
    const method = form.get('payment_method');
    if (method !== null) {
      const number = TEST_PAYMENT_METHODS[method];
      if (!number)
        throw new Refusal(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${method}'`,
          param: 'payment_method',
        });
      return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    }
    const number = form.get('payment_method_data[card][number]');
    if (number === null) throw invalid('Missing required param: payment_method.', 'payment_method');
    return {
      number,
      expMonth: integer(form, 'payment_method_data[card][exp_month]', true)!,
      expYear: integer(form, 'payment_method_data[card][exp_year]', true)!,
      cvc: form.get('payment_method_data[card][cvc]') ?? '',
    };
  }

  /** The intent as Stripe writes it, with the 3-D Secure page as its next action when it waits for one. */
  private intentBody(view: IntentView): Record<string, unknown> {
    return stripeIntent(view, {
      threeDSecureUrl: `${this.url}/3d_secure_2_test/${view.id}`,
      returnUrl: this.returnUrls.get(view.id) ?? null,
    });
  }

  /**
   * Stripe's 3-D Secure test page, reached by the browser (no secret key): GET shows "Complete" and
   * "Fail authentication"; POST …/complete or …/fail with the intent's client_secret answers the check.
   * After a redirect confirmation the browser goes back to the return_url, as Stripe sends it.
   */
  private async threeDSecure(method: string, path: string, form: URLSearchParams, res: ServerResponse): Promise<boolean> {
    const page = /^\/3d_secure_2_test\/([A-Za-z0-9_]+)(?:\/(complete|fail))?$/.exec(path);
    if (!page) return false;
    const [, id, outcome] = page;
    const record = (status: number) => this.calls.push({ method, path, idempotencyKey: null, status });
    if (method === 'GET' && !outcome) {
      record(200);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const secret = clientSecretOf(id!);
      const button = (action: string, label: string) =>
        `<form method="post" action="/3d_secure_2_test/${id}/${action}"><input type="hidden" name="client_secret" value="${secret}"><button>${label}</button></form>`;
      res.end(
        `<!doctype html><title>3D Secure 2 Test Page</title><h1>3D Secure 2 Test Page</h1>${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication')}`,
      );
      return true;
    }
    if (method !== 'POST' || !outcome) return false;
    if (form.get('client_secret') !== clientSecretOf(id!)) {
      record(401);
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'The client_secret does not match this PaymentIntent.' } }),
      );
      return true;
    }
    const view = await this.simulator.authenticateTestCard(
      id!,
      outcome === 'complete' ? 'complete' : 'fail',
      `3ds:${randomBytes(8).toString('hex')}`,
    );
    const returnUrl = this.returnUrls.get(id!);
    record(returnUrl ? 303 : 200);
    if (returnUrl) {
      const back = new URL(returnUrl);
      back.searchParams.set('payment_intent', id!);
      back.searchParams.set('payment_intent_client_secret', clientSecretOf(id!));
      back.searchParams.set('redirect_status', view.status === 'requires_capture' ? 'succeeded' : 'failed');
      res.writeHead(303, { location: back.toString() });
      res.end();
      return true;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(this.intentBody(view)));
    return true;
  }

  private async route(method: string, path: string, form: URLSearchParams, key: string): Promise<unknown> {
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (form.get('currency') !== 'eur') throw invalid('Lokalno charges in EUR only.', 'currency');
      if (form.get('capture_method') !== 'manual')
        throw invalid('Lokalno authorises first: capture_method must be manual.', 'capture_method');
      const view = await this.simulator.createAuthorisation({
        amountCents: integer(form, 'amount', true)!,
        idempotencyKey: key,
        description: form.get('description') ?? '',
        metadata: metadataOf(form),
      });
      return stripeIntent(view);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent');
      if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
      const refund = await this.simulator.refund(intentId, integer(form, 'amount', true)!, key);
      return {
        id: refund.id,
        object: 'refund',
        amount: refund.amountCents,
        currency: 'eur',
        payment_intent: intentId,
        status: refund.status,
      };
    }
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(capture|cancel|confirm))?$/.exec(path);
    if (!intentPath) throw new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    const [, id, action] = intentPath;
    if (method === 'GET' && !action) return this.intentBody(await this.simulator.retrieve(id!));
    if (method === 'POST' && action === 'confirm') {
      const returnUrl = form.get('return_url');
      if (returnUrl) this.returnUrls.set(id!, returnUrl);
      return this.intentBody(await this.simulator.confirmTestCard(id!, this.cardOf(form), key));
    }
    if (method === 'POST' && action === 'capture')
      return stripeIntent(await this.simulator.capture(id!, key, integer(form, 'amount_to_capture', false)));
    if (method === 'POST' && action === 'cancel') return stripeIntent(await this.simulator.cancel(id!, key));
    throw new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }
}
