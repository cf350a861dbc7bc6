import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the server error body', () => {
    const error = toApiError(422, {
      code: 'BAD_USER_INPUT',
      message: 'Invalid input',
      fields: { email: 'Please enter a correct email format.' },
    });
    expect(error).toMatchObject({ status: 422, code: 'BAD_USER_INPUT', message: 'Invalid input' });
    expect(error.fields).toEqual({ email: 'Please enter a correct email format.' });
  });

  it('keeps the finer reason of a refusal', () => {
    const error = toApiError(403, {
      code: 'FORBIDDEN',
      message: 'This account has been deactivated. Please contact us to reactivate it.',
      reason: 'ACCOUNT_DEACTIVATED',
    });
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', reason: 'ACCOUNT_DEACTIVATED' });
  });

  it('names the status when the body is not an error body', () => {
    expect(toApiError(502, '<html>Bad gateway</html>')).toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});

describe('toApiError details', () => {
  it('keeps the whole body for fields some calls add', () => {
    const error = toApiError(402, { code: 'PAYMENT_FAILED', message: 'Booking request unsuccessful!', cause: 'INSUFFICIENT_FUNDS' });
    expect(error.details.cause).toBe('INSUFFICIENT_FUNDS');
    expect(toApiError(500, 'oops').details).toEqual({});
  });
});
