import { describe, expect, it } from 'vitest';
import { hasTakenPlace, remaining, timeLeft } from './reservation-time';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('timeLeft', () => {
  it('tells days, hours or minutes, the largest unit that fits', () => {
    expect(timeLeft('2026-11-25T11:00:00Z', NOW)).toEqual({ unit: 'day', value: 2, overdue: false });
    expect(timeLeft('2026-11-23T15:59:00Z', NOW)).toEqual({ unit: 'hour', value: 5, overdue: false });
    expect(timeLeft('2026-11-23T10:42:30Z', NOW)).toEqual({ unit: 'minute', value: 42, overdue: false });
    expect(timeLeft('2026-11-23T10:00:20Z', NOW)).toEqual({ unit: 'minute', value: 1, overdue: false });
  });

  it('is overdue at or after the deadline', () => {
    expect(timeLeft('2026-11-23T10:00:00Z', NOW).overdue).toBe(true);
    expect(timeLeft(new Date(NOW - 1000), NOW).overdue).toBe(true);
  });
});

describe('remaining', () => {
  it('never goes below zero', () => {
    expect(remaining(12, 10)).toBe(2);
    expect(remaining(3, 10)).toBe(0);
  });
});

describe('hasTakenPlace', () => {
  it("is true from the day after the booking's date in Zagreb", () => {
    expect(hasTakenPlace('2026-06-30', Date.parse('2026-06-30T21:30:00Z'))).toBe(false);
    expect(hasTakenPlace('2026-06-30', Date.parse('2026-06-30T22:30:00Z'))).toBe(true);
    expect(hasTakenPlace('2026-07-01', Date.parse('2026-06-30T22:30:00Z'))).toBe(false);
  });
});
