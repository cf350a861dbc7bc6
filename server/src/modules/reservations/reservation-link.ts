// The guest's link to their reservation, for anonymous (and any) guests: /booking/reservation/{number}?token=…
// The token is a JWT (HS256, the accounts module's signing key) naming the reservation number, for
// this purpose only (its own audience), expiring 30 days after the start. A token of another number,
// a forged or malformed one is a 404 (nothing is told about the reservation); an expired one is 410.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { RequestContext } from '../../context.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { signingKey } from '../accounts/tokens.js';
import { loadReservationViews, type ReservationView } from './reservation-views.js';

const ISSUER = 'lokalno';
const AUDIENCE = 'reservation-link';
/** How long after the start the link still opens the reservation (the voucher, the receipt). */
export const LINK_DAYS_AFTER_START = 30;

type TokenContext = Pick<RequestContext, 'dataSource' | 'config'>;

const linkExpired = () => new DomainError('GONE', { id: 'reservation.linkExpired' }, undefined, 'RESERVATION_LINK_EXPIRED');

/** A token for the reservation `number`, valid until `expiresAt` (default: 30 days after the start). */
export async function reservationLinkToken(
  ctx: TokenContext,
  reservation: { number: string; startsAt: Date },
  expiresAt?: Date,
): Promise<string> {
  const until = expiresAt ?? new Date(reservation.startsAt.getTime() + LINK_DAYS_AFTER_START * 86_400_000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(reservation.number)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(until.getTime() / 1000))
    .sign(await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV));
}

/** The absolute address of the guest's reservation page. */
export async function reservationLink(ctx: TokenContext, reservation: { number: string; startsAt: Date }): Promise<string> {
  const token = await reservationLinkToken(ctx, reservation);
  return `${ctx.config.publicUrl}/booking/reservation/${encodeURIComponent(reservation.number)}?token=${encodeURIComponent(token)}`;
}

/** Whether `token` is a genuine, unexpired link token for `number`; throws 410 when it expired, 404 otherwise. */
export async function checkLinkToken(ctx: TokenContext, number: string, token: string): Promise<void> {
  const key = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], subject: number });
    if (payload.sub !== number) throw notFound();
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      // Expired, but only a genuine token of this number says so.
      if (error.payload.sub === number && error.payload.aud === AUDIENCE) throw linkExpired();
      throw notFound();
    }
    if (error instanceof joseErrors.JOSEError) throw notFound();
    throw error;
  }
}

/** The reservation `number` for the holder of its link token (no guest details). */
export async function reservationByLink(ctx: RequestContext, number: string, token: string): Promise<ReservationView> {
  await checkLinkToken(ctx, number, token);
  const [view] = await loadReservationViews(ctx, { where: 'r.number = $1', params: [number] }, 'link');
  if (!view) throw notFound();
  return view;
}
