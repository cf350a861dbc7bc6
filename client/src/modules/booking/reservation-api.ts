// The reservation calls of the REST facade (issue 11 design, "API"): the customer's lists and
// actions, the guest's emailed link, the provider's pending requests and their answers.
import { apiFetch, type ApiRequest } from '../../shared/api/rest';
import type { Page, RestSchema } from '../../shared/api/rest-schema';

export type Reservation = RestSchema['Reservation'];
export type ReservationState = Reservation['state'];
/** An offer line of a reservation (its price type, price and discount as agreed). */
export type ReservationOffer = RestSchema['ReservationOfferView'];
/** A provider's proposal to move a booking (the desk contract): the guest accepts or declines it. */
export type ReservationChange = RestSchema['ReservationChangeView'];
export type ReservationChangeState = ReservationChange['state'];
export type ReservationPage = Page<Reservation>;
export type RejectionReason = RestSchema['RejectionReasonView'];

/** The customer's lists, in the order /customer/purchases shows them. */
export const CUSTOMER_LISTS = ['pending', 'today', 'upcoming', 'past', 'inactive'] as const;
export type CustomerList = (typeof CUSTOMER_LISTS)[number];

const LIST_PATHS: Record<CustomerList, string> = {
  pending: '/customer/reservations/pending',
  today: '/customer/reservations/accepted/today',
  upcoming: '/customer/reservations/accepted/future',
  past: '/customer/reservations/accepted/past',
  inactive: '/customer/reservations/inactive',
};

function call<T>(url: string, request: ApiRequest = {}): Promise<T> {
  return apiFetch<T>(url, { ...request, noRedirect: true });
}

const pageQuery = (page: number, size: number) => `?page=${page}&size=${size}`;

export function customerReservations(list: CustomerList, page: number, size: number, signal?: AbortSignal): Promise<ReservationPage> {
  return call(`${LIST_PATHS[list]}${pageQuery(page, size)}`, { signal });
}

export function withdrawReservation(id: number): Promise<Reservation> {
  return call(`/customer/reservations/${id}/withdrawal`, { method: 'PUT', body: {} });
}

export function cancelReservation(id: number): Promise<Reservation> {
  return call(`/customer/reservations/${id}/cancellation`, { method: 'PUT', body: {} });
}

const linkPath = (number: string, token: string, rest = '') =>
  `/booking/reservations/${encodeURIComponent(number)}${rest}?token=${encodeURIComponent(token)}`;

export function reservationByLink(number: string, token: string, signal?: AbortSignal): Promise<Reservation> {
  return call(linkPath(number, token), { signal });
}

export function withdrawByLink(number: string, token: string): Promise<Reservation> {
  return call(linkPath(number, token, '/withdrawal'), { method: 'PUT', body: {} });
}

export function cancelByLink(number: string, token: string): Promise<Reservation> {
  return call(linkPath(number, token, '/cancellation'), { method: 'PUT', body: {} });
}

/** The PDF files of an accepted booking. */
export type ReservationDocumentKind = 'voucher' | 'receipt';

/** The name the server gives the file too (Content-Disposition). */
export const documentFilename = (kind: ReservationDocumentKind, number: string) => `lokalno-${kind}-${number}.pdf`;

export function customerReservationDocument(id: number, kind: ReservationDocumentKind): Promise<Blob> {
  return call(`/customer/reservations/${id}/${kind}`, { blob: true });
}

export function reservationDocumentByLink(number: string, token: string, kind: ReservationDocumentKind): Promise<Blob> {
  return call(linkPath(number, token, `/${kind}`), { blob: true });
}

export function ownerPendingReservations(page: number, size: number, signal?: AbortSignal): Promise<ReservationPage> {
  return call(`/owner/reservations/pending/future${pageQuery(page, size)}`, { signal });
}

export function rejectionReasons(signal?: AbortSignal): Promise<RejectionReason[]> {
  return call('/owner/reservations/rejection-reasons', { signal });
}

export function acceptReservation(id: number): Promise<Reservation> {
  return call(`/owner/reservations/${id}/acceptance`, { method: 'PUT', body: {} });
}

export function rejectReservation(id: number, input: RestSchema['ReservationRejectionInput']): Promise<Reservation> {
  return call(`/owner/reservations/${id}/rejection`, { method: 'PUT', body: input });
}
