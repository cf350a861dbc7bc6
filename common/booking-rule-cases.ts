// The cases both sides are tested with, so that the rules of common/ cannot drift between them:
// the people count (server: pricing's priceBooking; client: the booking flow's peopleFor and the
// desk's change preview), the error code → HTTP status (server: the error presenter; client: the
// GraphQL error mapping) and the price of a provider's change (server: pricing's priceChange and
// the change service over PostgreSQL; client: the desk's change preview).
import type { ErrorCode } from './error-status.js';
import type { BookableOffer, ChangePrice, OfferQuantity, PriceTerms } from './booking-rules.js';

/** The offers of the test service (server/test/booking.ts bookableService), by these ids. */
export const CASE_OFFERS = {
  /** 'Classic tasting', €35 per person. */
  adult: { id: 1, priceCents: 3500, discountPriceCents: null, groupNumber: 1 },
  /** 'Child', €30, discounted to €25.50. */
  child: { id: 2, priceCents: 3000, discountPriceCents: 2550, groupNumber: 1 },
  /** 'Family', €100 for a group of 4. */
  family: { id: 3, priceCents: 10_000, discountPriceCents: null, groupNumber: 4 },
} as const satisfies Record<string, BookableOffer>;

const OFFERS: readonly BookableOffer[] = Object.values(CASE_OFFERS);

export interface PeopleCase {
  name: string;
  offers: readonly BookableOffer[];
  quantities: readonly OfferQuantity[];
  people: number;
  /** An offer the service does not have: counted as nobody; the server refuses the choice before pricing it. */
  unknownOffer: boolean;
}

export const PEOPLE_CASES: readonly PeopleCase[] = [
  {
    name: 'a per-person offer counts its quantity',
    offers: OFFERS,
    quantities: [{ offerId: 1, quantity: 2 }],
    people: 2,
    unknownOffer: false,
  },
  {
    name: 'a group offer counts its group size per unit',
    offers: OFFERS,
    quantities: [{ offerId: 3, quantity: 2 }],
    people: 8,
    unknownOffer: false,
  },
  {
    name: 'offers add up',
    offers: OFFERS,
    quantities: [
      { offerId: 1, quantity: 3 },
      { offerId: 2, quantity: 1 },
      { offerId: 3, quantity: 1 },
    ],
    people: 8,
    unknownOffer: false,
  },
  {
    name: 'a quantity of 0 brings nobody',
    offers: OFFERS,
    quantities: [
      { offerId: 1, quantity: 0 },
      { offerId: 2, quantity: 2 },
    ],
    people: 2,
    unknownOffer: false,
  },
  { name: 'an unknown offer counts nobody', offers: OFFERS, quantities: [{ offerId: 99, quantity: 4 }], people: 0, unknownOffer: true },
  {
    name: 'an unknown offer beside a known one counts only the known',
    offers: OFFERS,
    quantities: [
      { offerId: 99, quantity: 1 },
      { offerId: 3, quantity: 1 },
    ],
    people: 4,
    unknownOffer: true,
  },
];

/** Every error code both transports use, with the HTTP status it stands for (REST answers with it). */
export const ERROR_STATUS_CASES: readonly (readonly [ErrorCode, number])[] = [
  ['BAD_REQUEST', 400],
  ['BAD_USER_INPUT', 400],
  ['UNAUTHENTICATED', 401],
  ['PAYMENT_REQUIRED', 402],
  ['FORBIDDEN', 403],
  ['NOT_FOUND', 404],
  ['CONFLICT', 409],
  ['GONE', 410],
  ['PAYLOAD_TOO_LARGE', 413],
  ['UNPROCESSABLE', 422],
  ['TOO_MANY_REQUESTS', 429],
  ['INTERNAL_SERVER_ERROR', 500],
  ['SERVICE_UNAVAILABLE', 503],
];

export interface ChangeCase {
  name: string;
  /** What the guest booked, at CASE_OFFERS' prices, with `terms`. */
  booked: { quantities: readonly OfferQuantity[]; totalCents: number; discountCode: string | null };
  /** The discount code's percent (LOKALNO10 is 10%) and the fee percent. */
  terms: PriceTerms;
  /** The service's offers when the provider proposes the change. */
  currentOffers: readonly BookableOffer[];
  quantities: readonly OfferQuantity[];
  price: ChangePrice;
}

const withPrice = (
  offer: BookableOffer,
  priceCents: number,
  discountPriceCents: number | null = offer.discountPriceCents,
): BookableOffer => ({ ...offer, priceCents, discountPriceCents });

export const CHANGE_CASES: readonly ChangeCase[] = [
  {
    name: 'one more guest at the same prices pays one more place',
    booked: { quantities: [{ offerId: 1, quantity: 2 }], totalCents: 7000, discountCode: null },
    terms: {},
    currentOffers: OFFERS,
    quantities: [{ offerId: 1, quantity: 3 }],
    price: { people: 3, subtotalCents: 10_500, discountCents: 0, feeCents: 0, totalCents: 10_500, differenceCents: 3500 },
  },
  {
    name: 'a price raised since the booking: the change is priced at the current price, not the agreed one',
    booked: { quantities: [{ offerId: 1, quantity: 2 }], totalCents: 7000, discountCode: null },
    terms: {},
    currentOffers: [withPrice(CASE_OFFERS.adult, 4000), CASE_OFFERS.child, CASE_OFFERS.family],
    quantities: [{ offerId: 1, quantity: 2 }],
    price: { people: 2, subtotalCents: 8000, discountCents: 0, feeCents: 0, totalCents: 8000, differenceCents: 1000 },
  },
  {
    name: "a discount price added since, the booking's 10% code kept",
    booked: {
      quantities: [
        { offerId: 1, quantity: 2 },
        { offerId: 2, quantity: 1 },
      ],
      totalCents: 8595,
      discountCode: 'LOKALNO10',
    },
    terms: { discountPercent: 10 },
    currentOffers: [withPrice(CASE_OFFERS.adult, 3500, 3000), CASE_OFFERS.child, CASE_OFFERS.family],
    quantities: [
      { offerId: 1, quantity: 2 },
      { offerId: 2, quantity: 1 },
    ],
    price: { people: 3, subtotalCents: 8550, discountCents: 855, feeCents: 0, totalCents: 7695, differenceCents: -900 },
  },
  {
    name: 'fewer guests: the group alone, the difference refunded',
    booked: {
      quantities: [
        { offerId: 3, quantity: 1 },
        { offerId: 1, quantity: 2 },
      ],
      totalCents: 17_000,
      discountCode: null,
    },
    terms: {},
    currentOffers: OFFERS,
    quantities: [{ offerId: 3, quantity: 1 }],
    price: { people: 4, subtotalCents: 10_000, discountCents: 0, feeCents: 0, totalCents: 10_000, differenceCents: -7000 },
  },
  {
    name: 'a dearer group with the 10% code and a 2.5% fee, each rounded half up to the cent',
    // Booked: 70.00 − 7.00 = 63.00, fee 1.575 → 1.58: 64.58.
    booked: { quantities: [{ offerId: 1, quantity: 2 }], totalCents: 6458, discountCode: 'LOKALNO10' },
    terms: { discountPercent: 10, feePercent: 2.5 },
    currentOffers: [CASE_OFFERS.adult, CASE_OFFERS.child, withPrice(CASE_OFFERS.family, 10_990)],
    quantities: [
      { offerId: 3, quantity: 1 },
      { offerId: 1, quantity: 1 },
    ],
    // 144.90 − 14.49 = 130.41, fee 3.26025 → 3.26: 133.67.
    price: { people: 5, subtotalCents: 14_490, discountCents: 1449, feeCents: 326, totalCents: 13_367, differenceCents: 6909 },
  },
];
