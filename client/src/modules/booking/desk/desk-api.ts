// The desk's REST calls (the owner lists on main, cancel and change per the desk contract) and the
// guest's answer to a change, signed in or through the emailed link.
import { apiFetch, type ApiRequest } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import type { PreparedPayment, TestAuthentication, TestCardInput } from '../booking-api';
import type { Reservation, ReservationPage } from '../reservation-api';
import { DESK_LIST_PATHS, type DeskTab } from './desk-rules';

function call<T>(url: string, request: ApiRequest = {}): Promise<T> {
  return apiFetch<T>(url, { ...request, noRedirect: true });
}

/** `page` is zero-based, as the server counts. */
export function deskList(tab: DeskTab, page: number, size: number, signal?: AbortSignal): Promise<ReservationPage> {
  return call(DESK_LIST_PATHS[tab], { query: { page, size }, signal });
}

export function cancelByProvider(id: number, input: RestSchema['ReservationCancellationInput']): Promise<Reservation> {
  return call(`/owner/reservations/${id}/cancellation`, { method: 'PUT', body: input });
}

export type ChangeProposal = RestSchema['ReservationChangeInput'];

export function proposeChange(id: number, proposal: ChangeProposal): Promise<Reservation> {
  return call(`/owner/reservations/${id}/change`, { method: 'POST', body: proposal });
}

export function withdrawChange(id: number, changeId: number): Promise<Reservation> {
  return call(`/owner/reservations/${id}/change`, { method: 'DELETE', query: { id: changeId } });
}

/** The public service: its people limits and its current offers, which price a change. */
export type ServiceConditions = Pick<RestSchema['PublicService'], 'conditions' | 'offers'>;

export function serviceConditions(serviceId: number, signal?: AbortSignal): Promise<ServiceConditions> {
  return call(`/services/${serviceId}`, { signal, cache: 'no-cache' });
}

export type AvailabilityDay = RestSchema['AvailabilityDayView'];

export function availability(serviceId: number, from: string, to: string, signal?: AbortSignal): Promise<RestSchema['Availability']> {
  return call(`/services/${serviceId}/availability`, { query: { from, to }, signal, cache: 'no-cache' });
}

/** What the guest's acceptance carries when the change costs more: the test card or Stripe's confirmed intent. */
export type ChangePayment =
  { testCard: TestCardInput } | { testAuthentication: TestAuthentication } | { paymentIntentId: string } | Record<string, never>;

/** Where the guest answers: signed in (by id) or through the emailed link (number and token). */
export type GuestAccess = { kind: 'customer'; id: number } | { kind: 'link'; number: string; token: string };

function changePath(access: GuestAccess, rest: string): { path: string; query?: Record<string, string> } {
  if (access.kind === 'customer') return { path: `/customer/reservations/${access.id}/change${rest}` };
  return { path: `/booking/reservations/${encodeURIComponent(access.number)}/change${rest}`, query: { token: access.token } };
}

export function prepareChangePayment(access: GuestAccess): Promise<PreparedPayment> {
  const { path, query } = changePath(access, '/prepare-payment');
  return call(path, { query });
}

export function acceptChange(access: GuestAccess, payment: ChangePayment = {}): Promise<Reservation> {
  const { path, query } = changePath(access, '/acceptance');
  return call(path, { method: 'PUT', query, body: payment });
}

export function declineChange(access: GuestAccess): Promise<Reservation> {
  const { path, query } = changePath(access, '/decline');
  return call(path, { method: 'PUT', query, body: {} });
}
