// The phone number rule of every form that takes one (personal info, the booking's personal info, the
// company's contact mobile, inquiries): libphonenumber-js decides, a number without its country code
// is taken as Croatian, and what is stored is the E.164 form. The server and the client both use it.
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** The country a number typed without its calling code belongs to. */
export const DEFAULT_PHONE_COUNTRY = 'HR';

/** Longer input is no phone number (E.164 has at most 15 digits; this leaves room for spacing). */
export const MAX_PHONE_INPUT = 40;

export type PhoneProblem = 'REQUIRED' | 'INVALID';

/**
 * The number in E.164 form (+385912345678), or null when it is not a valid number. An international
 * number (+… or 00…) keeps its own country; any other is read in `country` (ISO 3166-1 alpha-2).
 * Spaces around are ignored; a number with an extension is refused, since E.164 would drop it.
 */
export function toE164(value: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  const text = value.trim();
  // An unknown country makes every national number invalid (libphonenumber-js does not throw).
  if (value.length > MAX_PHONE_INPUT || !isValidPhoneNumber(text, country as CountryCode)) return null;
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  return parsed && !parsed.ext ? parsed.number : null;
}

/** True for a string that is empty or holds only spaces: a phone left out. */
function isBlankPhone(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * What is wrong with a phone field's value: REQUIRED when a required phone is left out, INVALID when
 * it is not a number by `toE164`; null when it is fine (an optional phone may be left out).
 */
export function phoneProblem(value: unknown, options: { required: boolean; country?: string }): PhoneProblem | null {
  if (isBlankPhone(value)) return options.required ? 'REQUIRED' : null;
  if (typeof value !== 'string') return 'INVALID';
  return toE164(value, options.country) === null ? 'INVALID' : null;
}

/** A stored number as people read it (+385 91 234 5678); anything that does not parse is shown as it is. */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
