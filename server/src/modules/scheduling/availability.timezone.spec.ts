// Daylight-saving days in Europe/Zagreb: 29 March 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00).
import { describe, expect, it } from 'vitest';
import { computeAvailability, type ScheduleSeason } from './availability.js';
import { BookingType } from './season.entity.js';

const allWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const season: ScheduleSeason = {
  from: '2026-01-01',
  to: '2026-12-31',
  bookingType: BookingType.START_TIMES,
  workingTimes: [{ startHour: 0, startMinute: 0, endHour: 24, endMinute: 0, weekdays: [...allWeek] }],
  bookingTimes: [
    { hour: 1, minute: 30 },
    { hour: 2, minute: 30 },
    { hour: 3, minute: 30 },
    { hour: 10, minute: 0 },
  ],
  unavailableDates: [],
};

const compute = (from: string, to: string, placesTaken = new Map<number, number>()) =>
  computeAvailability({
    seasons: [season],
    placesPerStart: 8,
    advanceHours: 0,
    placesTaken,
    from,
    to,
    now: Date.parse('2026-01-01T00:00:00Z'),
  });

describe('spring forward, 29 March 2026', () => {
  const [before, change, after] = compute('2026-03-28', '2026-03-30');

  it('does not offer 02:30, which does not exist that night', () => {
    expect(change.startTimes.map((s) => s.time)).toEqual(['01:30', '03:30', '10:00']);
  });

  it('gives winter time before the change and summer time after it', () => {
    expect(change.startTimes.map((s) => s.startsAt)).toEqual([
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T03:30:00+02:00',
      '2026-03-29T10:00:00+02:00',
    ]);
    expect(change.startTimes.map((s) => new Date(s.epochMs).toISOString())).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T08:00:00.000Z',
    ]);
    expect(before.startTimes.find((s) => s.time === '10:00')?.startsAt).toBe('2026-03-28T10:00:00+01:00');
    expect(after.startTimes.find((s) => s.time === '10:00')?.startsAt).toBe('2026-03-30T10:00:00+02:00');
    expect(after.startTimes.map((s) => s.time)).toEqual(['01:30', '02:30', '03:30', '10:00']);
  });
});

describe('fall back, 25 October 2026', () => {
  it('offers 02:30, which happens twice, once — at its first occurrence (summer time)', () => {
    const [, change, after] = compute('2026-10-24', '2026-10-26');
    expect(change.startTimes.map((s) => s.time)).toEqual(['01:30', '02:30', '03:30', '10:00']);
    expect(change.startTimes.map((s) => s.startsAt)).toEqual([
      '2026-10-25T01:30:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T03:30:00+01:00',
      '2026-10-25T10:00:00+01:00',
    ]);
    expect(new Date(change.startTimes[1].epochMs).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(after.startTimes.find((s) => s.time === '10:00')?.startsAt).toBe('2026-10-26T10:00:00+01:00');
  });

  it('counts places at the exact instant of each start', () => {
    const taken = new Map([[Date.parse('2026-10-25T00:30:00Z'), 5]]);
    const [change] = compute('2026-10-25', '2026-10-25', taken);
    expect(change.startTimes.map((s) => s.placesLeft)).toEqual([8, 3, 8, 8]);
  });
});

describe('a whole year', () => {
  it('has 365 days with the right offsets on both sides of each change', () => {
    const days = compute('2026-01-01', '2026-12-31');
    expect(days).toHaveLength(365);
    const offsetOn = (date: string) =>
      days
        .find((d) => d.date === date)!
        .startTimes.find((s) => s.time === '10:00')!
        .startsAt.slice(-6);
    expect([
      offsetOn('2026-01-15'),
      offsetOn('2026-03-28'),
      offsetOn('2026-03-29'),
      offsetOn('2026-07-01'),
      offsetOn('2026-10-24'),
      offsetOn('2026-10-25'),
      offsetOn('2026-12-31'),
    ]).toEqual(['+01:00', '+01:00', '+02:00', '+02:00', '+02:00', '+01:00', '+01:00']);
  });
});
