import { toApiError } from './api-error';
import { reportFailure, requestHeaders } from './request-policy';
import { trackLoading } from '../ui/loader-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is FormData (photo uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Keep the session on 401/403 (e.g. when only probing whether the user is logged in). */
  noRedirect?: boolean;
  signal?: AbortSignal;
}

function url(path: string, query: ApiRequest['query']): string {
  const search = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => value !== undefined && search.set(key, String(value)));
  const queryString = search.toString();
  return `/api${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
}

/** Calls the REST facade; resolves with the parsed body on 2xx, otherwise throws an ApiError. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, noRedirect, signal } = request;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...requestHeaders() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await trackLoading(
    fetch(url(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    }),
  );
  const payload = await readBody(response).catch(() => undefined);
  if (response.ok) return payload as T;

  reportFailure(response.status, { noRedirect });
  throw toApiError(response.status, payload);
}
