// A change the provider proposes to an accepted reservation (another date, start or offers), and
// the one table of its moves. PROPOSED holds the new places until it expires; the guest ACCEPTs
// (the places move, the amount is adjusted) or DECLINEs, the provider WITHDRAWs it (or replaces it
// with a new proposal), the sweep EXPIREs it. Every other pair is a 409 RESERVATION_CHANGE_STATE
// "This change is no longer open." Pure: no I/O.
import { DomainError } from '../../shared/errors.js';

export enum ReservationChangeState {
  PROPOSED = 'PROPOSED',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
  EXPIRED = 'EXPIRED',
}

export enum ReservationChangeEvent {
  ACCEPT = 'ACCEPT',
  DECLINE = 'DECLINE',
  WITHDRAW = 'WITHDRAW',
  EXPIRE = 'EXPIRE',
}

/** What becomes of the places: the proposal's confirmed and the reservation's released ('move'), or the proposal's released. */
export type ChangeHoldEffect = 'move' | 'release';

/** Who is told: the provider hears the guest's answer (the guest gets the changed voucher on acceptance); the guest hears that a proposal was withdrawn or expired. */
export type ChangeEmail = 'CHANGE_ACCEPTED' | 'CHANGE_DECLINED' | 'CHANGE_WITHDRAWN' | 'CHANGE_EXPIRED';

export interface ReservationChangeTransition {
  event: ReservationChangeEvent;
  from: ReservationChangeState;
  to: ReservationChangeState;
  hold: ChangeHoldEffect;
  email: ChangeEmail;
}

export const RESERVATION_CHANGE_TRANSITIONS: readonly ReservationChangeTransition[] = [
  {
    event: ReservationChangeEvent.ACCEPT,
    from: ReservationChangeState.PROPOSED,
    to: ReservationChangeState.ACCEPTED,
    hold: 'move',
    email: 'CHANGE_ACCEPTED',
  },
  {
    event: ReservationChangeEvent.DECLINE,
    from: ReservationChangeState.PROPOSED,
    to: ReservationChangeState.DECLINED,
    hold: 'release',
    email: 'CHANGE_DECLINED',
  },
  {
    event: ReservationChangeEvent.WITHDRAW,
    from: ReservationChangeState.PROPOSED,
    to: ReservationChangeState.WITHDRAWN,
    hold: 'release',
    email: 'CHANGE_WITHDRAWN',
  },
  {
    event: ReservationChangeEvent.EXPIRE,
    from: ReservationChangeState.PROPOSED,
    to: ReservationChangeState.EXPIRED,
    hold: 'release',
    email: 'CHANGE_EXPIRED',
  },
];

/** 409 RESERVATION_CHANGE_STATE: "This change is no longer open." */
export const changeNotOpen = () => new DomainError('CONFLICT', { id: 'reservationChange.notOpen' }, undefined, 'RESERVATION_CHANGE_STATE');

/** The transition of `event` from `state`; any pair the table does not list is a 409 RESERVATION_CHANGE_STATE. */
export function changeTransition(state: ReservationChangeState, event: ReservationChangeEvent): ReservationChangeTransition {
  const found = RESERVATION_CHANGE_TRANSITIONS.find((row) => row.event === event && row.from === state);
  if (!found) throw changeNotOpen();
  return found;
}

/** How long a guest has to answer: 48 hours. */
export const CHANGE_ANSWER_MS = 48 * 3_600_000;
/** A proposal closes this long before the new start or the current one, whichever comes first. */
export const CHANGE_CLOSES_BEFORE_START_MS = 2 * 3_600_000;

/** The proposal's expiry: 48 h after it is made, or 2 h before the new start or the current one, whichever is first. */
export function changeExpiry(proposedAt: number, newStartsAt: Date, currentStartsAt: Date): Date {
  return new Date(
    Math.min(
      proposedAt + CHANGE_ANSWER_MS,
      newStartsAt.getTime() - CHANGE_CLOSES_BEFORE_START_MS,
      currentStartsAt.getTime() - CHANGE_CLOSES_BEFORE_START_MS,
    ),
  );
}

/** The money of an accepted change: the difference is charged (a new authorisation, captured), refunded, or nothing. */
export function changeMoney(differenceCents: number): 'charge' | 'refund' | 'none' {
  if (differenceCents > 0) return 'charge';
  if (differenceCents < 0) return 'refund';
  return 'none';
}
