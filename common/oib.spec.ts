import { describe, expect, it } from 'vitest';
import { isValidOib, normalizeVatNumber, oibProblem } from './oib.js';

describe('OIB (ISO 7064 MOD 11,10)', () => {
  it('accepts OIBs with the right check digit', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('94577403194')).toBe(true);
    expect(oibProblem('69435151530')).toBeNull();
  });

  it('rejects a wrong check digit, a wrong length, other characters or surrounding spaces', () => {
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('6943515153')).toBe(false);
    expect(isValidOib('6943515153a')).toBe(false);
    expect(isValidOib(' 69435151530 ')).toBe(false);
  });

  it('says which rule failed: 11 digits, or the check digit', () => {
    expect(oibProblem('69435151531')).toBe('CHECK_DIGIT');
    expect(oibProblem('6943515153')).toBe('LENGTH');
    expect(oibProblem('694351515300')).toBe('LENGTH');
    expect(oibProblem('6943515153a')).toBe('LENGTH');
  });

  it('reads a VAT number as typed: spaces, lower case and the HR prefix', () => {
    expect(normalizeVatNumber(' hr 694 351 515 30 ')).toBe('69435151530');
    expect(normalizeVatNumber('ATU12345678')).toBe('ATU12345678');
  });
});
