import { describe, expect, it } from 'vitest';
import { statusOfCode } from './error-status.js';

describe('error code → HTTP status', () => {
  it('maps the known codes and nothing else', () => {
    expect(statusOfCode('BAD_USER_INPUT')).toBe(400);
    expect(statusOfCode('UNAUTHENTICATED')).toBe(401);
    expect(statusOfCode('TOO_MANY_REQUESTS')).toBe(429);
    expect(statusOfCode('GRAPHQL_VALIDATION_FAILED')).toBeUndefined();
    expect(statusOfCode('toString')).toBeUndefined();
    expect(statusOfCode(undefined)).toBeUndefined();
  });
});
