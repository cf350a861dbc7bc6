// Capacity: the places taken at one start of a service never exceed its places per start, and
// nothing is held that the calendar would not offer. Every operation locks the slot row first
// (holdPlaces creates it, so the lock is real), then reads PostgreSQL's clock_timestamp(): the
// decision is made with the time at which the lock is held, not the transaction's start time.
// A hold is HELD (counts until it expires), CONFIRMED (counts for good) or RELEASED.
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { offeredStart } from './availability.service.js';
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
  if (!Number.isInteger(ttlMs) || ttlMs < 1 || ttlMs > MAX_HOLD_TTL_MS) throw invalidInput({ ttlMs: { id: 'validation.max', values: { max: MAX_HOLD_TTL_MS } } });
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
  const same = hold.serviceId === request.serviceId && hold.startsAt.getTime() === request.startsAt.getTime() && hold.people === request.people;
  if (!same) throw referenceConflict();
  if (hold.state === HoldState.CONFIRMED || live) return hold;
  if (hold.state === HoldState.RELEASED) throw holdGone();
  throw holdExpired();
}

/** The places of `request.freeing` when it still counts at the same start (0 otherwise). */
async function freedPlaces(tx: RequestContext, request: HoldRequest): Promise<number> {
  if (!request.freeing) return 0;
  const [row]: { people: number }[] = await tx.manager.query(
    `SELECT people FROM hold WHERE id = $1 AND service_id = $2 AND starts_at = $3 AND ${LIVE_HOLD}`,
    [request.freeing, request.serviceId, request.startsAt],
  );
  return row?.people ?? 0;
}

/**
 * Takes `people` places at a start for `ttlMs`, if the calendar offers that start now and it has
 * room: SLOT_NOT_BOOKABLE or SLOT_FULL otherwise. Holding again with the same reference returns
 * the same hold; a different start or number of people under that reference is a CONFLICT.
 */
export async function holdPlaces(ctx: RequestContext, request: HoldRequest): Promise<Hold> {
  checkRequest(request);
  return inTransaction(ctx, async (tx) => {
    await tx.manager.query('INSERT INTO slot (service_id, starts_at) VALUES ($1, $2) ON CONFLICT (service_id, starts_at) DO NOTHING', [request.serviceId, request.startsAt]);
    const [slot] = await tx.manager.query('SELECT id FROM slot WHERE service_id = $1 AND starts_at = $2 FOR UPDATE', [request.serviceId, request.startsAt]);
    const existing = await lockHold(tx, { reference: request.reference });
    if (existing) return sameHold(existing, request);

    const now = await databaseNow(tx);
    const { start, maxPeople } = await offeredStart(tx, request.serviceId, request.startsAt, now);
    if (!start) throw notBookable();
    if (request.people > maxPeople) throw invalidInput({ people: { id: 'validation.max', values: { max: maxPeople } } });
    if (start.placesLeft + (await freedPlaces(tx, request)) < request.people) throw full();

    const inserted: { id: string }[] = await tx.manager.query(
      `INSERT INTO hold (slot_id, service_id, starts_at, people, reference, state, created_at, expires_at, label)
       VALUES ($1, $2, $3, $4, $5, 'HELD', clock_timestamp(), clock_timestamp() + make_interval(secs => $6::double precision / 1000), $7)
       ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [slot.id, request.serviceId, request.startsAt, request.people, request.reference, request.ttlMs, request.label ?? null],
    );
    // The same reference was just taken at another start (its transaction committed first).
    if (inserted.length === 0) return sameHold((await lockHold(tx, { reference: request.reference }))!, request);
    return tx.manager.findOneByOrFail(Hold, { id: inserted[0].id });
  });
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
    await tx.manager.query("UPDATE hold SET state = 'CONFIRMED', confirmed_at = $2, label = COALESCE($3, label) WHERE id = $1", [holdId, new Date(locked.now), label ?? null]);
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
    await tx.manager.query('UPDATE hold SET expires_at = clock_timestamp() + make_interval(secs => $2::double precision / 1000) WHERE id = $1', [holdId, ttlMs]);
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
    const slots: { slot_id: number }[] = await tx.manager.query('SELECT DISTINCT slot_id FROM hold WHERE id = ANY($1::uuid[]) ORDER BY slot_id', [[from, to]]);
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
