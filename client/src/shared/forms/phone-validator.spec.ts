import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from '../../../../common/phone-cases';
import en from '../i18n/messages/en.json';
import hr from '../i18n/messages/hr.json';
import { phoneNumber } from './phone-validator';

const required = phoneNumber({ required: true, countryField: 'phoneCountry' });
const optional = phoneNumber({ required: false });

describe("the phone field validator (the server's rule, common/phone.ts)", () => {
  it.each(PHONE_CASES.valid)('accepts %j', (typed) => {
    expect(required(typed, { phoneCountry: 'HR' })).toBeUndefined();
    expect(optional(typed)).toBeUndefined();
  });

  it.each(PHONE_CASES.invalid)('refuses %j', (typed) => {
    expect(required(typed, { phoneCountry: 'HR' })).toBe('validation.phone.invalid');
    expect(optional(typed)).toBe('validation.phone.invalid');
  });

  it('asks for a required phone left out; an optional one may stay blank', () => {
    expect(required('', { phoneCountry: 'HR' })).toBe('validation.phone.required');
    expect(required('   ', { phoneCountry: 'HR' })).toBe('validation.phone.required');
    expect(required(undefined, {})).toBe('validation.phone.required');
    expect(optional('')).toBeUndefined();
    expect(optional(undefined)).toBeUndefined();
  });

  it('reads a national number in the chosen country, else as Croatian', () => {
    expect(required('030 123456', { phoneCountry: 'DE' })).toBeUndefined();
    expect(required('030 123456', { phoneCountry: 'HR' })).toBe('validation.phone.invalid');
    expect(required('091 234 5678', { phoneCountry: null })).toBeUndefined();
    expect(required('+385 91 234 5678', { phoneCountry: 'DE' })).toBeUndefined();
  });

  it("says so in the spec's words, in English and Croatian", () => {
    expect(en['validation.phone.required']).toBe('Please enter your contact number.');
    expect(hr['validation.phone.required']).toBe('Molimo unesite svoj kontakt broj.');
    expect(en['validation.phone.invalid']).toBe('Please enter a valid phone number with its country code, e.g. +385 91 234 5678.');
    expect(hr['validation.phone.invalid']).toBe('Molimo unesite ispravan broj telefona s pozivnim brojem države, npr. +385 91 234 5678.');
  });
});
