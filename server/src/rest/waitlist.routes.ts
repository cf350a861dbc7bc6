// REST paths of the waitlist (issue 24): joining a full start's line from the booking widget, the
// entry and leaving it through an emailed link, and the provider's lines per start. GraphQL twins in
// modules/waitlist/waitlist.resolver.ts.
import { z } from 'zod';
import {
  JoinWaitlistInput,
  OwnerWaitlistArgs,
  WaitlistEntryView,
  WaitlistLeft,
  WaitlistStartSummary,
  WaitlistTokenInput,
} from '../modules/waitlist/waitlist.inputs.js';
import * as waitlist from '../modules/waitlist/waitlist.service.js';
import { BookingRequestView } from '../modules/booking/booking-request.types.js';
import { bookWaitlistOffer } from '../modules/waitlist/waitlist-offer.js';
import { requestPath } from './booking.routes.js';
import { MAX_WAITLIST_TOKEN_LENGTH } from '../modules/waitlist/waitlist-tokens.js';
import { dateParam, idPath } from './params.js';
import { defineRoute } from './route.js';

const tag = 'Waitlist';

export const waitlistRoutes = [
  defineRoute({
    method: 'POST',
    path: '/services/{id}/waitlist',
    operationId: 'joinWaitlist',
    tag,
    access: 'public',
    status: 201,
    summary:
      "Joins the waitlist of a start with too few places left for the chosen offers (checked as a booking request; 409 PLACES_AVAILABLE when there is room): a guest gives an email, a customer's account email is used; joining again answers the same entry; a confirmation with a link to leave is emailed; rate-limited per address and email",
    params: idPath,
    body: JoinWaitlistInput,
    response: { type: WaitlistEntryView },
    handler: ({ ctx, params, body }) => waitlist.joinWaitlist(ctx, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/waitlist/entry',
    operationId: 'waitlistEntry',
    tag,
    access: 'public',
    summary: 'The waitlist entry an emailed link names (leave or offer token): 404 for a wrong token, 410 for an expired one',
    query: z.object({ token: z.string().min(1).max(MAX_WAITLIST_TOKEN_LENGTH) }),
    response: { type: WaitlistEntryView },
    handler: ({ ctx, query }) => waitlist.waitlistEntryByToken(ctx, query.token),
  }),
  defineRoute({
    method: 'POST',
    path: '/waitlist/leave',
    operationId: 'leaveWaitlist',
    tag,
    access: 'public',
    summary:
      "Leaves the waitlist through an emailed link's token; an open offer's places go to the next in line; leaving twice answers the same",
    body: WaitlistTokenInput,
    response: { type: WaitlistLeft },
    handler: ({ ctx, body }) => waitlist.leaveWaitlist(ctx, body.token),
  }),
  defineRoute({
    method: 'POST',
    path: '/booking/request/{id}/waitlist-offer',
    operationId: 'bookWaitlistOffer',
    tag,
    access: 'public',
    summary:
      "Creates the booking request {id} from a waitlist offer's emailed link (its token): the entry's start and offers, with the places held for the offer (not taken a second time); the entry is SERVED. Retry-safe with the same id; 410 WAITLIST_OFFER_CLOSED once the offer ran out or was used",
    params: requestPath,
    body: WaitlistTokenInput,
    response: { type: BookingRequestView },
    handler: ({ ctx, params, body }) => bookWaitlistOffer(ctx, params.id, body.token),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/waitlist',
    operationId: 'ownerWaitlist',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "The provider's starts with a waitlist between two Europe/Zagreb days (default today and 60 days on, at most 400), soonest first: entries and people waiting, people holding an offer",
    query: z.object({ from: dateParam().optional(), to: dateParam().optional() }),
    args: OwnerWaitlistArgs,
    response: { type: WaitlistStartSummary, list: true },
    handler: ({ ctx, query }) => waitlist.ownerWaitlist(ctx, query),
  }),
];
