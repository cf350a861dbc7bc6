import { describe, expect, it } from 'vitest';
import { ERROR_STATUS_CASES } from '../../../common/booking-rule-cases.js';
import { DomainError, ERROR_STATUS } from './errors.js';
import { isUnavailable, presentError } from './error-presenter.js';

/** A PostgreSQL error as pg raises it, or wrapped by TypeORM. */
const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const wrapped = (code: string) => Object.assign(new Error('query failed'), { driverError: { code } });

describe('isUnavailable', () => {
  it('counts the waits the server bounds, a database away and one out of connections as transient', () => {
    for (const code of ['55P03', '57014', '25P03', '57P01', '08006', '53300', '53200']) {
      expect(isUnavailable(pgError(code)), code).toBe(true);
      expect(isUnavailable(wrapped(code)), code).toBe(true);
    }
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves the rest to be a 500 or a domain answer', () => {
    expect(isUnavailable(pgError('23505'))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable(new DomainError('NOT_FOUND', { id: 'error.notFound' }))).toBe(false);
  });
});

describe('presentError', () => {
  it('answers too many connections with 503 SERVICE_UNAVAILABLE, not a 500', () => {
    const { status, body } = presentError(pgError('53300'), 'en');
    expect(status).toBe(503);
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('the error code → HTTP status shared with the client', () => {
  it.each(ERROR_STATUS_CASES)('%s answers %i', (code, status) => {
    expect(presentError(new DomainError(code, { id: 'error.generic' }), 'en')).toMatchObject({ status, body: { code } });
  });

  it('has a case for every code (common/error-status.ts)', () => {
    expect(ERROR_STATUS_CASES.map(([code]) => code).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });
});
