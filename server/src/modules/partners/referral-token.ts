// The referral the browser keeps after a visit through a partner's link: `CODE.SECONDS.MAC`, the
// object's code, the visit time (Unix seconds) and an HMAC-SHA256 of both (base64url, 128 bits)
// under a key derived from the server's signing secret. The time cannot be moved without the key,
// so the attribution window is counted from the real visit. A bare code counts as a visit now
// (API integrators). Pure: the key and the clock come from the caller.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REFERRAL_CODE, referralCodeOf } from './referral-code.js';

export interface Referral {
  code: string;
  visitedAt: Date;
}

/** Tokens and codes longer than this are refused as malformed (400), not just ignored. */
export const MAX_REFERRAL_LENGTH = 100;
const TOKEN = /^([23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;
/** A visit time a little ahead of the server's clock (another instance's) is taken; further is not. */
const CLOCK_SKEW_MS = 5 * 60_000;

function mac(key: Uint8Array, code: string, seconds: number): string {
  return createHmac('sha256', key).update(`referral:${code}.${seconds}`).digest().subarray(0, 16).toString('base64url');
}

/** The key for referral tokens, derived from the server's signing secret (never the secret itself). */
export function referralKey(signingSecret: Uint8Array): Buffer {
  return createHmac('sha256', signingSecret).update('lokalno referral token v1').digest();
}

export function signReferral(key: Uint8Array, referral: Referral): string {
  if (!REFERRAL_CODE.test(referral.code)) throw new Error('not a referral code');
  const seconds = Math.floor(referral.visitedAt.getTime() / 1000);
  return `${referral.code}.${seconds}.${mac(key, referral.code, seconds)}`;
}

/** A signed token (its MAC checked) or a bare code (a visit at `now`); null for anything else. */
export function readReferral(key: Uint8Array, value: string, now: number): Referral | null {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_REFERRAL_LENGTH) return null;
  const bare = referralCodeOf(trimmed);
  if (bare) return { code: bare, visitedAt: new Date(now) };
  const match = TOKEN.exec(trimmed);
  if (!match) return null;
  const [, code, secondsText, given] = match;
  const seconds = Number(secondsText);
  const expected = Buffer.from(mac(key, code, seconds));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const visitedAt = new Date(seconds * 1000);
  if (visitedAt.getTime() > now + CLOCK_SKEW_MS) return null;
  return { code, visitedAt };
}

/** When the referral stops attributing: the visit plus the window. */
export function referralExpiry(referral: Referral, windowDays: number): Date {
  return new Date(referral.visitedAt.getTime() + windowDays * 86_400_000);
}

export function withinWindow(referral: Referral, now: number, windowDays: number): boolean {
  return now < referralExpiry(referral, windowDays).getTime();
}
