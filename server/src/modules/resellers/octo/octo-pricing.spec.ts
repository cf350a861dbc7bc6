import { describe, expect, it } from 'vitest';
import { netCents, pricing } from './octo-pricing.js';

describe('net prices', () => {
  it('takes the commission of retail, rounded half up to the cent', () => {
    expect(netCents(3500, 1500)).toBe(2975);
    // 15 % of 2550 = 382.5 → 383
    expect(netCents(2550, 1500)).toBe(2167);
    // 12.34 % of 101 = 12.4634 → 12
    expect(netCents(101, 1234)).toBe(89);
    expect(netCents(1000, 0)).toBe(1000);
    expect(netCents(1000, 10_000)).toBe(0);
  });

  it('is an OCTO pricing in EUR cents', () => {
    expect(pricing(3000, 2550, 1500)).toEqual({
      original: 3000,
      retail: 2550,
      net: 2167,
      currency: 'EUR',
      currencyPrecision: 2,
      includedTaxes: [],
    });
  });
});
