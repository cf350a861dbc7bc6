// Apollo's formatError: known errors keep their code and get the caller's language, per-field
// messages go in extensions.fields; anything unexpected becomes the generic message.
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { presentError, toDomainError } from './error-presenter.js';
import { exceededLimit } from './graphql-limits.js';
import { currentLocale, currentLog } from './request-scope.js';

/** Errors Apollo and graphql-js raise themselves: syntax, validation, bad variables. */
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (!toDomainError(original) && typeof code === 'string' && PASS_THROUGH.has(code)) {
    const limit = exceededLimit(formatted.message, formatted.extensions);
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...(limit ? { limit } : {}) },
    };
  }
  const { body } = presentError(original, currentLocale(), currentLog());
  return {
    message: body.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: body.code,
      ...(body.fields ? { fields: body.fields } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.cause ? { cause: body.cause } : {}),
    },
  };
}

/** graphql-sse sends raw execution results; give their errors the same shape as Apollo's. */
export function formatStreamResult<T extends { errors?: readonly GraphQLError[] }>(result: T): T {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) } as T;
}
