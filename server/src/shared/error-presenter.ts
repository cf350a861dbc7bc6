// Turns any thrown error into what a client sees: `{ code, message, fields? }` in the caller's
// language. Unexpected errors are logged and answered with the generic text, never a stack trace.
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, ERROR_STATUS, type ErrorCode, type FieldMessages } from './errors.js';
import { translate, type Locale } from './i18n/index.js';
import { validationErrorsToFields } from './validation.js';
import type { Logger } from 'pino';
import { sqlState } from './postgres-errors.js';
import { CommittedRefusal } from './transaction.js';

/** Seconds a client should wait before trying a 503 again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** 503 SERVICE_UNAVAILABLE: the database could not give a connection, a lock or an answer in time. */
export class ServiceUnavailableError extends DomainError {
  readonly retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS;
  constructor() {
    super('SERVICE_UNAVAILABLE', { id: 'error.unavailable' });
  }
}

// lock_not_available (lock_timeout), query_canceled (statement_timeout), idle_in_transaction_session_timeout,
// admin_shutdown, crash_shutdown, cannot_connect_now, the connection exceptions (class 08) and
// insufficient resources (class 53: too many connections, out of memory, disk full).
const UNAVAILABLE_STATES = new Set(['55P03', '57014', '25P03', '57P01', '57P02', '57P03']);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /connect ECONNREFUSED/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

/** A wait the server bounds (pool, lock, statement) ran out, or the database is away: transient, 503. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DomainError) return false;
  const state = sqlState(error);
  if (state && (UNAVAILABLE_STATES.has(state) || state.startsWith('08') || state.startsWith('53') || UNAVAILABLE_CODES.has(state)))
    return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  reason?: string;
  /** DomainError details, e.g. the `cause` of a PAYMENT_FAILED. */
  cause?: string;
}

function translateFields(fields: FieldMessages | undefined, locale: Locale): Record<string, string> | undefined {
  if (!fields || Object.keys(fields).length === 0) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translate(message, locale)]));
}

/** Known errors become their own body; anything else is INTERNAL_SERVER_ERROR (logged). */
export function presentError(error: unknown, locale: Locale, log?: Logger): { status: number; body: ErrorBody } {
  const known = toDomainError(error);
  if (known) {
    const body: ErrorBody = { code: known.code, message: translate(known.userMessage, locale) };
    const fields = translateFields(known.fields, locale);
    if (fields) body.fields = fields;
    if (known.reason) body.reason = known.reason;
    if (known.details?.cause) body.cause = known.details.cause;
    return { status: ERROR_STATUS[known.code], body };
  }
  if (isUnavailable(error)) {
    log?.warn({ err: error }, 'database unavailable: answered 503');
    return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: translate({ id: 'error.unavailable' }, locale) } };
  }
  log?.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    body: { code: 'INTERNAL_SERVER_ERROR', message: translate({ id: 'error.generic' }, locale) },
  };
}

export function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof CommittedRefusal) return error.refusal;
  if (error instanceof DomainError) return error;
  if (error instanceof ArgumentValidationError) {
    const fields = validationErrorsToFields(error.extensions.validationErrors);
    const stripped = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^(input|data)\./, ''), message]));
    const first = Object.values(stripped)[0] ?? { id: 'error.invalidInput' };
    return new DomainError('BAD_USER_INPUT', first, stripped);
  }
  return undefined;
}
