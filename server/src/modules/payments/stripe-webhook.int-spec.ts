// The Stripe webhook through the real app: signatures from the SDK's test helper, deduplication by
// event id, dispatch to registered handlers inside one transaction, unknown types, size bound.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { LocalStripe, stripeIntent } from '../../../test/stripe-server.js';
import { isInTransaction } from '../../shared/transaction.js';
import { onPaymentEvent, type PaymentEvent } from './stripe-webhook.js';
import { intentView } from './stripe-gateway.js';
import type { IntentView } from './payment-gateway.js';

let SECRET: string;
let app: TestApp;
let stripe: LocalStripe;
beforeAll(async () => {
  stripe = new LocalStripe((await createTestDatabase()).dataSource);
  await stripe.start();
  SECRET = stripe.webhookSecret;
  app = await startTestApp({ env: stripe.env() });
});
afterAll(() => stripe.stop());

/** A PaymentIntent the local Stripe really holds (authorised when `confirmed`), as the event body writes it. */
async function realIntent(confirmed = true) {
  const made = await stripe.simulator.createAuthorisation({
    amountCents: 12_345,
    idempotencyKey: randomUUID(),
    description: 'webhook test',
    metadata: { bookingRequestId: 'b1' },
  });
  return stripeIntent(confirmed ? await stripe.confirmInBrowser(made.id) : made);
}
const unregister: (() => void)[] = [];
afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

function event(type: string, object: Record<string, unknown> = {}) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
const intent = (fields: Record<string, unknown> = {}) => ({
  id: 'pi_3Q0hook',
  object: 'payment_intent',
  amount: 12_345,
  amount_capturable: 12_345,
  amount_received: 0,
  currency: 'eur',
  client_secret: 'pi_3Q0hook_secret_x',
  status: 'requires_capture',
  last_payment_error: null,
  metadata: { bookingRequestId: 'b1' },
  ...fields,
});

function deliver(body: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return app.request('/api/payments/stripe/webhook', { method: 'POST', headers, body });
}
const recorded = async (eventId: string) =>
  (await app.db.dataSource.query('SELECT type FROM payment_event WHERE event_id = $1', [eventId])) as { type: string }[];

describe('POST /api/payments/stripe/webhook', () => {
  it('a signed event reaches the handler registered for its type with the intent read from the gateway, inside one transaction, once', async () => {
    const seen: { claimed: IntentView; view: IntentView | null; inTransaction: boolean }[] = [];
    unregister.push(
      onPaymentEvent(
        'payment_intent.amount_capturable_updated',
        async (ctx, received: PaymentEvent<'payment_intent.amount_capturable_updated'>, current) => {
          seen.push({ claimed: intentView(received.data.object), view: current, inTransaction: isInTransaction(ctx) });
        },
      ),
    );
    const real = await realIntent();
    // The body claims another amount: handlers read the gateway's record, never the body's copy.
    const body = JSON.stringify(event('payment_intent.amount_capturable_updated', { ...real, amount: 1, amount_capturable: 1 }));
    const response = await deliver(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'handled' });
    expect(seen).toEqual([
      {
        claimed: expect.objectContaining({ amountCapturableCents: 1 }),
        view: expect.objectContaining({
          id: real.id,
          status: 'requires_capture',
          amountCents: 12_345,
          amountCapturableCents: 12_345,
          metadata: { bookingRequestId: 'b1' },
        }),
        inTransaction: true,
      },
    ]);
    expect(await recorded(JSON.parse(body).id)).toEqual([{ type: 'payment_intent.amount_capturable_updated' }]);

    // Stripe delivers again (it did not see our answer): acknowledged, not handled twice.
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    expect(seen).toHaveLength(1);
  });

  it('concurrent deliveries of one event are handled once', async () => {
    let calls = 0;
    unregister.push(
      onPaymentEvent('payment_intent.payment_failed', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
    );
    const body = JSON.stringify(event('payment_intent.payment_failed', await realIntent(false)));
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => (response.body as { outcome: string }).outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'handled',
    ]);
    expect(calls).toBe(1);
  });

  it('a failing handler leaves the event unrecorded, so the redelivery is handled', async () => {
    let attempts = 0;
    unregister.push(
      onPaymentEvent('payment_intent.canceled', async (ctx) => {
        attempts += 1;
        await ctx.manager.query('SELECT 1');
        if (attempts === 1) throw new Error('database hiccup');
      }),
    );
    const body = JSON.stringify(event('payment_intent.canceled', await realIntent()));
    const failed = await deliver(body);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(await recorded(JSON.parse(body).id)).toEqual([]);

    const retried = await deliver(body);
    expect(retried.body).toEqual({ received: true, outcome: 'handled' });
    expect(attempts).toBe(2);
  });

  it('an event type nobody handles is recorded and acknowledged', async () => {
    const body = JSON.stringify(event('customer.created', { id: 'cus_1', object: 'customer' }));
    const response = await deliver(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await recorded(JSON.parse(body).id)).toEqual([{ type: 'customer.created' }]);
  });

  it('a bad, missing, stale or other-secret signature is 400 and nothing is recorded', async () => {
    let calls = 0;
    unregister.push(
      onPaymentEvent('payment_intent.succeeded', async () => {
        calls += 1;
      }),
    );
    const body = JSON.stringify(event('payment_intent.succeeded', intent({ status: 'succeeded' })));
    const tampered = body.replace('12345', '1');
    const cases = [
      await deliver(tampered, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })),
      await deliver(body, null),
      await deliver(body, 't=1,v1=deadbeef'),
      await deliver(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' })),
      await deliver(
        body,
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      ),
    ];
    for (const response of cases) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'BAD_REQUEST',
        message: 'The payment notification could not be verified.',
        reason: 'WEBHOOK_SIGNATURE',
      });
    }
    expect(calls).toBe(0);
    expect(await recorded(JSON.parse(body).id)).toEqual([]);
  });

  it('a body over the limit is refused with 413 before it is verified', async () => {
    const body = JSON.stringify(event('payment_intent.succeeded', intent({ description: 'x'.repeat(300 * 1024) })));
    const response = await deliver(body);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
