// The OCTO supplier API end to end against the real app: key authentication, the sellable products,
// availability, the booking flows on the site's capacity, errors in OCTO's shape, and every answer
// parsed with @octocloud/types' zod schemas.
import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  zAvailability,
  zAvailabilityCalendar,
  zBaseError,
  zBooking,
  zCapability,
  zErrorInvalidBookingUuid,
  zErrorInvalidProductId,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import { startTestApp, type TestApp, type TestResponse } from '../../../../test/app.js';
import { bookableService, serviceContext, staffAndProvider, type BookableService } from '../../../../test/booking.js';
import { approvedService } from '../../../../test/catalog.js';
import { testContext } from '../../../../test/reservations.js';
import { leastQueries } from '../../../../test/count-queries.js';
import { acceptReservation, rejectReservation } from '../../reservations/reservation.service.js';
import { allowProvider, createReseller, issueKey, revokeKey } from '../reseller-setup.js';
import { sweepResellerHolds } from './octo-sweep.js';

let app: TestApp;
let key: string;
let service: BookableService;
let ownerId: number;
let smallServiceId: number;
let resellerId: number;
const START = '2027-07-01T10:00:00+02:00';
const CAPABILITIES = 'octo/pricing, octo/content';

function octo(path: string, init: { method?: string; json?: unknown; key?: string | null; headers?: Record<string, string> } = {}) {
  return app.request(`/api/octo${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    json: init.json,
    token: init.key === null ? undefined : (init.key ?? key),
    headers: { 'octo-capabilities': CAPABILITIES, ...init.headers },
  });
}

function parsed<T>(schema: { parse: (value: unknown) => T }, response: TestResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return schema.parse(response.body);
}

const adult = () => String(service.adultOfferId);
const reserve = (body: Record<string, unknown> = {}) =>
  octo('/bookings', {
    json: {
      productId: String(service.serviceId),
      optionId: 'DEFAULT',
      availabilityId: START,
      unitItems: [{ unitId: adult() }, { unitId: adult() }],
      ...body,
    },
  });

async function vacanciesAt(serviceId: number, availabilityId: string): Promise<number> {
  const list = await octo('/availability', {
    json: { productId: String(serviceId), optionId: 'DEFAULT', availabilityIds: [availabilityId] },
  });
  return parsed(zAvailability.array(), list)[0]!.vacancies!;
}

beforeAll(async () => {
  app = await startTestApp({ env: { OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' } });
  const { provider, staffToken } = await staffAndProvider(app);
  ownerId = provider.user.id;
  service = await bookableService(app, provider, staffToken);
  smallServiceId = (await bookableService(app, provider, staffToken, { minPeople: 1, maxPeople: 2, placesPerStart: 2 })).serviceId;
  const ctx = testContext(app);
  const [{ company_id: companyId }] = await app.db.dataSource.query('SELECT company_id FROM brand WHERE id = $1', [provider.brandId]);
  const reseller = await createReseller(ctx, { name: 'Test OTA', contactEmail: 'ota@example.com', commissionBp: 1500 });
  resellerId = reseller.id;
  await allowProvider(ctx, reseller.id, companyId);
  key = (await issueKey(ctx, reseller.id, companyId)).key;
});

describe('OCTO authentication and errors', () => {
  it('refuses a missing, invalid or revoked key and a refused provider with 403 FORBIDDEN', async () => {
    expect(parsed(zBaseError, await octo('/products', { key: null }), 403).error).toBe('FORBIDDEN');
    expect(parsed(zBaseError, await octo('/products', { key: 'lk_nope' }), 403).error).toBe('FORBIDDEN');
    const ctx = testContext(app);
    const [{ company_id: companyId }] = await app.db.dataSource.query('SELECT company_id FROM reseller_key WHERE reseller_id = $1', [
      resellerId,
    ]);
    const other = await createReseller(ctx, { name: 'Refused OTA', contactEmail: 'no@example.com', commissionBp: 1000 });
    await allowProvider(ctx, other.id, companyId);
    const issued = await issueKey(ctx, other.id, companyId);
    expect((await octo('/supplier', { key: issued.key })).status).toBe(200);
    await app.db.dataSource.query('UPDATE reseller_provider SET refused_at = now() WHERE reseller_id = $1', [other.id]);
    expect(parsed(zBaseError, await octo('/supplier', { key: issued.key }), 403).error).toBe('FORBIDDEN');
    await app.db.dataSource.query('UPDATE reseller_provider SET refused_at = NULL WHERE reseller_id = $1', [other.id]);
    await revokeKey(ctx, issued.keyId);
    expect(parsed(zBaseError, await octo('/supplier', { key: issued.key }), 403).error).toBe('FORBIDDEN');
  });

  it('answers the supplier and the capabilities, echoing the requested ones', async () => {
    const supplier = await octo('/supplier');
    expect(parsed(zSupplier, supplier).endpoint).toBe(`${app.baseUrl}/api/octo`);
    expect(supplier.headers.get('octo-capabilities')).toBe('octo/pricing, octo/content');
    const capabilities = parsed(
      zCapability.array(),
      await octo('/capabilities', { headers: { 'octo-capabilities': 'octo/webhooks, octo/cart' } }),
    );
    expect(capabilities.map((capability) => capability.id)).toEqual(['octo/pricing', 'octo/content', 'octo/webhooks']);
    expect(
      (await octo('/capabilities', { headers: { 'octo-capabilities': 'octo/webhooks, octo/cart' } })).headers.get('octo-capabilities'),
    ).toBe('octo/webhooks');
  });

  it('answers each error in OCTO shape', async () => {
    expect(parsed(zErrorInvalidProductId, await octo('/products/999999'), 400)).toMatchObject({
      error: 'INVALID_PRODUCT_ID',
      productId: '999999',
    });
    expect(parsed(zBaseError, await reserve({ optionId: 'OTHER' }), 400).error).toBe('INVALID_OPTION_ID');
    expect(parsed(zBaseError, await reserve({ availabilityId: '2027-07-01T10:30:00+02:00' }), 400).error).toBe('INVALID_AVAILABILITY_ID');
    expect(parsed(zBaseError, await reserve({ unitItems: [{ unitId: '999999' }] }), 400).error).toBe('INVALID_UNIT_ID');
    expect(parsed(zBaseError, await reserve({ unitItems: [{ unitId: adult() }] }), 400).error).toBe('BAD_REQUEST');
    expect(parsed(zBaseError, await reserve({ uuid: 'not-a-uuid' }), 400).error).toBe('BAD_REQUEST');
    expect(parsed(zErrorInvalidBookingUuid, await octo(`/bookings/${randomUUID()}`), 400).error).toBe('INVALID_BOOKING_UUID');
    const malformed = await app.request('/api/octo/bookings', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    });
    expect(parsed(zBaseError, malformed, 400).error).toBe('BAD_REQUEST');
  });
});

describe('OCTO products and availability', () => {
  it('lists only the services the reseller may sell', async () => {
    const { provider, staffToken } = await staffAndProvider(app);
    const otherProviders = await approvedService(app, provider, staffToken);
    const [hidden, excluded, exclusive] = (
      await app.db.dataSource.query(
        `INSERT INTO service (brand_id, title, category_id, region_id, description, owner_statement, micro_location, meeting_point,
           meeting_latitude, meeting_longitude, min_people, max_people, places_per_start, answer_minutes, cancellation_policy, status, enabled, exclusive)
         SELECT brand_id, title || ' ' || n, category_id, region_id, description, owner_statement, micro_location, meeting_point, meeting_latitude,
           meeting_longitude, min_people, max_people, places_per_start, answer_minutes, cancellation_policy, status, n <> 1, n = 3
         FROM service, generate_series(1, 3) n WHERE id = $1 ORDER BY n RETURNING id`,
        [service.serviceId],
      )
    ).map((row: { id: number }) => row.id);
    await app.db.dataSource.query('INSERT INTO reseller_service_exclusion (reseller_id, service_id) VALUES ($1, $2)', [
      resellerId,
      excluded,
    ]);
    const products = parsed(zProduct.array(), await octo('/products'));
    const ids = products.map((product) => Number(product.id));
    expect(ids).toEqual(expect.arrayContaining([service.serviceId, smallServiceId]));
    for (const absent of [hidden, excluded, exclusive, otherProviders]) expect(ids).not.toContain(absent);
    expect(parsed(zBaseError, await octo(`/products/${excluded}`), 400).error).toBe('INVALID_PRODUCT_ID');
    // A reseller that is one of the exclusive service's chosen partners sees it (the one visibility predicate).
    const [partner] = await app.db.dataSource.query(
      `INSERT INTO partner (user_id, legal_name, oib, iban, contact_name, contact_phone, contact_email, status)
       VALUES ($1, 'Hotel d.o.o.', '69435151530', 'HR1210010051863000160', 'Eva', '+385911234567', 'eva@example.com', 'APPROVED') RETURNING id`,
      [provider.user.id],
    );
    await app.db.dataSource.query('INSERT INTO service_partner (service_id, partner_id) VALUES ($1, $2)', [exclusive, partner.id]);
    await app.db.dataSource.query('UPDATE reseller SET partner_id = $2 WHERE id = $1', [resellerId, partner.id]);
    expect(parsed(zProduct, await octo(`/products/${exclusive}`)).id).toBe(String(exclusive));
    await app.db.dataSource.query('UPDATE reseller SET partner_id = NULL WHERE id = $1', [resellerId]);
  });

  it('maps a service to a product with units, pricing and content in the asked language', async () => {
    const product = parsed(zProduct, await octo(`/products/${service.serviceId}`, { headers: { 'accept-language': 'hr' } }));
    const option = product.options[0]!;
    expect(option.id).toBe('DEFAULT');
    expect(option.availabilityLocalStartTimes).toEqual(['09:00', '10:00', '15:00']);
    const family = option.units.find((unit) => unit.id === String(service.familyOfferId))!;
    expect(family).toMatchObject({ type: 'OTHER', restrictions: { paxCount: 4 } });
    const unit = option.units.find((candidate) => candidate.id === adult())!;
    expect(unit.type).toBe('ADULT');
    // 35.00 retail, commission 15 % = 5.25, net 29.75.
    expect(unit.pricingFrom![0]).toMatchObject({ retail: 3500, net: 2975, currency: 'EUR' });
    expect(product.features!.find((feature) => feature.type === 'CANCELLATION_TERM')!.shortDescription).toContain('Otkažite');
    const response = await octo(`/products/${service.serviceId}`, { headers: { 'accept-language': 'hr' } });
    expect(response.headers.get('content-language')).toBe('hr');
  });

  it('answers the calendar and the starts with vacancies that drop after a reserve', async () => {
    const calendar = parsed(
      zAvailabilityCalendar.array(),
      await octo('/availability/calendar', {
        json: { productId: String(service.serviceId), optionId: 'DEFAULT', localDateStart: '2027-07-01', localDateEnd: '2027-07-03' },
      }),
    );
    expect(calendar.map((day) => day.localDate)).toEqual(['2027-07-01', '2027-07-02', '2027-07-03']);
    expect(calendar[0]).toMatchObject({ status: 'AVAILABLE', capacity: 30 });
    const starts = parsed(
      zAvailability.array(),
      await octo('/availability', {
        json: { productId: String(service.serviceId), optionId: 'DEFAULT', localDateStart: '2027-07-02', localDateEnd: '2027-07-02' },
      }),
    );
    expect(starts.map((start) => start.id)).toEqual([
      '2027-07-02T09:00:00+02:00',
      '2027-07-02T10:00:00+02:00',
      '2027-07-02T15:00:00+02:00',
    ]);
    expect(starts[1]).toMatchObject({ vacancies: 10, capacity: 10, status: 'AVAILABLE', utcCutoffAt: '2027-07-02T08:00:00.000Z' });
    const before = await vacanciesAt(service.serviceId, '2027-07-02T10:00:00+02:00');
    parsed(zBooking, await reserve({ availabilityId: '2027-07-02T10:00:00+02:00' }));
    expect(await vacanciesAt(service.serviceId, '2027-07-02T10:00:00+02:00')).toBe(before - 2);
  });
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

describe('OCTO webhooks', () => {
  it('delivers booking_update to a registered URL, signed with the key hash', async () => {
    const { createServer } = await import('node:http');
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
    const port = (server.address() as { port: number }).port;
    const registered = await octo('/webhooks', { json: { url: `http://127.0.0.1:${port}/octo`, event: 'booking_update' } });
    expect(registered.status, registered.text).toBe(200);
    expect((await octo('/webhooks')).body).toHaveLength(1);
    const held = parsed(zBooking, await reserve({ availabilityId: '2027-07-07T10:00:00+02:00' }));
    const { until } = await import('../../../../test/until.js');
    const delivery = await until(() => received.find((one) => one.body.includes(held.uuid)));
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature)!;
    const secret = createHash('sha256').update(key).digest('hex');
    const { createHmac } = await import('node:crypto');
    expect(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
    expect(zBooking.parse(JSON.parse(delivery.body).booking).status).toBe('ON_HOLD');
    const id = (registered.body as { id: string }).id;
    expect((await octo(`/webhooks/${id}`, { method: 'DELETE' })).status).toBe(200);
    server.close();
  });
});
