// Builds the express router of the /api facade from the route table: parse, authorise, call the
// domain service, answer with the GraphQL shape; errors in the one `{ code, message, fields? }` body.
import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { GraphQLList, GraphQLNonNull, isObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { RequestContext } from '../context.js';
import { assertAccess } from '../shared/access.js';
import { DomainError, invalidInput, type FieldMessages } from '../shared/errors.js';
import { presentError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/error-presenter.js';
import { RateLimitedError } from '../shared/rate-limit.js';
import { inTransaction } from '../shared/transaction.js';
import { MAX_JSON_BYTES } from '../shared/limits.js';
import { badTextFields, validateInput } from '../shared/validation.js';
import { graphQLTypeName, project } from './graphql-shapes.js';
import type { BinaryResult, RedirectResult, RouteDefinition } from './route.js';
import { bearerToken, parseCookies, REFERRAL_HEADER } from './http.js';
import { sendEventStream, type EventStreamResult } from './event-stream.js';

export type ContextFactory = (req: Request) => Promise<RequestContext>;

/** `/tags/{categoryId}` → `/tags/:categoryId` */
export function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function zodIssuesToFields(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'value';
    if (fields[path]) continue;
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      fields[path] = { id: 'validation.required', values: { label: path } };
    } else if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) {
      fields[path] = { id: 'validation.numeric' };
    } else if (issue.code === 'too_small' && issue.origin === 'number') {
      fields[path] = { id: 'validation.min', values: { min: Number(issue.minimum) } };
    } else if (issue.code === 'too_big' && issue.origin === 'number') {
      fields[path] = { id: 'validation.max', values: { max: Number(issue.maximum) } };
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      fields[path] = { id: 'validation.tooLong', values: { max: Number(issue.maximum) } };
    } else if (issue.code === 'custom') {
      fields[path] = { id: issue.message };
    } else {
      fields[path] = { id: 'validation.invalid', values: { label: path } };
    }
  }
  return fields;
}

function parseWith(schema: z.ZodType | undefined, value: unknown): Record<string, unknown> {
  if (!schema) return {};
  const badText = badTextFields(value);
  if (Object.keys(badText).length > 0) throw invalidInput(badText);
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw invalidInput(zodIssuesToFields(parsed.error));
  return parsed.data as Record<string, unknown>;
}

function responseType(route: RouteDefinition, schema: GraphQLSchema): GraphQLOutputType | undefined {
  if (!('type' in route.response)) return undefined;
  const named = schema.getType(graphQLTypeName(route.response.type));
  if (!isObjectType(named)) throw new Error(`${route.operationId}: response type is not in the GraphQL schema`);
  const item = new GraphQLNonNull(named);
  return route.response.list ? new GraphQLList(item) : route.response.nullable ? named : item;
}

/**
 * Errors raised by Express and its body parsers before a handler ran (malformed JSON, a body over
 * the limit, broken percent-encoding in the path, …) as the error model's codes; others unchanged.
 */
export function httpError(error: unknown): unknown {
  const status = (error as { status?: unknown }).status;
  if (error instanceof DomainError || typeof status !== 'number' || status < 400 || status >= 500) return error;
  const type = (error as { type?: string }).type;
  if (status === 413) return new DomainError('PAYLOAD_TOO_LARGE', { id: 'error.tooLarge' });
  if (type === 'entity.parse.failed') return new DomainError('BAD_REQUEST', { id: 'error.badJson' });
  if (status === 404) return new DomainError('NOT_FOUND', { id: 'error.notFound' });
  return new DomainError('BAD_REQUEST', { id: 'error.badRequest' });
}

export function sendError(res: Response, error: unknown, ctx?: Pick<RequestContext, 'locale' | 'log'>): void {
  const locale = ctx?.locale ?? 'en';
  const { status, body } = presentError(error, locale, ctx?.log ?? res.req.log);
  if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
  if (status === 503) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(status).json(body);
}

/** Body parsers a route needs: JSON by default, form fields for `form`, multipart for `upload`. */
function bodyParsers(route: RouteDefinition): RequestHandler[] {
  if (route.upload) {
    const { field, maxBytes, tooLarge } = route.upload;
    const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 20 } }).single(field);
    return [
      (req, res, next) =>
        upload(req, res, (error: unknown) => {
          if (!error) return next();
          const code = (error as { code?: string }).code;
          next(code === 'LIMIT_FILE_SIZE' || code === 'LIMIT_UNEXPECTED_FILE' ? tooLarge() : error);
        }),
    ];
  }
  if (route.form) return [express.urlencoded({ extended: false, limit: '64kb' }), multer().none()];
  return [express.json({ limit: MAX_JSON_BYTES })];
}

function send(res: Response, route: RouteDefinition, type: GraphQLOutputType | undefined, result: unknown): void {
  const response = route.response;
  if ('redirect' in response) {
    const redirect = result as RedirectResult;
    for (const cookie of redirect.cookies ?? []) {
      res.cookie(cookie.name, cookie.value, {
        httpOnly: true,
        sameSite: 'lax',
        path: cookie.path,
        maxAge: cookie.maxAge * 1000,
        secure: res.req.secure,
      });
    }
    res.set('Cache-Control', 'no-store').redirect(route.status ?? 302, redirect.location);
    return;
  }
  if ('binary' in response) {
    const binary = result as BinaryResult;
    res.status(route.status ?? 200).set({ 'Content-Type': binary.contentType, 'Cache-Control': binary.cacheControl });
    if (binary.vary) res.vary(binary.vary);
    if (binary.filename) res.set('Content-Disposition', `attachment; filename="${binary.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    res.send(binary.data);
    return;
  }
  if (!type) {
    res
      .set('Cache-Control', 'no-store')
      .status(route.status ?? 204)
      .end();
    return;
  }
  const body = JSON.stringify(project(result, type));
  if (!isSharedCacheable(res.req, route)) {
    res
      .set('Cache-Control', 'no-store')
      .status(route.status ?? 200)
      .type('json')
      .send(body);
    return;
  }
  sendCacheable(res, body, route.cacheSeconds!);
}

/**
 * Public GETs asked without a bearer token and without a partner's referral may be kept by browsers
 * and shared caches. A referral may open exclusive services (service-visibility.ts): such an answer
 * is the caller's alone, never stored.
 */
function isSharedCacheable(req: Request, route: RouteDefinition): boolean {
  return (
    route.method === 'GET' && route.access === 'public' && Boolean(route.cacheSeconds) && !bearerToken(req) && !req.get(REFERRAL_HEADER)
  );
}

/** A weak validator of the body: equal JSON, equal tag, whatever the serialisation details. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A short freshness with stale-while-revalidate and a weak ETag (304 on If-None-Match). The answer
 * depends on the language (Accept-Language or the lang cookie), on being signed in and on a partner's referral, hence Vary.
 */
function sendCacheable(res: Response, body: string, seconds: number): void {
  const etag = weakEtag(body);
  res.set({
    'Cache-Control': `public, max-age=${seconds}, stale-while-revalidate=${Math.max(300, seconds)}`,
    ETag: etag,
  });
  res.vary('Accept-Language').vary('Cookie').vary('Authorization').vary(REFERRAL_HEADER);
  const asked = res.req.get('if-none-match');
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2))) {
    res.status(304).end();
    return;
  }
  res.status(200).type('json').send(body);
}

export function buildApiRouter(routes: RouteDefinition[], schema: GraphQLSchema, createContext: ContextFactory) {
  const router = express.Router();

  for (const route of routes) {
    const type = responseType(route, schema);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](toExpressPath(route.path), ...bodyParsers(route), async (req: Request, res: Response) => {
      let ctx: RequestContext | undefined;
      try {
        ctx = await createContext(req);
        assertAccess(ctx.user, route.access);
        const params = parseWith(route.params, req.params);
        const query = parseWith(route.query, req.query);
        if (route.args) await validateInput(route.args, query);
        const body = route.body ? await validateInput(route.body, req.body) : {};
        const call = {
          params,
          query,
          body,
          file: req.file,
          bearerToken: bearerToken(req),
          cookies: parseCookies(req.get('cookie')),
          url: new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`),
          accept: req.get('accept') ?? '',
        };
        // Every change runs in one transaction (retried whole on serialization failure or deadlock).
        const result =
          route.method === 'GET'
            ? await route.handler({ ctx, ...call })
            : await inTransaction(ctx, async (tx) => route.handler({ ctx: tx, ...call }));
        if ('eventStream' in route.response) return await sendEventStream(req, res, result as EventStreamResult);
        send(res, route, type, result);
      } catch (error) {
        sendError(res, error, ctx ?? { locale: req.locale, log: req.log });
      }
    });
  }

  router.use((req: Request, res: Response) => {
    const error = new DomainError('NOT_FOUND', {
      id: 'error.routeNotFound',
      values: { method: req.method, path: req.originalUrl.split('?')[0] },
    });
    sendError(res, error, { locale: req.locale, log: req.log });
  });

  // Malformed bodies and other errors raised before a route handler ran.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    const ctx = { locale: req.locale, log: req.log };
    if (error instanceof multer.MulterError) return sendError(res, new DomainError('BAD_REQUEST', { id: 'error.badUpload' }), ctx);
    sendError(res, httpError(error), ctx);
  });
  return router;
}
