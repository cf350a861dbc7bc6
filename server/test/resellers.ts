// Test builders for resellers, made straight in the database (the OCTO API of resellers/octo/ makes
// them in the product): a reseller allowed to sell a company with a live key, and a reseller's
// reservation — its places held through scheduling's one hold operation, a BOOKED reseller_booking
// and a PENDING reservation with reseller_id and no booking request — to drive through reservation.service.
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { newReservationNumber } from '../src/modules/reservations/reservation-number.js';
import { hashResellerKey, keyPrefixOf, newResellerKey } from '../src/modules/resellers/reseller-keys.js';
import { holdPlaces, MAX_HOLD_TTL_MS } from '../src/modules/scheduling/capacity.service.js';
import { inTransaction } from '../src/shared/transaction.js';
import type { TestApp } from './app.js';
import { testContext } from './reservations.js';

export interface TestReseller {
  resellerId: number;
  keyId: number;
  key: string;
}

/** A reseller (commission 20 %) allowed to sell `companyId`, with a live key. */
export async function resellerOf(app: TestApp, companyId: number, name = `Reseller ${randomUUID().slice(0, 8)}`): Promise<TestReseller> {
  const db = app.db.dataSource;
  const [{ id: resellerId }] = await db.query(
    "INSERT INTO reseller (name, contact_email, commission_bp) VALUES ($1, 'ota@example.com', 2000) RETURNING id",
    [name],
  );
  await db.query('INSERT INTO reseller_provider (reseller_id, company_id) VALUES ($1, $2)', [resellerId, companyId]);
  const key = newResellerKey();
  const [{ id: keyId }] = await db.query(
    'INSERT INTO reseller_key (reseller_id, company_id, key_hash, key_prefix) VALUES ($1, $2, $3, $4) RETURNING id',
    [resellerId, companyId, hashResellerKey(key), keyPrefixOf(key)],
  );
  return { resellerId, keyId, key };
}

export interface ResellerReservationSpec {
  reseller: TestReseller;
  serviceId: number;
  startsAt: Date;
  people?: number;
  retailCents?: number;
}

/** A PENDING reservation sold by `reseller` (net = retail − 20 %), its places held; its id, number and the booking's uuid. */
export async function resellerReservation(app: TestApp, spec: ResellerReservationSpec) {
  const people = spec.people ?? 2;
  const retailCents = spec.retailCents ?? 7000;
  const netCents = retailCents - Math.round((retailCents * 2000) / 10_000);
  const uuid = randomUUID();
  const zoned = Temporal.Instant.fromEpochMilliseconds(spec.startsAt.getTime()).toZonedDateTimeISO('Europe/Zagreb');
  const date = zoned.toPlainDate().toString();
  const time = zoned.toPlainTime().toString().slice(0, 5);
  return inTransaction(testContext(app), async (tx) => {
    const [service] = await tx.manager.query(
      `SELECT s.id, s.brand_id, b.company_id, s.cancellation_policy, s.cancellation_before FROM service s JOIN brand b ON b.id = s.brand_id WHERE s.id = $1`,
      [spec.serviceId],
    );
    const hold = await holdPlaces(tx, {
      serviceId: spec.serviceId,
      startsAt: spec.startsAt,
      people,
      reference: `reseller-booking:${uuid}`,
      ttlMs: MAX_HOLD_TTL_MS,
    });
    const [reservation]: { id: number; number: string }[] = await tx.manager.query(
      `INSERT INTO reservation (number, service_id, brand_id, company_id, user_id, booking_request_id, reseller_id, email, phone, language, starts_at, date, start_time, people,
         state, subtotal_cents, discount_cents, fee_cents, total_cents, commission_cents, commission_vat_cents, answer_deadline, hold_id, cancellation_policy, cancellation_before)
       VALUES ($1, $2, $3, $4, NULL, NULL, $5, 'guest@example.com', '+385912345678', 'en', $6, $7, $8, $9,
         'PENDING', $10, 0, 0, $10, 0, 0, $11, $12, $13, $14) RETURNING id, number`,
      [
        newReservationNumber(),
        spec.serviceId,
        service.brand_id,
        service.company_id,
        spec.reseller.resellerId,
        spec.startsAt,
        date,
        time,
        people,
        retailCents,
        new Date(Math.min(spec.startsAt.getTime(), Date.now() + 86_400_000)),
        hold.id,
        service.cancellation_policy,
        service.cancellation_before,
      ],
    );
    await tx.manager.query(
      `INSERT INTO reseller_booking (uuid, reseller_id, key_id, company_id, service_id, starts_at, date, start_time, people, unit_items, state, hold_id, expires_at,
         retail_cents, net_cents, commission_bp, reservation_id, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '[]', 'BOOKED', $10, $11, $12, $13, 2000, $14, clock_timestamp())`,
      [
        uuid,
        spec.reseller.resellerId,
        spec.reseller.keyId,
        service.company_id,
        spec.serviceId,
        spec.startsAt,
        date,
        time,
        people,
        hold.id,
        hold.expiresAt,
        retailCents,
        netCents,
        reservation.id,
      ],
    );
    return { id: reservation.id, number: reservation.number, uuid, netCents, retailCents };
  });
}
