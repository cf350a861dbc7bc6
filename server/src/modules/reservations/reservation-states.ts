// The states of a reservation and of its payment, and the one table of allowed moves (issue 11).
// Reservation: a sent request with its card amount authorised is PENDING; the provider ACCEPTs
// (money captured, places kept) or REJECTs (authorisation released, places given back); the guest
// may WITHDRAW while it is pending; the sweep EXPIREs it when the answer deadline passes; once
// accepted, the guest (refund by the policy) or the provider (full refund) may cancel it.
// Any other (state, event) pair is refused with 409 RESERVATION_STATE. Pure: no I/O.
import { DomainError } from '../../shared/errors.js';
import { CancellationPolicy } from '../catalog/service.entity.js';
import { PaymentState } from '../payments/payment.entity.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';

export enum ReservationEvent {
  ACCEPT = 'ACCEPT',
  REJECT = 'REJECT',
  WITHDRAW = 'WITHDRAW',
  EXPIRE = 'EXPIRE',
  CANCEL_BY_GUEST = 'CANCEL_BY_GUEST',
  CANCEL_BY_PROVIDER = 'CANCEL_BY_PROVIDER',
}

/** The job a transition enqueues for the money: capture, release (cancel the authorisation) or refund. */
export type PaymentEffect = 'capture' | 'release' | 'refund';

/** What becomes of the places: kept for good, or given back. */
export type HoldEffect = 'confirm' | 'release';

/** How much a refund returns: all that was captured, or what the refund policy allows at the time. */
export type RefundRule = 'full' | 'policy';

export interface ReservationTransition {
  event: ReservationEvent;
  from: ReservationState;
  to: ReservationState;
  cancelledBy: CancelledBy | null;
  payment: PaymentEffect;
  hold: HoldEffect;
  refund: RefundRule | null;
}

/** The whole table: one row per event (each event has exactly one state it may leave). */
export const RESERVATION_TRANSITIONS: readonly ReservationTransition[] = [
  {
    event: ReservationEvent.ACCEPT,
    from: ReservationState.PENDING,
    to: ReservationState.ACCEPTED,
    cancelledBy: null,
    payment: 'capture',
    hold: 'confirm',
    refund: null,
  },
  {
    event: ReservationEvent.REJECT,
    from: ReservationState.PENDING,
    to: ReservationState.REJECTED,
    cancelledBy: null,
    payment: 'release',
    hold: 'release',
    refund: null,
  },
  {
    event: ReservationEvent.WITHDRAW,
    from: ReservationState.PENDING,
    to: ReservationState.CANCELLED,
    cancelledBy: CancelledBy.GUEST,
    payment: 'release',
    hold: 'release',
    refund: null,
  },
  {
    event: ReservationEvent.EXPIRE,
    from: ReservationState.PENDING,
    to: ReservationState.EXPIRED,
    cancelledBy: null,
    payment: 'release',
    hold: 'release',
    refund: null,
  },
  {
    event: ReservationEvent.CANCEL_BY_GUEST,
    from: ReservationState.ACCEPTED,
    to: ReservationState.CANCELLED,
    cancelledBy: CancelledBy.GUEST,
    payment: 'refund',
    hold: 'release',
    refund: 'policy',
  },
  {
    event: ReservationEvent.CANCEL_BY_PROVIDER,
    from: ReservationState.ACCEPTED,
    to: ReservationState.CANCELLED,
    cancelledBy: CancelledBy.PROVIDER,
    payment: 'refund',
    hold: 'release',
    refund: 'full',
  },
];

/** The transition of `event` from `state`, or null when the table has none. */
export function findTransition(state: ReservationState, event: ReservationEvent): ReservationTransition | null {
  return RESERVATION_TRANSITIONS.find((row) => row.event === event && row.from === state) ?? null;
}

/** 409 RESERVATION_STATE: "This booking is no longer waiting for this action (it is {state})." */
export function reservationStateError(state: ReservationState): DomainError {
  return new DomainError(
    'CONFLICT',
    { id: 'reservation.wrongState', values: { state: { id: `reservation.state.${state}` } } },
    undefined,
    'RESERVATION_STATE',
  );
}

/** The transition of `event` from `state`; any pair the table does not list is a 409 RESERVATION_STATE. */
export function transition(state: ReservationState, event: ReservationEvent): ReservationTransition {
  const found = findTransition(state, event);
  if (!found) throw reservationStateError(state);
  return found;
}

/**
 * Payment: PENDING → AUTHORISED | FAILED; AUTHORISED → CAPTURED | RELEASED; CAPTURED → REFUNDED (refunds accumulate); FAILED → AUTHORISED (the guest resends with another card).
 * PENDING | FAILED → CAPTURED only by the reconcile sweep: money taken at the gateway for a request that never became a reservation, recorded to be refunded.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  [PaymentState.PENDING]: [PaymentState.AUTHORISED, PaymentState.FAILED, PaymentState.CAPTURED],
  [PaymentState.FAILED]: [PaymentState.AUTHORISED, PaymentState.CAPTURED],
  [PaymentState.AUTHORISED]: [PaymentState.CAPTURED, PaymentState.RELEASED],
  [PaymentState.CAPTURED]: [PaymentState.REFUNDED],
  [PaymentState.REFUNDED]: [PaymentState.REFUNDED],
  [PaymentState.RELEASED]: [],
};

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export interface RefundPolicy {
  cancellationPolicy: CancellationPolicy;
  /** N of "full refund up to N days / N hours before the start". */
  cancellationBefore: number | null;
}

/** The last instant (epoch ms) at which a guest's cancellation is still refunded in full; null: never. */
export function refundDeadline(policy: RefundPolicy, startsAt: Date): number | null {
  const n = policy.cancellationBefore ?? 0;
  if (policy.cancellationPolicy === CancellationPolicy.FULL_REFUND_DAYS) return startsAt.getTime() - n * 86_400_000;
  if (policy.cancellationPolicy === CancellationPolicy.FULL_REFUND_HOURS) return startsAt.getTime() - n * 3_600_000;
  return null;
}

/** What a guest cancelling at `now` gets back of `capturedCents`: all of it up to the policy's deadline, nothing after or without one. */
export function guestRefundCents(policy: RefundPolicy, startsAt: Date, now: number, capturedCents: number): number {
  const deadline = refundDeadline(policy, startsAt);
  return deadline !== null && now <= deadline ? capturedCents : 0;
}
