// Check-in at the door and no-show after the day: the provider finds a booking by the voucher's
// signed token or its number, sees whether it can be checked in today, and checks it in with one
// guarded UPDATE in one transaction; each tap's nonce keeps its answer, so a retry answers the same.
// An accepted booking never checked in can be marked no-show once its day (Europe/Zagreb) is over.
// Both are events of the reservation's log (reservation_event: CHECKED_IN, NO_SHOW).
import type { RequestContext } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { normaliseReservationNumber } from '../reservations/reservation-number.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import { loadReservationView, type ReservationView } from '../reservations/reservation-views.js';
import { checkInKeys } from '../reservations/check-in-keys.js';
import { verifyCheckInToken } from '../reservations/check-in-token.js';
import { CheckInStatus, type CheckInInput, type CheckInKeySet, type CheckInLookupInput, type CheckInView } from './check-in.types.js';
import type { DayBookingOffer } from '../provider-desk/day-manifest.js';
import { queueBookingUpdate } from '../resellers/octo/octo-webhooks.js';

/** Today in Europe/Zagreb by the database clock. */
const TODAY = "(clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date";
const OWN_COMPANY = '(SELECT c.id FROM company c WHERE c.owner_id = $2)';

export const CHECKED_IN_EVENT = 'CHECKED_IN';
export const NO_SHOW_EVENT = 'NO_SHOW';

interface CheckInRow {
  id: number;
  number: string;
  state: ReservationState;
  title: string;
  date: string;
  start_time: string;
  starts_at: Date;
  today: string;
  people: number;
  guest_name: string | null;
  email: string;
  offers: DayBookingOffer[];
  checked_in_at: Date | null;
  checked_in_by: string | null;
  no_show_at: Date | null;
}

/** One statement: the caller's company's booking of that number, as the door needs it. */
async function loadRow(ctx: RequestContext, number: string, userId: number): Promise<CheckInRow | null> {
  const [row] = await ctx.manager.query(
    `SELECT r.id, r.number, r.state, s.title, to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time, r.starts_at,
        to_char(${TODAY}, 'YYYY-MM-DD') AS today, r.people,
        NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS guest_name, r.email,
        COALESCE((SELECT json_agg(json_build_object('name', ro.name, 'quantity', ro.quantity) ORDER BY ro.line_total_cents DESC, ro.offer_id)
          FROM reservation_offer ro WHERE ro.reservation_id = r.id), '[]') AS offers,
        r.checked_in_at, COALESCE(NULLIF(trim(concat_ws(' ', ci.first_name, ci.last_name)), ''), ci.email) AS checked_in_by, r.no_show_at
       FROM reservation r
       JOIN service s ON s.id = r.service_id
       LEFT JOIN user_account u ON u.id = r.user_id
       LEFT JOIN user_account ci ON ci.id = r.checked_in_by_user_id
      WHERE r.number = $1 AND r.company_id = ${OWN_COMPANY}`,
    [number, userId],
  );
  return (row as CheckInRow | undefined) ?? null;
}

function statusOf(row: CheckInRow): CheckInStatus {
  if (row.state === ReservationState.CANCELLED) return CheckInStatus.CANCELLED;
  if (row.state === ReservationState.REJECTED) return CheckInStatus.REJECTED;
  if (row.state === ReservationState.PENDING) return CheckInStatus.PENDING;
  if (row.state === ReservationState.EXPIRED) return CheckInStatus.EXPIRED;
  if (row.checked_in_at) return CheckInStatus.ALREADY_CHECKED_IN;
  if (row.no_show_at) return CheckInStatus.NO_SHOW;
  if (row.date !== row.today) return CheckInStatus.WRONG_DAY;
  return CheckInStatus.READY;
}

function viewOf(row: CheckInRow, status: CheckInStatus = statusOf(row)): CheckInView {
  return {
    status,
    reservationId: row.id,
    number: row.number,
    serviceTitle: row.title,
    date: row.date,
    startTime: row.start_time,
    startsAt: new Date(row.starts_at),
    today: row.today,
    people: row.people,
    guestName: row.guest_name,
    email: row.email,
    offers: row.offers,
    checkedInAt: row.checked_in_at && new Date(row.checked_in_at),
    checkedInBy: row.checked_in_by,
    noShowAt: row.no_show_at && new Date(row.no_show_at),
  };
}

/** The stored answer of a nonce, dates revived. */
function revive(answer: Record<string, unknown>): CheckInView {
  const view = answer as unknown as CheckInView & { startsAt: string; checkedInAt: string | null; noShowAt: string | null };
  return {
    ...view,
    startsAt: new Date(view.startsAt),
    checkedInAt: view.checkedInAt === null ? null : new Date(view.checkedInAt),
    noShowAt: view.noShowAt === null ? null : new Date(view.noShowAt),
  };
}

function requireUser(ctx: RequestContext): number {
  if (!ctx.user) throw unauthenticated();
  return ctx.user.id;
}

/** The reservation number a lookup names: a verified token's, or the one typed in (400 on the field otherwise). */
async function numberOf(ctx: RequestContext, input: CheckInLookupInput): Promise<string> {
  if (input.token) return (await verifyCheckInToken(ctx, input.token.trim())).number;
  if (input.number) {
    const number = normaliseReservationNumber(input.number);
    if (!number) throw new DomainError('BAD_USER_INPUT', { id: 'checkIn.number.invalid' }, { number: { id: 'checkIn.number.invalid' } });
    return number;
  }
  throw new DomainError('BAD_USER_INPUT', { id: 'checkIn.lookup.required' }, { token: { id: 'checkIn.lookup.required' } });
}

/** The booking at the door without checking it in (another company's is a 404). */
export async function previewCheckIn(ctx: RequestContext, input: CheckInLookupInput): Promise<CheckInView> {
  const userId = requireUser(ctx);
  const row = await loadRow(ctx, await numberOf(ctx, input), userId);
  if (!row) throw notFound();
  return viewOf(row);
}

/**
 * Checks the guest in when the booking is READY; otherwise answers why not (the status). The same
 * nonce again answers what it answered the first time; a nonce of another booking is a 409.
 */
/** How long a check-in's answer is kept for a retry of the same nonce. */
export const NONCE_KEPT_HOURS = 48;

export async function checkIn(ctx: RequestContext, input: CheckInInput): Promise<CheckInView> {
  const userId = requireUser(ctx);
  const number = await numberOf(ctx, input);
  return inTransaction(ctx, async (tx) => {
    // The row lock orders taps on one booking: a retry running beside its first try waits, then reads its answer.
    const [locked] = await tx.manager.query(
      `SELECT r.id, r.company_id FROM reservation r WHERE r.number = $1 AND r.company_id = ${OWN_COMPANY} FOR UPDATE`,
      [number, userId],
    );
    if (!locked) throw notFound();
    const [previous] = await tx.manager.query('SELECT reservation_id, answer FROM check_in_attempt WHERE company_id = $1 AND nonce = $2', [
      locked.company_id,
      input.nonce,
    ]);
    if (previous) {
      if (previous.reservation_id !== locked.id)
        throw new DomainError('CONFLICT', { id: 'checkIn.nonce.reused' }, { nonce: { id: 'checkIn.nonce.reused' } }, 'NONCE_REUSED');
      return revive(previous.answer);
    }
    const before = (await loadRow(tx, number, userId))!;
    let view = viewOf(before);
    if (view.status === CheckInStatus.READY) {
      // TypeORM answers an UPDATE with [rows, count].
      const [updated]: [{ checked_in_at: Date }[], number] = await tx.manager.query(
        `UPDATE reservation SET checked_in_at = clock_timestamp(), checked_in_by_user_id = $2, version = version + 1, updated_at = clock_timestamp()
          WHERE id = $1 AND state = '${ReservationState.ACCEPTED}' AND checked_in_at IS NULL AND no_show_at IS NULL AND date = ${TODAY}
          RETURNING checked_in_at`,
        [locked.id, userId],
      );
      if (updated.length === 1) {
        await tx.manager.query('INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES ($1, $2, $3, $4)', [
          locked.id,
          locked.company_id,
          CHECKED_IN_EVENT,
          updated[0].checked_in_at,
        ]);
        // A reseller's booking is REDEEMED now: its webhooks are told (nothing is queued for a site booking).
        await queueBookingUpdate(tx, { reservationId: locked.id }, 'redeemed');
      }
      const after = (await loadRow(tx, number, userId))!;
      view = viewOf(after, updated.length === 1 ? CheckInStatus.CHECKED_IN : statusOf(after));
    }
    await tx.manager.query(
      'INSERT INTO check_in_attempt (company_id, nonce, reservation_id, user_id, answer, created_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp())',
      [locked.company_id, input.nonce, locked.id, userId, JSON.stringify(view)],
    );
    // A retry comes within seconds; the company's answers older than the retry window go, so the table stays small.
    await tx.manager.query(
      `DELETE FROM check_in_attempt WHERE company_id = $1 AND created_at < clock_timestamp() - interval '${NONCE_KEPT_HOURS} hours'`,
      [locked.company_id],
    );
    return view;
  });
}

/** Why a booking cannot be marked no-show now (UNPROCESSABLE with the reason). */
function noShowRefusal(reason: string): DomainError {
  return new DomainError('UNPROCESSABLE', { id: `checkIn.noShow.${reason}` }, undefined, reason);
}

/**
 * The provider marks an accepted booking not checked in as a no-show, once the start's day is over
 * (Europe/Zagreb): one guarded UPDATE; refusals: NOT_ACCEPTED, ALREADY_CHECKED_IN, ALREADY_NO_SHOW, DAY_NOT_OVER.
 */
export async function markNoShow(ctx: RequestContext, id: number): Promise<ReservationView> {
  const userId = requireUser(ctx);
  await inTransaction(ctx, async (tx) => {
    const [updated]: [{ company_id: number; no_show_at: Date }[], number] = await tx.manager.query(
      `UPDATE reservation SET no_show_at = clock_timestamp(), no_show_by_user_id = $3, version = version + 1, updated_at = clock_timestamp()
        WHERE id = $1 AND company_id = (SELECT c.id FROM company c WHERE c.owner_id = $2) AND state = '${ReservationState.ACCEPTED}'
          AND checked_in_at IS NULL AND no_show_at IS NULL AND date < ${TODAY}
        RETURNING company_id, no_show_at`,
      [id, userId, userId],
    );
    if (updated.length === 1) {
      await tx.manager.query('INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES ($1, $2, $3, $4)', [
        id,
        updated[0].company_id,
        NO_SHOW_EVENT,
        updated[0].no_show_at,
      ]);
      return;
    }
    const [row] = await tx.manager.query(
      `SELECT r.state, r.checked_in_at, r.no_show_at, r.date < ${TODAY} AS day_over
         FROM reservation r WHERE r.id = $1 AND r.company_id = (SELECT c.id FROM company c WHERE c.owner_id = $2)`,
      [id, userId],
    );
    if (!row) throw notFound();
    if (row.state !== ReservationState.ACCEPTED) throw noShowRefusal('NOT_ACCEPTED');
    if (row.checked_in_at) throw noShowRefusal('ALREADY_CHECKED_IN');
    if (row.no_show_at) throw noShowRefusal('ALREADY_NO_SHOW');
    throw noShowRefusal('DAY_NOT_OVER');
  });
  const view = await loadReservationView(ctx, id, 'owner');
  if (!view) throw notFound();
  return view;
}

/** The public keys of check-in tokens (GET /api/check-in/keys), as a JWKS. */
export async function publishedCheckInKeys(ctx: RequestContext): Promise<CheckInKeySet> {
  const { published } = await checkInKeys(ctx.dataSource, ctx.config);
  return { keys: published };
}
