import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { vatNumberProblem } from './vat-number';

const shown = (value: string, locale: 'en' | 'hr' = 'en') => {
  const id = vatNumberProblem(value, 'HR');
  return id && createIntl({ locale, messages: messages[locale] }).formatMessage({ id });
};

describe('the OIB of a Croatian company', () => {
  it('says the OIB has 11 digits when the length is wrong', () => {
    expect(shown('6943515153')).toBe("Please enter a valid company's personal number: the OIB has exactly 11 digits.");
    expect(shown('69435151530 1')).toBe("Please enter a valid company's personal number: the OIB has exactly 11 digits.");
    expect(shown('6943515153', 'hr')).toBe('Molimo unesite ispravan OIB tvrtke: OIB ima točno 11 znamenki.');
  });

  it('says the check digit does not match when 11 digits were entered', () => {
    expect(shown('69435151531')).toBe(
      'This OIB is not valid: its last digit (the check digit) does not match the first ten. Please check the number.',
    );
    expect(shown('69435151531', 'hr')).toBe(
      'Ovaj OIB nije ispravan: zadnja znamenka (kontrolna znamenka) ne odgovara prvima deset. Molimo provjerite broj.',
    );
  });

  it('accepts a valid OIB as the server reads it (spaces, HR prefix), and leaves other countries and the empty field alone', () => {
    expect(vatNumberProblem('HR 694 351 515 30', 'HR')).toBeUndefined();
    expect(vatNumberProblem('DE123456789', 'DE')).toBeUndefined();
    expect(vatNumberProblem('  ', 'HR')).toBeUndefined();
  });
});
