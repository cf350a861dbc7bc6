// Capacity: places taken at one start of a service can never exceed its maximum people, however
// many requests race. holdPlaces locks the slot row (created first, so the lock is real) and counts
// the live holds under that lock; a hold with an expiry stops counting once it expires.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { Hold, LIVE_HOLD } from './slot.entity.js';

export interface SlotKey {
  serviceId: number;
  startsAt: Date;
}

const full = () => new DomainError('CONFLICT', { id: 'capacity.full' }, undefined, 'SLOT_FULL');
const holdGone = () => new DomainError('NOT_FOUND', { id: 'capacity.holdNotFound' }, undefined, 'HOLD_NOT_FOUND');

/** Takes `people` places at the slot until `until` (null: until released). Throws SLOT_FULL when they do not fit. */
export async function holdPlaces(ctx: RequestContext, slot: SlotKey, people: number, until: Date | null, label: string | null = null): Promise<Hold> {
  if (!Number.isInteger(people) || people < 1) throw new DomainError('BAD_USER_INPUT', { id: 'validation.min', values: { min: 1 } }, { people: { id: 'validation.min', values: { min: 1 } } });
  return inTransaction(ctx, async (tx) => {
    await tx.manager.query('INSERT INTO slot (service_id, starts_at) VALUES ($1, $2) ON CONFLICT (service_id, starts_at) DO NOTHING', [slot.serviceId, slot.startsAt]);
    const [locked] = await tx.manager.query(
      'SELECT slot.id, service.max_people FROM slot JOIN service ON service.id = slot.service_id WHERE slot.service_id = $1 AND slot.starts_at = $2 FOR UPDATE OF slot',
      [slot.serviceId, slot.startsAt],
    );
    const [{ taken }] = await tx.manager.query(
      `SELECT COALESCE(sum(people), 0)::int AS taken FROM hold WHERE slot_id = $1 AND ${LIVE_HOLD}`,
      [locked.id],
    );
    if (taken + people > locked.max_people) throw full();
    return tx.manager.save(tx.manager.create(Hold, { slotId: locked.id, serviceId: slot.serviceId, startsAt: slot.startsAt, people, expiresAt: until, releasedAt: null, label }));
  });
}

/** Gives the places back; releasing twice is harmless. */
export async function releasePlaces(ctx: RequestContext, holdId: string): Promise<void> {
  await ctx.manager.query('UPDATE hold SET released_at = now() WHERE id = $1 AND released_at IS NULL', [holdId]);
}

/** Keeps a live hold for good (e.g. an accepted reservation), or until a new time. */
export async function extendHold(ctx: RequestContext, holdId: string, until: Date | null, label?: string): Promise<void> {
  // For UPDATE, TypeORM's query() answers [rows, affected count].
  const [, affected] = await ctx.manager.query(
    `UPDATE hold SET expires_at = $2, label = COALESCE($3, label) WHERE id = $1 AND ${LIVE_HOLD}`,
    [holdId, until, label ?? null],
  );
  if (affected === 0) throw holdGone();
}

export async function placesTaken(ctx: RequestContext, slot: SlotKey): Promise<number> {
  const [{ taken }] = await ctx.manager.query(
    `SELECT COALESCE(sum(people), 0)::int AS taken FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}`,
    [slot.serviceId, slot.startsAt],
  );
  return taken;
}
