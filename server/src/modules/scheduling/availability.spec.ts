// The availability rules, table by table: seasons, weekdays, unavailable dates, advance hours, full slots.
import { describe, expect, it } from 'vitest';
import { computeAvailability, type ScheduleInput, type ScheduleSeason } from './availability.js';
import { BookingType } from './season.entity.js';

const summer = (overrides: Partial<ScheduleSeason> = {}): ScheduleSeason => ({
  from: '2026-06-01',
  to: '2026-06-30',
  bookingType: BookingType.START_TIMES,
  workingTimes: [
    {
      startHour: 9,
      startMinute: 0,
      endHour: 18,
      endMinute: 0,
      weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
    },
  ],
  bookingTimes: [
    { hour: 10, minute: 0 },
    { hour: 14, minute: 30 },
  ],
  unavailableDates: ['2026-06-10'],
  ...overrides,
});

const input = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  seasons: [summer()],
  placesPerStart: 10,
  advanceHours: 24,
  placesTaken: new Map(),
  from: '2026-05-30',
  to: '2026-06-15',
  now: Date.parse('2026-05-01T00:00:00Z'),
  ...overrides,
});

const day = (days: ReturnType<typeof computeAvailability>, date: string) => days.find((d) => d.date === date)!;

describe('seasons and weekdays', () => {
  const days = computeAvailability(input());

  it('returns one entry per day of the range', () => {
    expect(days.map((d) => d.date)).toHaveLength(17);
    expect(days[0]).toMatchObject({ date: '2026-05-30', weekday: 'SATURDAY' });
  });

  it.each([
    ['2026-05-31', 'OUTSIDE_SEASON', false],
    ['2026-06-01', 'OPEN', true],
    ['2026-06-07', 'CLOSED_WEEKDAY', false],
    ['2026-06-10', 'UNAVAILABLE_DATE', false],
    ['2026-06-13', 'OPEN', true],
  ])('%s is %s', (date, status, bookable) => {
    expect(day(days, date)).toMatchObject({ status, bookable });
  });

  it('offers the booking times in the working hours, as Zagreb times with their offset', () => {
    expect(day(days, '2026-06-01').startTimes).toEqual([
      { time: '10:00', startsAt: '2026-06-01T10:00:00+02:00', epochMs: Date.parse('2026-06-01T08:00:00Z'), placesLeft: 10 },
      { time: '14:30', startsAt: '2026-06-01T14:30:00+02:00', epochMs: Date.parse('2026-06-01T12:30:00Z'), placesLeft: 10 },
    ]);
  });

  it('uses the opening time when a season has no booking times, and for whole-day bookings', () => {
    const noTimes = computeAvailability(input({ seasons: [summer({ bookingTimes: [] })] }));
    expect(day(noTimes, '2026-06-01').startTimes.map((s) => s.time)).toEqual(['09:00']);
    const wholeDay = computeAvailability(input({ seasons: [summer({ bookingType: BookingType.WHOLE_DAY })] }));
    expect(day(wholeDay, '2026-06-01').startTimes.map((s) => s.time)).toEqual(['09:00']);
  });

  it('offers different hours on different weekdays', () => {
    const split = summer({
      workingTimes: [
        { startHour: 9, startMinute: 0, endHour: 12, endMinute: 0, weekdays: ['MONDAY'] },
        { startHour: 13, startMinute: 0, endHour: 18, endMinute: 0, weekdays: ['SATURDAY'] },
      ],
    });
    const days2 = computeAvailability(input({ seasons: [split] }));
    expect(day(days2, '2026-06-01').startTimes.map((s) => s.time)).toEqual(['10:00']);
    expect(day(days2, '2026-06-06').startTimes.map((s) => s.time)).toEqual(['14:30']);
    expect(day(days2, '2026-06-02').status).toBe('CLOSED_WEEKDAY');
  });

  it('moves from one season to the next', () => {
    const autumn = summer({ from: '2026-07-01', to: '2026-09-30', bookingTimes: [{ hour: 11, minute: 0 }], unavailableDates: [] });
    const days2 = computeAvailability(input({ seasons: [autumn, summer()], from: '2026-06-29', to: '2026-07-02' }));
    expect(days2.map((d) => d.startTimes.map((s) => s.time))).toEqual([['10:00', '14:30'], ['10:00', '14:30'], ['11:00'], ['11:00']]);
  });
});

describe('advance booking hours', () => {
  it.each([
    ['2026-05-31T07:59:00Z', ['10:00', '14:30'], 'OPEN'],
    ['2026-05-31T08:00:00Z', ['10:00', '14:30'], 'OPEN'],
    ['2026-05-31T08:01:00Z', ['14:30'], 'OPEN'],
    ['2026-05-31T12:31:00Z', [], 'TOO_LATE'],
  ])('now %s leaves %j on 1 June', (now, times, status) => {
    const days = computeAvailability(input({ now: Date.parse(now) }));
    expect(day(days, '2026-06-01').startTimes.map((s) => s.time)).toEqual(times);
    expect(day(days, '2026-06-01').status).toBe(status);
  });
});

describe('places left', () => {
  it('subtracts the people holding or booked at a start; a day with every start full is FULL', () => {
    const at10 = Date.parse('2026-06-01T08:00:00Z');
    const at1430 = Date.parse('2026-06-01T12:30:00Z');
    const partly = computeAvailability(input({ placesTaken: new Map([[at10, 7]]) }));
    expect(day(partly, '2026-06-01').startTimes.map((s) => s.placesLeft)).toEqual([3, 10]);
    const full = computeAvailability(
      input({
        placesTaken: new Map([
          [at10, 10],
          [at1430, 12],
        ]),
      }),
    );
    expect(day(full, '2026-06-01')).toMatchObject({ status: 'FULL', bookable: false });
    expect(day(full, '2026-06-01').startTimes.map((s) => s.placesLeft)).toEqual([0, 0]);
  });
});
