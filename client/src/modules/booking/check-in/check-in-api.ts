// The check-in REST calls: the lookup before the tap, the tap itself (with a nonce per tap, so a
// retry of the same tap answers the same) and the no-show after the day.
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import type { Reservation } from '../reservation-api';

export type CheckInView = RestSchema['CheckInView'];
export type CheckInStatus = CheckInView['status'];

/** What the provider scanned or typed: the voucher's token or the reservation number. */
export type CheckInLookup = { token: string } | { number: string };

export function previewCheckIn(lookup: CheckInLookup, signal?: AbortSignal): Promise<CheckInView> {
  return apiFetch('/owner/check-in/preview', { method: 'POST', body: lookup, signal, noRedirect: true });
}

export function checkIn(lookup: CheckInLookup, nonce: string): Promise<CheckInView> {
  return apiFetch('/owner/check-in', { method: 'POST', body: { ...lookup, nonce }, noRedirect: true });
}

export function markNoShow(id: number): Promise<Reservation> {
  return apiFetch(`/owner/reservations/${id}/no-show`, { method: 'POST', noRedirect: true });
}
