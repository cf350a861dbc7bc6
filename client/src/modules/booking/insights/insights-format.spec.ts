import { describe, expect, it } from 'vitest';
import { chartRows, monthLabel, periodRange, zagrebDay } from './insights-format';

describe('insights helpers', () => {
  it('turns a period choice into first and last months', () => {
    expect(periodRange('LAST_12', '2026-03')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(periodRange('THIS_YEAR', '2026-03')).toEqual({ from: '2026-01', to: '2026-03' });
    expect(periodRange('LAST_YEAR', '2026-03')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(periodRange('LAST_36', '2026-12')).toEqual({ from: '2024-01', to: '2026-12' });
    expect(periodRange('LAST_12', '2026-12')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(periodRange('NEXT_12', '2026-11')).toEqual({ from: '2026-11', to: '2027-10' });
  });

  it('tells the Zagreb day of an instant, across midnight and daylight-saving time', () => {
    expect(zagrebDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(zagrebDay(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-31');
    expect(zagrebDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
  });

  it('labels months and makes chart rows in EUR', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    const month = {
      month: '2026-03',
      grossCents: 10500,
      resellerGrossCents: 0,
      commissionCents: 1969,
      netCents: 8531,
      bookings: 2,
      guests: 3,
      services: [],
    };
    expect(chartRows([month], 'en')).toEqual([{ month: 'Mar 2026', net: 85.31, commission: 19.69 }]);
  });
});
