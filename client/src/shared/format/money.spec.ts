import { describe, expect, it } from 'vitest';
import { convertFromEur, formatMoney, roundMoney } from './money';

// Intl output uses non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('rounds to cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(10)).toBe(10);
  });

  it('converts EUR to HRK at the fixed rate', () => {
    expect(convertFromEur(1, 'HRK')).toBe(7.53);
    expect(convertFromEur(100, 'HRK')).toBe(753.45);
    expect(convertFromEur(100, 'EUR')).toBe(100);
  });

  it('formats by locale', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'hr'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'en'))).toBe('€1,234.50');
    expect(plain(formatMoney(10, 'HRK', 'hr'))).toBe('75,35 kn');
  });
});
