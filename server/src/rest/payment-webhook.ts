// POST /api/payments/stripe/webhook: Stripe's signed event deliveries. Outside the route table
// because the signature covers the raw bytes: the body is read as a bounded Buffer, never as JSON.
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { RequestContext } from '../context.js';
import { MAX_WEBHOOK_BYTES, receiveStripeWebhook } from '../modules/payments/stripe-webhook.js';
import { httpError, sendError } from './router.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export function stripeWebhookHandlers(contextFor: (req: Request) => RequestContext): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
    async (req: Request, res: Response) => {
      const ctx = contextFor(req);
      try {
        const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const outcome = await receiveStripeWebhook(ctx, payload, req.get('stripe-signature'));
        res.set('Cache-Control', 'no-store').status(200).json({ received: true, outcome });
      } catch (error) {
        sendError(res, httpError(error), ctx);
      }
    },
  ];
}
