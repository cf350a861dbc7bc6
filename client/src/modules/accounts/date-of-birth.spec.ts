import { describe, expect, it } from 'vitest';
import { joinDate, splitDate } from './date-of-birth';

describe('date of birth parts', () => {
  it('round-trips the server form', () => {
    expect(splitDate('1990-05-04')).toEqual({ day: '4', month: '5', year: '1990' });
    expect(joinDate({ day: '4', month: '5', year: '1990' })).toBe('1990-05-04');
  });

  it('tells an empty choice from an incomplete or impossible one', () => {
    expect(joinDate({ day: '', month: '', year: '' })).toBeNull();
    expect(joinDate({ day: '4', month: '', year: '1990' })).toBeUndefined();
    expect(joinDate({ day: '31', month: '2', year: '1990' })).toBeUndefined();
    expect(joinDate({ day: '29', month: '2', year: '2000' })).toBe('2000-02-29');
  });
});
