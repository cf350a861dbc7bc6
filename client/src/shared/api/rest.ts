import { toApiError } from './api-error';
import { hasAccessToken, refreshAccessToken, reportFailure, requestHeaders } from './request-policy';
import { trackLoading } from '../ui/loader-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Sent as JSON; as multipart when it is FormData (photo uploads); as form fields when URLSearchParams (login). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Keep the session on 401/403 (e.g. when only probing whether the user is logged in). */
  noRedirect?: boolean;
  /** Do not try a token refresh on 401 (the refresh call itself, login). */
  noRefresh?: boolean;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (e.g. `no-cache`: revalidate a cached answer by its ETag). */
  cache?: RequestCache;
  /** Resolve with the body as a Blob (a file to download); errors are still read as JSON. */
  blob?: boolean;
  /** The Accept header of a `blob` download when the path answers more than one type (e.g. `text/csv`). */
  accept?: string;
}

/** Where the API is when the page renderer calls it from the server (the browser uses relative paths). */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

function url(path: string, query: ApiRequest['query']): string {
  const search = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => value !== undefined && search.set(key, String(value)));
  const queryString = search.toString();
  return `${apiOrigin}/api${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
}

function encode(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  return JSON.stringify(body);
}

/** Calls the REST facade; resolves with the parsed body on 2xx, otherwise throws an ApiError. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, noRedirect, noRefresh, signal, cache, blob, accept } = request;
  const send = () => {
    // Read on every attempt: a retry carries the refreshed token.
    const headers: Record<string, string> = { Accept: blob ? (accept ?? '*/*') : 'application/json', ...requestHeaders() };
    if (body !== undefined && !(body instanceof FormData) && !(body instanceof URLSearchParams)) {
      headers['Content-Type'] = 'application/json';
    }
    return trackLoading(fetch(url(path, query), { method, headers, body: encode(body), signal, cache }));
  };

  const hadToken = hasAccessToken();
  let response = await send();
  if (response.status === 401 && hadToken && !noRefresh && (await refreshAccessToken())) {
    response = await send();
  }
  if (response.ok && blob) return (await response.blob()) as T;
  const payload = await readBody(response).catch(() => undefined);
  if (response.ok) return payload as T;

  reportFailure(response.status, { noRedirect });
  throw toApiError(response.status, payload);
}
