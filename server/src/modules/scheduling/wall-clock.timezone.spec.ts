// Daylight-saving days in Europe/Zagreb: 29 March 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00).
import { describe, expect, it } from 'vitest';
import { startInstant, zagrebInstant } from './wall-clock.js';

const iso = (date: string, time: string) => startInstant(date, time)?.toISOString() ?? null;

describe('zagrebInstant and startInstant: a Zagreb date and time of day to an instant', () => {
  it('uses winter time (UTC+1) and summer time (UTC+2) away from the changes', () => {
    expect(zagrebInstant('2026-01-15', { hour: 10, minute: 0 })).toEqual({
      epochMs: Date.parse('2026-01-15T09:00:00Z'),
      offsetMs: 3_600_000,
    });
    expect(zagrebInstant('2026-07-15', { hour: 10, minute: 0 })).toEqual({
      epochMs: Date.parse('2026-07-15T08:00:00Z'),
      offsetMs: 7_200_000,
    });
    expect(iso('2026-07-15', '10:00')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('has no instant for 02:30 on 29 March 2026, which the clocks skip, and changes offset around it', () => {
    expect(zagrebInstant('2026-03-29', { hour: 2, minute: 30 })).toBeNull();
    expect(startInstant('2026-03-29', '02:30')).toBeNull();
    expect(iso('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first occurrence of 02:30 on 25 October 2026, which happens twice', () => {
    expect(zagrebInstant('2026-10-25', { hour: 2, minute: 30 })).toEqual({
      epochMs: Date.parse('2026-10-25T00:30:00Z'),
      offsetMs: 7_200_000,
    });
    expect(iso('2026-10-25', '03:30')).toBe('2026-10-25T02:30:00.000Z');
  });
});
