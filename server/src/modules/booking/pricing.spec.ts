import { describe, expect, it } from 'vitest';
import { CASE_OFFERS, CHANGE_CASES, PEOPLE_CASES } from '../../../../common/booking-rule-cases.js';
import { priceBooking, priceChange, type PricedOffer } from './pricing.js';

const perPerson: PricedOffer = { id: 1, name: 'Adult', priceCents: 4500, discountPriceCents: null, groupNumber: 1 };
const discounted: PricedOffer = { id: 2, name: 'Child', priceCents: 3000, discountPriceCents: 2550, groupNumber: 1 };
const group: PricedOffer = { id: 3, name: 'Family of 4', priceCents: 12_000, discountPriceCents: null, groupNumber: 4 };

describe('priceBooking', () => {
  it('prices lines at the discounted unit price, times quantity', () => {
    const price = priceBooking(
      [perPerson, discounted],
      [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ],
    );
    expect(price.lines).toEqual([
      {
        offerId: 1,
        name: 'Adult',
        groupNumber: 1,
        quantity: 2,
        people: 2,
        priceCents: 4500,
        discountRate: 0,
        unitPriceCents: 4500,
        lineTotalCents: 9000,
      },
      {
        offerId: 2,
        name: 'Child',
        groupNumber: 1,
        quantity: 1,
        people: 1,
        priceCents: 3000,
        discountRate: 15,
        unitPriceCents: 2550,
        lineTotalCents: 2550,
      },
    ]);
    expect(price).toMatchObject({ people: 3, subtotalCents: 11_550, discountCents: 0, feeCents: 0, totalCents: 11_550 });
  });

  it('counts a group offer as quantity × groupNumber people, priced per group', () => {
    const price = priceBooking([group], [{ offerId: 3, quantity: 2 }]);
    expect(price.people).toBe(8);
    expect(price.subtotalCents).toBe(24_000);
  });

  it('leaves out quantities of 0 and refuses unknown offers and bad quantities', () => {
    expect(priceBooking([perPerson], [{ offerId: 1, quantity: 0 }]).lines).toEqual([]);
    expect(() => priceBooking([perPerson], [{ offerId: 9, quantity: 1 }])).toThrow(RangeError);
    expect(() => priceBooking([perPerson], [{ offerId: 1, quantity: -1 }])).toThrow(RangeError);
    expect(() => priceBooking([perPerson], [{ offerId: 1, quantity: 1.5 }])).toThrow(RangeError);
  });

  it('takes a discount code off the subtotal, rounded half up', () => {
    // 2 × 45.00 + 25.50 = 115.50; 15% = 17.325 → 17.33
    const price = priceBooking(
      [perPerson, discounted],
      [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ],
      { discountPercent: 15 },
    );
    expect(price).toMatchObject({ subtotalCents: 11_550, discountCents: 1733, totalCents: 9817 });
  });

  it('adds the fee on the amount after the discount (0% by default)', () => {
    const offers = [perPerson];
    expect(priceBooking(offers, [{ offerId: 1, quantity: 1 }]).feeCents).toBe(0);
    // 45.00 − 10% = 40.50; fee 3% = 1.215 → 1.22; total 41.72
    const price = priceBooking(offers, [{ offerId: 1, quantity: 1 }], { discountPercent: 10, feePercent: 3 });
    expect(price).toMatchObject({ subtotalCents: 4500, discountCents: 450, feeCents: 122, totalCents: 4172 });
  });

  it('records a commission of 15% of the offers after the discount and 25% VAT on it', () => {
    // 115.50 → commission 17.325 → 17.33; VAT 4.3325 → 4.33
    const price = priceBooking(
      [perPerson, discounted],
      [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ],
      { feePercent: 5 },
    );
    expect(price).toMatchObject({ commissionCents: 1733, commissionVatCents: 433 });
    // The fee is the buyer's: it does not change the commission, and the guest's total does not include the commission.
    expect(price.totalCents).toBe(11_550 + 578);
    const withCode = priceBooking([perPerson], [{ offerId: 1, quantity: 1 }], { discountPercent: 100 });
    expect(withCode).toMatchObject({ totalCents: 0, commissionCents: 0, commissionVatCents: 0 });
  });

  it('a discount price not lower than the price is no discount', () => {
    const odd: PricedOffer = { id: 4, name: 'Odd', priceCents: 1000, discountPriceCents: 1200, groupNumber: 1 };
    expect(priceBooking([odd], [{ offerId: 4, quantity: 1 }]).lines[0]).toMatchObject({ unitPriceCents: 1000, discountRate: 0 });
  });
});

// The cases the client's booking flow and change preview are tested with too (common/booking-rule-cases.ts).
const named = <T extends { id: number }>(offers: readonly T[]): (T & { name: string })[] =>
  offers.map((offer) => ({ ...offer, name: `Offer ${offer.id}` }));

describe('the people count shared with the client', () => {
  it.each(PEOPLE_CASES.filter((entry) => !entry.unknownOffer))('$name', ({ offers, quantities, people }) => {
    expect(priceBooking(named(offers), quantities).people).toBe(people);
  });

  it.each(PEOPLE_CASES.filter((entry) => entry.unknownOffer))('$name: the server refuses it before pricing', ({ offers, quantities }) => {
    expect(() => priceBooking(named(offers), quantities)).toThrow(RangeError);
  });
});

describe('the price of a change shared with the client', () => {
  it.each(CHANGE_CASES)('$name', ({ currentOffers, quantities, terms, booked, price }) => {
    const priced = priceChange(named(currentOffers), quantities, terms, booked.totalCents);
    expect(priced).toMatchObject(price);
    expect(priced.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(price.subtotalCents);
  });

  it('prices what was booked at the agreed prices as the booking did', () => {
    for (const { booked, terms } of CHANGE_CASES) {
      expect(priceBooking(named(Object.values(CASE_OFFERS)), booked.quantities, terms).totalCents).toBe(booked.totalCents);
    }
  });
});
