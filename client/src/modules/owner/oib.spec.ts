import { describe, expect, it } from 'vitest';
import { isValidOib } from './oib';

describe('OIB (ISO 7064 MOD 11,10)', () => {
  it('accepts an OIB with the right check digit', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib(' 69435151530 ')).toBe(true);
  });

  it('rejects a wrong check digit or a wrong length', () => {
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('6943515153')).toBe(false);
    expect(isValidOib('6943515153a')).toBe(false);
  });
});
