// The Stripe adapter against a local HTTP server that plays Stripe: the exact requests the SDK
// sends (method, path, form body, Idempotency-Key, authorisation) and how answers and errors read.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { paymentGateway } from './gateway-factory.js';
import { PaymentGatewayError } from './payment-gateway-error.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStripeClient, StripeGateway } from './stripe-gateway.js';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}
interface Answer {
  status: number;
  body: unknown;
}

let server: Server;
let apiUrl: string;
const requests: Recorded[] = [];
let answers: Answer[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      const answer = answers.shift() ?? { status: 500, body: { error: { type: 'api_error', message: 'no answer queued' } } };
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
  answers = [];
});

const SECRET = 'sk_test_lokalno_adapter';
const gatewayFromConfig = () =>
  paymentGateway({
    config: loadConfig({ STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_lokalno', STRIPE_API_URL: apiUrl }),
    dataSource: {} as DataSource,
  });
/** No network retries: each test sees exactly the requests it caused. */
const gatewayWithoutRetries = (): PaymentGateway =>
  new StripeGateway(createStripeClient({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: apiUrl }, { maxNetworkRetries: 0 }), 'pk_test_lokalno');

function intent(fields: Partial<Stripe.PaymentIntent> = {}) {
  return {
    id: 'pi_3Q0test',
    object: 'payment_intent',
    amount: 12_345,
    amount_capturable: 0,
    amount_received: 0,
    currency: 'eur',
    capture_method: 'manual',
    client_secret: 'pi_3Q0test_secret_abc',
    status: 'requires_payment_method',
    last_payment_error: null,
    metadata: { bookingRequestId: '0b5c3c1e-7a43-4d1e-9d57-1f1c0f6f6a11' },
    ...fields,
  };
}
const reply = (...queued: Answer[]) => answers.push(...queued);
async function refusal(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('the requests the SDK sends', () => {
  it('create: an EUR PaymentIntent, manual capture, the Payment Element methods, metadata, the idempotency key', async () => {
    reply({ status: 200, body: intent() });
    const gateway = gatewayFromConfig();
    expect(gateway).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_lokalno' });
    const view = await gateway.createAuthorisation({
      amountCents: 12_345,
      idempotencyKey: 'booking-request:0b5c3c1e:12345',
      description: 'Olive oil tasting, 2 people',
      metadata: { bookingRequestId: '0b5c3c1e-7a43-4d1e-9d57-1f1c0f6f6a11' },
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.form).toEqual({
      amount: '12345',
      currency: 'eur',
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: 'Olive oil tasting, 2 people',
      'metadata[bookingRequestId]': '0b5c3c1e-7a43-4d1e-9d57-1f1c0f6f6a11',
    });
    expect(request!.headers['idempotency-key']).toBe('booking-request:0b5c3c1e:12345');
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(view).toEqual({
      id: 'pi_3Q0test',
      status: 'requires_payment_method',
      amountCents: 12_345,
      amountCapturableCents: 0,
      amountReceivedCents: 0,
      clientSecret: 'pi_3Q0test_secret_abc',
      failure: null,
      metadata: { bookingRequestId: '0b5c3c1e-7a43-4d1e-9d57-1f1c0f6f6a11' },
    });
  });

  it('the factory gives one gateway per configuration', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: apiUrl });
    const dataSource = {} as DataSource;
    expect(paymentGateway({ config, dataSource })).toBe(paymentGateway({ config, dataSource }));
    expect(paymentGateway({ config, dataSource }).publishableKey).toBeNull();
    expect(paymentGateway({ config: loadConfig({}), dataSource }).mode).toBe('simulator');
  });

  it('retrieve: GET with no body and no idempotency key', async () => {
    reply({ status: 200, body: intent({ status: 'requires_capture', amount_capturable: 12_345 }) });
    const view = await gatewayWithoutRetries().retrieve('pi_3Q0test');
    expect(requests).toEqual([expect.objectContaining({ method: 'GET', path: '/v1/payment_intents/pi_3Q0test', form: {} })]);
    expect(requests[0]!.headers['idempotency-key']).toBeUndefined();
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(view).toMatchObject({ status: 'requires_capture', amountCapturableCents: 12_345, failure: null });
  });

  it('capture: POST …/capture with the key; a partial capture sends amount_to_capture', async () => {
    reply(
      { status: 200, body: intent({ status: 'succeeded', amount_received: 12_345 }) },
      { status: 200, body: intent({ status: 'succeeded', amount_received: 10_000 }) },
    );
    const gateway = gatewayWithoutRetries() as StripeGateway;
    expect(await gateway.capture('pi_3Q0test', 'payments.capture:42')).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345 });
    await gateway.capture('pi_3Q0test', 'payments.capture:43', 10_000);
    expect(requests.map(({ method, path, form, headers }) => ({ method, path, form, key: headers['idempotency-key'] }))).toEqual([
      { method: 'POST', path: '/v1/payment_intents/pi_3Q0test/capture', form: {}, key: 'payments.capture:42' },
      { method: 'POST', path: '/v1/payment_intents/pi_3Q0test/capture', form: { amount_to_capture: '10000' }, key: 'payments.capture:43' },
    ]);
  });

  it('cancel: POST …/cancel with the key', async () => {
    reply({ status: 200, body: intent({ status: 'canceled' }) });
    expect(await gatewayWithoutRetries().cancel('pi_3Q0test', 'payments.release:7')).toMatchObject({ status: 'canceled' });
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/payment_intents/pi_3Q0test/cancel', form: {} })]);
    expect(requests[0]!.headers['idempotency-key']).toBe('payments.release:7');
  });

  it('refund: POST /v1/refunds with the intent, the amount and the key', async () => {
    reply({
      status: 200,
      body: { id: 're_3Q0test', object: 'refund', amount: 5_000, currency: 'eur', payment_intent: 'pi_3Q0test', status: 'succeeded' },
    });
    expect(await gatewayWithoutRetries().refund('pi_3Q0test', 5_000, 'payments.refund:9')).toEqual({
      id: 're_3Q0test',
      amountCents: 5_000,
      status: 'succeeded',
    });
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/refunds', form: { payment_intent: 'pi_3Q0test', amount: '5000' } }),
    ]);
    expect(requests[0]!.headers['idempotency-key']).toBe('payments.refund:9');
  });

  it('a retry after a server error carries the same idempotency key', async () => {
    reply(
      { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } },
      { status: 200, body: intent({ status: 'canceled' }) },
    );
    const gateway = new StripeGateway(
      createStripeClient({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: apiUrl }, { maxNetworkRetries: 1 }),
      null,
    );
    expect((await gateway.cancel('pi_3Q0test', 'payments.release:8')).status).toBe('canceled');
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual(['payments.release:8', 'payments.release:8']);
  });

  it("test cards are the simulator's: Stripe mode sends nothing", async () => {
    const error = await refusal(
      gatewayWithoutRetries().confirmTestCard('pi_3Q0test', { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, 'k'),
    );
    expect(error.code).toBe('simulator_only');
    expect(requests).toHaveLength(0);
  });
});

describe("answers and errors in the gateway's terms", () => {
  const declinedIntent = intent({
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    } as Stripe.PaymentIntent.LastPaymentError,
  });

  it('a 402 card_declined is a card_error with its code, decline code and the intent', async () => {
    reply({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: declinedIntent,
        },
      },
    });
    const error = await refusal(gatewayWithoutRetries().capture('pi_3Q0test', 'payments.capture:1'));
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      statusCode: 402,
      message: 'Your card has insufficient funds.',
      retryable: false,
      intent: {
        id: 'pi_3Q0test',
        status: 'requires_payment_method',
        failure: { code: 'card_declined', declineCode: 'insufficient_funds' },
      },
    });
  });

  it('a failed attempt on the intent reads as its failure; a later authorisation clears it', async () => {
    reply(
      { status: 200, body: declinedIntent },
      { status: 200, body: { ...declinedIntent, status: 'requires_capture', amount_capturable: 12_345 } },
    );
    const gateway = gatewayWithoutRetries();
    expect((await gateway.retrieve('pi_3Q0test')).failure).toEqual({ code: 'card_declined', declineCode: 'insufficient_funds' });
    expect((await gateway.retrieve('pi_3Q0test')).failure).toBeNull();
  });

  it('failed 3-D Secure: the error code without a decline code', async () => {
    reply({
      status: 200,
      body: intent({
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'failed authentication',
        } as Stripe.PaymentIntent.LastPaymentError,
      }),
    });
    expect((await gatewayWithoutRetries().retrieve('pi_3Q0test')).failure).toEqual({
      code: 'payment_intent_authentication_failure',
      declineCode: null,
    });
  });

  it('a wrong state (400), a missing intent (404) and an idempotency conflict keep their codes and are not retryable', async () => {
    reply(
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent could not be captured because it has a status of canceled.',
            payment_intent: intent({ status: 'canceled' }),
          },
        },
      },
      {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such payment_intent: 'pi_x'" } },
      },
      {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      },
    );
    const gateway = gatewayWithoutRetries();
    expect(await refusal(gateway.capture('pi_3Q0test', 'k1'))).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      statusCode: 400,
      retryable: false,
      intent: { status: 'canceled' },
    });
    expect(await refusal(gateway.retrieve('pi_x'))).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      statusCode: 404,
      intent: null,
    });
    expect(await refusal(gateway.cancel('pi_3Q0test', 'k1'))).toMatchObject({
      type: 'idempotency_error',
      statusCode: 400,
      retryable: false,
    });
  });

  it('a wrong key is an authentication_error; Stripe out of reach is a retryable connection_error', async () => {
    reply({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' } } });
    expect(await refusal(gatewayWithoutRetries().retrieve('pi_3Q0test'))).toMatchObject({
      type: 'authentication_error',
      statusCode: 401,
      retryable: false,
    });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new StripeGateway(
      createStripeClient({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` }, { maxNetworkRetries: 0 }),
      null,
    );
    expect(await refusal(unreachable.cancel('pi_3Q0test', 'k2'))).toMatchObject({
      type: 'connection_error',
      statusCode: null,
      retryable: true,
    });
  });
});
