// Reservation numbers: short, readable, random. Eight characters of Crockford's base32 alphabet
// (digits and letters without I, L, O and U, so nothing reads as another character), shown as
// XXXX-XXXX: 32^8 ≈ 10^12 numbers, so a clash is rare and the caller simply draws again.
import { randomInt } from 'node:crypto';

export const RESERVATION_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RESERVATION_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newReservationNumber(random: (max: number) => number = randomInt): string {
  let chars = '';
  for (let i = 0; i < 8; i += 1) chars += RESERVATION_NUMBER_ALPHABET[random(RESERVATION_NUMBER_ALPHABET.length)];
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A number as a guest may type it: any case, with or without the dash, O for 0, I and L for 1. */
export function normaliseReservationNumber(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== 8) return null;
  const formatted = `${chars.slice(0, 4)}-${chars.slice(4)}`;
  return RESERVATION_NUMBER_PATTERN.test(formatted) ? formatted : null;
}
