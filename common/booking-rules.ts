// The rules of a guest's booking choice (spec section 5, Rules: Booking): people counted from the
// offers' quantities, the service's people limits and the places left at a start, and the total in cents.
import { EUR_TO_HRK } from './money.js';

export interface BookableOffer {
  id: number;
  /** Base price in EUR cents: per person, or for the whole group of `groupNumber` people. */
  priceCents: number;
  discountPriceCents: number | null;
  /** People one unit covers: 1 per person, N for a group price. */
  groupNumber: number;
}

export interface OfferQuantity {
  offerId: number;
  quantity: number;
}

export interface PeopleLimits {
  minPeople: number;
  maxPeople: number;
  /** Places still free at the chosen start, when one is chosen. */
  placesLeft?: number | null;
}

export type PeopleProblem = { code: 'MIN_PEOPLE'; limit: number } | { code: 'MAX_PEOPLE'; limit: number };

/** The price a guest pays for one unit: the discount price when there is a (lower) one. */
export function unitPriceCents(offer: BookableOffer): number {
  const discounted = offer.discountPriceCents !== null && offer.discountPriceCents < offer.priceCents;
  return discounted ? offer.discountPriceCents! : offer.priceCents;
}

/** People a unit of this offer brings: a group offer counts its group size. */
export function peoplePerUnit(offer: BookableOffer): number {
  return Math.max(offer.groupNumber, 1);
}

function offerById(offers: readonly BookableOffer[]): Map<number, BookableOffer> {
  return new Map(offers.map((offer) => [offer.id, offer]));
}

/** Total persons: quantity, times groupNumber for group offers; unknown offers count nothing. */
export function peopleCount(offers: readonly BookableOffer[], quantities: readonly OfferQuantity[]): number {
  const byId = offerById(offers);
  return quantities.reduce((sum, { offerId, quantity }) => {
    const offer = byId.get(offerId);
    return offer ? sum + Math.max(quantity, 0) * peoplePerUnit(offer) : sum;
  }, 0);
}

/** The total in EUR cents: unit price (discounted when discounted) times quantity. */
export function totalCents(offers: readonly BookableOffer[], quantities: readonly OfferQuantity[]): number {
  const byId = offerById(offers);
  return quantities.reduce((sum, { offerId, quantity }) => {
    const offer = byId.get(offerId);
    return offer ? sum + Math.max(quantity, 0) * unitPriceCents(offer) : sum;
  }, 0);
}

/** The most people one booking may bring: the service's maximum, or fewer when the start has fewer places left. */
export function maxPeopleFor(limits: PeopleLimits): number {
  const { maxPeople, placesLeft } = limits;
  return placesLeft === null || placesLeft === undefined ? maxPeople : Math.min(maxPeople, placesLeft);
}

/** Why this many people cannot book: below the minimum or above the maximum (or the places left); null when fine. */
export function peopleProblem(people: number, limits: PeopleLimits): PeopleProblem | null {
  const max = maxPeopleFor(limits);
  if (people > max) return { code: 'MAX_PEOPLE', limit: max };
  if (people < limits.minPeople) return { code: 'MIN_PEOPLE', limit: limits.minPeople };
  return null;
}

/** An EUR amount in cents converted to HRK cents at the fixed rate, rounded half up to the cent. */
export function hrkCents(eurCents: number): number {
  return Math.round(eurCents * EUR_TO_HRK);
}
