import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, parseInteger } from './decimal';

describe('decimal input', () => {
  it('reads a decimal comma or point ("0,5" is half an hour)', () => {
    expect(parseDecimal('0,5')).toBe(0.5);
    expect(parseDecimal('0.5')).toBe(0.5);
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal('45,123456')).toBe(45.123456);
    expect(parseDecimal('-13.5')).toBe(-13.5);
    expect(parseDecimal(3)).toBe(3);
  });

  it('rejects what is not a number', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1,2,3')).toBeUndefined();
    expect(parseDecimal(undefined)).toBeUndefined();
    expect(parseDecimal(Number.NaN)).toBeUndefined();
  });

  it('tells whole numbers apart', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger('1,5')).toBeUndefined();
  });

  it('writes numbers in the user language', () => {
    expect(formatDecimal(0.5, 'hr')).toBe('0,5');
    expect(formatDecimal(0.5, 'en')).toBe('0.5');
    expect(formatDecimal(1234.5, 'hr')).toBe('1234,5');
    expect(formatDecimal(null, 'en')).toBe('');
  });
});
