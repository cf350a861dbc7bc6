import { describe, expect, it } from 'vitest';
import { newOfferValues, offerValues, toOfferInputs, type OfferValues } from './offer-values';

const groupName = (name: string, size: number) => `${name} – group of ${size}`;

describe('offer form values', () => {
  it('sends a price per person for one person, with Croatian decimals', () => {
    const values: OfferValues = {
      ...newOfferValues(),
      name: ' Classic tasting ',
      durationHours: '1',
      durationMinutes: '30',
      prices: [{ groupNumber: '1', price: '35,50', discountPrice: '' }],
    };
    expect(toOfferInputs(values, groupName)).toEqual([
      {
        name: 'Classic tasting',
        description: null,
        durationDays: null,
        durationHours: 1,
        durationMinutes: 30,
        difficulty: null,
        priceType: 'PER_PERSON',
        groupNumber: 1,
        price: 35.5,
        discountPrice: null,
      },
    ]);
  });

  it('makes one offer per group size, each named after its size', () => {
    const values: OfferValues = {
      ...newOfferValues(),
      name: 'Private tasting',
      priceType: 'GROUP',
      prices: [
        { groupNumber: '4', price: '120', discountPrice: '' },
        { groupNumber: '6', price: '180', discountPrice: '160' },
      ],
    };
    const inputs = toOfferInputs(values, groupName);
    expect(inputs.map((input) => [input.name, input.groupNumber, input.price, input.discountPrice])).toEqual([
      ['Private tasting – group of 4', 4, 120, null],
      ['Private tasting – group of 6', 6, 180, 160],
    ]);
  });

  it('keeps the name of a single group size as typed', () => {
    const values: OfferValues = {
      ...newOfferValues(),
      name: 'Boat for 8',
      priceType: 'GROUP',
      prices: [{ groupNumber: '8', price: '400', discountPrice: '' }],
    };
    expect(toOfferInputs(values, groupName)[0]).toMatchObject({ name: 'Boat for 8', groupNumber: 8 });
  });

  it('reads a saved offer back into the form', () => {
    const values = offerValues(
      {
        id: 2,
        serviceId: 1,
        name: 'Private tasting for 6',
        description: null,
        difficulty: 'EASY',
        duration: { days: 0, hours: 2, minutes: 0 },
        priceType: { value: 'GROUP' },
        groupNumber: 6,
        initPrice: 180,
        calculatedPrice: 160,
        discountRate: 11,
        priceCents: 18000,
        discountPriceCents: 16050,
      },
      'hr',
    );
    expect(values.durationHours).toBe('2');
    expect(values.durationMinutes).toBe('');
    expect(values.prices).toEqual([{ groupNumber: '6', price: '180', discountPrice: '160,5' }]);
  });
});
