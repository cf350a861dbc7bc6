import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import { translate } from '../../shared/i18n/index.js';
import { CancellationPolicy } from '../catalog/service.entity.js';
import { PaymentState } from '../payments/payment.entity.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';
import {
  canMovePayment,
  findTransition,
  guestRefundCents,
  ReservationEvent,
  RESERVATION_TRANSITIONS,
  refundDeadline,
  transition,
} from './reservation-states.js';

const { PENDING, ACCEPTED, REJECTED, CANCELLED, EXPIRED } = ReservationState;

describe('reservation transitions, one by one', () => {
  it('ACCEPT: PENDING → ACCEPTED, captures the payment and keeps the places', () => {
    expect(transition(PENDING, ReservationEvent.ACCEPT)).toMatchObject({
      to: ACCEPTED,
      cancelledBy: null,
      payment: 'capture',
      hold: 'confirm',
      refund: null,
    });
  });

  it('REJECT: PENDING → REJECTED, releases the authorisation and the places', () => {
    expect(transition(PENDING, ReservationEvent.REJECT)).toMatchObject({
      to: REJECTED,
      cancelledBy: null,
      payment: 'release',
      hold: 'release',
      refund: null,
    });
  });

  it('WITHDRAW: PENDING → CANCELLED by the guest, releases the authorisation and the places', () => {
    expect(transition(PENDING, ReservationEvent.WITHDRAW)).toMatchObject({
      to: CANCELLED,
      cancelledBy: CancelledBy.GUEST,
      payment: 'release',
      hold: 'release',
      refund: null,
    });
  });

  it('EXPIRE: PENDING → EXPIRED, releases the authorisation and the places', () => {
    expect(transition(PENDING, ReservationEvent.EXPIRE)).toMatchObject({
      to: EXPIRED,
      cancelledBy: null,
      payment: 'release',
      hold: 'release',
      refund: null,
    });
  });

  it('CANCEL_BY_GUEST: ACCEPTED → CANCELLED by the guest, refunds by the policy, gives the places back', () => {
    expect(transition(ACCEPTED, ReservationEvent.CANCEL_BY_GUEST)).toMatchObject({
      to: CANCELLED,
      cancelledBy: CancelledBy.GUEST,
      payment: 'refund',
      hold: 'release',
      refund: 'policy',
    });
  });

  it('CANCEL_BY_PROVIDER: ACCEPTED → CANCELLED by the provider, refunds in full, gives the places back', () => {
    expect(transition(ACCEPTED, ReservationEvent.CANCEL_BY_PROVIDER)).toMatchObject({
      to: CANCELLED,
      cancelledBy: CancelledBy.PROVIDER,
      payment: 'refund',
      hold: 'release',
      refund: 'full',
    });
  });

  it('has exactly these six rows', () => {
    expect(RESERVATION_TRANSITIONS.map((row) => `${row.from} ${row.event} → ${row.to}`)).toEqual([
      'PENDING ACCEPT → ACCEPTED',
      'PENDING REJECT → REJECTED',
      'PENDING WITHDRAW → CANCELLED',
      'PENDING EXPIRE → EXPIRED',
      'ACCEPTED CANCEL_BY_GUEST → CANCELLED',
      'ACCEPTED CANCEL_BY_PROVIDER → CANCELLED',
    ]);
  });
});

describe('every other (state, event) pair is refused with 409 RESERVATION_STATE', () => {
  const allowed = new Set(RESERVATION_TRANSITIONS.map((row) => `${row.from}:${row.event}`));
  const refused = Object.values(ReservationState).flatMap((state) =>
    Object.values(ReservationEvent)
      .filter((event) => !allowed.has(`${state}:${event}`))
      .map((event) => [state, event] as const),
  );

  it('leaves 24 refused pairs', () => {
    expect(refused).toHaveLength(5 * 6 - 6);
  });

  it.each(refused)('%s + %s', (state, event) => {
    expect(findTransition(state, event)).toBeNull();
    try {
      transition(state, event);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const domain = error as DomainError;
      expect(domain.code).toBe('CONFLICT');
      expect(domain.reason).toBe('RESERVATION_STATE');
    }
  });

  it('says which state it is in, in English and Croatian', () => {
    let error: DomainError | null = null;
    try {
      transition(ACCEPTED, ReservationEvent.REJECT);
    } catch (caught) {
      error = caught as DomainError;
    }
    expect(translate(error!.userMessage, 'en')).toBe('This booking is no longer waiting for this action (it is accepted).');
    expect(translate(error!.userMessage, 'hr')).toBe('Ova rezervacija više ne čeka ovu radnju (status: prihvaćena).');
  });
});

describe('payment states', () => {
  const allowed: [PaymentState, PaymentState][] = [
    [PaymentState.PENDING, PaymentState.AUTHORISED],
    [PaymentState.PENDING, PaymentState.FAILED],
    [PaymentState.FAILED, PaymentState.AUTHORISED],
    [PaymentState.PENDING, PaymentState.CAPTURED],
    [PaymentState.FAILED, PaymentState.CAPTURED],
    [PaymentState.AUTHORISED, PaymentState.CAPTURED],
    [PaymentState.AUTHORISED, PaymentState.RELEASED],
    [PaymentState.CAPTURED, PaymentState.REFUNDED],
    [PaymentState.REFUNDED, PaymentState.REFUNDED],
  ];
  const key = (pair: [PaymentState, PaymentState]) => pair.join('→');
  const all = Object.values(PaymentState).flatMap((from) =>
    Object.values(PaymentState).map((to) => [from, to] as [PaymentState, PaymentState]),
  );

  it.each(all)('%s → %s', (from, to) => {
    expect(canMovePayment(from, to)).toBe(allowed.map(key).includes(key([from, to])));
  });
});

describe('refund policy', () => {
  const startsAt = new Date('2026-07-10T08:00:00Z');
  const hour = 3_600_000;

  it('no refund policy: nothing, ever', () => {
    const policy = { cancellationPolicy: CancellationPolicy.NO_REFUND, cancellationBefore: null };
    expect(refundDeadline(policy, startsAt)).toBeNull();
    expect(guestRefundCents(policy, startsAt, startsAt.getTime() - 30 * 24 * hour, 5000)).toBe(0);
  });

  it('full refund up to N days before the start, nothing after', () => {
    const policy = { cancellationPolicy: CancellationPolicy.FULL_REFUND_DAYS, cancellationBefore: 2 };
    const deadline = startsAt.getTime() - 48 * hour;
    expect(guestRefundCents(policy, startsAt, deadline, 5000)).toBe(5000);
    expect(guestRefundCents(policy, startsAt, deadline + 1, 5000)).toBe(0);
  });

  it('full refund up to N hours before the start, nothing after', () => {
    const policy = { cancellationPolicy: CancellationPolicy.FULL_REFUND_HOURS, cancellationBefore: 6 };
    expect(guestRefundCents(policy, startsAt, startsAt.getTime() - 6 * hour - 1, 4200)).toBe(4200);
    expect(guestRefundCents(policy, startsAt, startsAt.getTime() - 5 * hour, 4200)).toBe(0);
  });
});
