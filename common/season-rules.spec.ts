// The season rules of spec section 5, table by table.
import { describe, expect, it } from 'vitest';
import {
  checkBookingTime,
  checkBookingTimes,
  checkNoOverlap,
  checkSeasonDates,
  checkUnavailableDate,
  checkWorkingTime,
  checkWorkingTimes,
  type WorkingTimeShape,
} from './season-rules.js';

const working = (overrides: Partial<WorkingTimeShape> = {}): WorkingTimeShape => ({
  startHour: 9,
  startMinute: 0,
  endHour: 17,
  endMinute: 0,
  weekdays: ['MONDAY'],
  ...overrides,
});

describe('season dates', () => {
  it.each([
    [{ from: '2026-05-01', to: '2026-09-30' }, {}],
    [{ from: '2026-05-01', to: '2026-05-01' }, {}],
    [{ from: '2026-05-02', to: '2026-05-01' }, { to: { id: 'season.endBeforeStart' } }],
    [{ from: '2026-02-30', to: '2026-05-01' }, { from: { id: 'season.invalidDate' } }],
    [{ from: '2026-05-01', to: 'soon' }, { to: { id: 'season.invalidDate' } }],
  ])('%j → %j', (range, expected) => {
    expect(checkSeasonDates(range)).toEqual(expected);
  });
});

describe('overlapping seasons', () => {
  const summer = { from: '2026-06-01', to: '2026-08-31' };
  it.each([
    [{ from: '2026-05-01', to: '2026-05-31' }, false],
    [{ from: '2026-09-01', to: '2026-10-31' }, false],
    [{ from: '2026-05-01', to: '2026-06-01' }, true],
    [{ from: '2026-08-31', to: '2026-09-30' }, true],
    [{ from: '2026-07-01', to: '2026-07-15' }, true],
    [{ from: '2026-01-01', to: '2026-12-31' }, true],
  ])('%j overlaps summer: %s', (range, overlapping) => {
    expect(checkNoOverlap(range, [summer])).toEqual(overlapping ? { from: { id: 'season.overlap' } } : {});
  });
});

describe('working times', () => {
  it.each([
    [working(), null],
    [working({ weekdays: [] }), 'season.weekdayRequired'],
    [working({ startHour: 9, endHour: 9, endMinute: 30 }), 'season.sameHours'],
    [working({ startHour: 17, endHour: 9 }), 'season.closingBeforeOpening'],
    [working({ startHour: 10, startMinute: 30, endHour: 24 }), null],
    [working({ endHour: 24, endMinute: 15 }), 'season.invalidTime'],
  ])('%j → %s', (time, problem) => {
    expect(checkWorkingTime(time)?.id ?? null).toBe(problem);
  });

  it('requires working hours and refuses a weekday already set in the season', () => {
    expect(checkWorkingTimes([])).toEqual({ workingTimes: { id: 'season.workingHoursRequired' } });
    expect(
      checkWorkingTimes([
        working({ weekdays: ['MONDAY', 'TUESDAY'] }),
        working({ startHour: 18, endHour: 22, weekdays: ['TUESDAY', 'SUNDAY'] }),
      ]),
    ).toEqual({
      'workingTimes.1': { id: 'season.weekdayTaken', values: { days: [{ id: 'weekday.TUESDAY' }] } },
    });
    expect(checkWorkingTimes([working({ weekdays: ['MONDAY'] }), working({ weekdays: ['FRIDAY'] })])).toEqual({});
  });
});

describe('booking times', () => {
  const hours = [working({ startHour: 9, endHour: 13 }), working({ startHour: 15, endHour: 20, weekdays: ['SATURDAY'] })];
  it.each([
    [{ hour: 9, minute: 0 }, null],
    [{ hour: 12, minute: 59 }, null],
    [{ hour: 13, minute: 0 }, 'season.timeOutsideWorkingHours'],
    [{ hour: 16, minute: 30 }, null],
    [{ hour: 7, minute: 0 }, 'season.timeOutsideWorkingHours'],
    [{ hour: 10, minute: 0 }, 'season.timeExists'],
  ])('%j → %s', (time, problem) => {
    expect(checkBookingTime(time, [{ hour: 10, minute: 0 }], hours)?.id ?? null).toBe(problem);
  });

  it('refuses a duplicate within one list', () => {
    expect(
      checkBookingTimes(
        [
          { hour: 10, minute: 0 },
          { hour: 10, minute: 0 },
        ],
        hours,
      ),
    ).toEqual({ 'bookingTimes.1': { id: 'season.timeExists' } });
  });
});

describe('unavailable dates', () => {
  const season = { from: '2026-06-01', to: '2026-06-30' };
  it.each([
    ['2026-06-15', null],
    ['2026-07-01', 'season.dateOutsideSeason'],
    ['2026-06-31', 'season.invalidDate'],
    ['2026-06-10', 'season.dateExists'],
  ])('%s → %s', (date, problem) => {
    expect(checkUnavailableDate(date, season, ['2026-06-10'])?.id ?? null).toBe(problem);
  });
});
