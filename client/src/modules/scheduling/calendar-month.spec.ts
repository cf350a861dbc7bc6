import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, daysBetween, monthBounds, monthGrid, shiftMonth, todayIn, weekdayIndex } from './calendar-month';

describe('plain dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('does not lose or gain a day over the daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(datesBetween('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('takes today in Croatia, not in the browser’s zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Zagreb (UTC+1).
    expect(todayIn('Europe/Zagreb', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(todayIn('Europe/Zagreb', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIn('Europe/Zagreb', new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});

describe('months', () => {
  it('moves between months and years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', 26)).toBe('2028-07');
  });

  it('knows the last day of every month', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('lays a month out in weeks from Monday, with blanks around it', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const grid = monthGrid('2026-11');
    expect(grid).toHaveLength(6);
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid[1][0]).toBe('2026-11-02');
    expect(grid[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });

  it('uses four weeks for a February that starts on a Monday', () => {
    const grid = monthGrid('2027-02');
    expect(grid).toHaveLength(4);
    expect(grid[0][0]).toBe('2027-02-01');
    expect(grid[3][6]).toBe('2027-02-28');
  });
});
