import { describe, expect, it } from 'vitest';
import { PriceType } from './offer.entity.js';
import { priceFrom, type PricedOffer } from './price-from.js';

const perPerson = (priceCents: number, discountPriceCents: number | null = null): PricedOffer => ({
  priceTypeValue: PriceType.PER_PERSON,
  groupNumber: 1,
  priceCents,
  discountPriceCents,
});
const group = (priceCents: number, groupNumber: number, discountPriceCents: number | null = null): PricedOffer => ({
  priceTypeValue: PriceType.GROUP,
  groupNumber,
  priceCents,
  discountPriceCents,
});

describe('the price from of a service', () => {
  it('is the lowest per-person price, never a group price divided by its size', () => {
    expect(priceFrom([group(16000, 6), perPerson(3500), perPerson(4500)])).toEqual({
      cents: 3500,
      priceType: PriceType.PER_PERSON,
      groupNumber: 1,
    });
  });

  it('counts a per-person discount as the price paid', () => {
    expect(priceFrom([perPerson(3500), perPerson(4000, 3000)])).toEqual({ cents: 3000, priceType: PriceType.PER_PERSON, groupNumber: 1 });
  });

  it('is the lowest group price with its group size when only group offers exist', () => {
    expect(priceFrom([group(24000, 10), group(16000, 6)])).toEqual({ cents: 16000, priceType: PriceType.GROUP, groupNumber: 6 });
    expect(priceFrom([group(20000, 4, 15000), group(16000, 6)])).toEqual({ cents: 15000, priceType: PriceType.GROUP, groupNumber: 4 });
  });

  it('takes the larger group of two equal group prices', () => {
    expect(priceFrom([group(16000, 6), group(16000, 8)])).toEqual({ cents: 16000, priceType: PriceType.GROUP, groupNumber: 8 });
  });

  it('is nothing without offers', () => {
    expect(priceFrom([])).toBeNull();
  });
});
