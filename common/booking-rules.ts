// The rules of a guest's booking choice (spec section 5, Rules: Booking): people counted from the
// offers' quantities, the service's people limits and the places left at a start, the price in cents
// (spec section 9) and the price of a provider's change. Server and client both use them;
// booking-rule-cases.ts holds the cases both sides are tested with.
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
export function peoplePerUnit(offer: Pick<BookableOffer, 'groupNumber'>): number {
  return Math.max(offer.groupNumber, 1);
}

function offerById<T extends Pick<BookableOffer, 'id'>>(offers: readonly T[]): Map<number, T> {
  return new Map(offers.map((offer) => [offer.id, offer]));
}

/** Total persons: quantity, times groupNumber for group offers; unknown offers count nothing. */
export function peopleCount(offers: readonly Pick<BookableOffer, 'id' | 'groupNumber'>[], quantities: readonly OfferQuantity[]): number {
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

/** amount × percent / 100, rounded half up to the cent; `percent` may have up to 2 decimals. */
export function percentOf(amountCents: number, percent: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0)
    throw new RangeError(`amount must be a non-negative integer of cents, got ${amountCents}`);
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`percent must be a non-negative number, got ${percent}`);
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

/** What a price is taken with besides the offers: a discount code's percent and the buyer's fee percent. */
export interface PriceTerms {
  discountPercent?: number | null;
  feePercent?: number;
}

export interface BookingTotals {
  people: number;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * The price of a booking (spec section 9): subtotal = unit price × quantity; the discount code takes
 * its percent off the subtotal; the fee's percent is added on what is left. Each percent rounded half
 * up to the cent. Unknown offers count nothing (the server refuses them before pricing).
 */
export function bookingTotals(
  offers: readonly BookableOffer[],
  quantities: readonly OfferQuantity[],
  terms: PriceTerms = {},
): BookingTotals {
  const subtotalCents = totalCents(offers, quantities);
  const discountCents = terms.discountPercent ? percentOf(subtotalCents, terms.discountPercent) : 0;
  const afterDiscount = subtotalCents - discountCents;
  const feeCents = percentOf(afterDiscount, terms.feePercent ?? 0);
  return { people: peopleCount(offers, quantities), subtotalCents, discountCents, feeCents, totalCents: afterDiscount + feeCents };
}

export interface ChangePrice extends BookingTotals {
  /** New total − the booking's total: above 0 the guest pays more, below 0 is refunded. */
  differenceCents: number;
}

/**
 * The price of a provider's change: priced as a booking of now, at the service's current offer
 * prices (not the ones agreed), with the booking's discount code percent and the fee percent, and
 * its difference to what the booking costs.
 */
export function changePrice(
  currentOffers: readonly BookableOffer[],
  quantities: readonly OfferQuantity[],
  terms: PriceTerms,
  bookedTotalCents: number,
): ChangePrice {
  const totals = bookingTotals(currentOffers, quantities, terms);
  return { ...totals, differenceCents: totals.totalCents - bookedTotalCents };
}

/** An EUR amount in cents converted to HRK cents at the fixed rate, rounded half up to the cent. */
export function hrkCents(eurCents: number): number {
  return Math.round(eurCents * EUR_TO_HRK);
}
