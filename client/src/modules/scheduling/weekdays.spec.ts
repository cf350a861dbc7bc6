import { describe, expect, it } from 'vitest';
import { formatWeekdays, listWeekdays, weekdayNames, weekdaySpans } from './weekdays';

describe('weekdays', () => {
  it('names the days Monday first, in English and Croatian', () => {
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('hr', 'short')).toEqual(['Pon', 'Uto', 'Sri', 'Čet', 'Pet', 'Sub', 'Ned']);
    expect(weekdayNames('hr', 'long', false)[0]).toBe('ponedjeljak');
  });

  it('groups consecutive days', () => {
    expect(weekdaySpans(['SATURDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY'])).toEqual([['MONDAY', 'TUESDAY', 'WEDNESDAY'], ['SATURDAY']]);
    expect(weekdaySpans([])).toEqual([]);
  });

  it('shortens runs of three or more days', () => {
    expect(formatWeekdays(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], 'en')).toBe('Mon–Sun');
    expect(formatWeekdays(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'SUNDAY'], 'en')).toBe('Mon–Wed, Sun');
    expect(formatWeekdays(['SATURDAY', 'SUNDAY'], 'hr')).toBe('Sub, Ned');
  });

  it('lists days for a sentence', () => {
    expect(listWeekdays(['TUESDAY', 'MONDAY'], 'en')).toBe('Monday, Tuesday');
    expect(listWeekdays(['MONDAY'], 'hr')).toBe('ponedjeljak');
  });
});
