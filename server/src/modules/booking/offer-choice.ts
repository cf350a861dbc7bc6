// The offer choice of a booking, one rule for a guest's booking request and a provider's change
// proposal: each line names one of the service's live offers, at most once; quantity 0 takes the
// offer out of the current choice; the people the choice makes lie within the service's limits.
import { peopleCount, peopleProblem, type BookableOffer, type OfferQuantity, type PeopleLimits } from '../../../../common/booking-rules.js';
import { invalidInput, type FieldMessages } from '../../shared/errors.js';

export interface OfferChoice {
  /** The offers chosen with their quantities (none left: empty, and the caller decides what that means). */
  chosen: OfferQuantity[];
  people: number;
}

/** The choice once `lines` are applied to `current`; 400 on an unknown or repeated offer, or on people outside the limits. */
export function chooseOffers(
  live: readonly BookableOffer[],
  lines: readonly OfferQuantity[],
  limits: PeopleLimits,
  current: readonly OfferQuantity[] = [],
): OfferChoice {
  const known = new Set(live.map((offer) => offer.id));
  const unknown: FieldMessages = {};
  lines.forEach((line, index) => {
    if (!known.has(line.offerId)) unknown[`offers.${index}.offerId`] = { id: 'booking.unknownOffer' };
  });
  if (Object.keys(unknown).length > 0) throw invalidInput(unknown);
  if (new Set(lines.map((line) => line.offerId)).size !== lines.length) throw invalidInput({ offers: { id: 'booking.noOffers' } });

  const quantities = new Map(current.filter((line) => known.has(line.offerId)).map((line) => [line.offerId, line.quantity]));
  for (const line of lines) {
    if (line.quantity === 0) quantities.delete(line.offerId);
    else quantities.set(line.offerId, line.quantity);
  }
  const chosen = [...quantities].map(([offerId, quantity]) => ({ offerId, quantity }));
  if (chosen.length === 0) return { chosen, people: 0 };

  const people = peopleCount(live, chosen);
  const problem = peopleProblem(people, limits);
  if (problem)
    throw invalidInput({
      offers: { id: problem.code === 'MIN_PEOPLE' ? 'booking.minPeople' : 'booking.maxPeople', values: { limit: problem.limit } },
    });
  return { chosen, people };
}
