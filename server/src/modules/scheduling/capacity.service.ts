// Capacity: the places taken at one start of a service never exceed its places per start, and
// nothing is held that the calendar would not offer. Every change of a hold locks its slot row
// first and decides with PostgreSQL's clock_timestamp() read under that lock, not the
// transaction's start time. Taking places reads what no slot lock protects (the service's
// seasons) before the lock; under it, one statement re-checks the clock, the places and the
// service's visibility and inserts the hold. A hold is HELD (counts until it expires), CONFIRMED
// (counts for good) or RELEASED.
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { publicServiceSql, viewerOf, type ServiceViewer } from '../catalog/service-visibility.js';
import { offeredStart, zagrebDate, type ScheduleSeason } from './availability.js';
import { seasonsSql } from './availability.service.js';
import { Hold, HoldState, LIVE_HOLD } from './slot.entity.js';

export interface SlotKey {
  serviceId: number;
  startsAt: Date;
}

export interface HoldRequest extends SlotKey {
  people: number;
  /** What the hold is for, unique across holds, e.g. booking-request:123. */
  reference: string;
  /** How long the hold lasts, from the moment it is taken. */
  ttlMs: number;
  label?: string | null;
  /**
   * A hold of the same holder whose places count as free for this one when it is at the same start
   * (a booking that moves within its start, or changes its people there); it stays as it is.
   */
  freeing?: string | null;
}

/** A week: longer than any answer time a provider may set (168 hours). */
export const MAX_HOLD_TTL_MS = 7 * 86_400_000;
const MAX_REFERENCE_LENGTH = 200;

const full = () => new DomainError('CONFLICT', { id: 'capacity.full' }, undefined, 'SLOT_FULL');
const notBookable = () => new DomainError('UNPROCESSABLE', { id: 'capacity.notBookable' }, undefined, 'SLOT_NOT_BOOKABLE');
const holdGone = () => new DomainError('NOT_FOUND', { id: 'capacity.holdNotFound' }, undefined, 'HOLD_NOT_FOUND');
const holdExpired = () => new DomainError('CONFLICT', { id: 'capacity.holdExpired' }, undefined, 'HOLD_EXPIRED');
const referenceConflict = () => new DomainError('CONFLICT', { id: 'capacity.referenceConflict' }, undefined, 'HOLD_REFERENCE_CONFLICT');

function checkTtl(ttlMs: number): void {
  if (!Number.isInteger(ttlMs) || ttlMs < 1 || ttlMs > MAX_HOLD_TTL_MS)
    throw invalidInput({ ttlMs: { id: 'validation.max', values: { max: MAX_HOLD_TTL_MS } } });
}

function checkRequest(request: HoldRequest): void {
  if (!Number.isInteger(request.people) || request.people < 1) throw invalidInput({ people: { id: 'validation.min', values: { min: 1 } } });
  if (typeof request.reference !== 'string' || request.reference.length === 0 || request.reference.length > MAX_REFERENCE_LENGTH) {
    throw invalidInput({ reference: { id: 'validation.tooLong', values: { max: MAX_REFERENCE_LENGTH } } });
  }
  if (!Number.isFinite(request.startsAt.getTime())) throw notBookable();
  checkTtl(request.ttlMs);
}

async function lockSlot(tx: RequestContext, slotId: number): Promise<void> {
  await tx.manager.query('SELECT id FROM slot WHERE id = $1 FOR UPDATE', [slotId]);
}

interface LockedHold {
  hold: Hold;
  /** The clock read under the lock, epoch milliseconds. */
  now: number;
  /** HELD and not expired by the clock read under the lock. */
  live: boolean;
}

/** Locks the hold's slot, then reads the hold and the clock; null when there is no such hold. */
async function lockHold(tx: RequestContext, where: { id: string } | { reference: string }): Promise<LockedHold | null> {
  const found = await tx.manager.findOneBy(Hold, where);
  if (!found) return null;
  await lockSlot(tx, found.slotId);
  const now = await databaseNow(tx);
  const hold = await tx.manager.findOneByOrFail(Hold, { id: found.id });
  return { hold, now, live: hold.state === HoldState.HELD && hold.expiresAt.getTime() > now };
}

/** The existing hold of a reference, when it asks for the same places and still holds them. */
function sameHold(existing: LockedHold, request: HoldRequest): Hold {
  const { hold, live } = existing;
  const same =
    hold.serviceId === request.serviceId && hold.startsAt.getTime() === request.startsAt.getTime() && hold.people === request.people;
  if (!same) throw referenceConflict();
  if (hold.state === HoldState.CONFIRMED || live) return hold;
  if (hold.state === HoldState.RELEASED) throw holdGone();
  throw holdExpired();
}

/** A hold checked against the calendar before any lock (prepareHold): what takeHold takes. */
export interface PreparedHold {
  readonly request: HoldRequest;
  /** A hold under the request's reference existed: takeHold answers it (same places) or refuses. */
  readonly existing: boolean;
}

interface StartRow {
  max_people: number;
  places_per_start: number;
  advance_hours: number;
  public: boolean;
  seasons: ScheduleSeason[];
  taken: number;
  freed: number;
  existing: string | null;
  now: Date;
}

/**
 * Checks a hold against the whole calendar rule before the slot lock, in one statement: the
 * service (visibility, places per start, advance hours, per-booking maximum), its seasons that day,
 * the places taken at the start, the places of `freeing`, a hold under the same reference, and the
 * clock. Refuses as holdPlaces does (SLOT_NOT_BOOKABLE, over the maximum, SLOT_FULL): a start found
 * full here was full at that instant. No slot lock protects the seasons or the service's settings
 * (their edits do not take it), so reading them here decides what reading them under it would;
 * takeHold re-checks under the lock what the lock decides (the places, the clock).
 */
export async function prepareHold(ctx: RequestContext, request: HoldRequest): Promise<PreparedHold> {
  checkRequest(request);
  const date = zagrebDate(request.startsAt);
  if (!date) throw notBookable();
  const [row]: (StartRow | undefined)[] = await ctx.manager.query(
    `SELECT s.max_people, s.places_per_start, s.advance_hours, ${publicServiceSql('s', viewerOf(ctx))} AS public,
       (SELECT COALESCE(json_agg(season), '[]') FROM (${seasonsSql('$1', '$3::date', '$3::date')}) season) AS seasons,
       (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS taken,
       (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE id = $5 AND service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS freed,
       (SELECT id FROM hold WHERE reference = $4) AS existing,
       clock_timestamp() AS now
     FROM service s WHERE s.id = $1`,
    [request.serviceId, request.startsAt, date, request.reference, request.freeing ?? null],
  );
  if (row?.existing) return { request, existing: true };
  if (!row?.public) throw notBookable();
  const schedule = { seasons: row.seasons, placesPerStart: row.places_per_start, advanceHours: row.advance_hours, placesTaken: row.taken };
  const start = offeredStart(schedule, request.startsAt, new Date(row.now).getTime());
  if (!start) throw notBookable();
  if (request.people > row.max_people) throw invalidInput({ people: { id: 'validation.max', values: { max: row.max_people } } });
  if (start.placesLeft + row.freed < request.people) throw full();
  return { request, existing: false };
}

interface TakenRow {
  public: boolean;
  on_time: boolean;
  taken: number;
  freed: number;
  places: number;
  existing: string | null;
  id: string | null;
  slot_id: number;
  service_id: number;
  starts_at: Date;
  people: number;
  reference: string;
  state: HoldState;
  expires_at: Date;
  confirmed_at: Date | null;
  released_at: Date | null;
  label: string | null;
  created_at: Date;
}

function holdOf(row: TakenRow): Hold {
  return Object.assign(new Hold(), {
    id: row.id,
    slotId: row.slot_id,
    serviceId: row.service_id,
    startsAt: row.starts_at,
    people: row.people,
    reference: row.reference,
    state: row.state,
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at,
    releasedAt: row.released_at,
    label: row.label,
    createdAt: row.created_at,
  });
}

/**
 * Under the slot lock, in one statement: the clock, the advance-booking hours, the service's
 * visibility and places per start now, the live holds now (`freeing` counted as free), a hold
 * under the reference; the hold is inserted only when all of them allow it. Its snapshot is taken
 * after the lock is held, so it sees every hold committed at this start before.
 */
const takeSql = (viewer: ServiceViewer) => `WITH room AS MATERIALIZED (
    SELECT clock_timestamp() AS now, ${publicServiceSql('s', viewer)} AS public, s.places_per_start AS places,
      $2::timestamptz - make_interval(hours => s.advance_hours) AS latest,
      (SELECT id FROM slot WHERE service_id = $1 AND starts_at = $2) AS slot,
      (SELECT id FROM hold WHERE reference = $4) AS existing,
      (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS taken,
      (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE id = $7 AND service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS freed
    FROM service s WHERE s.id = $1
  ), fits AS (
    SELECT room.*, date_trunc('milliseconds', room.now) <= room.latest AS on_time FROM room
  ), inserted AS (
    INSERT INTO hold (slot_id, service_id, starts_at, people, reference, state, created_at, expires_at, label)
    SELECT fits.slot, $1, $2, $3, $4, 'HELD', fits.now, fits.now + make_interval(secs => $5::double precision / 1000), $6 FROM fits
    WHERE fits.existing IS NULL AND fits.public AND fits.on_time AND fits.taken - fits.freed + $3 <= fits.places
    ON CONFLICT (reference) DO NOTHING
    RETURNING *
  )
  SELECT fits.public, fits.on_time, fits.taken, fits.freed, fits.places, fits.existing, inserted.* FROM fits LEFT JOIN inserted ON true`;

/**
 * Takes the places of a prepared hold: locks the slot row (creating it, so the lock is real), then
 * runs takeSql. Two statements under the lock, then the caller's transaction goes on to commit.
 */
export async function takeHold(ctx: RequestContext, prepared: PreparedHold): Promise<Hold> {
  const { request } = prepared;
  return inTransaction(ctx, async (tx) => {
    if (prepared.existing) return sameHold((await lockHold(tx, { reference: request.reference }))!, request);
    // Inserts the slot, or locks the existing row as FOR UPDATE would (WHERE false: it writes nothing).
    await tx.manager.query(
      'INSERT INTO slot (service_id, starts_at) VALUES ($1, $2) ON CONFLICT (service_id, starts_at) DO UPDATE SET id = slot.id WHERE false',
      [request.serviceId, request.startsAt],
    );
    const [row]: (TakenRow | undefined)[] = await tx.manager.query(takeSql(viewerOf(tx)), [
      request.serviceId,
      request.startsAt,
      request.people,
      request.reference,
      request.ttlMs,
      request.label ?? null,
      request.freeing ?? null,
    ]);
    if (row?.id) return holdOf(row);
    if (row?.existing) return sameHold((await lockHold(tx, { reference: request.reference }))!, request);
    if (!row?.public || !row.on_time) throw notBookable();
    if (row.taken - row.freed + request.people > row.places) throw full();
    // The same reference was just taken at another start (its transaction committed first).
    return sameHold((await lockHold(tx, { reference: request.reference }))!, request);
  });
}

/**
 * Takes `people` places at a start for `ttlMs`, if the calendar offers that start now and it has
 * room: SLOT_NOT_BOOKABLE or SLOT_FULL otherwise. Holding again with the same reference returns
 * the same hold; a different start or number of people under that reference is a CONFLICT.
 * It is prepareHold then takeHold: a caller with writes of its own makes them between the two, so
 * they run before the slot is locked.
 */
export async function holdPlaces(ctx: RequestContext, request: HoldRequest): Promise<Hold> {
  return inTransaction(ctx, async (tx) => takeHold(tx, await prepareHold(tx, request)));
}

/**
 * People confirmed for good at the hold's start, and the start's places now. Holds fit the places
 * when they are taken, but the provider may reduce the places since: confirming checks again.
 */
async function confirmedRoom(tx: RequestContext, hold: Hold): Promise<{ confirmed: number; places: number }> {
  const [row]: { confirmed: number; places: number }[] = await tx.manager.query(
    `SELECT (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE slot_id = $1 AND state = 'CONFIRMED') AS confirmed,
       (SELECT places_per_start FROM service WHERE id = $2) AS places`,
    [hold.slotId, hold.serviceId],
  );
  return row;
}

/**
 * Keeps a live hold for good (e.g. an accepted reservation). Confirming twice is harmless; a hold
 * that expired (even while this transaction was open) is HOLD_EXPIRED, a released or unknown one
 * HOLD_NOT_FOUND; SLOT_FULL when the places confirmed at its start would exceed the start's places
 * (reduced since the hold was taken).
 */
export async function confirmHold(ctx: RequestContext, holdId: string, label?: string | null): Promise<Hold> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockHold(tx, { id: holdId });
    if (!locked || locked.hold.state === HoldState.RELEASED) throw holdGone();
    if (locked.hold.state === HoldState.CONFIRMED) return locked.hold;
    if (!locked.live) throw holdExpired();
    const { confirmed, places } = await confirmedRoom(tx, locked.hold);
    if (confirmed + locked.hold.people > places) throw full();
    // Confirmed at the instant the check was made, before the expiry.
    await tx.manager.query("UPDATE hold SET state = 'CONFIRMED', confirmed_at = $2, label = COALESCE($3, label) WHERE id = $1", [
      holdId,
      new Date(locked.now),
      label ?? null,
    ]);
    return tx.manager.findOneByOrFail(Hold, { id: holdId });
  });
}

/** Gives the places back, whether held, expired or confirmed; releasing twice is harmless. */
export async function releasePlaces(ctx: RequestContext, holdId: string): Promise<Hold> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockHold(tx, { id: holdId });
    if (!locked) throw holdGone();
    if (locked.hold.state === HoldState.RELEASED) return locked.hold;
    await tx.manager.query("UPDATE hold SET state = 'RELEASED', released_at = clock_timestamp() WHERE id = $1", [holdId]);
    return tx.manager.findOneByOrFail(Hold, { id: holdId });
  });
}

/**
 * Moves a live hold's expiry to `ttlMs` from now. A confirmed hold has none and stays as it is; an
 * expired one is HOLD_EXPIRED (its places may be taken), a released or unknown one HOLD_NOT_FOUND.
 */
export async function extendHold(ctx: RequestContext, holdId: string, ttlMs: number): Promise<Hold> {
  checkTtl(ttlMs);
  return inTransaction(ctx, async (tx) => {
    const locked = await lockHold(tx, { id: holdId });
    if (!locked || locked.hold.state === HoldState.RELEASED) throw holdGone();
    if (locked.hold.state === HoldState.CONFIRMED) return locked.hold;
    if (!locked.live) throw holdExpired();
    await tx.manager.query(
      'UPDATE hold SET expires_at = clock_timestamp() + make_interval(secs => $2::double precision / 1000) WHERE id = $1',
      [holdId, ttlMs],
    );
    return tx.manager.findOneByOrFail(Hold, { id: holdId });
  });
}

/**
 * Moves a booking's places, atomically: `from` (confirmed or held) is given back and the live hold
 * `to` is kept for good in its place, both slots locked (in id order, so two moves never deadlock).
 * SLOT_FULL when `to`'s start no longer has room (its places were reduced), HOLD_EXPIRED or
 * HOLD_NOT_FOUND as confirmHold; then nothing moved.
 */
export async function moveHold(ctx: RequestContext, from: string, to: string, label?: string | null): Promise<Hold> {
  return inTransaction(ctx, async (tx) => {
    const slots: { slot_id: number }[] = await tx.manager.query(
      'SELECT DISTINCT slot_id FROM hold WHERE id = ANY($1::uuid[]) ORDER BY slot_id',
      [[from, to]],
    );
    for (const { slot_id: slotId } of slots) await lockSlot(tx, slotId);
    await releasePlaces(tx, from);
    return confirmHold(tx, to, label);
  });
}

/** People holding or booked at a start right now. */
export async function placesTaken(ctx: RequestContext, slot: SlotKey): Promise<number> {
  const [{ taken }] = await ctx.manager.query(
    `SELECT COALESCE(sum(people), 0)::int AS taken FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}`,
    [slot.serviceId, slot.startsAt],
  );
  return taken;
}
