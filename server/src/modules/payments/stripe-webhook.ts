// Stripe's webhook deliveries: the signature checked with STRIPE_WEBHOOK_SECRET, each event handled
// once (its id recorded in `payment_event` in the same transaction as the handlers' writes), then
// handed to the handlers other modules register by event type. Payments only report: the booking
// domain decides what an authorised or failed intent means for a reservation.
import Stripe from 'stripe';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';

export type PaymentEventType = Stripe.Event['type'];
export type PaymentEvent<T extends PaymentEventType = PaymentEventType> = Extract<Stripe.Event, { type: T }>;
/** Runs inside the delivery's transaction (`ctx.manager`): enqueue jobs there; a throw makes Stripe deliver again. */
export type PaymentEventHandler<T extends PaymentEventType = PaymentEventType> = (ctx: RequestContext, event: PaymentEvent<T>) => Promise<void>;

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
  const outcome = await inTransaction(ctx, async (tx): Promise<WebhookOutcome> => {
    // A concurrent delivery of the same event waits here for the first one's commit, then sees it.
    const recorded = (await tx.manager.query('INSERT INTO payment_event (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id', [event.id, event.type])) as unknown[];
    if (recorded.length === 0) return 'duplicate';
    const registered = [...(handlers.get(event.type) ?? [])];
    for (const handler of registered) await handler(tx, event);
    return registered.length > 0 ? 'handled' : 'ignored';
  });
  ctx.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe webhook');
  return outcome;
}
