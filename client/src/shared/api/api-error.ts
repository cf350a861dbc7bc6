import type { RestError } from './rest-schema';

/**
 * The server's error body for every failed /api call (`RestError`, from the OpenAPI document:
 * `{ code, message, fields?, reason?, cause? }`) as the client keeps it: `code` is one of
 * `RestError['code']`, or `HTTP_<status>` when the body is not the server's; `details` holds the
 * whole body (e.g. the payment failure's `cause`).
 */
export interface ApiErrorBody extends Pick<RestError, 'message' | 'fields' | 'reason'> {
  code: string;
  details?: Record<string, unknown>;
}

export class ApiError extends Error implements ApiErrorBody {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly reason?: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.reason = body.reason;
    this.details = body.details ?? {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the error body, falling back to a code derived from the status when the body is not ours. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    const fields = isRecord(body.fields) ? (body.fields as Record<string, string>) : undefined;
    const reason = typeof body.reason === 'string' ? body.reason : undefined;
    return new ApiError(status, { code: body.code, message: body.message, fields, reason, details: body });
  }
  return new ApiError(status, { code: `HTTP_${status}`, message: `Request failed with status ${status}` });
}
