// Who may review a reservation, in one rule every path uses (the customer's account, the guest's
// booking link, the invitation job): the booker of an ACCEPTED reservation whose start has passed,
// not marked no-show, once, within 30 days of the start; never a user of the provider's own company.
import type { Reservation } from '../reservations/reservation.entity.js';
import { ReservationState } from '../reservations/reservation.entity.js';

export const REVIEW_DAYS_AFTER_START = 30;
const DAY_MS = 86_400_000;

export type ReviewRefusal = 'NOT_ACCEPTED' | 'NOT_STARTED' | 'NO_SHOW' | 'ALREADY_REVIEWED' | 'TOO_LATE' | 'OWN_SERVICE';

export interface EligibilityFacts {
  reservation: Pick<Reservation, 'state' | 'startsAt' | 'noShowAt'>;
  /** Whether a review of this reservation exists already. */
  reviewed: boolean;
  /** Whether the caller is a user of the provider's company. */
  ownCompany: boolean;
  /** The database's time (clock_timestamp()). */
  now: number;
}

/** The last moment a review may be written. */
export function reviewDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() + REVIEW_DAYS_AFTER_START * DAY_MS);
}

/** Why this review may not be written, or null when it may. The order decides which reason a caller sees first. */
export function reviewRefusal(facts: EligibilityFacts): ReviewRefusal | null {
  const { reservation, now } = facts;
  if (facts.ownCompany) return 'OWN_SERVICE';
  if (reservation.state !== ReservationState.ACCEPTED) return 'NOT_ACCEPTED';
  if (reservation.startsAt.getTime() > now) return 'NOT_STARTED';
  if (reservation.noShowAt !== null) return 'NO_SHOW';
  if (facts.reviewed) return 'ALREADY_REVIEWED';
  if (now > reviewDeadline(reservation.startsAt).getTime()) return 'TOO_LATE';
  return null;
}
