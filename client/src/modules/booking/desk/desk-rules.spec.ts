import { describe, expect, it } from 'vitest';
import { timeLeft } from '../reservations/reservation-time';
import { CHANGE_CASES, PEOPLE_CASES } from '../../../../../common/booking-rule-cases';
import { changePeopleProblem, changePreview, deskTabOf, differenceOf, pageOf, startsWithRoom } from './desk-rules';

describe('deskTabOf and pageOf', () => {
  it('reads the tab from the address, the requests when unknown', () => {
    expect(deskTabOf('today')).toBe('today');
    expect(deskTabOf('inactive')).toBe('inactive');
    expect(deskTabOf(null)).toBe('requests');
    expect(deskTabOf('constructor')).toBe('requests');
  });

  it('reads a 1-based page, 1 when not a whole number above 0', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(null)).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('1.5')).toBe(1);
    expect(pageOf('x')).toBe(1);
  });
});

describe('time left to answer (ticking with now)', () => {
  it('counts down to the answer deadline and ends overdue', () => {
    const deadline = '2026-11-23T12:00:00Z';
    expect(timeLeft(deadline, Date.parse('2026-11-23T09:59:00Z'))).toEqual({ unit: 'hour', value: 2, overdue: false });
    expect(timeLeft(deadline, Date.parse('2026-11-23T11:15:00Z'))).toEqual({ unit: 'minute', value: 45, overdue: false });
    expect(timeLeft(deadline, Date.parse('2026-11-23T12:00:01Z')).overdue).toBe(true);
  });
});

describe('differenceOf', () => {
  it('words a positive difference as paying more, a negative one as money back', () => {
    expect(differenceOf(1250)).toEqual({ kind: 'more', cents: 1250 });
    expect(differenceOf(-3500)).toEqual({ kind: 'back', cents: 3500 });
    expect(differenceOf(0)).toEqual({ kind: 'same', cents: 0 });
  });
});

describe('startsWithRoom', () => {
  const current = { date: '2026-12-01', startTime: '10:00', people: 4 };
  const starts = [
    { time: '10:00', placesLeft: 1 },
    { time: '12:00', placesLeft: 5 },
    { time: '14:00', placesLeft: 6 },
    { time: '16:00', placesLeft: 0 },
  ];

  it('keeps only the starts with room for the people', () => {
    expect(startsWithRoom(starts, 6, current, '2026-12-02').map((start) => start.time)).toEqual(['14:00']);
    expect(startsWithRoom(starts, 5, current, '2026-12-02').map((start) => start.time)).toEqual(['12:00', '14:00']);
  });

  it("counts the booking's own places as free at its current start", () => {
    expect(startsWithRoom(starts, 5, current, '2026-12-01')).toEqual([
      { time: '10:00', placesLeft: 5 },
      { time: '12:00', placesLeft: 5 },
      { time: '14:00', placesLeft: 6 },
    ]);
  });

  it('needs room for at least one person', () => {
    expect(startsWithRoom(starts, 0, current, '2026-12-02').map((start) => start.time)).toEqual(['10:00', '12:00', '14:00']);
  });
});

describe('people and total of a change', () => {
  const offers = [
    { id: 1, priceCents: 3500, discountPriceCents: null, groupNumber: 1 },
    { id: 2, priceCents: 18000, discountPriceCents: 16000, groupNumber: 6 },
  ];
  const booking = { discountPercent: null, feePercent: 0, totalCents: 23000 };

  it('counts a group offer as quantity times its group size, unknown offers as nothing', () => {
    expect(
      changePreview(
        offers,
        [
          { offerId: 1, quantity: 2 },
          { offerId: 2, quantity: 1 },
        ],
        booking,
      ).people,
    ).toBe(8);
    expect(changePreview(offers, [{ offerId: 9, quantity: 3 }], booking).people).toBe(0);
  });

  it("checks the service's minimum and maximum", () => {
    expect(changePeopleProblem(1, { minPeople: 2, maxPeople: 8 })).toEqual({ code: 'MIN_PEOPLE', limit: 2 });
    expect(changePeopleProblem(9, { minPeople: 2, maxPeople: 8 })).toEqual({ code: 'MAX_PEOPLE', limit: 8 });
    expect(changePeopleProblem(8, { minPeople: 2, maxPeople: 8 })).toBeNull();
  });

  it("prices at the service's current unit prices and tells the difference", () => {
    expect(
      changePreview(
        offers,
        [
          { offerId: 1, quantity: 3 },
          { offerId: 2, quantity: 1 },
        ],
        booking,
      ),
    ).toMatchObject({ totalCents: 26500, differenceCents: 3500 });
    expect(changePreview(offers, [{ offerId: 2, quantity: 1 }], booking)).toMatchObject({ totalCents: 16000, differenceCents: -7000 });
  });

  it("keeps the booking's discount code percent", () => {
    // 10% off €100: €90 paid; half the offers → €45.
    const adult = { id: 1, priceCents: 2500, discountPriceCents: null, groupNumber: 1 };
    expect(changePreview([adult], [{ offerId: 1, quantity: 2 }], { discountPercent: 10, feePercent: 0, totalCents: 9000 })).toMatchObject({
      totalCents: 4500,
      differenceCents: -4500,
    });
  });
});

// The cases the server's pricing and change service are tested with too.
describe('the shared rules (common/booking-rule-cases.ts)', () => {
  it.each(PEOPLE_CASES)('people: $name', ({ offers, quantities, people }) => {
    expect(changePreview(offers, quantities, { discountPercent: null, feePercent: 0, totalCents: 0 }).people).toBe(people);
  });

  it.each(CHANGE_CASES)('change price: $name', ({ currentOffers, quantities, terms, booked, price }) => {
    const booking = { discountPercent: terms.discountPercent ?? null, feePercent: terms.feePercent ?? 0, totalCents: booked.totalCents };
    expect(changePreview(currentOffers, quantities, booking)).toEqual(price);
  });
});
