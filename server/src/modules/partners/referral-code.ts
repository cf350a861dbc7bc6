// Referral codes of partner objects: 10 characters drawn with crypto randomness from an alphabet
// without look-alikes (no 0/O, 1/I/L), so a code read off a poster is typed right and cannot be guessed.
import { randomInt } from 'node:crypto';

export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 10;
export const REFERRAL_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** As typed or read from a link: trimmed, upper case; null unless it has the form of a code. */
export function referralCodeOf(value: string): string | null {
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE.test(code) ? code : null;
}

/** The object's link: the storefront's home with `?ref=CODE`. */
export function referralUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?ref=${code}`;
}
