// Pure rules of the provider's bookings desk: the tabs and their lists, what a guest's change costs
// or gives back, the starts a change may move to, and the people a change brings (common's rules).
import {
  changePrice,
  peopleProblem,
  type BookableOffer,
  type ChangePrice,
  type OfferQuantity,
  type PeopleProblem,
} from '../../../../../common/booking-rules';

export type { OfferQuantity };

/** The desk's tabs in the spec's order, each the owner list it shows. */
export const DESK_TABS = ['requests', 'today', 'upcoming', 'past', 'inactive'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

export const DESK_LIST_PATHS: Record<DeskTab, string> = {
  requests: '/owner/reservations/pending/future',
  today: '/owner/reservations/accepted/today',
  upcoming: '/owner/reservations/accepted/future',
  past: '/owner/reservations/accepted/past',
  inactive: '/owner/reservations/other',
};

/** The tab named in the address (?tab=today), the requests when missing or unknown. */
export function deskTabOf(value: string | null): DeskTab {
  return (DESK_TABS as readonly string[]).includes(value ?? '') ? (value as DeskTab) : 'requests';
}

/** The 1-based page in the address (?page=2), 1 when missing or not a whole number above 0. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How a change's difference reads for the guest: pay more, get back, or the same amount. */
export type Difference = { kind: 'more' | 'back'; cents: number } | { kind: 'same'; cents: 0 };

export function differenceOf(differenceCents: number): Difference {
  if (differenceCents > 0) return { kind: 'more', cents: differenceCents };
  if (differenceCents < 0) return { kind: 'back', cents: -differenceCents };
  return { kind: 'same', cents: 0 };
}

export interface Start {
  time: string;
  placesLeft: number;
}

/**
 * The starts of a day with room for `people`. The reservation's own places count as free at its
 * current start (the server moves them within one transaction).
 */
export function startsWithRoom(
  starts: readonly Start[],
  people: number,
  current: { date: string; startTime: string; people: number },
  date: string,
): Start[] {
  return starts
    .map((start) =>
      date === current.date && start.time === current.startTime ? { ...start, placesLeft: start.placesLeft + current.people } : start,
    )
    .filter((start) => start.placesLeft >= Math.max(people, 1));
}

/** The people rules of a change: the service's minimum and maximum (spec: "Minimum/Maximum no. of people is {0}."). */
export function changePeopleProblem(people: number, limits: { minPeople: number; maxPeople: number }): PeopleProblem | null {
  return peopleProblem(people, limits);
}

/** What a change is priced with besides the offers: the booking's discount code percent and the fee percent, and its total. */
export interface ChangedBooking {
  discountPercent: number | null;
  feePercent: number;
  totalCents: number;
}

/**
 * The preview of a change as the server will price it (common's changePrice): at the service's
 * current offers, with the booking's discount code percent and fee percent; its people, new total
 * and the difference to pay or refund.
 */
export function changePreview(
  currentOffers: readonly BookableOffer[],
  quantities: readonly OfferQuantity[],
  booking: ChangedBooking,
): ChangePrice {
  return changePrice(
    currentOffers,
    quantities,
    { discountPercent: booking.discountPercent, feePercent: booking.feePercent },
    booking.totalCents,
  );
}
