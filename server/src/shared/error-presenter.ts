// Turns any thrown error into what a client sees: `{ code, message, fields? }` in the caller's
// language. Unexpected errors are logged and answered with the generic text, never a stack trace.
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, ERROR_STATUS, type ErrorCode, type FieldMessages } from './errors.js';
import { translate, type Locale } from './i18n/index.js';
import { validationErrorsToFields } from './validation.js';
import type { Logger } from 'pino';

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
  log?.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    body: { code: 'INTERNAL_SERVER_ERROR', message: translate({ id: 'error.generic' }, locale) },
  };
}

export function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof ArgumentValidationError) {
    const fields = validationErrorsToFields(error.extensions.validationErrors);
    const stripped = Object.fromEntries(
      Object.entries(fields).map(([path, message]) => [path.replace(/^(input|data)\./, ''), message]),
    );
    const first = Object.values(stripped)[0] ?? { id: 'error.invalidInput' };
    return new DomainError('BAD_USER_INPUT', first, stripped);
  }
  return undefined;
}
