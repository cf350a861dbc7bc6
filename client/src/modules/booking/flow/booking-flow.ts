// The pure rules of the booking flow screen: which view a request shows, which step is open and
// which steps the guest may go back to, the countdown's text, the test card's fields and the
// payment failure's cause. The screens in this folder render them.
import { peopleCount } from '../../../../../common/booking-rules';
import { ApiError } from '../../../shared/api/api-error';
import type { BookingRequest, BookingStep } from '../booking-api';
import { BOOKING_ERRORS, isBookingError, PAYMENT_FAILURE_CAUSES, type PaymentFailureCause } from '../booking-errors';

export const STEPS: readonly BookingStep[] = ['RECAP', 'PERSONAL', 'PAYMENT'];

export function stepIndex(step: BookingStep): number {
  return Math.max(0, STEPS.indexOf(step));
}

/** The step the server has reached is the furthest one the guest may open; earlier ones stay open for changes. */
export function canOpenStep(target: number, reached: BookingStep): boolean {
  return target >= 0 && target <= stepIndex(reached);
}

/** The step a guest arriving (or coming back) lands on: where the server says the request is. */
export function initialStep(request: Pick<BookingRequest, 'step'>): number {
  return stepIndex(request.step);
}

export type FlowView = 'STEPS' | 'EXPIRED' | 'ENDED' | 'SENT';

/** What the flow screen shows: the steps while the request is open and its time not over. */
export function flowView(request: Pick<BookingRequest, 'status' | 'expiresAt'>, now: number): FlowView {
  if (request.status === 'SENT') return 'SENT';
  if (request.status === 'ENDED') return 'ENDED';
  if (request.status === 'EXPIRED' || remainingMs(request.expiresAt, now) <= 0) return 'EXPIRED';
  return 'STEPS';
}

/** Milliseconds left until `expiresAt` (never below 0); an unreadable instant counts as over. */
export function remainingMs(expiresAt: string | null, now: number): number {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "14:05" for 14 minutes 5 seconds; "1:02:03" from an hour on; partial seconds round up (0 only at the end). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The last two minutes: the countdown turns to the warning colour. */
export const COUNTDOWN_WARNING_MS = 2 * 60_000;

/** Quantities after a change in the recap: every offer of the request, 0 for the removed one (the server drops it). */
export function quantitiesWith(offers: readonly { offerId: number; quantity: number }[], offerId: number, quantity: number) {
  return offers.map((offer) => ({
    offerId: offer.offerId,
    quantity: offer.offerId === offerId ? Math.max(0, Math.floor(quantity)) : offer.quantity,
  }));
}

/** People for the given quantities of the request's offers, by common's rule (a group offer counts its group size per unit, an unknown offer nobody). */
export function peopleFor(
  offers: readonly { offerId: number; groupNumber: number }[],
  quantities: readonly { offerId: number; quantity: number }[],
): number {
  return peopleCount(
    offers.map((offer) => ({ id: offer.offerId, groupNumber: offer.groupNumber })),
    quantities,
  );
}

export interface PaymentFailure {
  cause: PaymentFailureCause | null;
  /** The server's text, in the guest's language. */
  message: string;
}

/** A refused payment (402 PAYMENT_FAILED) read from an error, with its cause; null for any other error. */
export function paymentFailure(error: unknown): PaymentFailure | null {
  if (!(error instanceof ApiError) || !(error.status === 402 || isBookingError(error, BOOKING_ERRORS.paymentFailed))) return null;
  const named = [error.details.cause, error.reason, error.code];
  const cause = PAYMENT_FAILURE_CAUSES.find((known) => named.includes(known)) ?? null;
  return { cause, message: error.message };
}

/** The test card asks for its 3-D Secure check (409 AUTHENTICATION_REQUIRED): the form shows the challenge. */
export function needsAuthentication(error: unknown): boolean {
  return isBookingError(error, BOOKING_ERRORS.authenticationRequired);
}

export function isExpired(error: unknown): boolean {
  return isBookingError(error, BOOKING_ERRORS.expired) || (error instanceof ApiError && error.status === 410);
}

export function isSwitchToCustomer(error: unknown): boolean {
  return isBookingError(error, BOOKING_ERRORS.switchToCustomer);
}

/** The request changed elsewhere (sent, cleared, or a step missing): the screen reloads it. */
export function needsReload(error: unknown): boolean {
  return isBookingError(error, BOOKING_ERRORS.closed) || isBookingError(error, BOOKING_ERRORS.stepOrder);
}

/** Stripe's test cards the simulator knows, with what each does (shown as the hint). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'SUCCEEDS' },
  { number: '4000 0000 0000 9995', outcome: 'INSUFFICIENT_FUNDS' },
  { number: '4000 0000 0000 0002', outcome: 'CARD_DECLINED' },
  { number: '4000 0025 0000 3155', outcome: 'AUTHENTICATION_REQUIRED' },
  { number: '4000 0027 6000 3184', outcome: 'AUTHENTICATION_FAILED' },
] as const;

/** Groups the digits typed as a card number by four: "4242424242" → "4242 4242 42" (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" or "12/30" → "12/30" while typing. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardProblem = 'number' | 'expiry' | 'cvc';

/** Why an expiry is refused: not a month and year (MM/YY), or a month that is over (the card has expired); null when valid. */
export function expiryProblem(expiry: string, now: Date = new Date()): 'invalid' | 'expired' | null {
  const read = /^(\d{2})\/?(\d{2})$/.exec(expiry.trim());
  const month = read ? Number(read[1]) : 0;
  if (!read || month < 1 || month > 12) return 'invalid';
  // A card is valid through the last day of its expiry month.
  const year = 2000 + Number(read[2]);
  return year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth() ? 'expired' : null;
}

/** The test card's fields read for the server, or the fields that are not filled in properly. */
export function readTestCard(
  values: { number: string; expiry: string; cvc: string },
  now: Date = new Date(),
): { ok: true; card: { number: string; expMonth: number; expYear: number; cvc: string } } | { ok: false; problems: CardProblem[] } {
  const number = values.number.replace(/\D/g, '');
  const expiry = values.expiry.replace(/\D/g, '');
  const cvc = values.cvc.trim();
  const problems: CardProblem[] = [];
  if (number.length < 12 || number.length > 19) problems.push('number');
  if (expiryProblem(values.expiry, now) !== null) problems.push('expiry');
  if (!/^\d{3,4}$/.test(cvc)) problems.push('cvc');
  const card = { number, expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2)), cvc };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, card };
}
