// Phone numbers as the profile form shows them: a country (for its calling code) and the national number.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

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
 * Joins the calling code and the typed number in international form for the server, which validates
 * it. A number typed with its own + prefix is taken as it is.
 */
export function joinPhone(country: string | null, callingCode: string | null, national: string): string | null {
  const typed = national.trim();
  if (typed === '') return null;
  if (typed.startsWith('+')) return parsePhoneNumberFromString(typed)?.formatInternational() ?? typed;
  const parsed = country ? parsePhoneNumberFromString(typed, country as CountryCode) : undefined;
  if (parsed) return parsed.formatInternational();
  return callingCode ? `+${callingCode} ${typed}` : typed;
}
