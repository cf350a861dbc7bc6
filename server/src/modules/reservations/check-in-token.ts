// Check-in tokens: a compact JWS (EdDSA) the voucher's QR code carries (kept beside the voucher;
// the check-in module, above reservations, verifies them at the door). Claims are short and carry
// no personal data: r (the reservation number), s (the start, epoch seconds), p (people). Anyone
// with the published keys (GET /api/check-in/keys) can verify one offline; the server does the same.
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { RESERVATION_NUMBER_PATTERN } from './reservation-number.js';
import { CHECK_IN_ALGORITHM, checkInKeys } from './check-in-keys.js';

export interface CheckInClaims {
  /** The reservation number, e.g. 7KQ2-M9XD. */
  number: string;
  startsAt: Date;
  people: number;
}

type KeyContext = Pick<RequestContext, 'dataSource' | 'config'>;

export async function signCheckInToken(ctx: KeyContext, claims: CheckInClaims): Promise<string> {
  const { signing } = await checkInKeys(ctx.dataSource, ctx.config);
  return new SignJWT({ r: claims.number, s: Math.floor(claims.startsAt.getTime() / 1000), p: claims.people })
    .setProtectedHeader({ alg: CHECK_IN_ALGORITHM, kid: signing.kid })
    .sign(signing.key);
}

/** A forged, altered or malformed token: a 400 on `token` with the reason INVALID_TOKEN. */
export const invalidCheckInToken = () =>
  new DomainError('BAD_USER_INPUT', { id: 'checkIn.token.invalid' }, { token: { id: 'checkIn.token.invalid' } }, 'INVALID_TOKEN');

/** The claims of a token signed by one of the published keys; anything else is invalidCheckInToken. */
export async function verifyCheckInToken(ctx: KeyContext, token: string): Promise<CheckInClaims> {
  const { published } = await checkInKeys(ctx.dataSource, ctx.config);
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: published }), { algorithms: [CHECK_IN_ALGORITHM] });
    const { r, s, p } = payload as { r?: unknown; s?: unknown; p?: unknown };
    if (typeof r !== 'string' || !RESERVATION_NUMBER_PATTERN.test(r)) throw invalidCheckInToken();
    if (typeof s !== 'number' || !Number.isSafeInteger(s) || typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1)
      throw invalidCheckInToken();
    return { number: r, startsAt: new Date(s * 1000), people: p };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidCheckInToken();
  }
}
