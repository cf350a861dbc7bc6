// The error codes of both transports (GraphQL extensions.code, REST body code) and the HTTP status
// each stands for: REST answers with it, the client treats a GraphQL error of that code the same way.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  /** A valid request the payment refused (e.g. PAYMENT_FAILED: the card was declined). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** What the request refers to is over for good (e.g. BOOKING_EXPIRED: the held places are gone). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** The database (or another part the server needs) could not answer in time: try again after Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

/** The HTTP status of a known error code, undefined for any other (e.g. GRAPHQL_PARSE_FAILED). */
export function statusOfCode(code: unknown): number | undefined {
  return isErrorCode(code) ? ERROR_STATUS[code] : undefined;
}
