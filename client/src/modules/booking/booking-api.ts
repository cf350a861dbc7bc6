// The booking request calls of the REST facade (issue 11 design, "API"): the draft a guest builds in
// three steps (recap, personal info, confirmation), the card authorisation and the sending.
// The request's uuid is made here (v4) and is the capability: the same id again updates, so retries are safe.
// Errors are ApiErrors with the server's code, message and per-field messages; a 403 never ends the
// session here (a provider is told to switch to the guest role instead).
import { apiFetch, type ApiRequest } from '../../shared/api/rest';
import { ApiError } from '../../shared/api/api-error';
import { currentReferral } from '../../shared/api/referral';
import type { RestSchema } from '../../shared/api/rest-schema';

export { BOOKING_ERRORS, type PaymentFailureCause } from './booking-errors';

export type BookingRequest = RestSchema['BookingRequestView'];
export type BookingRequestStatus = BookingRequest['status'];
export type BookingStep = BookingRequest['step'];
export type BookingRequestService = RestSchema['BookingServiceSummary'];
export type BookingRequestOffer = RestSchema['BookingRequestOfferView'];
export type OfferQuantityInput = RestSchema['BookingOfferQuantityInput'];
/** The widget's choice: what POST /api/booking/request/{id} takes. */
export type BookingRequestInput = RestSchema['BookingRequestInput'];
export type PersonalInfoInput = RestSchema['BookingPersonalInput'];
export type PreparedPayment = RestSchema['BookingPaymentPreparation'];
export type TestCardInput = RestSchema['TestCardInput'];
export type SentRequest = RestSchema['SentBookingRequest'];

/** A fresh request id (uuid v4), made once per "Request to book". */
export function newBookingRequestId(): string {
  return crypto.randomUUID();
}

const path = (id: string, rest = '') => `/booking/request/${encodeURIComponent(id)}${rest}`;

function call<T>(url: string, request: ApiRequest = {}): Promise<T> {
  return apiFetch<T>(url, { ...request, noRedirect: true });
}

/**
 * Creates the request (holds the places) or, for an OPEN one, updates its offers (quantity 0 removes; none
 * left ends it). A partner's referral kept by the browser goes with it: the server decides on sending
 * whether it earns the partner a share.
 */
export function saveBookingRequest(id: string, input: BookingRequestInput): Promise<BookingRequest> {
  const referralCode = input.referralCode ?? currentReferral()?.token;
  return call(path(id), { method: 'POST', body: referralCode ? { ...input, referralCode } : input });
}

export function getBookingRequest(id: string, signal?: AbortSignal): Promise<BookingRequest> {
  return call(path(id), { signal });
}

/** Ends the request and gives the held places back. */
export function clearBookingRequest(id: string): Promise<BookingRequest> {
  return call(path(id), { method: 'DELETE' });
}

/** Recap confirmed (with the discount code, when one is given); the request moves to PERSONAL. */
export function confirmRecap(id: string, discountCode: string | null): Promise<BookingRequest> {
  return call(path(id, '/first'), { method: 'POST', body: discountCode ? { discountCode } : {} });
}

/** Personal info saved; the request moves to PAYMENT. */
export function savePersonalInfo(id: string, input: PersonalInfoInput): Promise<BookingRequest> {
  return call(path(id, '/second'), { method: 'POST', body: input });
}

/** Creates or reuses the card authorisation of the request's total. */
export function preparePayment(id: string): Promise<PreparedPayment> {
  return call(path(id, '/prepare-payment'));
}

/**
 * 409 REQUEST_IN_PROGRESS: another call on the same request holds it right now (the payment
 * gateway's notice, or a second tab). Its answer follows in a moment: ask again, a few times.
 */
async function whenFree<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (failure) {
      if (left <= 1 || !(failure instanceof ApiError) || failure.reason !== 'REQUEST_IN_PROGRESS') throw failure;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
  }
}

/** Simulator mode only: confirms the authorisation with a test card. */
export function confirmTestCard(id: string, card: TestCardInput): Promise<SentRequest> {
  return whenFree(() => call(path(id, '/test-card'), { method: 'POST', body: card }));
}

/** How the guest ends the 3-D Secure check a test card asked for (Stripe's test page: complete or fail). */
export type TestAuthentication = 'complete' | 'fail';

/** Simulator mode only: answers the 3-D Secure check (409 AUTHENTICATION_REQUIRED from the test card), then sends the request. */
export function authenticateTestCard(id: string, outcome: TestAuthentication): Promise<SentRequest> {
  return whenFree(() => call(path(id, '/test-card/authentication'), { method: 'POST', body: { outcome } }));
}

/** Sends the request once the amount is authorised; 402 PAYMENT_FAILED (with its cause) when it is not. */
export function sendBookingRequest(id: string): Promise<SentRequest> {
  return whenFree(() => call(path(id, '/send'), { method: 'POST' }));
}
