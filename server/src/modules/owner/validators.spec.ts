import { describe, expect, it } from 'vitest';
import { isValidIban, normaliseIban } from './iban.js';
import { isValidOib } from './oib.js';

describe('IBAN (section 5: 5–34 characters, 2 letters, 2 digits, letters and digits, mod-97 = 1)', () => {
  it('accepts real IBANs with or without spaces', () => {
    expect(isValidIban('HR1210010051863000160')).toBe(true);
    expect(isValidIban('hr12 1001 0051 8630 0016 0')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(normaliseIban('hr12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
  });

  it('refuses a wrong check digit, a bad shape or a bad length', () => {
    expect(isValidIban('HR1210010051863000161')).toBe(false);
    expect(isValidIban('1210010051863000160HR')).toBe(false);
    expect(isValidIban('HR12')).toBe(false);
    expect(isValidIban(`HR12${'1'.repeat(31)}`)).toBe(false);
    expect(isValidIban('HR12-1001-0051')).toBe(false);
  });
});

describe('OIB (ISO 7064 MOD 11,10)', () => {
  it('accepts valid OIBs', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('94577403194')).toBe(true);
  });

  it('refuses wrong check digits and shapes', () => {
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('6943515153')).toBe(false);
    expect(isValidOib('6943515153a')).toBe(false);
  });
});
