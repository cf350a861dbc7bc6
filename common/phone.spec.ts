import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from './phone-cases.js';
import { formatPhone, phoneProblem, toE164 } from './phone.js';

describe('phone numbers (libphonenumber-js; without a country code a number is Croatian; stored as E.164)', () => {
  it.each(PHONE_CASES.valid)('accepts %j as %s', (typed, stored) => {
    expect(toE164(typed)).toBe(stored);
    expect(phoneProblem(typed, { required: true })).toBeNull();
  });

  it.each(PHONE_CASES.invalid)('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
    expect(phoneProblem(typed, { required: true })).toBe('INVALID');
    expect(phoneProblem(typed, { required: false })).toBe('INVALID');
  });

  it('reads a number without its calling code in the country given', () => {
    expect(toE164('030 123456', 'DE')).toBe('+4930123456');
    expect(toE164('030 123456')).toBeNull();
    expect(toE164('+385 91 234 5678', 'DE')).toBe('+385912345678');
  });

  it('asks for a required phone left out, and lets an optional one be left out', () => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(phoneProblem(blank, { required: true })).toBe('REQUIRED');
      expect(phoneProblem(blank, { required: false })).toBeNull();
    }
  });

  it('refuses a value that is not text', () => {
    expect(phoneProblem(385912345678, { required: false })).toBe('INVALID');
    expect(phoneProblem({ phone: '+385912345678' }, { required: true })).toBe('INVALID');
  });
});

describe('formatPhone', () => {
  it('shows a stored E.164 number with its spaces, and anything else as it is', () => {
    expect(formatPhone('+385912345678')).toBe('+385 91 234 5678');
    expect(formatPhone('+4915123456789')).toBe('+49 1512 3456789');
    expect(formatPhone('12')).toBe('12');
  });
});
