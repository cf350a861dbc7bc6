// REST paths of a booking's documents: the voucher (with its QR code) and the receipt as PDF files,
// for the signed-in guest (their own reservation; another's is a 404) and through the guest's emailed
// link (token: wrong 404, expired 410). Only an ACCEPTED booking has them (else 409 RESERVATION_NOT_ACCEPTED).
import type { ReservationDocument, ReservationDocumentKind } from '../modules/reservations/reservation-documents.js';
import { customerReservationDocument, linkReservationDocument } from '../modules/reservations/reservation-documents.js';
import { idPath } from './params.js';
import { numberPath, tokenQuery } from './reservation.routes.js';
import { defineRoute, type BinaryResult } from './route.js';

const pdf = (document: ReservationDocument): BinaryResult => ({
  contentType: 'application/pdf',
  data: document.data,
  cacheControl: 'private, no-store',
  filename: document.filename,
});

const NAMES: Record<ReservationDocumentKind, { title: string; operation: string; response: string }> = {
  voucher: {
    title: 'voucher',
    operation: 'Voucher',
    response: "The voucher PDF (reservation number, QR code of the guest's link, meeting point, directions), in the caller's language.",
  },
  receipt: {
    title: 'receipt',
    operation: 'Receipt',
    response: "The receipt PDF (offers, discount, fee, total in EUR with HRK), in the caller's language.",
  },
};

const customerDocument = (kind: ReservationDocumentKind) =>
  defineRoute({
    method: 'GET',
    path: `/customer/reservations/{id}/${kind}`,
    operationId: `customerReservation${NAMES[kind].operation}`,
    tag: 'Customer: reservations',
    access: ['ROLE_CUSTOMER'],
    summary: `The ${NAMES[kind].title} of one of the signed-in customer's accepted bookings, to download (another's is a 404, one not accepted a 409)`,
    params: idPath,
    response: { binary: 'application/pdf', attachment: true, description: NAMES[kind].response },
    handler: async ({ ctx, params }) => pdf(await customerReservationDocument(ctx, params.id, kind)),
  });

const linkDocument = (kind: ReservationDocumentKind) =>
  defineRoute({
    method: 'GET',
    path: `/booking/reservations/{number}/${kind}`,
    operationId: `reservation${NAMES[kind].operation}ByLink`,
    tag: 'Booking',
    access: 'public',
    summary: `The ${NAMES[kind].title} of an accepted booking through the guest's emailed link (token); wrong token 404, expired link 410, not accepted 409`,
    params: numberPath,
    query: tokenQuery,
    response: { binary: 'application/pdf', attachment: true, description: NAMES[kind].response },
    handler: async ({ ctx, params, query }) => pdf(await linkReservationDocument(ctx, params.number, query.token, kind)),
  });

export const reservationDocumentRoutes = [
  customerDocument('voucher'),
  customerDocument('receipt'),
  linkDocument('voucher'),
  linkDocument('receipt'),
];
