import { describe, expect, it } from 'vitest';
import {
  hrkCents,
  maxPeopleFor,
  peopleCount,
  peopleProblem,
  percentOf,
  totalCents,
  unitPriceCents,
  type BookableOffer,
} from './booking-rules.js';

const classic: BookableOffer = { id: 1, priceCents: 3500, discountPriceCents: null, groupNumber: 1 };
const privateForSix: BookableOffer = { id: 2, priceCents: 18000, discountPriceCents: 16000, groupNumber: 6 };
const offers = [classic, privateForSix];
const limits = { minPeople: 2, maxPeople: 12 };

describe('people count', () => {
  it('counts a per-person offer by its quantity and a group offer as quantity × groupNumber', () => {
    expect(peopleCount(offers, [{ offerId: 1, quantity: 2 }])).toBe(2);
    expect(peopleCount(offers, [{ offerId: 2, quantity: 1 }])).toBe(6);
    expect(
      peopleCount(offers, [
        { offerId: 1, quantity: 3 },
        { offerId: 2, quantity: 2 },
      ]),
    ).toBe(15);
  });

  it('ignores offers the service does not have and negative quantities', () => {
    expect(
      peopleCount(offers, [
        { offerId: 99, quantity: 4 },
        { offerId: 1, quantity: -2 },
      ]),
    ).toBe(0);
  });
});

describe('people rules', () => {
  it('refuses fewer than the minimum', () => {
    expect(peopleProblem(1, limits)).toEqual({ code: 'MIN_PEOPLE', limit: 2 });
    expect(peopleProblem(0, limits)).toEqual({ code: 'MIN_PEOPLE', limit: 2 });
  });

  it('takes the limits themselves', () => {
    expect(peopleProblem(2, limits)).toBeNull();
    expect(peopleProblem(12, limits)).toBeNull();
  });

  it('refuses more than the maximum, counting group offers by their group size', () => {
    const people = peopleCount(offers, [
      { offerId: 1, quantity: 1 },
      { offerId: 2, quantity: 2 },
    ]);
    expect(people).toBe(13);
    expect(peopleProblem(people, limits)).toEqual({ code: 'MAX_PEOPLE', limit: 12 });
  });

  it('lets the places left at a start lower the maximum, never raise it', () => {
    expect(maxPeopleFor({ ...limits, placesLeft: 5 })).toBe(5);
    expect(maxPeopleFor({ ...limits, placesLeft: 40 })).toBe(12);
    expect(maxPeopleFor({ ...limits, placesLeft: null })).toBe(12);
    expect(peopleProblem(6, { ...limits, placesLeft: 5 })).toEqual({ code: 'MAX_PEOPLE', limit: 5 });
  });

  it('names the maximum first when the places left are below the minimum', () => {
    expect(peopleProblem(2, { ...limits, placesLeft: 1 })).toEqual({ code: 'MAX_PEOPLE', limit: 1 });
  });
});

describe('total', () => {
  it('is the unit price times the quantity, in cents', () => {
    expect(totalCents(offers, [{ offerId: 1, quantity: 2 }])).toBe(7000);
    expect(totalCents(offers, [])).toBe(0);
  });

  it('uses the discounted price of a discounted offer', () => {
    expect(unitPriceCents(privateForSix)).toBe(16000);
    expect(
      totalCents(offers, [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ]),
    ).toBe(23000);
  });

  it('keeps the base price when the discount price is not lower (no discount)', () => {
    expect(unitPriceCents({ ...classic, discountPriceCents: 3500 })).toBe(3500);
    expect(unitPriceCents({ ...classic, discountPriceCents: 4000 })).toBe(3500);
  });

  it('stays exact in cents where floating euros would drift', () => {
    const odd: BookableOffer = { id: 3, priceCents: 1990, discountPriceCents: 1393, groupNumber: 1 };
    // 3 × 13.93 € in floating point is 41.790000000000006.
    expect(totalCents([odd], [{ offerId: 3, quantity: 3 }])).toBe(4179);
  });

  it('converts to HRK at 7.5345, rounded to the cent', () => {
    expect(hrkCents(12000)).toBe(90414);
    expect(hrkCents(23000)).toBe(173294);
    expect(hrkCents(1)).toBe(8);
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(1005, 15)).toBe(151); // 150.75
    expect(percentOf(1010, 15)).toBe(152); // 151.5 → up
    expect(percentOf(1003, 15)).toBe(150); // 150.45
    expect(percentOf(10, 25)).toBe(3); // 2.5 → up
    expect(percentOf(0, 15)).toBe(0);
  });

  it('takes percents with decimals without float drift', () => {
    expect(percentOf(1000, 2.5)).toBe(25);
    expect(percentOf(3333, 1.15)).toBe(38); // 38.3295
    expect(percentOf(100, 0.5)).toBe(1); // 0.5 → up
  });

  it('refuses negative or fractional cents', () => {
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
  });
});
