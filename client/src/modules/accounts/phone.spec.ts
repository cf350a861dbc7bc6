import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone';

describe('phone numbers in the profile form', () => {
  it('splits a stored number into its country and national form', () => {
    expect(splitPhone('+385912345678')).toEqual({ country: 'HR', national: '091 234 5678' });
    expect(splitPhone(null)).toEqual({ country: null, national: '' });
  });

  it('reads the typed number in the chosen country and sends it in E.164, as the server stores it', () => {
    expect(joinPhone('HR', '385', '091 234 5678')).toBe('+385912345678');
    expect(joinPhone('HR', '385', '91 234 5678')).toBe('+385912345678');
    expect(joinPhone('DE', '49', '030 123456')).toBe('+4930123456');
    expect(joinPhone('HR', '385', '+49 30 123456')).toBe('+4930123456');
    expect(joinPhone(null, null, '091 234 5678')).toBe('+385912345678');
    expect(joinPhone('HR', '385', '  ')).toBeNull();
  });

  it('sends a number the rule refuses with its calling code, for the server to name', () => {
    expect(joinPhone('HR', '385', '12')).toBe('+385 12');
    expect(joinPhone('HR', '385', '+12')).toBe('+12');
  });
});
