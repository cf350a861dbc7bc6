// The offer form's values and the OfferInputs sent to the server. A group price may come in several
// group sizes; each size is saved as its own offer (names are unique within a service).
import type { Difficulty, OfferInput, PriceTypeValue } from '../../graphql/generated';
import { formatDecimal, parseDecimal, parseInteger } from '../../shared/forms/decimal';
import type { Offer } from './hooks/use-offers';

export interface PriceRow {
  /** People in the group; "1" for a price per person. */
  groupNumber: string;
  price: string;
  discountPrice: string;
}

export interface OfferValues {
  name: string;
  description: string;
  durationDays: string;
  durationHours: string;
  durationMinutes: string;
  difficulty: Difficulty | null;
  priceType: PriceTypeValue;
  prices: PriceRow[];
}

export function newOfferValues(): OfferValues {
  return {
    name: '',
    description: '',
    durationDays: '',
    durationHours: '',
    durationMinutes: '',
    difficulty: null,
    priceType: 'PER_PERSON',
    prices: [{ groupNumber: '1', price: '', discountPrice: '' }],
  };
}

const part = (value: number | undefined) => (value ? String(value) : '');

export function offerValues(offer: Offer, locale: string): OfferValues {
  const duration = offer.duration;
  return {
    name: offer.name,
    description: offer.description ?? '',
    durationDays: part(duration?.days),
    durationHours: part(duration?.hours),
    durationMinutes: part(duration?.minutes),
    difficulty: offer.difficulty ?? null,
    priceType: offer.priceType.value,
    prices: [
      {
        groupNumber: String(offer.groupNumber),
        price: formatDecimal(offer.priceCents / 100, locale, 2),
        discountPrice:
          offer.discountPriceCents === null || offer.discountPriceCents === undefined
            ? ''
            : formatDecimal(offer.discountPriceCents / 100, locale, 2),
      },
    ],
  };
}

const optionalInteger = (value: string) => (value.trim() === '' ? null : (parseInteger(value) ?? null));

/**
 * One input per price row. With several group sizes each offer's name says its size, so the
 * names stay unique: `groupName(name, size)` writes it in the user's language.
 */
export function toOfferInputs(values: OfferValues, groupName: (name: string, size: number) => string): OfferInput[] {
  const group = values.priceType === 'GROUP';
  const rows = group ? values.prices : values.prices.slice(0, 1);
  const name = values.name.trim();
  return rows.map((row) => {
    const size = group ? (parseInteger(row.groupNumber) ?? 0) : 1;
    return {
      name: rows.length > 1 ? groupName(name, size) : name,
      description: values.description.trim() || null,
      durationDays: optionalInteger(values.durationDays),
      durationHours: optionalInteger(values.durationHours),
      durationMinutes: optionalInteger(values.durationMinutes),
      difficulty: values.difficulty ?? null,
      priceType: values.priceType,
      groupNumber: size,
      price: parseDecimal(row.price) ?? 0,
      discountPrice: row.discountPrice.trim() === '' ? null : (parseDecimal(row.discountPrice) ?? null),
    };
  });
}
