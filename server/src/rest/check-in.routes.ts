// REST paths of check-in: the published keys (JWKS), the provider's lookup before the tap, the tap
// itself (idempotent by its nonce) and the no-show after the day. Another company's booking is a 404.
import { checkIn, markNoShow, previewCheckIn, publishedCheckInKeys } from '../modules/check-in/check-in.service.js';
import { CheckInInput, CheckInKeySet, CheckInLookupInput, CheckInView } from '../modules/check-in/check-in.types.js';
import { ReservationView } from '../modules/reservations/reservation-views.js';
import { idPath } from './params.js';
import { defineRoute } from './route.js';

const tag = 'Provider: check-in';

export const checkInRoutes = [
  defineRoute({
    method: 'GET',
    path: '/check-in/keys',
    operationId: 'checkInKeys',
    tag: 'Check-in',
    access: 'public',
    summary:
      "The public keys that verify the vouchers' check-in tokens (EdDSA compact JWS) offline: a JSON Web Key Set, the signing key first",
    response: { type: CheckInKeySet },
    cacheSeconds: 300,
    handler: ({ ctx }) => publishedCheckInKeys(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/check-in/preview',
    operationId: 'checkInPreview',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "The booking at the door by the voucher's token or the number typed in, without checking in: guest, people, offers and status (READY or why not); a forged or altered token is a 400 INVALID_TOKEN",
    body: CheckInLookupInput,
    response: { type: CheckInView },
    handler: ({ ctx, body }) => previewCheckIn(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/check-in',
    operationId: 'checkIn',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      'Checks the guest in (status CHECKED_IN) or answers why not (ALREADY_CHECKED_IN with checkedInAt and checkedInBy, WRONG_DAY, NO_SHOW, CANCELLED, REJECTED, PENDING, EXPIRED); a retry with the same nonce answers the same, a nonce used for another booking is a 409 NONCE_REUSED',
    body: CheckInInput,
    response: { type: CheckInView },
    handler: ({ ctx, body }) => checkIn(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/reservations/{id}/no-show',
    operationId: 'markReservationNoShow',
    tag: 'Provider: reservations',
    access: ['ROLE_OWNER'],
    summary:
      'Marks an accepted booking not checked in as a no-show once its day is over (Europe/Zagreb); 422 reasons NOT_ACCEPTED, ALREADY_CHECKED_IN, ALREADY_NO_SHOW, DAY_NOT_OVER',
    params: idPath,
    response: { type: ReservationView },
    handler: ({ ctx, params }) => markNoShow(ctx, params.id),
  }),
];
