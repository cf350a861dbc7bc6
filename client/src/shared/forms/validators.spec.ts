import { describe, expect, it } from 'vitest';
import { all, checked, emailFormat, passwordPattern, required, sameAs } from './validators';

const email = all(required('validation.email.required'), emailFormat('validation.email.format'));
const password = all(required('validation.newPassword.required'), passwordPattern('validation.password.pattern'));

describe('validators', () => {
  it('asks for a missing value', () => {
    expect(email(undefined)).toBe('validation.email.required');
    expect(email('   ')).toBe('validation.email.required');
  });

  it('rejects a malformed email and accepts a good one', () => {
    expect(email('ana@')).toBe('validation.email.format');
    expect(email('ana@example.hr')).toBeUndefined();
  });

  it('applies the password rule of spec section 5', () => {
    expect(password('')).toBe('validation.newPassword.required');
    expect(password('short1A')).toBe('validation.password.pattern');
    expect(password('alllowercase1')).toBe('validation.password.pattern');
    expect(password('ALLUPPERCASE1')).toBe('validation.password.pattern');
    expect(password('NoDigitsHere')).toBe('validation.password.pattern');
    expect(password('Adriatic2024')).toBeUndefined();
  });

  it('compares a repeated value with its field', () => {
    const repeat = sameAs('newPassword', 'validation.passwordAgain.mismatch');
    expect(repeat('Adriatic2024', { newPassword: 'Adriatic2024' })).toBeUndefined();
    expect(repeat('Adriatic2025', { newPassword: 'Adriatic2024' })).toBe('validation.passwordAgain.mismatch');
  });

  it('needs a ticked checkbox', () => {
    const accept = checked('validation.conditions.required');
    expect(accept(undefined)).toBe('validation.conditions.required');
    expect(accept(false)).toBe('validation.conditions.required');
    expect(accept(true)).toBeUndefined();
  });
});
