// The reservation calls of the REST facade (issue 11 design, "API"): the customer's lists and
// actions, the guest's emailed link, the provider's pending requests and their answers.
import { apiFetch, type ApiRequest } from '../../shared/api/rest';

export type ReservationState = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface ReservationOffer {
  offerId: number;
  name: string;
  quantity: number;
  people: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** People one unit brings (a group offer: its group size). */
  groupNumber?: number;
}

export type ReservationChangeState = 'PROPOSED' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN' | 'EXPIRED';

/** A provider's proposal to move a booking (the desk contract): the guest accepts or declines it. */
export interface ReservationChange {
  id: number;
  state: ReservationChangeState;
  date: string;
  startTime: string;
  startsAt: string;
  people: number;
  offers: ReservationOffer[];
  totalCents: number;
  /** New total − current total: above 0 the guest pays more, below 0 is refunded. */
  differenceCents: number;
  note: string | null;
  proposedAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

export interface Reservation {
  id: number;
  number: string;
  state: ReservationState;
  cancelledBy: 'GUEST' | 'PROVIDER' | null;
  service: { id: number; title: string; slug: string; regionSlug: string; coverUrl: string | null };
  date: string;
  startTime: string;
  startsAt: string;
  people: number;
  offers: ReservationOffer[];
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  /** The discount code's percent, which prices a change too; null without a code. */
  discountPercent: number | null;
  feeCents: number;
  /** The buyer's fee in percent a change is priced with. */
  feePercent: number;
  totalCents: number;
  answerDeadline: string;
  payment: { state: string; amountCents?: number; capturedCents?: number; refundedCents?: number } | null;
  guest: { email: string; phone: string; message: string | null } | null;
  rejectionReason: { code: string; name: string } | null;
  rejectionNote: string | null;
  meetingPoint: string;
  latitude: number;
  longitude: number;
  arrivalInstructions: string | null;
  refundPolicy: { cancellationPolicy: string; cancellationBefore: number | null };
  canCancel: boolean;
  refundIfCancelledCents: number;
  /** The provider's latest change proposal (absent before the server has changes). */
  change?: ReservationChange | null;
  cancellationReason?: { id: number; code: string; name: string } | null;
  cancellationNote?: string | null;
}

export interface ReservationPage {
  content: Reservation[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export interface RejectionReason {
  id: number;
  code: string;
  name: string;
}

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

export function rejectReservation(id: number, input: { reasonId?: number; note?: string }): Promise<Reservation> {
  return call(`/owner/reservations/${id}/rejection`, { method: 'PUT', body: input });
}
