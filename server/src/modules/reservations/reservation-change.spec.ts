import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import {
  changeExpiry,
  changeMoney,
  changeTransition,
  RESERVATION_CHANGE_TRANSITIONS,
  ReservationChangeEvent as E,
  ReservationChangeState as S,
} from './reservation-change.js';

const HOUR = 3_600_000;

describe('the reservation change table', () => {
  it.each([
    [E.ACCEPT, S.ACCEPTED, 'move', 'CHANGE_ACCEPTED'],
    [E.DECLINE, S.DECLINED, 'release', 'CHANGE_DECLINED'],
    [E.WITHDRAW, S.WITHDRAWN, 'release', 'CHANGE_WITHDRAWN'],
    [E.EXPIRE, S.EXPIRED, 'release', 'CHANGE_EXPIRED'],
  ] as const)('%s: PROPOSED → %s, places %s, email %s', (event, to, hold, email) => {
    expect(changeTransition(S.PROPOSED, event)).toEqual({ event, from: S.PROPOSED, to, hold, email });
  });

  it('has exactly those four rows, all leaving PROPOSED', () => {
    expect(RESERVATION_CHANGE_TRANSITIONS).toHaveLength(4);
    expect(new Set(RESERVATION_CHANGE_TRANSITIONS.map((row) => row.from))).toEqual(new Set([S.PROPOSED]));
  });

  it('refuses every move out of a decided proposal with 409 RESERVATION_CHANGE_STATE', () => {
    for (const state of [S.ACCEPTED, S.DECLINED, S.WITHDRAWN, S.EXPIRED]) {
      for (const event of Object.values(E)) {
        let error: unknown;
        try {
          changeTransition(state, event);
        } catch (thrown) {
          error = thrown;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).reason).toBe('RESERVATION_CHANGE_STATE');
        expect((error as DomainError).code).toBe('CONFLICT');
      }
    }
  });

  it('expires after 48 hours, or 2 hours before the new or the current start, whichever is first', () => {
    const now = Date.UTC(2027, 6, 1, 8);
    expect(changeExpiry(now, new Date(now + 10 * 24 * HOUR), new Date(now + 9 * 24 * HOUR)).getTime()).toBe(now + 48 * HOUR);
    expect(changeExpiry(now, new Date(now + 10 * HOUR), new Date(now + 9 * 24 * HOUR)).getTime()).toBe(now + 8 * HOUR);
    expect(changeExpiry(now, new Date(now + 10 * 24 * HOUR), new Date(now + 5 * HOUR)).getTime()).toBe(now + 3 * HOUR);
  });

  it('charges a higher total, refunds a lower one', () => {
    expect(changeMoney(500)).toBe('charge');
    expect(changeMoney(-500)).toBe('refund');
    expect(changeMoney(0)).toBe('none');
  });
});
