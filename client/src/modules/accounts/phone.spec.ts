import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone';

describe('phone numbers in the profile form', () => {
  it('splits a stored number into its country and national form', () => {
    expect(splitPhone('+385912345678')).toEqual({ country: 'HR', national: '091 234 5678' });
    expect(splitPhone(null)).toEqual({ country: null, national: '' });
  });

  it('joins the calling code and the typed number in international form', () => {
    expect(joinPhone('HR', '385', '091 234 5678')).toBe('+385 91 234 5678');
    expect(joinPhone('HR', '385', '91 234 5678')).toBe('+385 91 234 5678');
    expect(joinPhone('HR', '385', '+49 30 123456')).toBe('+49 30 123456');
    expect(joinPhone('HR', '385', '  ')).toBeNull();
  });
});
