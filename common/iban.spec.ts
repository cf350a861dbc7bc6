import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban.js';

describe('IBAN (spec section 5: 5–34 characters, 2 letters, 2 digits, letters and digits, mod-97 = 1)', () => {
  it('accepts valid IBANs, with or without spaces and in any case', () => {
    expect(isValidIban('HR1210010051863000160')).toBe(true);
    expect(isValidIban('hr12 1001 0051 8630 0016 0')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('rejects a wrong check, a wrong shape or a wrong length', () => {
    expect(isValidIban('HR1310010051863000160')).toBe(false);
    expect(isValidIban('HR1210010051863000161')).toBe(false);
    expect(isValidIban('1210010051863000160HR')).toBe(false);
    expect(isValidIban('HRAB10010051863000160')).toBe(false);
    expect(isValidIban('HR12')).toBe(false);
    expect(isValidIban(`HR12${'1'.repeat(31)}`)).toBe(false);
    expect(isValidIban('HR12-1001-0051')).toBe(false);
  });

  it('stores without spaces and shows groups of four', () => {
    expect(normalizeIban('hr12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
    expect(formatIban('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
  });
});
