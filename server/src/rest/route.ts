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
  /** 204 No Content (or `status`). */
  | { empty: true; description?: string }
  /** 302 to the `location` the handler returns (see RedirectResult). */
  | { redirect: true; description?: string }
  /**
   * Raw bytes the handler returns (see BinaryResult); `attachment`: a file to save (Content-Disposition).
   * Several media types: the handler picks one by the Accept header (the first is the default).
   */
  | { binary: string | string[]; attachment?: boolean; description?: string }
  /**
   * A text/event-stream the handler returns (see rest/event-stream.ts, EventStreamResult): `event`
   * names the events, `data` is the JSON schema of their data (for the OpenAPI document).
   */
  | { eventStream: { event: string; data: Record<string, unknown> }; description?: string };

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  path: string;
}

export interface RedirectResult {
  location: string;
  cookies?: CookieToSet[];
}

export interface BinaryResult {
  contentType: string;
  data: Buffer;
  cacheControl: string;
  vary?: string;
  /** Sent as `Content-Disposition: attachment; filename="…"` (ASCII letters, digits, `.`, `_`, `-` only). */
  filename?: string;
}

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
  size: number;
}

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
type Infer<S> = S extends z.ZodType ? z.infer<S> : Record<string, never>;

export interface RouteCall<P, Q, B> {
  ctx: RequestContext;
  params: P;
  query: Q;
  /** The validated input: an instance of the route's `body` class. */
  body: B;
  /** The multipart file of an `upload` route. */
  file?: UploadedFile;
  /** The raw bearer token, for the calls that work with the token itself (refresh). */
  bearerToken?: string;
  cookies: Record<string, string>;
  /** The full URL of the request as the client sent it (OAuth callbacks). */
  url: URL;
  /** The Accept header (content negotiation, e.g. image formats). */
  accept: string;
}

export interface RouteDefinition<
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  B extends object = object,
> {
  method: HttpMethod;
  /** OpenAPI-style path below /api, e.g. `/tags/{categoryId}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  /**
   * The TypeGraphQL ArgsType class of the matching GraphQL operation: the parsed query is validated
   * by it too, so both transports share one class and one limit per rule.
   */
  args?: new () => object;
  /** Input class (class-validator, the same class GraphQL uses), read from a JSON body, or form fields with `form`. */
  body?: new () => B;
  /** Read the body as form fields (application/x-www-form-urlencoded or multipart) instead of JSON. */
  form?: boolean;
  /** A multipart upload in the named field; bigger files fail with the `tooLarge` error. */
  upload?: { field: string; maxBytes: number; tooLarge: () => Error };
  response: ResponseSpec;
  /** Successful status; 200 (204 for empty, 302 for redirects) unless set. */
  status?: number;
  /** Kept for existing callers but not to be used by new ones: marked `deprecated` in the OpenAPI document (say the replacement in the summary). */
  deprecated?: boolean;
  /** Public data that may be cached by browsers and proxies for this many seconds. */
  cacheSeconds?: number;
  handler: (call: RouteCall<Infer<P>, Infer<Q>, B>) => unknown;
}

export function defineRoute<
  P extends AnyObjectSchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
  B extends object = object,
>(route: RouteDefinition<P, Q, B>): RouteDefinition {
  return route as unknown as RouteDefinition;
}
