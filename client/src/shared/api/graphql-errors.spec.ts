// A GraphQL error takes the HTTP status REST answers with for its code: the cases the server's
// error presenter is tested with too (common/booking-rule-cases.ts).
import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS_CASES } from '../../../../common/booking-rule-cases';
import { ApiError } from './api-error';
import { isNotFound, toApiError } from './graphql-errors';

const graphqlError = (code: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: `Refused: ${code}`, extensions: { code, ...extensions } }] });

describe('toApiError of a GraphQL error', () => {
  it.each(ERROR_STATUS_CASES)('%s is %i', (code, status) => {
    expect(toApiError(graphqlError(code))).toMatchObject({ status, code, message: `Refused: ${code}` });
  });

  it('shows an expired booking as 410 with its reason, not 400', () => {
    const error = toApiError(graphqlError('GONE', { reason: 'BOOKING_EXPIRED' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, reason: 'BOOKING_EXPIRED' });
  });

  it('takes 400 for a code with no status (GraphQL validation), and keeps the fields', () => {
    const error = toApiError(
      graphqlError('GRAPHQL_VALIDATION_FAILED', { fields: { email: 'Please enter a correct email format.', depth: 3 } }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      fields: { email: 'Please enter a correct email format.' },
    });
  });

  it('tells a missing record apart', () => {
    expect(isNotFound(graphqlError('NOT_FOUND'))).toBe(true);
    expect(isNotFound(graphqlError('FORBIDDEN'))).toBe(false);
  });
});
