// GraphQL failures in the shape of the REST error model, so forms treat both transports alike:
// `extensions.code` gives the status REST answers with (common/error-status.ts; 400 for a code it does
// not know, e.g. GRAPHQL_VALIDATION_FAILED), `extensions.fields` the per-field messages (already localized).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { statusOfCode } from '../../../../common/error-status';
import { ApiError } from './api-error';

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** An ApiError for a GraphQL or HTTP failure; anything else (offline, a bug) is returned as it is. */
export function toApiError(error: unknown): unknown {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = String(first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const reason = first?.extensions?.reason;
    return new ApiError(statusOfCode(code) ?? 400, {
      code,
      message: first?.message ?? code,
      fields: stringRecord(first?.extensions?.fields),
      reason: typeof reason === 'string' ? reason : undefined,
    });
  }
  if (ServerError.is(error)) {
    return new ApiError(error.statusCode, { code: `HTTP_${error.statusCode}`, message: error.message });
  }
  return error;
}

/** Runs a mutation; a failure is rethrown as an ApiError where it has one. */
export async function withApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

/** Whether a query failed because the record does not exist (or belongs to someone else). */
export function isNotFound(error: unknown): boolean {
  const converted = toApiError(error);
  return converted instanceof ApiError && converted.status === 404;
}
