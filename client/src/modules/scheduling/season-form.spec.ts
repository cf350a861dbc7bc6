import { describe, expect, it } from 'vitest';
import type { SeasonDetailsFragment } from '../../graphql/generated';
import {
  checkNewBookingTime,
  checkSeason,
  emptySeason,
  formToInput,
  parseClock,
  problemScope,
  seasonToForm,
  type SeasonFormValues,
  type WorkingTimeRow,
} from './season-form';

const listDays = (days: string[]) => days.join(', ');

function row(start: string, end: string, weekdays: WorkingTimeRow['weekdays'], key = `${start}-${end}`): WorkingTimeRow {
  return { key, start, end, weekdays };
}

function season(patch: Partial<SeasonFormValues> = {}): SeasonFormValues {
  return {
    ...emptySeason(),
    name: 'Summer',
    from: '2029-06-01',
    to: '2029-09-30',
    workingTimes: [row('09:00', '17:00', ['MONDAY', 'TUESDAY'])],
    ...patch,
  };
}

const ids = (values: SeasonFormValues, others = []) =>
  Object.fromEntries(Object.entries(checkSeason(values, others, listDays)).map(([key, problem]) => [key, problem.id]));

describe('season rules in the browser', () => {
  it('accepts a complete season', () => {
    expect(ids(season({ bookingTimes: ['10:00', '16:30'], unavailableDates: ['2029-08-15'] }))).toEqual({});
  });

  it('asks for the name and both dates', () => {
    expect(ids(season({ name: '  ', from: null, to: null }))).toEqual({
      name: 'scheduling.error.nameRequired',
      from: 'scheduling.error.startRequired',
    });
    expect(ids(season({ to: null }))).toEqual({ to: 'scheduling.error.endRequired' });
  });

  it('refuses an end before the start and dates overlapping another season', () => {
    expect(ids(season({ from: '2029-07-01', to: '2029-06-01' }))).toEqual({ to: 'scheduling.error.endBeforeStart' });
    const others = [{ from: '2029-09-30', to: '2029-12-31' }];
    expect(checkSeason(season(), others, listDays).from?.id).toBe('scheduling.error.overlap');
    expect(checkSeason(season({ to: '2029-09-29' }), others, listDays)).toEqual({});
  });

  it('needs working hours, with a working day each', () => {
    expect(ids(season({ workingTimes: [] }))).toEqual({ workingTimes: 'scheduling.error.workingHoursRequired' });
    expect(ids(season({ workingTimes: [row('09:00', '17:00', [])] }))).toEqual({
      'workingTimes.0.weekdays': 'scheduling.error.weekdayRequired',
    });
  });

  it('checks the hours of each working time', () => {
    expect(ids(season({ workingTimes: [row('09:00', '09:45', ['MONDAY'])] }))).toEqual({
      'workingTimes.0': 'scheduling.error.sameHours',
    });
    expect(ids(season({ workingTimes: [row('14:00', '10:00', ['MONDAY'])] }))).toEqual({
      'workingTimes.0': 'scheduling.error.closingBeforeOpening',
    });
    expect(ids(season({ workingTimes: [row('', '10:00', ['MONDAY'])] }))).toEqual({
      'workingTimes.0': 'scheduling.error.invalidTime',
    });
    // Closing at 00:00 is midnight, not the start of the day.
    expect(ids(season({ workingTimes: [row('18:00', '00:00', ['MONDAY'])] }))).toEqual({});
  });

  it('names the days a later working time repeats', () => {
    const values = season({
      workingTimes: [row('09:00', '12:00', ['MONDAY', 'TUESDAY']), row('14:00', '18:00', ['TUESDAY', 'WEDNESDAY', 'MONDAY'])],
    });
    const problems = checkSeason(values, [], (days) => days.join(' & '));
    expect(problems['workingTimes.1']).toEqual({
      id: 'scheduling.error.weekdayTaken',
      values: { days: 'TUESDAY & MONDAY' },
    });
    expect(problems['workingTimes.0']).toBeUndefined();
  });

  it('keeps start times inside the working hours (whole-day seasons have none)', () => {
    const values = season({ bookingTimes: ['08:30', '10:00', '17:00'] });
    expect(ids(values)).toEqual({
      'bookingTimes.0': 'scheduling.error.timeOutsideWorkingHours',
      'bookingTimes.2': 'scheduling.error.timeOutsideWorkingHours',
    });
    expect(ids({ ...values, bookingType: 'WHOLE_DAY' })).toEqual({});
  });

  it('keeps unavailable dates inside the season', () => {
    expect(ids(season({ unavailableDates: ['2029-05-31', '2029-06-01', '2029-10-01'] }))).toEqual({
      'unavailableDates.0': 'scheduling.error.dateOutsideSeason',
      'unavailableDates.2': 'scheduling.error.dateOutsideSeason',
    });
  });

  it('refuses a new start time that is taken or outside the hours', () => {
    const values = season({ bookingTimes: ['10:00'] });
    expect(checkNewBookingTime('10:00', values)?.id).toBe('scheduling.error.timeExists');
    expect(checkNewBookingTime('18:00', values)?.id).toBe('scheduling.error.timeOutsideWorkingHours');
    expect(checkNewBookingTime('', values)?.id).toBe('scheduling.error.invalidTime');
    expect(checkNewBookingTime('16:59', values)).toBeNull();
  });
});

describe('season values and the API', () => {
  const saved: SeasonDetailsFragment = {
    id: 7,
    serviceId: 3,
    name: 'Evenings',
    bookingType: 'START_TIMES',
    from: '2029-06-01',
    to: '2029-06-30',
    workingTimes: [{ id: 1, startHour: 18, startMinute: 30, endHour: 24, endMinute: 0, weekdays: ['FRIDAY', 'MONDAY'] }],
    bookingTimes: [
      { id: 2, hour: 21, minute: 0 },
      { id: 1, hour: 19, minute: 5 },
    ],
    unavailableDates: [{ id: 1, date: '2029-06-15' }],
  };

  it('round-trips a season, midnight included', () => {
    const values = seasonToForm(saved);
    expect(values.workingTimes[0]).toMatchObject({ start: '18:30', end: '00:00', weekdays: ['MONDAY', 'FRIDAY'] });
    expect(values.bookingTimes).toEqual(['19:05', '21:00']);
    expect(formToInput(values)).toEqual({
      name: 'Evenings',
      bookingType: 'START_TIMES',
      from: '2029-06-01',
      to: '2029-06-30',
      workingTimes: [{ startHour: 18, startMinute: 30, endHour: 24, endMinute: 0, weekdays: ['MONDAY', 'FRIDAY'] }],
      bookingTimes: [
        { hour: 19, minute: 5 },
        { hour: 21, minute: 0 },
      ],
      unavailableDates: ['2029-06-15'],
    });
  });

  it('sends no start times for a whole-day season and trims the name', () => {
    const input = formToInput({ ...seasonToForm(saved), name: '  Evenings ', bookingType: 'WHOLE_DAY' });
    expect(input.name).toBe('Evenings');
    expect(input.bookingTimes).toEqual([]);
  });

  it('reads clock times', () => {
    expect(parseClock('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseClock('23:59:00')).toEqual({ hour: 23, minute: 59 });
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('')).toBeNull();
  });

  it('ties a message to the part of the values it is about', () => {
    const values = season();
    expect(problemScope('name', values)).not.toBe(problemScope('name', { ...values, name: 'Other' }));
    expect(problemScope('from', values)).toBe(problemScope('from', { ...values, name: 'Other' }));
    const moved = { ...values, workingTimes: [{ ...values.workingTimes[0], end: '18:00' }] };
    expect(problemScope('workingTimes.0', values)).not.toBe(problemScope('workingTimes.0', moved));
    expect(problemScope('unavailableDates.0', values)).not.toBe(problemScope('unavailableDates.0', { ...values, to: '2029-10-31' }));
  });
});
