import { describe, expect, it } from 'vitest';
import { monthLabel, monthsUpTo, shiftMonth, zagrebMonth } from './month';

describe('months', () => {
  it('moves across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('lists months newest first', () => {
    expect(monthsUpTo('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it("takes the month of Zagreb's clock, not UTC's", () => {
    // 23:30 UTC on 31 January is already 1 February in Zagreb.
    expect(zagrebMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
  });

  it('labels a month in the language', () => {
    expect(monthLabel('2026-03', 'en-GB', 'long')).toBe('March 2026');
    expect(monthLabel('2026-03', 'hr', 'long')).toMatch(/^ožujak 2026/);
  });
});
