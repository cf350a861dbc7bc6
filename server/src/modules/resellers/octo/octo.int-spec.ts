// The OCTO supplier API against the real app (1/2): key authentication, errors in OCTO's shape,
// the sellable products and availability; every answer parsed with @octocloud/types' zod schemas.
// Bookings and webhooks: octo-bookings.int-spec.ts.
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
import type { TestApp } from '../../../../test/app.js';
import type { BookableService } from '../../../../test/booking.js';
import { parsed, startOctoWorld, type OctoRequest, type OctoWorld } from '../../../../test/octo.js';
import { staffAndProvider } from '../../../../test/booking.js';
import { approvedService } from '../../../../test/catalog.js';
import { testContext } from '../../../../test/reservations.js';
import { allowProvider, createReseller, issueKey, revokeKey } from '../reseller-setup.js';

let world: OctoWorld;
let app: TestApp;
let key: string;
let service: BookableService;
let smallServiceId: number;
let resellerId: number;
const octo = (path: string, init?: OctoRequest) => world.octo(path, init);
const reserve = (body?: Record<string, unknown>) => world.reserve(body);
const vacanciesAt = (serviceId: number, availabilityId: string) => world.vacanciesAt(serviceId, availabilityId);
const adult = () => String(service.adultOfferId);

beforeAll(async () => {
  world = await startOctoWorld();
  ({ app, key, service, smallServiceId, resellerId } = world);
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
    await app.db.dataSource.query('UPDATE reseller SET deactivated_at = now() WHERE id = $1', [other.id]);
    expect(parsed(zBaseError, await octo('/supplier', { key: issued.key }), 403).error).toBe('FORBIDDEN');
    await app.db.dataSource.query('UPDATE reseller SET deactivated_at = NULL WHERE id = $1', [other.id]);
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
