// The OCTO supplier API at /api/octo (resellers/octo/): its own router, outside the /api route table,
// because OCTO fixes the shapes — its request and response bodies, `{ error, errorMessage }` errors
// and the Octo-Capabilities and Content-Language headers. Each route authenticates the reseller key,
// parses, and calls the domain service; the JSON body is bounded in size and depth as elsewhere.
import express, { type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../context.js';
import { authenticateReseller } from '../modules/resellers/octo/octo-auth.js';
import { availabilityCalendar, availabilityCheck } from '../modules/resellers/octo/octo-availability.js';
import {
  cancelBooking,
  confirmBooking,
  extendBooking,
  getBooking,
  listBookings,
  reserveBooking,
  updateBooking,
} from '../modules/resellers/octo/octo-bookings.js';
import { capabilities, supplierOf } from '../modules/resellers/octo/octo-supplier.js';
import { badRequest, OctoError, octoErrorOf } from '../modules/resellers/octo/octo-errors.js';
import { loadProducts, presentProduct, productOf } from '../modules/resellers/octo/octo-products.js';
import { requestedCapabilities, type OctoCall } from '../modules/resellers/octo/octo-request.js';
import { deleteWebhook, listWebhooks, registerWebhook } from '../modules/resellers/octo/octo-webhooks.js';
import { negotiateLocale } from '../shared/i18n/index.js';
import { MAX_JSON_BYTES } from '../shared/limits.js';
import { assertShallow } from '../shared/validation.js';
import { httpError } from './router.js';

export const OCTO_BASE_PATH = '/api/octo';

type Handler = (ctx: RequestContext, call: OctoCall, req: Request) => Promise<unknown>;

type Body = Record<string, unknown>;

function bodyOf(req: Request): Body {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  try {
    assertShallow(body);
  } catch {
    throw badRequest('The body is nested too deeply');
  }
  return body as Body;
}

function sendOctoError(res: Response, error: unknown, log: RequestContext['log']): void {
  const octo = octoErrorOf(error instanceof OctoError ? error : httpError(error));
  if (octo.status >= 500) log.error({ err: error }, 'OCTO request failed');
  if (octo.retryAfterSeconds) res.set('Retry-After', String(octo.retryAfterSeconds));
  res.status(octo.status).set('Cache-Control', 'no-store').json(octo.body());
}

export function octoRouter(contextFor: (req: Request) => RequestContext): Router {
  const router = express.Router();
  router.use(express.json({ limit: MAX_JSON_BYTES }));

  const route = (handler: Handler) => async (req: Request, res: Response) => {
    const base = contextFor(req);
    try {
      const caller = await authenticateReseller(base, req.get('authorization'));
      const locale = negotiateLocale(req.get('accept-language'));
      const ctx: RequestContext = { ...base, locale, reseller: { id: caller.resellerId, partnerId: caller.partnerId } };
      const call: OctoCall = { caller, capabilities: requestedCapabilities(req.get('octo-capabilities')), locale };
      const result = await handler(ctx, call, req);
      res.set({ 'Cache-Control': 'no-store', 'Octo-Capabilities': [...call.capabilities].join(', ') });
      if (call.capabilities.has('octo/content')) res.set('Content-Language', locale);
      res.status(200).json(result);
    } catch (error) {
      sendOctoError(res, error, base.log);
    }
  };
  const uuidOf = (req: Request) => String(req.params.uuid);

  router.get(
    '/supplier',
    route((ctx, call) => supplierOf(ctx, call)),
  );
  router.get(
    '/capabilities',
    route(async () => capabilities()),
  );
  router.get(
    '/products',
    route(async (ctx, call) => (await loadProducts(ctx, call)).map((row) => presentProduct(row, call))),
  );
  router.get(
    '/products/:id',
    route(async (ctx, call, req) => presentProduct(await productOf(ctx, call, req.params.id), call)),
  );
  router.post(
    '/availability/calendar',
    route((ctx, call, req) => availabilityCalendar(ctx, call, bodyOf(req))),
  );
  router.post(
    '/availability',
    route((ctx, call, req) => availabilityCheck(ctx, call, bodyOf(req))),
  );
  router.post(
    '/bookings',
    route((ctx, call, req) => reserveBooking(ctx, call, bodyOf(req))),
  );
  router.get(
    '/bookings',
    route((ctx, call, req) => listBookings(ctx, call, req.query as Record<string, unknown>)),
  );
  router.get(
    '/bookings/:uuid',
    route((ctx, call, req) => getBooking(ctx, call, uuidOf(req))),
  );
  router.patch(
    '/bookings/:uuid',
    route((ctx, call, req) => updateBooking(ctx, call, uuidOf(req), bodyOf(req))),
  );
  router.post(
    '/bookings/:uuid/confirm',
    route((ctx, call, req) => confirmBooking(ctx, call, uuidOf(req), bodyOf(req))),
  );
  router.post(
    '/bookings/:uuid/extend',
    route((ctx, call, req) => extendBooking(ctx, call, uuidOf(req), bodyOf(req))),
  );
  router.post(
    '/bookings/:uuid/cancel',
    route((ctx, call, req) => cancelBooking(ctx, call, uuidOf(req), bodyOf(req))),
  );
  router.get(
    '/webhooks',
    route((ctx, call) => listWebhooks(ctx, call.caller)),
  );
  router.post(
    '/webhooks',
    route((ctx, call, req) => registerWebhook(ctx, call.caller, bodyOf(req))),
  );
  router.delete(
    '/webhooks/:id',
    route((ctx, call, req) => deleteWebhook(ctx, call.caller, String(req.params.id))),
  );
  // Unknown paths and the body parser's refusals (malformed JSON, too large) in OCTO's shape too.
  router.use((req: Request, res: Response) => {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'NOT_FOUND', errorMessage: 'No such OCTO endpoint' });
  });
  router.use((error: unknown, req: Request, res: Response, next: express.NextFunction) => {
    void next;
    sendOctoError(res, error, contextFor(req).log);
  });
  return router;
}
