// The waitlist's emailed links: signed tokens (HS256 JWT, the accounts signing key) naming the entry,
// each with its own audience. The leave token is valid until a day after the start; the offer token
// names the offer's round and is valid until the offer's hold expires. A forged, malformed or foreign
// token is a 404 (nothing is told about the entry); an expired one is 410.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { signingKey } from '../accounts/tokens.js';

const ISSUER = 'lokalno';
export const LEAVE_AUDIENCE = 'waitlist-leave';
export const OFFER_AUDIENCE = 'waitlist-offer';
/** Tokens are short; anything longer is refused before it is verified. */
export const MAX_WAITLIST_TOKEN_LENGTH = 1000;

type TokenContext = Pick<RequestContext, 'dataSource' | 'config'>;

/** 410: the link was genuine but is too old (the offer ran out, or the start is over). */
export const linkExpired = () => new DomainError('GONE', { id: 'waitlist.linkExpired' }, undefined, 'WAITLIST_LINK_EXPIRED');

async function sign(
  ctx: TokenContext,
  audience: string,
  entryId: number,
  until: Date,
  claims: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(entryId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(until.getTime() / 1000))
    .sign(await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV));
}

/** The token of the "leave the waitlist" link: valid until a day after the start. */
export function leaveToken(ctx: TokenContext, entry: { id: number; startsAt: Date }): Promise<string> {
  return sign(ctx, LEAVE_AUDIENCE, entry.id, new Date(entry.startsAt.getTime() + 86_400_000));
}

/** The token of an offer's link: its round, valid while the offer's places are held. */
export function offerToken(ctx: TokenContext, entry: { id: number; offerRound: number; offerExpiresAt: Date }): Promise<string> {
  return sign(ctx, OFFER_AUDIENCE, entry.id, entry.offerExpiresAt, { round: entry.offerRound });
}

export interface WaitlistTokenClaims {
  entryId: number;
  audience: typeof LEAVE_AUDIENCE | typeof OFFER_AUDIENCE;
  /** The offer's round (offer tokens only). */
  round: number | null;
}

/** The entry a genuine token names (either audience, or the one asked); 404 otherwise, 410 when it expired. */
export async function readWaitlistToken(
  ctx: TokenContext,
  token: string,
  audiences: readonly string[] = [LEAVE_AUDIENCE, OFFER_AUDIENCE],
): Promise<WaitlistTokenClaims> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_WAITLIST_TOKEN_LENGTH) throw notFound();
  const key = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: [...audiences], algorithms: ['HS256'] });
    const entryId = Number(payload.sub);
    if (!Number.isSafeInteger(entryId) || entryId < 1) throw notFound();
    const audience = (Array.isArray(payload.aud) ? payload.aud[0] : payload.aud) as WaitlistTokenClaims['audience'];
    const round = typeof payload.round === 'number' ? payload.round : null;
    return { entryId, audience, round };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      // Expired, but only a genuine token says so.
      if (typeof error.payload.aud === 'string' && audiences.includes(error.payload.aud)) throw linkExpired();
      throw notFound();
    }
    if (error instanceof joseErrors.JOSEError) throw notFound();
    throw error;
  }
}
