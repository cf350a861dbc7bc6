// The waitlist calls of the REST facade (issue 24): joining a full start's line from the booking
// widget, the entry and leaving it through an emailed link's token, and the provider's lines per start.
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';

export type WaitlistEntry = RestSchema['WaitlistEntryView'];
export type JoinWaitlistInput = RestSchema['JoinWaitlistInput'];
export type WaitlistStart = RestSchema['WaitlistStartSummary'];

export function joinWaitlist(serviceId: number, input: JoinWaitlistInput): Promise<WaitlistEntry> {
  return apiFetch(`/services/${serviceId}/waitlist`, { method: 'POST', body: input, noRedirect: true });
}

export function waitlistEntry(token: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return apiFetch('/waitlist/entry', { query: { token }, signal, noRedirect: true });
}

export function leaveWaitlist(token: string): Promise<{ left: boolean }> {
  return apiFetch('/waitlist/leave', { method: 'POST', body: { token }, noRedirect: true });
}

/** Creates booking request `requestId` from an offer's link: the places held for the offer are taken over. */
export function bookWaitlistOffer(requestId: string, token: string): Promise<RestSchema['BookingRequestView']> {
  return apiFetch(`/booking/request/${encodeURIComponent(requestId)}/waitlist-offer`, {
    method: 'POST',
    body: { token },
    noRedirect: true,
  });
}

export function ownerWaitlist(signal?: AbortSignal): Promise<WaitlistStart[]> {
  return apiFetch('/owner/waitlist', { signal });
}
