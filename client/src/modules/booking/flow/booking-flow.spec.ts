import { describe, expect, it } from 'vitest';
import { PEOPLE_CASES } from '../../../../../common/booking-rule-cases';
import { ApiError } from '../../../shared/api/api-error';
import { createIntl } from 'react-intl';
import { messages } from '../../../shared/i18n/messages';
import {
  canOpenStep,
  expiryProblem,
  flowView,
  formatCardNumber,
  formatCountdown,
  formatExpiry,
  initialStep,
  isExpired,
  isSwitchToCustomer,
  needsAuthentication,
  needsReload,
  paymentFailure,
  peopleFor,
  quantitiesWith,
  readTestCard,
  remainingMs,
} from './booking-flow';
import { paymentFailureText } from './step-errors';

const now = Date.parse('2026-11-23T10:00:00Z');

describe('countdown', () => {
  it('counts minutes and seconds to the hold expiry', () => {
    expect(remainingMs('2026-11-23T10:15:00Z', now)).toBe(15 * 60_000);
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatCountdown(59_000)).toBe('00:59');
  });

  it('rounds a partial second up, so 00:00 shows only at the end', () => {
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('shows hours when the hold is longer', () => {
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });

  it('never goes below zero; an unreadable instant is over', () => {
    expect(remainingMs('2026-11-23T09:59:00Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
    expect(remainingMs(null, now)).toBe(0);
  });
});

describe('steps', () => {
  it('opens where the server is and lets the guest go back, never ahead', () => {
    expect(initialStep({ step: 'RECAP' })).toBe(0);
    expect(initialStep({ step: 'PERSONAL' })).toBe(1);
    expect(initialStep({ step: 'PAYMENT' })).toBe(2);
    expect(canOpenStep(0, 'PAYMENT')).toBe(true);
    expect(canOpenStep(2, 'PAYMENT')).toBe(true);
    expect(canOpenStep(2, 'PERSONAL')).toBe(false);
    expect(canOpenStep(1, 'RECAP')).toBe(false);
    expect(canOpenStep(-1, 'PAYMENT')).toBe(false);
  });

  it('shows the steps only while the request is open and its time not over', () => {
    const open = { status: 'OPEN' as const, expiresAt: '2026-11-23T10:10:00Z' };
    expect(flowView(open, now)).toBe('STEPS');
    expect(flowView(open, Date.parse('2026-11-23T10:10:00Z'))).toBe('EXPIRED');
    expect(flowView({ ...open, status: 'EXPIRED' }, now)).toBe('EXPIRED');
    expect(flowView({ ...open, status: 'ENDED' }, now)).toBe('ENDED');
    // A sent request stays sent after its hold time.
    expect(flowView({ status: 'SENT', expiresAt: '2026-11-23T09:00:00Z' }, now)).toBe('SENT');
  });
});

describe('recap quantities', () => {
  const offers = [
    { offerId: 1, quantity: 2, groupNumber: 1 },
    { offerId: 2, quantity: 1, groupNumber: 6 },
  ];

  it('sends every offer with the changed quantity; 0 removes', () => {
    expect(quantitiesWith(offers, 2, 0)).toEqual([
      { offerId: 1, quantity: 2 },
      { offerId: 2, quantity: 0 },
    ]);
    expect(quantitiesWith(offers, 1, 3)).toEqual([
      { offerId: 1, quantity: 3 },
      { offerId: 2, quantity: 1 },
    ]);
    expect(quantitiesWith(offers, 1, -1)[0]).toEqual({ offerId: 1, quantity: 0 });
  });

  it('counts group offers by their group size', () => {
    expect(peopleFor(offers, offers)).toBe(8);
    expect(peopleFor(offers, quantitiesWith(offers, 2, 0))).toBe(2);
  });
});

describe('the people count shared with the server (common/booking-rule-cases.ts)', () => {
  it.each(PEOPLE_CASES)('$name', ({ offers, quantities, people }) => {
    const requestOffers = offers.map((offer) => ({ offerId: offer.id, groupNumber: offer.groupNumber }));
    expect(peopleFor(requestOffers, quantities)).toBe(people);
  });
});

describe('errors', () => {
  it('reads the payment failure and its cause', () => {
    const error = new ApiError(402, {
      code: 'PAYMENT_FAILED',
      message: 'Booking request unsuccessful!',
      details: { cause: 'INSUFFICIENT_FUNDS' },
    });
    expect(paymentFailure(error)).toEqual({ cause: 'INSUFFICIENT_FUNDS', message: 'Booking request unsuccessful!' });
    const unknown = new ApiError(402, { code: 'PAYMENT_FAILED', message: 'No', details: { cause: 'SOMETHING_NEW' } });
    expect(paymentFailure(unknown)?.cause).toBeNull();
    expect(paymentFailure(new ApiError(409, { code: 'CONFLICT', message: 'x' }))).toBeNull();
    expect(paymentFailure(new Error('network'))).toBeNull();
  });

  it('reads the booking refusal from `reason` as the server sends it (code is the HTTP-level one)', () => {
    expect(
      isSwitchToCustomer(
        new ApiError(403, { code: 'FORBIDDEN', message: 'Switch to your guest role to book.', reason: 'SWITCH_TO_CUSTOMER' }),
      ),
    ).toBe(true);
    expect(isExpired(new ApiError(410, { code: 'GONE', message: 'Time to purchase has expired', reason: 'BOOKING_EXPIRED' }))).toBe(true);
    expect(needsReload(new ApiError(409, { code: 'CONFLICT', message: 'x', reason: 'BOOKING_REQUEST_CLOSED' }))).toBe(true);
    expect(needsReload(new ApiError(409, { code: 'CONFLICT', message: 'x', reason: 'BOOKING_STEP' }))).toBe(true);
    expect(needsReload(new ApiError(409, { code: 'CONFLICT', message: 'x' }))).toBe(false);
    const refused = new ApiError(402, {
      code: 'PAYMENT_REQUIRED',
      message: 'Booking request unsuccessful!',
      reason: 'PAYMENT_FAILED',
      details: { cause: 'CARD_DECLINED' },
    });
    expect(paymentFailure(refused)).toEqual({ cause: 'CARD_DECLINED', message: 'Booking request unsuccessful!' });
    expect(paymentFailure(new ApiError(402, { code: 'PAYMENT_REQUIRED', message: 'No', reason: 'AUTHENTICATION_FAILED' }))?.cause).toBe(
      'AUTHENTICATION_FAILED',
    );
  });

  it('reads the 3-D Secure check a test card asks for, and an expired card as its own cause', () => {
    expect(
      needsAuthentication(
        new ApiError(409, { code: 'CONFLICT', message: 'Your bank asks you to confirm this payment', reason: 'AUTHENTICATION_REQUIRED' }),
      ),
    ).toBe(true);
    expect(needsAuthentication(new ApiError(409, { code: 'CONFLICT', message: 'x', reason: 'PAYMENT_NOT_AUTHORISED' }))).toBe(false);
    const expired = new ApiError(402, {
      code: 'PAYMENT_REQUIRED',
      message: 'Booking request unsuccessful!',
      reason: 'PAYMENT_FAILED',
      details: { cause: 'CARD_EXPIRED' },
    });
    expect(paymentFailure(expired)).toEqual({ cause: 'CARD_EXPIRED', message: 'Booking request unsuccessful!' });
  });

  it("says a refused card's cause in the guest's language, the server's message when the cause is unknown (booking flow and change alike)", () => {
    const english = createIntl({ locale: 'en', messages: messages.en });
    const croatian = createIntl({ locale: 'hr', messages: messages.hr });
    expect(paymentFailureText({ cause: 'INSUFFICIENT_FUNDS', message: 'Booking request unsuccessful!' }, english)).toBe(
      'The card has insufficient funds.',
    );
    expect(paymentFailureText({ cause: 'CARD_EXPIRED', message: 'Booking request unsuccessful!' }, english)).toBe('Your card has expired.');
    expect(paymentFailureText({ cause: 'CARD_EXPIRED', message: 'Zahtjev za rezervaciju nije uspio!' }, croatian)).toBe(
      'Vaša kartica je istekla.',
    );
    expect(paymentFailureText({ cause: 'AUTHENTICATION_FAILED', message: 'x' }, english)).toBe('The 3D Secure check of the card failed.');
    expect(paymentFailureText({ cause: null, message: 'Booking request unsuccessful!' }, english)).toBe('Booking request unsuccessful!');
  });

  it('recognises the expired request and the provider who must switch role', () => {
    expect(isExpired(new ApiError(410, { code: 'BOOKING_EXPIRED', message: 'Time to purchase has expired' }))).toBe(true);
    expect(isExpired(new ApiError(404, { code: 'NOT_FOUND', message: 'x' }))).toBe(false);
    expect(isSwitchToCustomer(new ApiError(403, { code: 'SWITCH_TO_CUSTOMER', message: 'Switch to your guest role to book.' }))).toBe(true);
    expect(isSwitchToCustomer(new ApiError(403, { code: 'FORBIDDEN', message: 'x' }))).toBe(false);
  });
});

describe('test card', () => {
  it('formats the number and the expiry while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027 60')).toBe('4000 0027 60');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('reads a card for the server', () => {
    const today = new Date(2026, 10, 23);
    expect(readTestCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(readTestCard({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, today).ok).toBe(true);
  });

  it('names the fields not filled in properly', () => {
    const today = new Date(2026, 10, 23);
    expect(readTestCard({ number: '4242', expiry: '10/26', cvc: '12' }, today)).toEqual({
      ok: false,
      problems: ['number', 'expiry', 'cvc'],
    });
    expect(readTestCard({ number: '4242424242424242', expiry: '13/30', cvc: '1234' }, today)).toEqual({ ok: false, problems: ['expiry'] });
  });

  it('tells an expired card (a month that is over) from a badly typed expiry', () => {
    const today = new Date(2026, 10, 23);
    expect(expiryProblem('01/20', today)).toBe('expired');
    expect(expiryProblem('10/26', today)).toBe('expired');
    expect(expiryProblem('11/26', today)).toBeNull();
    expect(expiryProblem('12/30', today)).toBeNull();
    expect(expiryProblem('13/30', today)).toBe('invalid');
    expect(expiryProblem('00/30', today)).toBe('invalid');
    expect(expiryProblem('1/2', today)).toBe('invalid');
    expect(readTestCard({ number: '4242424242424242', expiry: '01/20', cvc: '123' }, today)).toEqual({ ok: false, problems: ['expiry'] });
  });
});
