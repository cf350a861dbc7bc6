import { describe, expect, it } from 'vitest';
import type { BookableOffer } from '../../../../../common/booking-rules';
import {
  choiceState,
  emptyChoice,
  monthGrid,
  monthRange,
  quantityOf,
  shiftMonth,
  todayInZagreb,
  withDate,
  withQuantity,
} from './booking-choice';

const classic: BookableOffer = { id: 1, priceCents: 3500, discountPriceCents: null, groupNumber: 1 };
const privateForSix: BookableOffer = { id: 2, priceCents: 18000, discountPriceCents: 16000, groupNumber: 6 };
const offers = [classic, privateForSix];
const limits = { minPeople: 2, maxPeople: 12, placesLeft: null };

describe('quantities', () => {
  it('adds, changes and removes an offer; 0 removes it', () => {
    let chosen = withQuantity([], 1, 2);
    chosen = withQuantity(chosen, 2, 1);
    expect(chosen).toEqual([
      { offerId: 1, quantity: 2 },
      { offerId: 2, quantity: 1 },
    ]);
    chosen = withQuantity(chosen, 1, 3);
    expect(chosen).toEqual([
      { offerId: 1, quantity: 3 },
      { offerId: 2, quantity: 1 },
    ]);
    chosen = withQuantity(chosen, 1, 0);
    expect(chosen).toEqual([{ offerId: 2, quantity: 1 }]);
    expect(quantityOf(chosen, 1)).toBe(0);
    expect(withQuantity(chosen, 2, -1)).toEqual([]);
  });
});

describe('choice state', () => {
  const full = { ...emptyChoice(7), date: '2026-12-01', startTime: '09:30' };

  it('is incomplete without a date, a time or an offer', () => {
    expect(choiceState(emptyChoice(7), offers, limits)).toEqual({ kind: 'INCOMPLETE' });
    expect(choiceState({ ...full, offers: [] }, offers, limits)).toEqual({ kind: 'INCOMPLETE' });
    expect(choiceState({ ...full, startTime: null, offers: [{ offerId: 1, quantity: 2 }] }, offers, limits)).toEqual({
      kind: 'INCOMPLETE',
    });
  });

  it('names the people problem as soon as offers are chosen, date or not', () => {
    expect(choiceState({ ...emptyChoice(7), offers: [{ offerId: 1, quantity: 1 }] }, offers, limits)).toEqual({
      kind: 'PEOPLE',
      problem: { code: 'MIN_PEOPLE', limit: 2 },
    });
    const tooMany = {
      ...full,
      offers: [
        { offerId: 2, quantity: 2 },
        { offerId: 1, quantity: 1 },
      ],
    };
    expect(choiceState(tooMany, offers, limits)).toEqual({ kind: 'PEOPLE', problem: { code: 'MAX_PEOPLE', limit: 12 } });
  });

  it('limits the people by the places left at the chosen start', () => {
    const choice = { ...full, offers: [{ offerId: 2, quantity: 1 }] };
    expect(choiceState(choice, offers, { ...limits, placesLeft: 4 })).toEqual({
      kind: 'PEOPLE',
      problem: { code: 'MAX_PEOPLE', limit: 4 },
    });
    expect(choiceState(choice, offers, { ...limits, placesLeft: 6 })).toEqual({ kind: 'READY', people: 6 });
  });

  it('drops the start time when the date changes', () => {
    expect(withDate(full, '2026-12-02')).toEqual({ ...full, date: '2026-12-02', startTime: null });
    expect(withDate(full, '2026-12-01')).toBe(full);
  });
});

describe('calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('handles February of a leap year and months across a year end', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('keeps daylight-saving months whole', () => {
    expect(monthGrid('2026-03').flat().filter(Boolean)).toHaveLength(31);
    expect(monthGrid('2026-10').flat().filter(Boolean)).toHaveLength(31);
  });

  it("takes today in Zagreb, not in the visitor's zone", () => {
    expect(todayInZagreb(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInZagreb(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});
