// The OCTO supplier API against the real app (2/2): the booking flows on the site's capacity (reserve,
// confirm, the provider's answer, cancel, idempotency, expiry, extend, PATCH, instant confirmation, the
// race with a site booking) and the signed webhooks; every answer parsed with @octocloud/types.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { zAvailability, zBaseError, zBooking, zProduct } from '@octocloud/types';
import type { TestApp } from '../../../../test/app.js';
import type { BookableService } from '../../../../test/booking.js';
import { parsed, START, startOctoWorld, type OctoRequest, type OctoWorld } from '../../../../test/octo.js';
import { serviceContext } from '../../../../test/booking.js';
import { leastQueries } from '../../../../test/count-queries.js';
import { testContext } from '../../../../test/reservations.js';
import { until } from '../../../../test/until.js';
import { proposeChange } from '../../reservations/reservation-change.service.js';
import { acceptReservation, rejectReservation } from '../../reservations/reservation.service.js';
import { sweepResellerHolds } from './octo-sweep.js';

let world: OctoWorld;
let app: TestApp;
let key: string;
let service: BookableService;
let ownerId: number;
let smallServiceId: number;
let resellerId: number;
const octo = (path: string, init?: OctoRequest) => world.octo(path, init);
const reserve = (body?: Record<string, unknown>) => world.reserve(body);
const vacanciesAt = (serviceId: number, availabilityId: string) => world.vacanciesAt(serviceId, availabilityId);
const adult = () => String(service.adultOfferId);

beforeAll(async () => {
  world = await startOctoWorld();
  ({ app, key, service, ownerId, smallServiceId, resellerId } = world);
});

describe('OCTO bookings', () => {
  it('reserves, confirms (PENDING), the provider accepts (CONFIRMED), then cancels within the policy', async () => {
    const held = parsed(zBooking, await reserve({ resellerReference: 'OTA-1' }));
    expect(held).toMatchObject({ status: 'ON_HOLD', resellerReference: 'OTA-1', supplierReference: null, availabilityId: START });
    expect(held.pricing).toMatchObject({ retail: 7000, net: 5950 });
    const confirmed = parsed(
      zBooking,
      await octo(`/bookings/${held.uuid}/confirm`, {
        json: { contact: { fullName: 'Ana Gost', emailAddress: 'ana@example.com' }, resellerReference: 'OTA-1b' },
      }),
    );
    expect(confirmed).toMatchObject({ status: 'PENDING', resellerReference: 'OTA-1b', voucher: null });
    const [reservation] = await app.db.dataSource.query(
      'SELECT id, number, email, phone, reseller_id, booking_request_id, fee_cents FROM reservation WHERE number = $1',
      [confirmed.supplierReference],
    );
    expect(reservation).toMatchObject({
      email: 'ana@example.com',
      phone: '',
      reseller_id: resellerId,
      booking_request_id: null,
      fee_cents: 0,
    });
    expect(await app.db.dataSource.query('SELECT 1 FROM payment WHERE reservation_id = $1', [reservation.id])).toEqual([]);
    await acceptReservation(serviceContext(app, { id: ownerId, roles: ['ROLE_OWNER'] }), reservation.id);
    const got = parsed(zBooking, await octo(`/bookings/${held.uuid}`));
    expect(got.status).toBe('CONFIRMED');
    expect(got.voucher!.deliveryOptions.map((option) => option.deliveryFormat)).toEqual(['PDF_URL', 'QRCODE']);
    expect(got.cancellable).toBe(true);
    expect(parsed(zBooking.array(), await octo(`/bookings?supplierReference=${confirmed.supplierReference}`)).map((b) => b.uuid)).toEqual([
      held.uuid,
    ]);
    expect(parsed(zBooking.array(), await octo('/bookings?resellerReference=OTA-1b')).map((b) => b.uuid)).toEqual([held.uuid]);
    const cancelled = parsed(zBooking, await octo(`/bookings/${held.uuid}/cancel`, { json: { reason: 'Guest ill' } }));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL', reason: 'Guest ill' } });
    expect(await app.db.dataSource.query('SELECT name FROM pgboss.job WHERE name LIKE $1', ['payments.%'])).toEqual([]);
  });

  it('answers the same booking for the same uuid, also reserved twice at once, and refuses another content under it', async () => {
    const twice = randomUUID();
    const [one, two] = await Promise.all([reserve({ uuid: twice }), reserve({ uuid: twice })]);
    expect(parsed(zBooking, one).uuid).toBe(parsed(zBooking, two).uuid);
    const [{ holds }] = await app.db.dataSource.query('SELECT count(*)::int AS holds FROM hold WHERE reference = $1', [
      `reseller-booking:${twice}`,
    ]);
    expect(holds).toBe(1);
    const uuid = randomUUID();
    const first = parsed(zBooking, await reserve({ uuid }));
    const again = parsed(zBooking, await reserve({ uuid }));
    expect(again.uuid).toBe(first.uuid);
    expect(again.utcExpiresAt).toBe(first.utcExpiresAt);
    expect(parsed(zBaseError, await reserve({ uuid, availabilityId: '2027-07-01T15:00:00+02:00' }), 400).error).toBe('BAD_REQUEST');
  });

  it('expires a hold that ran out and frees its places; extends and changes a live one', async () => {
    const at = '2027-07-03T10:00:00+02:00';
    const before = await vacanciesAt(service.serviceId, at);
    const held = parsed(zBooking, await reserve({ availabilityId: at, expirationMinutes: 5 }));
    const extended = parsed(zBooking, await octo(`/bookings/${held.uuid}/extend`, { json: { expirationMinutes: 60 } }));
    expect(Date.parse(extended.utcExpiresAt!) - Date.parse(held.utcExpiresAt!)).toBeGreaterThan(50 * 60_000);
    const patched = parsed(
      zBooking,
      await octo(`/bookings/${held.uuid}`, {
        method: 'PATCH',
        json: { notes: 'Window seat', unitItems: [{ unitId: adult() }, { unitId: adult() }, { unitId: adult() }] },
      }),
    );
    expect(patched).toMatchObject({ notes: 'Window seat', status: 'ON_HOLD' });
    expect(patched.unitItems).toHaveLength(3);
    expect(await vacanciesAt(service.serviceId, at)).toBe(before - 3);
    await app.db.dataSource.query("UPDATE hold SET expires_at = now() - interval '1 second' WHERE reference LIKE $1 AND state = 'HELD'", [
      `reseller-booking:${held.uuid}%`,
    ]);
    await app.db.dataSource.query("UPDATE reseller_booking SET expires_at = now() - interval '1 second' WHERE uuid = $1", [held.uuid]);
    expect(parsed(zBooking, await octo(`/bookings/${held.uuid}`)).status).toBe('EXPIRED');
    expect(await vacanciesAt(service.serviceId, at)).toBe(before);
    expect(await sweepResellerHolds(testContext(app))).toContain(held.uuid);
    expect((await app.db.dataSource.query('SELECT state FROM reseller_booking WHERE uuid = $1', [held.uuid]))[0].state).toBe('EXPIRED');
    expect(parsed(zBaseError, await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: {} } }), 400).error).toBe(
      'UNPROCESSABLE_ENTITY',
    );
  });

  it('the provider rejects: REJECTED', async () => {
    const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-04T10:00:00+02:00' }));
    const confirmed = parsed(zBooking, await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: { fullName: 'Ivo' } } }));
    const [{ id }] = await app.db.dataSource.query('SELECT id FROM reservation WHERE number = $1', [confirmed.supplierReference]);
    await rejectReservation(serviceContext(app, { id: ownerId, roles: ['ROLE_OWNER'] }), id);
    expect(parsed(zBooking, await octo(`/bookings/${held.uuid}`)).status).toBe('REJECTED');
    const [{ email }] = await app.db.dataSource.query('SELECT email FROM reservation WHERE id = $1', [id]);
    expect(email).toBe('ota@example.com');
  });

  it('confirms at once with instant confirmation, then sells out the start', async () => {
    await app.db.dataSource.query('UPDATE service SET reseller_instant_confirmation = true WHERE id = $1', [smallServiceId]);
    const at = '2027-07-05T10:00:00+02:00';
    const [small] = parsed(zProduct.array(), await octo('/products')).filter((product) => product.id === String(smallServiceId));
    const unitId = small!.options[0]!.units[0]!.id;
    const body = { productId: String(smallServiceId), optionId: 'DEFAULT', availabilityId: at, unitItems: [{ unitId }, { unitId }] };
    const held = parsed(zBooking, await octo('/bookings', { json: body }));
    const confirmed = parsed(zBooking, await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: {} } }));
    expect(confirmed.status).toBe('CONFIRMED');
    const [start] = parsed(
      zAvailability.array(),
      await octo('/availability', { json: { productId: String(smallServiceId), optionId: 'DEFAULT', availabilityIds: [at] } }),
    );
    expect(start).toMatchObject({ status: 'SOLD_OUT', vacancies: 0, available: false });
    expect(parsed(zBaseError, await octo('/bookings', { json: { ...body, unitItems: [{ unitId }] } }), 400).error).toBe(
      'UNPROCESSABLE_ENTITY',
    );
    // Checked in at the door: REDEEMED, with the time.
    await app.db.dataSource.query('UPDATE reservation SET checked_in_at = now() WHERE number = $1', [confirmed.supplierReference]);
    const redeemed = parsed(zBooking, await octo(`/bookings/${held.uuid}`));
    expect(redeemed.status).toBe('REDEEMED');
    expect(redeemed.utcRedeemedAt).not.toBeNull();
  });

  it('lists products and bookings in a fixed number of queries', async () => {
    const listed = () => octo('/bookings?localDateStart=2027-07-01&localDateEnd=2027-07-31');
    const before = await leastQueries(app, listed);
    parsed(zBooking, await reserve({ availabilityId: '2027-07-08T10:00:00+02:00', resellerReference: 'COUNT' }));
    parsed(zBooking, await reserve({ availabilityId: '2027-07-09T10:00:00+02:00', resellerReference: 'COUNT' }));
    expect(await leastQueries(app, listed)).toBe(before);
    const products = await leastQueries(app, () => octo('/products'));
    expect(products).toBeLessThanOrEqual(4);
  });

  it('a site booking and a reseller reserve racing for the last places hold exactly the capacity', async () => {
    const at = '2027-07-06T10:00:00+02:00';
    const [small] = parsed(zProduct.array(), await octo('/products')).filter((product) => product.id === String(smallServiceId));
    const unitId = small!.options[0]!.units[0]!.id;
    const [site, reseller] = await Promise.all([
      app.request(`/api/booking/request/${randomUUID()}`, {
        method: 'POST',
        json: { serviceId: smallServiceId, date: '2027-07-06', startTime: '10:00', offers: [{ offerId: Number(unitId), quantity: 2 }] },
      }),
      octo('/bookings', {
        json: { productId: String(smallServiceId), optionId: 'DEFAULT', availabilityId: at, unitItems: [{ unitId }, { unitId }] },
      }),
    ]);
    expect([site.status, reseller.status].filter((status) => status === 200)).toHaveLength(1);
    const [{ taken }] = await app.db.dataSource.query(
      "SELECT COALESCE(sum(people), 0)::int AS taken FROM hold WHERE service_id = $1 AND starts_at = $2 AND (state = 'CONFIRMED' OR (state = 'HELD' AND expires_at > now()))",
      [smallServiceId, new Date(at)],
    );
    expect(taken).toBe(2);
  });
});

describe('OCTO bookings and the site', () => {
  it('a reseller booking emails its provider, never its guest, and cannot be changed by a proposal', async () => {
    const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-10T10:00:00+02:00' }));
    const confirmed = parsed(
      zBooking,
      await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: { fullName: 'Mia', emailAddress: 'mia@example.com' } } }),
    );
    const [{ id, provider_email: providerEmail }] = await app.db.dataSource.query(
      `SELECT r.id, u.email AS provider_email FROM reservation r JOIN company c ON c.id = r.company_id JOIN user_account u ON u.id = c.owner_id
       WHERE r.number = $1`,
      [confirmed.supplierReference],
    );
    await app.mail.waitFor(providerEmail, { subject: new RegExp(confirmed.supplierReference!) });
    const owner = serviceContext(app, { id: ownerId, roles: ['ROLE_OWNER'] });
    await acceptReservation(owner, id);
    await until(async () => {
      const [{ n }] = await app.db.dataSource.query(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'booking.email' AND state = 'completed' AND data->>'reservationId' = $1",
        [String(id)],
      );
      return n >= 2;
    });
    expect(app.mail.mails.filter((mail) => mail.to.includes('mia@example.com'))).toEqual([]);
    await expect(
      proposeChange(owner, id, { date: '2027-07-11', startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] }),
    ).rejects.toMatchObject({
      reason: 'RESELLER_BOOKING',
    });
  });

  it('cancels a pending booking in full, and a confirmed one past its refund policy only with force (no refund)', async () => {
    const pending = parsed(zBooking, await reserve({ availabilityId: '2027-07-12T10:00:00+02:00' }));
    parsed(zBooking, await octo(`/bookings/${pending.uuid}/confirm`, { json: { contact: {} } }));
    expect(parsed(zBooking, await octo(`/bookings/${pending.uuid}/cancel`, { json: {} }))).toMatchObject({
      status: 'CANCELLED',
      cancellation: { refund: 'FULL' },
    });
    await app.db.dataSource.query("UPDATE service SET cancellation_policy = 'NO_REFUND', cancellation_before = NULL WHERE id = $1", [
      service.serviceId,
    ]);
    try {
      const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-13T10:00:00+02:00' }));
      const confirmed = parsed(zBooking, await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: {} } }));
      const [{ id }] = await app.db.dataSource.query('SELECT id FROM reservation WHERE number = $1', [confirmed.supplierReference]);
      await acceptReservation(serviceContext(app, { id: ownerId, roles: ['ROLE_OWNER'] }), id);
      expect(parsed(zBooking, await octo(`/bookings/${held.uuid}`)).cancellable).toBe(false);
      expect(parsed(zBaseError, await octo(`/bookings/${held.uuid}/cancel`, { json: {} }), 400).error).toBe('UNPROCESSABLE_ENTITY');
      expect(parsed(zBooking, await octo(`/bookings/${held.uuid}/cancel`, { json: { force: true } }))).toMatchObject({
        status: 'CANCELLED',
        cancellation: { refund: 'NONE' },
      });
    } finally {
      await app.db.dataSource.query("UPDATE service SET cancellation_policy = 'FULL_REFUND_DAYS', cancellation_before = 2 WHERE id = $1", [
        service.serviceId,
      ]);
    }
  });
});

describe("a reseller booking in the provider's desk and on the reseller ledger", () => {
  const ledger = (reservationId: number) =>
    app.db.dataSource.query(
      'SELECT kind, state, amount_cents AS "amountCents" FROM reseller_ledger_entry WHERE reservation_id = $1 ORDER BY id',
      [reservationId],
    );

  it("pending in the desk with the reseller's name, accepted there, owed net on the ledger, given back when cancelled in time", async () => {
    const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-20T10:00:00+02:00', resellerReference: 'DESK-1' }));
    const confirmed = parsed(zBooking, await octo(`/bookings/${held.uuid}/confirm`, { json: { contact: { fullName: 'Mia Gost' } } }));
    expect(confirmed.status).toBe('PENDING');
    const pending = await app.request('/api/owner/reservations/pending/future', { token: world.ownerToken });
    expect(pending.status).toBe(200);
    const row = (pending.body as { content: { id: number; number: string; reseller: { name: string } | null }[] }).content.find(
      (reservation) => reservation.number === confirmed.supplierReference,
    );
    expect(row?.reseller?.name).toBe('Test OTA');
    expect(await ledger(row!.id)).toEqual([]);

    // The provider accepts in the desk (the REST facade's own path): CONFIRMED, and the reseller owes the net amount.
    const accepted = await app.request(`/api/owner/reservations/${row!.id}/acceptance`, { method: 'PUT', token: world.ownerToken });
    expect(accepted.status, accepted.text).toBeLessThan(300);
    expect(parsed(zBooking, await octo(`/bookings/${held.uuid}`)).status).toBe('CONFIRMED');
    expect(await ledger(row!.id)).toEqual([{ kind: 'SALE', state: 'DUE', amountCents: confirmed.pricing!.net }]);

    const cancelled = parsed(zBooking, await octo(`/bookings/${held.uuid}/cancel`, { json: { reason: 'Plans changed' } }));
    expect(cancelled.cancellation?.refund).toBe('FULL');
    const net = confirmed.pricing!.net!;
    expect(await ledger(row!.id)).toEqual([
      { kind: 'SALE', state: 'DUE', amountCents: net },
      { kind: 'CANCELLATION', state: 'DUE', amountCents: -net },
    ]);
  });
});

describe('OCTO webhooks', () => {
  it('delivers booking_update to a registered URL, signed with the key hash', async () => {
    const received: { body: string; signature: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['lokalno-signature']) });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const registered = await octo('/webhooks', { json: { url: `http://127.0.0.1:${port}/octo`, event: 'booking_update' } });
    expect(registered.status, registered.text).toBe(200);
    expect((await octo('/webhooks')).body).toHaveLength(1);
    const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-07T10:00:00+02:00' }));
    const delivery = await until(() => received.find((one) => one.body.includes(held.uuid)));
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature)!;
    const secret = createHash('sha256').update(key).digest('hex');
    expect(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
    expect(zBooking.parse(JSON.parse(delivery.body).booking).status).toBe('ON_HOLD');
    // availability_update: the places of a start changed through a reseller booking.
    const availability = await octo('/webhooks', { json: { url: `http://127.0.0.1:${port}/places`, event: 'availability_update' } });
    expect(availability.status, availability.text).toBe(200);
    const at = '2027-07-14T10:00:00+02:00';
    parsed(zBooking, await reserve({ availabilityId: at }));
    const update = await until(() =>
      received.find((one) => (JSON.parse(one.body) as { availability?: { id: string } | null }).availability?.id === at),
    );
    expect(zAvailability.parse(JSON.parse(update.body).availability)).toMatchObject({ id: at, vacancies: 8 });
    const id = (registered.body as { id: string }).id;
    expect((await octo(`/webhooks/${id}`, { method: 'DELETE' })).status).toBe(200);
    server.close();
  });
});
