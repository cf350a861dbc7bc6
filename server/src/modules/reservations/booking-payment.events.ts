// What Stripe's webhook deliveries mean for bookings: an authorised intent (amount_capturable_updated)
// sends its booking request unless the guest's browser did already; a failed attempt
// (payment_failed) marks the payment FAILED. Both run in the delivery's transaction.
import { onPaymentEvent } from '../payments/stripe-webhook.js';
import { adoptAuthorisation, recordPaymentFailure } from './booking-payment.service.js';

let registered = false;

/** Registers the booking handlers of the payment webhook (once per process). */
export function registerBookingPaymentEvents(): void {
  if (registered) return;
  registered = true;
  // `intent` is the intent as Stripe reports it now (stripe-webhook.ts), never the event's copy.
  onPaymentEvent('payment_intent.amount_capturable_updated', async (ctx, event, intent) => {
    if (!intent) return;
    const outcome = await adoptAuthorisation(ctx, intent);
    ctx.log.info({ eventId: event.id, outcome }, 'booking: authorisation reported');
  });
  onPaymentEvent('payment_intent.payment_failed', async (ctx, _event, intent) => {
    if (intent) await recordPaymentFailure(ctx, intent);
  });
}
