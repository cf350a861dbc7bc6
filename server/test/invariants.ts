// The booking and money invariants over a whole database, for the fault suite: after any crash and
// restart they must all hold. Each check is one SQL statement that lists what breaks it; the card
// simulator's tables are the gateway's own record (what it authorised, captured and refunded).
import type { DataSource } from 'typeorm';

interface Check {
  name: string;
  sql: string;
}

/** Live holds: confirmed for good, or held and not yet run out. */
const LIVE_HOLD = "(h.state = 'CONFIRMED' OR (h.state = 'HELD' AND h.expires_at > clock_timestamp()))";

const CHECKS: Check[] = [
  {
    name: 'places taken per start are the live holds of open requests, pending or accepted reservations and open change proposals',
    sql: `SELECT h.id FROM hold h WHERE ${LIVE_HOLD}
            AND NOT EXISTS (SELECT 1 FROM booking_request b WHERE b.hold_id = h.id AND b.status = 'OPEN')
            AND NOT EXISTS (SELECT 1 FROM reservation r WHERE r.hold_id = h.id AND r.state IN ('PENDING', 'ACCEPTED'))
            AND NOT EXISTS (SELECT 1 FROM reservation_change c WHERE c.hold_id = h.id AND c.state = 'PROPOSED')`,
  },
  {
    name: 'every accepted reservation keeps its places for good, every pending one holds them',
    sql: `SELECT r.id FROM reservation r JOIN hold h ON h.id = r.hold_id
           WHERE (r.state = 'ACCEPTED' AND h.state <> 'CONFIRMED') OR (r.state = 'PENDING' AND h.state = 'RELEASED')`,
  },
  {
    name: 'no start has more people than places',
    sql: `SELECT h.slot_id FROM hold h JOIN service s ON s.id = h.service_id WHERE ${LIVE_HOLD}
           GROUP BY h.slot_id, s.places_per_start HAVING sum(h.people) > s.places_per_start`,
  },
  {
    name: 'every captured payment belongs to an accepted reservation (or a cancelled one being refunded)',
    sql: `SELECT p.id FROM payment p LEFT JOIN reservation r ON r.id = p.reservation_id
           WHERE p.state = 'CAPTURED' AND (r.id IS NULL OR r.state NOT IN ('ACCEPTED', 'CANCELLED'))`,
  },
  {
    name: 'no authorisation left open for a booking that is over (rejected, expired, cancelled, or a request closed unsent)',
    sql: `SELECT p.id FROM payment p
            LEFT JOIN reservation r ON r.id = p.reservation_id
            JOIN booking_request b ON b.id = p.booking_request_id
            JOIN simulated_payment_intent i ON i.id = p.intent_id
           WHERE i.status = 'requires_capture'
             AND ((r.id IS NOT NULL AND r.state IN ('REJECTED', 'EXPIRED', 'CANCELLED'))
               OR (r.id IS NULL AND b.status <> 'OPEN' AND b.reservation_id IS NULL)
               OR (r.id IS NULL AND b.status = 'OPEN' AND b.expires_at <= clock_timestamp()))`,
  },
  {
    name: 'what we recorded as captured and refunded is what the gateway did, once',
    sql: `SELECT p.id FROM payment p JOIN simulated_payment_intent i ON i.id = p.intent_id
           WHERE p.captured_cents <> i.amount_received_cents OR p.refunded_cents <> i.amount_refunded_cents`,
  },
  {
    name: "an accepted reservation's authorisation is captured, a rejected or expired one's released",
    sql: `SELECT p.id FROM payment p JOIN reservation r ON r.id = p.reservation_id
           WHERE (r.state = 'ACCEPTED' AND p.state = 'AUTHORISED')
              OR (r.state IN ('REJECTED', 'EXPIRED') AND p.state NOT IN ('RELEASED', 'FAILED'))`,
  },
  {
    name: 'every reservation has its REQUESTED event and an event of its current state',
    sql: `SELECT r.id FROM reservation r
           WHERE NOT EXISTS (SELECT 1 FROM reservation_event e WHERE e.reservation_id = r.id AND e.kind = 'REQUESTED')
              OR (r.state <> 'PENDING' AND NOT EXISTS (SELECT 1 FROM reservation_event e WHERE e.reservation_id = r.id AND e.kind = r.state))`,
  },
  {
    name: 'the CAPTURED and REFUNDED events add up to the payments',
    sql: `SELECT r.id FROM reservation r
           WHERE coalesce((SELECT sum(p.captured_cents) FROM payment p WHERE p.reservation_id = r.id), 0)
                 <> coalesce((SELECT sum(e.amount_cents) FROM reservation_event e WHERE e.reservation_id = r.id AND e.kind = 'CAPTURED'), 0)
              OR coalesce((SELECT sum(p.refunded_cents) FROM payment p WHERE p.reservation_id = r.id), 0)
                 <> coalesce((SELECT sum(e.amount_cents) FROM reservation_event e WHERE e.reservation_id = r.id AND e.kind = 'REFUNDED'), 0)`,
  },
];

/** The invariants that do not hold, each with the ids that break it; empty when all hold. */
export async function brokenInvariants(dataSource: DataSource): Promise<{ name: string; ids: unknown[] }[]> {
  const broken: { name: string; ids: unknown[] }[] = [];
  for (const check of CHECKS) {
    const rows: Record<string, unknown>[] = await dataSource.query(check.sql);
    if (rows.length > 0) broken.push({ name: check.name, ids: rows.map((row) => Object.values(row)[0]) });
  }
  return broken;
}
