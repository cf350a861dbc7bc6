// Taking a waitlist offer: the booking request made through the offer's link (its token) uses the
// places held for the entry instead of taking them a second time. The request is made with the
// entry's start and offers and a claim on the offer's hold (booking's PlaceClaim): it holds its own
// places with the offer's counted as free (capacity's `freeing`), then, in the same transaction, the
// offer's hold is given back and the entry is SERVED. Places the request does not use are offered on.
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { saveBookingRequest, type PlaceClaim } from '../booking/booking-request.service.js';
import type { BookingRequestView } from '../booking/booking-request.types.js';
import { releasePlaces } from '../scheduling/capacity.service.js';
import { WaitlistEntry, WaitlistState } from './waitlist-entry.entity.js';
import { queueWaitlistServe } from './waitlist-serve.js';
import { OFFER_AUDIENCE, readWaitlistToken } from './waitlist-tokens.js';

/** 410: the offer ran out, was used, or the entry left the line. */
export const offerClosed = () => new DomainError('GONE', { id: 'waitlist.offerClosed' }, undefined, 'WAITLIST_OFFER_CLOSED');

export interface OpenOffer {
  entryId: number;
  /** The offer's hold: counted as free for the booking request's own hold. */
  holdId: string;
  serviceId: number;
  startsAt: Date;
}

/**
 * The open offer of entry `entryId`, round `round`, its row locked, for a booking request at `start`:
 * 410 once the offer is closed or its time ran out, 400 when the request is for another start.
 */
async function openWaitlistOffer(
  tx: RequestContext,
  entryId: number,
  round: number | null,
  start: { serviceId: number; startsAt: Date },
): Promise<OpenOffer> {
  const entry = await tx.manager.findOne(WaitlistEntry, { where: { id: entryId }, lock: { mode: 'pessimistic_write' } });
  if (!entry) throw notFound();
  const [{ live }]: { live: boolean }[] = await tx.manager.query(
    "SELECT EXISTS (SELECT 1 FROM hold WHERE id = $1 AND state = 'HELD' AND expires_at > clock_timestamp()) AS live",
    [entry.holdId],
  );
  if (entry.state !== WaitlistState.OFFERED || entry.offerRound !== round || !entry.holdId || !live) throw offerClosed();
  if (entry.serviceId !== start.serviceId || entry.startsAt.getTime() !== start.startsAt.getTime())
    throw invalidInput({ token: { id: 'waitlist.otherStart' } });
  return { entryId: entry.id, holdId: entry.holdId, serviceId: entry.serviceId, startsAt: entry.startsAt };
}

/** The request holds its places now: the offer's hold is given back and the entry SERVED, in the caller's transaction. */
async function useWaitlistOffer(tx: RequestContext, offer: OpenOffer): Promise<void> {
  await releasePlaces(tx, offer.holdId);
  await tx.manager.query("UPDATE waitlist_entry SET state = 'SERVED', closed_at = clock_timestamp() WHERE id = $1", [offer.entryId]);
  // The request may use fewer places than were offered: what is left goes to the next in line.
  await queueWaitlistServe(tx, offer, `offer-used:${offer.entryId}`);
}

/**
 * Creates booking request `requestId` from an offer's link: the entry's start and offers, with the
 * places held for the offer. A retry with the same request id answers the same request; the used
 * offer refuses any other (410 WAITLIST_OFFER_CLOSED); a wrong token is 404, an expired one 410.
 */
export async function bookWaitlistOffer(ctx: RequestContext, requestId: string, token: string): Promise<BookingRequestView> {
  const { entryId, round } = await readWaitlistToken(ctx, token, [OFFER_AUDIENCE]);
  const entry = await ctx.manager.findOneBy(WaitlistEntry, { id: entryId });
  if (!entry) throw notFound();
  let offer: OpenOffer | null = null;
  const claim: PlaceClaim = {
    open: async (tx, start) => {
      offer = await openWaitlistOffer(tx, entryId, round, start);
      return offer.holdId;
    },
    use: async (tx) => {
      if (offer) await useWaitlistOffer(tx, offer);
    },
  };
  const choice = { serviceId: entry.serviceId, date: entry.date, startTime: entry.startTime, offers: entry.offers };
  return saveBookingRequest(ctx, requestId, choice, { claim });
}
