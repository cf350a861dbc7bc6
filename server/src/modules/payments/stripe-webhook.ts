// Stripe's webhook deliveries: the signature checked with STRIPE_WEBHOOK_SECRET, each event handled
// once (its id recorded in `payment_event` in the same transaction as the handlers' writes), then
// handed to the handlers other modules register by event type. Payments only report: the booking
// domain decides what an authorised or failed intent means for a reservation.
//
// A signed event is still only a notice: before anything changes, the PaymentIntent it names is read
// from Stripe (outside any transaction) and the handlers get that intent, never the event's copy. An
// intent the gateway does not know is ignored. The card simulator takes no webhooks.
import Stripe from 'stripe';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { paymentGateway } from './gateway-factory.js';
import type { IntentView } from './payment-gateway.js';
import { isPaymentGatewayError } from './payment-gateway-error.js';

export type PaymentEventType = Stripe.Event['type'];
export type PaymentEvent<T extends PaymentEventType = PaymentEventType> = Extract<Stripe.Event, { type: T }>;
/**
 * Runs inside the delivery's transaction (`ctx.manager`): enqueue jobs there; a throw makes Stripe
 * deliver again. `intent`: for payment_intent.* events, the intent as Stripe reports it now.
 */
export type PaymentEventHandler<T extends PaymentEventType = PaymentEventType> = (
  ctx: RequestContext,
  event: PaymentEvent<T>,
  intent: IntentView | null,
) => Promise<void>;

/** Stripe's events are a few kilobytes; a body over this is refused before it is read in full. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

const handlers = new Map<string, PaymentEventHandler[]>();

/** Registers a handler for one event type; returns what unregisters it (tests). */
export function onPaymentEvent<T extends PaymentEventType>(type: T, handler: PaymentEventHandler<T>): () => void {
  const list = handlers.get(type) ?? [];
  list.push(handler as unknown as PaymentEventHandler);
  handlers.set(type, list);
  return () => {
    const index = list.indexOf(handler as unknown as PaymentEventHandler);
    if (index >= 0) list.splice(index, 1);
  };
}

/** The PaymentIntent a payment_intent.* event names, read from the gateway; null for other events. */
async function currentIntent(ctx: RequestContext, event: Stripe.Event): Promise<IntentView | null | 'unknown'> {
  if (!event.type.startsWith('payment_intent.')) return null;
  const id = (event.data.object as { id?: unknown }).id;
  if (typeof id !== 'string' || !/^pi_[A-Za-z0-9_]{1,250}$/.test(id)) return 'unknown';
  try {
    return await paymentGateway(ctx).retrieve(id);
  } catch (error) {
    if (isPaymentGatewayError(error) && error.code === 'resource_missing') return 'unknown';
    throw error;
  }
}

export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate';

/**
 * `payload` is the body exactly as received (the signature covers its bytes). Unknown event types
 * are recorded and ignored, so Stripe stops sending them again; a duplicate is acknowledged only.
 */
export async function receiveStripeWebhook(ctx: RequestContext, payload: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notFound();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new DomainError('BAD_REQUEST', { id: 'payments.webhookSignature' }, undefined, 'WEBHOOK_SIGNATURE');
  }
  if (paymentGateway(ctx).mode !== 'stripe') throw notFound();
  const intent = await currentIntent(ctx, event);
  if (intent === 'unknown') {
    ctx.log.warn({ eventId: event.id, eventType: event.type }, 'stripe webhook names an intent Stripe does not know; ignored');
    return 'ignored';
  }
  const outcome = await inTransaction(ctx, async (tx): Promise<WebhookOutcome> => {
    // A concurrent delivery of the same event waits here for the first one's commit, then sees it.
    const recorded = (await tx.manager.query(
      'INSERT INTO payment_event (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
      [event.id, event.type],
    )) as unknown[];
    if (recorded.length === 0) return 'duplicate';
    const registered = [...(handlers.get(event.type) ?? [])];
    for (const handler of registered) await handler(tx, event, intent);
    return registered.length > 0 ? 'handled' : 'ignored';
  });
  ctx.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe webhook');
  return outcome;
}
