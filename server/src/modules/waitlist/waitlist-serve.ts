// Serving a start's waitlist: when places are freed there (a rejection, a cancellation, an expiry, a
// change that moves people away, an offer that ran out), a `waitlist.serve` job queued in the same
// transaction serves the line in order under the start's slot lock. Entries are taken in the order
// they joined; an entry needing more places than are free is skipped for now (it keeps its place in
// line) in favour of a later one that fits, as pretix does. Each entry that fits gets a capacity hold
// of its places (never more than are free: the holds count against the start as any other) for
// WAITLIST_OFFER_MINUTES and an email with the link; an offer that runs out is released and the next
// entry offered (a job at its expiry, and the minute sweep). Jobs are idempotent: serving twice offers
// nothing more than there is room for.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { inTransaction, withSavepoint } from '../../shared/transaction.js';
import { holdPlaces, releasePlaces } from '../scheduling/capacity.service.js';
import { LIVE_HOLD } from '../scheduling/slot.entity.js';
import { queueWaitlistEmail } from './waitlist-emails.js';
import { WaitlistEntry, WaitlistState } from './waitlist-entry.entity.js';
import { queueWaitlistOfferSms } from './waitlist-sms.js';

export const WAITLIST_SERVE_QUEUE = 'waitlist.serve' satisfies QueueName;
export const WAITLIST_SWEEP_QUEUE = 'waitlist.sweep' satisfies QueueName;

export interface WaitlistServeJob {
  serviceId: number;
  /** The start, ISO 8601. */
  startsAt: string;
}

export interface WaitlistStart {
  serviceId: number;
  startsAt: Date;
}

/** The hold reference of an entry's `round`-th offer. */
export function offerReference(entryId: number, round: number): string {
  return `waitlist-offer:${entryId}:${round}`;
}

/**
 * Queues the serving of a start's waitlist in the caller's transaction, after it freed places there.
 * `occasion` names the freeing event (e.g. reservation:12:REJECTED): one job per event.
 */
export async function queueWaitlistServe(tx: RequestContext, start: WaitlistStart, occasion: string, startAfter?: Date): Promise<void> {
  // Only a start with someone in line needs serving: no job otherwise.
  const [{ waiting }]: { waiting: boolean }[] = await tx.manager.query(
    `SELECT EXISTS (SELECT 1 FROM waitlist_entry WHERE service_id = $1 AND starts_at = $2 AND state IN ('WAITING', 'OFFERED')) AS waiting`,
    [start.serviceId, start.startsAt],
  );
  if (!waiting) return;
  await tx.jobs.enqueue(
    tx.manager,
    WAITLIST_SERVE_QUEUE,
    { serviceId: start.serviceId, startsAt: start.startsAt.toISOString() } satisfies WaitlistServeJob,
    `waitlist-serve:${start.serviceId}:${start.startsAt.toISOString()}:${occasion}`,
    startAfter ? { startAfter } : {},
  );
}

export interface ServeResult {
  /** Entries offered now, in order. */
  offered: number[];
  /** Offers that had run out and were closed. */
  expired: number[];
}

interface ServeRow {
  places: number;
  title: string;
  taken: number;
}

/** Whether an error means the start is no longer offered (too late, hidden): nobody can be offered it. */
function notBookable(error: unknown): boolean {
  return error instanceof DomainError && error.reason === 'SLOT_NOT_BOOKABLE';
}

/**
 * Serves the waitlist of one start, in one transaction under its slot lock: closes offers that ran
 * out (their holds released), then offers the free places to the waiting entries in order.
 */
export async function serveWaitlist(ctx: RequestContext, start: WaitlistStart): Promise<ServeResult> {
  return inTransaction(ctx, async (tx) => {
    // The start's lock (creating the slot row when it has none yet), as capacity takes it.
    await tx.manager.query(
      'INSERT INTO slot (service_id, starts_at) VALUES ($1, $2) ON CONFLICT (service_id, starts_at) DO UPDATE SET id = slot.id WHERE false',
      [start.serviceId, start.startsAt],
    );
    const expired = await closeLapsedOffers(tx, start);
    // Read under the lock: every hold committed at this start before it counts.
    const [room]: ServeRow[] = await tx.manager.query(
      `SELECT s.places_per_start AS places, s.title,
         (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS taken
       FROM service s WHERE s.id = $1`,
      [start.serviceId, start.startsAt],
    );
    const offered: number[] = [];
    if (!room) return { offered, expired };
    let free = room.places - room.taken;
    if (free <= 0) return { offered, expired };
    const waiting = await tx.manager.find(WaitlistEntry, {
      where: { serviceId: start.serviceId, startsAt: start.startsAt, state: WaitlistState.WAITING },
      order: { id: 'ASC' },
    });
    const ttlMs = tx.config.WAITLIST_OFFER_MINUTES * 60_000;
    for (const entry of waiting) {
      if (free <= 0) break;
      // In order, skipping an entry that needs more than is free (it keeps its place for later).
      if (entry.people > free) continue;
      const round = entry.offerRound + 1;
      let hold;
      try {
        hold = await withSavepoint(tx, () =>
          holdPlaces(tx, {
            serviceId: start.serviceId,
            startsAt: start.startsAt,
            people: entry.people,
            reference: offerReference(entry.id, round),
            ttlMs,
            label: `Waitlist offer ${entry.id}`,
          }),
        );
      } catch (error) {
        if (notBookable(error)) break;
        // The start's rules changed since the entry joined (fewer places, a lower maximum): next one.
        if (error instanceof DomainError) continue;
        throw error;
      }
      await tx.manager.update(
        WaitlistEntry,
        { id: entry.id },
        { state: WaitlistState.OFFERED, holdId: hold.id, offerRound: round, offeredAt: hold.createdAt, offerExpiresAt: hold.expiresAt },
      );
      await queueWaitlistEmail(tx, entry.id, 'OFFER', round);
      await queueWaitlistOfferSms(tx, { entry, round, expiresAt: hold.expiresAt, title: room.title });
      // When the offer runs out, the next entry is offered (the sweep does it too, should this job be lost).
      await queueWaitlistServe(tx, start, `offer-lapsed:${entry.id}:${round}`, new Date(hold.expiresAt.getTime() + 1000));
      offered.push(entry.id);
      free -= entry.people;
    }
    return { offered, expired };
  });
}

/** Offers at the start whose hold is no longer live (ran out, or released): EXPIRED, the hold given back. */
async function closeLapsedOffers(tx: RequestContext, start: WaitlistStart): Promise<number[]> {
  const lapsed: { id: number; hold_id: string | null }[] = await tx.manager.query(
    `SELECT e.id, e.hold_id FROM waitlist_entry e LEFT JOIN hold h ON h.id = e.hold_id
     WHERE e.service_id = $1 AND e.starts_at = $2 AND e.state = 'OFFERED'
       AND (h.id IS NULL OR NOT (h.state = 'CONFIRMED' OR (h.state = 'HELD' AND h.expires_at > clock_timestamp())))
     ORDER BY e.id FOR UPDATE OF e`,
    [start.serviceId, start.startsAt],
  );
  for (const entry of lapsed) {
    if (entry.hold_id) await releasePlaces(tx, entry.hold_id);
    await tx.manager.query("UPDATE waitlist_entry SET state = 'EXPIRED', closed_at = clock_timestamp() WHERE id = $1", [entry.id]);
  }
  return lapsed.map((entry) => entry.id);
}

export async function serveJobHandler({ data, ctx }: Job<WaitlistServeJob>): Promise<void> {
  const startsAt = new Date(data.startsAt);
  if (!Number.isInteger(data.serviceId) || !Number.isFinite(startsAt.getTime())) return;
  await serveWaitlist(ctx, { serviceId: data.serviceId, startsAt });
}

/**
 * The minute sweep: entries of starts already begun leave the line (EXPIRED); every start to come
 * with an offer that ran out, or with free places and someone waiting who fits them, is served, each
 * in its own transaction. It catches what no event queued: a booking request's hold that lapsed, a
 * lost job.
 */
export async function sweepWaitlists(ctx: RequestContext): Promise<number> {
  await ctx.manager.query(
    `UPDATE waitlist_entry SET state = 'EXPIRED', closed_at = clock_timestamp()
     WHERE state IN ('WAITING', 'OFFERED') AND starts_at <= clock_timestamp()`,
  );
  const starts: { service_id: number; starts_at: Date }[] = await ctx.manager.query(
    `SELECT DISTINCT e.service_id, e.starts_at FROM waitlist_entry e
     JOIN service s ON s.id = e.service_id
     LEFT JOIN hold h ON h.id = e.hold_id
     WHERE e.starts_at > clock_timestamp() AND (
       (e.state = 'OFFERED' AND (h.id IS NULL OR NOT (h.state = 'CONFIRMED' OR (h.state = 'HELD' AND h.expires_at > clock_timestamp()))))
       OR (e.state = 'WAITING' AND e.people <= s.places_per_start -
         (SELECT COALESCE(sum(people), 0) FROM hold WHERE service_id = e.service_id AND starts_at = e.starts_at AND ${LIVE_HOLD})))
     ORDER BY e.starts_at, e.service_id LIMIT 500`,
  );
  for (const start of starts) await serveWaitlist(ctx, { serviceId: start.service_id, startsAt: new Date(start.starts_at) });
  return starts.length;
}
