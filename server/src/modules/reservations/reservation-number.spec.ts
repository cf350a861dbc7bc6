import { describe, expect, it } from 'vitest';
import {
  newReservationNumber,
  normaliseReservationNumber,
  RESERVATION_NUMBER_ALPHABET,
  RESERVATION_NUMBER_PATTERN,
} from './reservation-number.js';

describe('reservation numbers', () => {
  it('uses Crockford base32 without I, L, O and U', () => {
    expect(RESERVATION_NUMBER_ALPHABET).toHaveLength(32);
    expect(RESERVATION_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('are eight characters shown as XXXX-XXXX', () => {
    for (let i = 0; i < 200; i += 1) expect(newReservationNumber()).toMatch(RESERVATION_NUMBER_PATTERN);
    const fixed = [0, 1, 2, 3, 28, 29, 30, 31];
    let n = 0;
    expect(newReservationNumber(() => fixed[n++])).toBe('0123-WXYZ');
  });

  it('are random enough not to repeat in a sample', () => {
    const sample = new Set(Array.from({ length: 5000 }, () => newReservationNumber()));
    expect(sample.size).toBe(5000);
  });

  it('reads a typed number in any case, with or without the dash, confusable letters mapped', () => {
    expect(normaliseReservationNumber('7kq2m9xd')).toBe('7KQ2-M9XD');
    expect(normaliseReservationNumber('7KQ2-M9XD')).toBe('7KQ2-M9XD');
    expect(normaliseReservationNumber('OIL2-M9XD')).toBe('0112-M9XD');
    expect(normaliseReservationNumber('7KQ2-M9XU')).toBeNull();
    expect(normaliseReservationNumber('7KQ2')).toBeNull();
  });
});
