// A REST route of the /api facade: path, access, parameters and response type in one place.
// The express router and the OpenAPI document are both generated from these definitions.
import type { z } from 'zod';
import type { RequestContext } from '../context.js';
import type { Access } from '../shared/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A TypeGraphQL object type class; REST answers with exactly its GraphQL fields. */
export type ObjectTypeClass = abstract new (...args: never[]) => object;

export type ResponseSpec =
  | { type: ObjectTypeClass; list?: boolean; nullable?: boolean; description?: string }
  | { empty: true; description?: string };

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
type Infer<S> = S extends z.ZodType ? z.infer<S> : Record<string, never>;

export interface RouteCall<P, Q> {
  ctx: RequestContext;
  params: P;
  query: Q;
  body: unknown;
}

export interface RouteDefinition<P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined, Q extends AnyObjectSchema | undefined = AnyObjectSchema | undefined> {
  method: HttpMethod;
  /** OpenAPI-style path below /api, e.g. `/tags/{categoryId}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  response: ResponseSpec;
  /** Successful status; 200 unless set. */
  status?: number;
  /** Public data that may be cached by browsers and proxies for this many seconds. */
  cacheSeconds?: number;
  handler: (call: RouteCall<Infer<P>, Infer<Q>>) => unknown;
}

export function defineRoute<P extends AnyObjectSchema | undefined = undefined, Q extends AnyObjectSchema | undefined = undefined>(
  route: RouteDefinition<P, Q>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
