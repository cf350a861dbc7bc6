import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import { chooseOffers } from './offer-choice.js';

const live = [
  { id: 1, priceCents: 5000, discountPriceCents: null, groupNumber: 1 },
  { id: 2, priceCents: 20000, discountPriceCents: null, groupNumber: 4 },
];
const limits = { minPeople: 2, maxPeople: 8 };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('not refused');
};

describe('chooseOffers: the offer choice of a request and of a change', () => {
  it('counts the people of the chosen offers (a group offer counts its group)', () => {
    expect(
      chooseOffers(
        live,
        [
          { offerId: 1, quantity: 2 },
          { offerId: 2, quantity: 1 },
        ],
        limits,
      ),
    ).toEqual({
      chosen: [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ],
      people: 6,
    });
  });

  it('applies the lines to the current choice: a quantity replaces, 0 takes the offer out', () => {
    const current = [
      { offerId: 1, quantity: 3 },
      { offerId: 2, quantity: 1 },
    ];
    expect(chooseOffers(live, [{ offerId: 2, quantity: 0 }], limits, current)).toEqual({
      chosen: [{ offerId: 1, quantity: 3 }],
      people: 3,
    });
    expect(
      chooseOffers(
        live,
        [
          { offerId: 1, quantity: 0 },
          { offerId: 2, quantity: 0 },
        ],
        limits,
        current,
      ),
    ).toEqual({ chosen: [], people: 0 });
  });

  it('forgets current lines whose offer is no longer live', () => {
    expect(chooseOffers(live, [{ offerId: 1, quantity: 2 }], limits, [{ offerId: 9, quantity: 1 }]).chosen).toEqual([
      { offerId: 1, quantity: 2 },
    ]);
  });

  it('names each unknown offer by its line', () => {
    expect(
      refusal(() =>
        chooseOffers(
          live,
          [
            { offerId: 1, quantity: 2 },
            { offerId: 7, quantity: 1 },
          ],
          limits,
        ),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { 'offers.1.offerId': { id: 'booking.unknownOffer' } } });
  });

  it('refuses an offer named twice', () => {
    expect(
      refusal(() =>
        chooseOffers(
          live,
          [
            { offerId: 1, quantity: 2 },
            { offerId: 1, quantity: 3 },
          ],
          limits,
        ),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { offers: { id: 'booking.noOffers' } } });
  });

  it('refuses people below the minimum or above the maximum, with the limit', () => {
    expect(refusal(() => chooseOffers(live, [{ offerId: 1, quantity: 1 }], limits))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { offers: { id: 'booking.minPeople', values: { limit: 2 } } },
    });
    expect(refusal(() => chooseOffers(live, [{ offerId: 2, quantity: 3 }], limits))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { offers: { id: 'booking.maxPeople', values: { limit: 8 } } },
    });
  });
});
