// Checks of the OCTO request fields the bookings read: uuids, references, notes and the contact,
// each bounded and free of NUL and broken Unicode; a bad one is 400 BAD_REQUEST naming the field.
import { isEmail } from 'class-validator';
import { isCleanText } from '../../../shared/text.js';
import type { ResellerContact } from '../reseller-booking.entity.js';
import { badRequest } from './octo-errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function checkedUuid(value: unknown, field: string): string {
  if (!isUuid(value)) throw badRequest(`${field} must be a UUID`);
  return value.toLowerCase();
}

/** An optional text: undefined stays undefined (not given), null or blank is null. */
export function optionalText(value: unknown, field: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' || !isCleanText(value) || value.length > max)
    throw badRequest(`${field} must be a text of at most ${max} characters`);
  return value.trim() || null;
}

const CONTACT_TEXTS = { fullName: 200, firstName: 100, lastName: 100, phoneNumber: 40, country: 2, notes: 2000 } as const;

/** OCTO's contact, every field optional; undefined when not given. */
export function checkedContact(value: unknown): ResellerContact | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('contact must be an object');
  const raw = value as Record<string, unknown>;
  const contact: ResellerContact = {
    fullName: null,
    firstName: null,
    lastName: null,
    emailAddress: null,
    phoneNumber: null,
    locales: [],
    country: null,
    notes: null,
  };
  for (const [field, max] of Object.entries(CONTACT_TEXTS)) {
    (contact as unknown as Record<string, string | null>)[field] = optionalText(raw[field], `contact.${field}`, max) ?? null;
  }
  const email = optionalText(raw.emailAddress, 'contact.emailAddress', 254) ?? null;
  if (email !== null && !isEmail(email)) throw badRequest('contact.emailAddress must be an email address');
  contact.emailAddress = email;
  if (raw.locales !== undefined) {
    if (
      !Array.isArray(raw.locales) ||
      raw.locales.length > 10 ||
      raw.locales.some((locale) => typeof locale !== 'string' || !/^[A-Za-z-]{2,20}$/.test(locale))
    )
      throw badRequest('contact.locales must be a list of up to 10 language tags');
    contact.locales = raw.locales as string[];
  }
  return contact;
}
