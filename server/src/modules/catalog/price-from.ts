// The "from" price of a service's cards: a price some offer really has. The lowest price per person
// among per-person offers; only when there are none, the lowest group price with its group size
// ("from €160 per group of up to 6") — never a group price divided into a per-person price.
import { PriceType } from './offer.entity.js';

export interface PricedOffer {
  priceTypeValue: PriceType;
  groupNumber: number;
  priceCents: number;
  discountPriceCents: number | null;
}

export interface PriceFrom {
  /** What a guest pays, in cents (EUR): the discounted price when there is one. */
  cents: number;
  priceType: PriceType;
  /** 1 for a price per person; the people one group price covers. */
  groupNumber: number;
}

const paid = (offer: PricedOffer) => offer.discountPriceCents ?? offer.priceCents;

/** The lowest price, and of equal prices the one that covers the most people. */
function cheapest(offers: PricedOffer[]): PricedOffer | undefined {
  return [...offers].sort((a, b) => paid(a) - paid(b) || b.groupNumber - a.groupNumber)[0];
}

export function priceFrom(offers: PricedOffer[]): PriceFrom | null {
  const perPerson = cheapest(offers.filter((offer) => offer.priceTypeValue === PriceType.PER_PERSON));
  if (perPerson) return { cents: paid(perPerson), priceType: PriceType.PER_PERSON, groupNumber: 1 };
  const group = cheapest(offers.filter((offer) => offer.priceTypeValue === PriceType.GROUP));
  return group ? { cents: paid(group), priceType: PriceType.GROUP, groupNumber: group.groupNumber } : null;
}
