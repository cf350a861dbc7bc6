import { describe, expect, it } from 'vitest';
import { all, emailFormat, required } from './validators';

const email = all(required('validation.email.required'), emailFormat('validation.email.format'));

describe('validators', () => {
  it('asks for a missing value', () => {
    expect(email(undefined)).toBe('validation.email.required');
    expect(email('   ')).toBe('validation.email.required');
  });

  it('rejects a malformed email and accepts a good one', () => {
    expect(email('ana@')).toBe('validation.email.format');
    expect(email('ana@example.hr')).toBeUndefined();
  });
});
