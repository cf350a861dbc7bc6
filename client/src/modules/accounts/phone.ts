// Phone numbers as the profile form shows them: a country (for its calling code) and the national number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../../../../common/phone';

export interface PhoneParts {
  /** ISO 3166-1 alpha-2 of the calling code. */
  country: string | null;
  national: string;
}

/** Splits a stored E.164 number, e.g. +385912345678 → HR and "091 234 5678". */
export function splitPhone(phone: string | null): PhoneParts {
  if (!phone) return { country: null, national: '' };
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return { country: null, national: phone };
  return { country: parsed.country ?? null, national: parsed.formatNational() };
}

/**
 * The typed number read in the chosen country (a number typed with its own + prefix keeps its
 * country), in E.164 as the server stores it (common/phone.ts); null when left blank. A number the
 * rule refuses goes with its calling code as typed, for the server to name.
 */
export function joinPhone(country: string | null, callingCode: string | null, national: string): string | null {
  const typed = national.trim();
  if (typed === '') return null;
  const number = toE164(typed, country || DEFAULT_PHONE_COUNTRY);
  if (number) return number;
  return callingCode && !typed.startsWith('+') ? `+${callingCode} ${typed}` : typed;
}
