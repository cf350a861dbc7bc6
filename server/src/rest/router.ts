// Builds the express router of the /api facade from the route table: parse, authorise, call the
// domain service, answer with the GraphQL shape; errors in the one `{ code, message, fields? }` body.
import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLList, GraphQLNonNull, isObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { RequestContext } from '../context.js';
import { assertAccess } from '../shared/access.js';
import { DomainError, invalidInput, type FieldMessages } from '../shared/errors.js';
import { presentError } from '../shared/error-presenter.js';
import { graphQLTypeName, project } from './graphql-shapes.js';
import type { RouteDefinition } from './route.js';

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
    if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) {
      fields[path] = { id: 'validation.numeric' };
    } else if (issue.code === 'too_small' && issue.origin === 'number') {
      fields[path] = { id: 'validation.min', values: { min: Number(issue.minimum) } };
    } else if (issue.code === 'too_big' && issue.origin === 'number') {
      fields[path] = { id: 'validation.max', values: { max: Number(issue.maximum) } };
    } else if (issue.code === 'invalid_type' && issue.input === undefined) {
      fields[path] = { id: 'validation.required', values: { label: path } };
    } else {
      fields[path] = { id: 'validation.invalid', values: { label: path } };
    }
  }
  return fields;
}

function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(zodIssuesToFields(parsed.error));
  return parsed.data;
}

function responseType(route: RouteDefinition, schema: GraphQLSchema): GraphQLOutputType | undefined {
  if ('empty' in route.response) return undefined;
  const named = schema.getType(graphQLTypeName(route.response.type));
  if (!isObjectType(named)) throw new Error(`${route.operationId}: response type is not in the GraphQL schema`);
  const item = new GraphQLNonNull(named);
  return route.response.list ? new GraphQLList(item) : route.response.nullable ? named : item;
}

export function sendError(res: Response, error: unknown, ctx?: Pick<RequestContext, 'locale' | 'log'>): void {
  const locale = ctx?.locale ?? 'en';
  const { status, body } = presentError(error, locale, ctx?.log ?? res.req.log);
  res.status(status).json(body);
}

export function buildApiRouter(routes: RouteDefinition[], schema: GraphQLSchema, createContext: ContextFactory) {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));

  for (const route of routes) {
    const type = responseType(route, schema);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](toExpressPath(route.path), async (req: Request, res: Response) => {
      let ctx: RequestContext | undefined;
      try {
        ctx = await createContext(req);
        assertAccess(ctx.user, route.access);
        const params = parseWith(route.params, req.params) as Record<string, unknown>;
        const query = parseWith(route.query, req.query) as Record<string, unknown>;
        const result = await route.handler({ ctx, params, query, body: req.body });
        if (route.cacheSeconds) res.set('Cache-Control', `public, max-age=${route.cacheSeconds}`);
        else res.set('Cache-Control', 'no-store');
        if (!type) {
          res.status(route.status ?? 204).end();
          return;
        }
        res.status(route.status ?? 200).json(project(result, type));
      } catch (error) {
        sendError(res, error, ctx);
      }
    });
  }

  router.use((req: Request, res: Response) => {
    const error = new DomainError('NOT_FOUND', { id: 'error.routeNotFound', values: { method: req.method, path: req.originalUrl.split('?')[0] } });
    sendError(res, error, { locale: req.locale, log: req.log });
  });

  // Malformed JSON and other errors raised before a route handler ran.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    const status = (error as { status?: number; type?: string }).status;
    if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
      sendError(res, new DomainError('BAD_REQUEST', { id: 'error.badJson' }), { locale: req.locale, log: req.log });
      return;
    }
    if (status === 413) {
      sendError(res, new DomainError('BAD_REQUEST', { id: 'error.tooLarge' }), { locale: req.locale, log: req.log });
      return;
    }
    sendError(res, error, { locale: req.locale, log: req.log });
  });
  return router;
}
