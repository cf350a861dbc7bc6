// Every time of day in the emails carries Zagreb's zone: CET in winter, CEST in summer, in English and
// Croatian, whatever the server's own time zone; the change of zone falls at Zagreb's 03:00 (UTC 01:00).
import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, zagrebZone } from './booking-format.js';

describe('booking-format time zones', () => {
  const winter = new Date('2026-11-28T03:49:00Z');
  const summer = new Date('2026-07-14T08:30:00Z');

  it('writes an answer deadline with CET in winter and CEST in summer, en and hr', () => {
    expect(formatDateTime(winter, 'en')).toBe('Saturday, November 28, 2026, 04:49 (Croatian time, CET)');
    expect(formatDateTime(summer, 'en')).toBe('Tuesday, July 14, 2026, 10:30 (Croatian time, CEST)');
    expect(formatDateTime(winter, 'hr')).toMatch(/28\. studenoga 2026\.?, 04:49 \(hrvatsko vrijeme, CET\)$/);
    expect(formatDateTime(summer, 'hr')).toMatch(/14\. srpnja 2026\.?, 10:30 \(hrvatsko vrijeme, CEST\)$/);
  });

  it('writes a start time with the zone of its day', () => {
    expect(formatClock('10:00', winter, 'en')).toBe('10:00 (Croatian time, CET)');
    expect(formatClock('10:00', summer, 'hr')).toBe('10:00 (hrvatsko vrijeme, CEST)');
  });

  it('switches at the daylight-saving changes of Europe/Zagreb', () => {
    expect(zagrebZone(new Date('2026-03-29T00:59:00Z'))).toBe('CET');
    expect(zagrebZone(new Date('2026-03-29T01:00:00Z'))).toBe('CEST');
    expect(zagrebZone(new Date('2026-10-25T00:59:00Z'))).toBe('CEST');
    expect(zagrebZone(new Date('2026-10-25T01:00:00Z'))).toBe('CET');
  });
});
