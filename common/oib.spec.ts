import { describe, expect, it } from 'vitest';
import { isValidOib } from './oib.js';

describe('OIB (ISO 7064 MOD 11,10)', () => {
  it('accepts OIBs with the right check digit', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('94577403194')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length, other characters or surrounding spaces', () => {
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('6943515153')).toBe(false);
    expect(isValidOib('6943515153a')).toBe(false);
    expect(isValidOib(' 69435151530 ')).toBe(false);
  });
});
