import ical, { type VEvent } from 'node-ical';
import { pino } from 'pino';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { leastQueries } from '../../../test/count-queries.js';
import { approvedService, providerWithBrand, serviceInput } from '../../../test/catalog.js';
import { createContext, type RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { diskStorageFor } from '../../shared/file-storage.js';
import { JobQueue } from '../../shared/jobs.js';
import { serviceAvailability } from './availability.service.js';
import { confirmHold, extendHold, holdPlaces, placesTaken, releasePlaces, type HoldRequest } from './capacity.service.js';
import { WEEKDAYS } from './season.entity.js';
import { createSeason } from './season.service.js';
import { Hold, HoldState } from './slot.entity.js';

let app: TestApp;
let ctx: RequestContext;
let ownerCtx: RequestContext;
let serviceId: number;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let staffToken: string;

const seasonOf = (from: string, to: string, unavailableDates: string[] = []) => ({
  name: 'Season',
  bookingType: 'START_TIMES' as never,
  from,
  to,
  workingTimes: [{ startHour: 8, startMinute: 0, endHour: 20, endMinute: 0, weekdays: [...WEEKDAYS] }],
  bookingTimes: [
    { hour: 9, minute: 0 },
    { hour: 10, minute: 0 },
    { hour: 11, minute: 0 },
    { hour: 13, minute: 0 },
    { hour: 15, minute: 0 },
    { hour: 17, minute: 0 },
  ],
  unavailableDates,
});

beforeAll(async () => {
  // 200 racing holds queue for 20 connections: on a loaded 2-core machine the last ones wait longer
  // than the production connect time-out (5 s, then 503), which this test of the capacity rule is not about.
  app = await startTestApp({ databaseLimits: { connectTimeoutMs: 60_000, lockTimeoutMs: 60_000 } });
  provider = await providerWithBrand(app);
  staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  serviceId = await approvedService(app, provider, staffToken, { minPeople: 1, maxPeople: 10, advanceHours: 0 });
  ctx = createContext({
    dataSource: app.db.dataSource,
    config: app.config,
    jobs: new JobQueue(app.db.url, pino({ level: 'silent' })),
    storage: diskStorageFor(app.config.DATA_DIR),
    locale: 'en',
    log: pino({ level: 'silent' }),
  });
  ownerCtx = { ...ctx, user: { id: provider.user.id, roles: ['ROLE_OWNER'] } };
  await createSeason(ownerCtx, serviceId, seasonOf('2027-01-01', '2027-12-31', ['2027-07-20']));
});

let references = 0;
/** A hold request at a start; Zagreb is UTC+2 in summer, so 08:00Z is the 10:00 start. */
const request = (iso: string, people: number, overrides: Partial<HoldRequest> = {}): HoldRequest => ({
  serviceId,
  startsAt: new Date(iso),
  people,
  reference: `test:${(references += 1)}`,
  ttlMs: 600_000,
  ...overrides,
});
const slotAt = (iso: string) => ({ serviceId, startsAt: new Date(iso) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('holdPlaces under concurrency', () => {
  it('takes exactly 10 places when 200 holds of 1 person race for a 10-place start, with no server error', async () => {
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => holdPlaces(ctx, request('2027-07-01T08:00:00Z', 1))));
    const lost = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(lost.every((error) => error instanceof DomainError && error.code === 'CONFLICT' && error.reason === 'SLOT_FULL')).toBe(true);
    expect(await placesTaken(ctx, slotAt('2027-07-01T08:00:00Z'))).toBe(10);
    const [{ count }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS count FROM hold WHERE service_id = $1 AND starts_at = '2027-07-01T08:00:00Z'",
      [serviceId],
    );
    expect(count).toBe(10);
  }, 60_000);

  it('shows the full start through the HTTP-facing availability too', async () => {
    const day = await serviceAvailability(ctx, serviceId, '2027-07-01', '2027-07-01');
    expect(day.days[0].startTimes.find((s) => s.time === '10:00')?.placesLeft).toBe(0);
    const response = await app.request(`/api/services/${serviceId}/availability?from=2027-07-01&to=2027-07-01`);
    expect(
      (response.body as { days: { startTimes: { time: string; placesLeft: number }[] }[] }).days[0].startTimes.find(
        (s) => s.time === '10:00',
      )?.placesLeft,
    ).toBe(0);
  });
});

describe('hold lifetime: HELD, CONFIRMED, RELEASED', () => {
  it('stops counting an expired hold without any clean-up, and refuses to confirm or extend it', async () => {
    const hold = await holdPlaces(ctx, request('2027-07-02T08:00:00Z', 9, { ttlMs: 1000 }));
    expect(hold.state).toBe(HoldState.HELD);
    expect(await placesTaken(ctx, slotAt('2027-07-02T08:00:00Z'))).toBe(9);
    await expect(holdPlaces(ctx, request('2027-07-02T08:00:00Z', 2))).rejects.toMatchObject({ reason: 'SLOT_FULL' });
    await sleep(1100);
    expect(await placesTaken(ctx, slotAt('2027-07-02T08:00:00Z'))).toBe(0);
    await expect(confirmHold(ctx, hold.id)).rejects.toMatchObject({ reason: 'HOLD_EXPIRED' });
    await expect(extendHold(ctx, hold.id, 60_000)).rejects.toMatchObject({ reason: 'HOLD_EXPIRED' });
    expect((await holdPlaces(ctx, request('2027-07-02T08:00:00Z', 10))).people).toBe(10);
  });

  it('extends a live hold past its old expiry', async () => {
    const hold = await holdPlaces(ctx, request('2027-07-02T07:00:00Z', 3, { ttlMs: 1000 }));
    const extended = await extendHold(ctx, hold.id, 60_000);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(hold.expiresAt.getTime() + 50_000);
    await sleep(1100);
    expect(await placesTaken(ctx, slotAt('2027-07-02T07:00:00Z'))).toBe(3);
  });

  it('confirms for good, gives places back on release, and both are idempotent', async () => {
    const slot = slotAt('2027-07-03T08:00:00Z');
    const hold = await holdPlaces(ctx, request('2027-07-03T08:00:00Z', 4, { ttlMs: 1000 }));
    const confirmed = await confirmHold(ctx, hold.id, 'Reservation R-1: Emma Schmidt');
    expect(confirmed).toMatchObject({ state: HoldState.CONFIRMED, label: 'Reservation R-1: Emma Schmidt' });
    expect(confirmed.confirmedAt!.getTime()).toBeLessThan(confirmed.expiresAt.getTime());
    expect((await confirmHold(ctx, hold.id)).state).toBe(HoldState.CONFIRMED);
    await sleep(1100);
    expect(await placesTaken(ctx, slot)).toBe(4);
    expect((await extendHold(ctx, hold.id, 1000)).state).toBe(HoldState.CONFIRMED);
    expect((await releasePlaces(ctx, hold.id)).state).toBe(HoldState.RELEASED);
    expect((await releasePlaces(ctx, hold.id)).state).toBe(HoldState.RELEASED);
    expect(await placesTaken(ctx, slot)).toBe(0);
    await expect(confirmHold(ctx, hold.id)).rejects.toMatchObject({ reason: 'HOLD_NOT_FOUND' });
    await expect(extendHold(ctx, hold.id, 1000)).rejects.toMatchObject({ reason: 'HOLD_NOT_FOUND' });
    await expect(releasePlaces(ctx, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ reason: 'HOLD_NOT_FOUND' });
  });

  it('refuses a hold of no people, a bad expiry, and more people than one booking may bring', async () => {
    await expect(holdPlaces(ctx, request('2027-07-04T08:00:00Z', 0))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(holdPlaces(ctx, request('2027-07-04T08:00:00Z', 1, { ttlMs: 0 }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(holdPlaces(ctx, request('2027-07-04T08:00:00Z', 1, { reference: '' }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(holdPlaces(ctx, request('2027-07-04T08:00:00Z', 11))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the expire-then-confirm race', () => {
  it('refuses a confirm whose hold expired while its transaction was open, after another guest took the places', async () => {
    const at = '2027-07-06T08:00:00Z';
    const hold = await holdPlaces(ctx, request(at, 10, { ttlMs: 1500 }));
    let guest: Hold | undefined;
    const confirming = app.db.dataSource.transaction(async (manager) => {
      const tx = { ...ctx, manager };
      // The transaction starts (and its now() is fixed) while the hold is still live.
      const [{ live }] = await manager.query("SELECT state = 'HELD' AND expires_at > now() AS live FROM hold WHERE id = $1", [hold.id]);
      expect(live).toBe(true);
      await sleep(1700);
      guest = await holdPlaces(ctx, request(at, 10));
      return confirmHold(tx, hold.id);
    });
    await expect(confirming).rejects.toMatchObject({ reason: 'HOLD_EXPIRED' });
    expect(guest?.people).toBe(10);
    expect(await placesTaken(ctx, slotAt(at))).toBe(10);
  });

  it('makes a guest wait for a confirm that holds the lock past the expiry, then refuses the guest', async () => {
    const at = '2027-07-06T09:00:00Z';
    const hold = await holdPlaces(ctx, request(at, 10, { ttlMs: 1000 }));
    const confirming = app.db.dataSource.transaction(async (manager) => {
      const confirmed = await confirmHold({ ...ctx, manager }, hold.id);
      // Keeps the slot locked until well after the old expiry.
      await manager.query('SELECT pg_sleep(2.5)');
      return confirmed;
    });
    // Once the hold has expired (its confirm not committed yet), the guest's check before the lock
    // finds the places free; the check under the lock must see the confirm and refuse.
    await sleep(Math.max(0, hold.expiresAt.getTime() - Date.now()) + 100);
    app.db.queries.reset();
    const guest = holdPlaces(ctx, request(at, 1)).then(
      () => null,
      (error: unknown) => error,
    );
    expect((await confirming).state).toBe(HoldState.CONFIRMED);
    expect(await guest).toMatchObject({ reason: 'SLOT_FULL' });
    expect(app.db.queries.statements.some((sql) => sql.startsWith('INSERT INTO slot'))).toBe(true);
    expect(await placesTaken(ctx, slotAt(at))).toBe(10);
  });

  it('refuses a start found full before the lock without taking it', async () => {
    const at = '2027-07-06T11:00:00Z';
    await holdPlaces(ctx, request(at, 10));
    app.db.queries.reset();
    await expect(holdPlaces(ctx, request(at, 1))).rejects.toMatchObject({ reason: 'SLOT_FULL' });
    expect(app.db.queries.statements).toHaveLength(1);
  });

  it('runs two statements under the slot lock: the lock, then the checks and the insert in one', async () => {
    app.db.queries.reset();
    const hold = await holdPlaces(ctx, request('2027-07-06T13:00:00Z', 2));
    const locked = app.db.queries.statements.findIndex((sql) => sql.startsWith('INSERT INTO slot'));
    expect(locked).toBeGreaterThan(0);
    expect(app.db.queries.statements.slice(locked)).toHaveLength(2);
    expect(await ctx.manager.findOneByOrFail(Hold, { id: hold.id })).toEqual(hold);
  });
});

describe('nothing can be held that the calendar would not offer', () => {
  it('refuses starts outside every season, on an unavailable date, off the booking times and off by a second', async () => {
    for (const iso of [
      '2026-07-01T08:00:00Z',
      '2028-01-10T09:00:00Z',
      '2027-07-20T08:00:00Z',
      '2027-07-05T10:00:00Z',
      '2027-07-05T08:00:01Z',
      '2027-07-05T08:30:00Z',
    ]) {
      await expect(holdPlaces(ctx, request(iso, 1)), iso).rejects.toMatchObject({ code: 'UNPROCESSABLE', reason: 'SLOT_NOT_BOOKABLE' });
    }
    const [{ count }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS count FROM slot WHERE service_id = $1 AND starts_at IN ('2026-07-01T08:00:00Z', '2027-07-20T08:00:00Z')",
      [serviceId],
    );
    expect(count).toBe(0);
  });

  it('refuses a start inside the advance-booking hours and takes one after them', async () => {
    const advanceId = await approvedService(app, provider, staffToken, {
      title: 'Advance tasting',
      minPeople: 1,
      maxPeople: 4,
      advanceHours: 48,
    });
    const today = Temporal.Now.plainDateISO('Europe/Zagreb');
    await createSeason(ownerCtx, advanceId, seasonOf(today.toString(), today.add({ days: 20 }).toString()));
    const startOn = (days: number) =>
      new Date(today.add({ days }).toZonedDateTime({ timeZone: 'Europe/Zagreb', plainTime: '10:00' }).epochMilliseconds);
    await expect(holdPlaces(ctx, { ...request('', 1), serviceId: advanceId, startsAt: startOn(1) })).rejects.toMatchObject({
      reason: 'SLOT_NOT_BOOKABLE',
    });
    const later = await holdPlaces(ctx, { ...request('', 2), serviceId: advanceId, startsAt: startOn(5) });
    expect(later.state).toBe(HoldState.HELD);
  });

  it('refuses a service that is not released', async () => {
    const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput({ title: 'Draft tasting', advanceHours: 0 }),
      token: provider.token,
    });
    const draftId = (created.body as { id: number }).id;
    await createSeason(ownerCtx, draftId, seasonOf('2027-01-01', '2027-12-31'));
    await expect(holdPlaces(ctx, { ...request('2027-07-05T08:00:00Z', 1), serviceId: draftId })).rejects.toMatchObject({
      reason: 'SLOT_NOT_BOOKABLE',
    });
  });
});

describe('the owner reference', () => {
  it('returns the same hold when holding again with the same reference, also in parallel', async () => {
    const at = '2027-07-07T08:00:00Z';
    const holds = await Promise.all(
      Array.from({ length: 10 }, () => holdPlaces(ctx, request(at, 3, { reference: 'booking-request:123' }))),
    );
    expect(new Set(holds.map((hold) => hold.id)).size).toBe(1);
    expect(holds[0].reference).toBe('booking-request:123');
    expect(await placesTaken(ctx, slotAt(at))).toBe(3);
  });

  it('refuses the same reference for other places, and a released or expired one', async () => {
    await expect(holdPlaces(ctx, request('2027-07-07T08:00:00Z', 4, { reference: 'booking-request:123' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      reason: 'HOLD_REFERENCE_CONFLICT',
    });
    await expect(holdPlaces(ctx, request('2027-07-07T09:00:00Z', 3, { reference: 'booking-request:123' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      reason: 'HOLD_REFERENCE_CONFLICT',
    });
    const released = await holdPlaces(ctx, request('2027-07-07T09:00:00Z', 1, { reference: 'booking-request:124' }));
    await releasePlaces(ctx, released.id);
    await expect(holdPlaces(ctx, request('2027-07-07T09:00:00Z', 1, { reference: 'booking-request:124' }))).rejects.toMatchObject({
      reason: 'HOLD_NOT_FOUND',
    });
    await holdPlaces(ctx, request('2027-07-07T09:00:00Z', 1, { reference: 'booking-request:125', ttlMs: 100 }));
    await sleep(200);
    await expect(holdPlaces(ctx, request('2027-07-07T09:00:00Z', 1, { reference: 'booking-request:125' }))).rejects.toMatchObject({
      reason: 'HOLD_EXPIRED',
    });
  });
});

describe('places per start, a setting of its own', () => {
  it('defaults to the per-booking maximum, keeps its value on update and is range-checked on both transports', async () => {
    const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput({ title: 'Cellar tour', maxPeople: 7 }),
      token: provider.token,
    });
    expect(created.body).toMatchObject({ maxPeople: 7, placesPerStart: 7 });
    const id = (created.body as { id: number }).id;
    const set = await app.request(`/api/owner/services/${id}`, {
      method: 'PUT',
      json: serviceInput({ title: 'Cellar tour', maxPeople: 7, placesPerStart: 25 }),
      token: provider.token,
    });
    expect(set.body).toMatchObject({ placesPerStart: 25 });
    const kept = await app.request(`/api/owner/services/${id}`, {
      method: 'PUT',
      json: serviceInput({ title: 'Cellar tour', maxPeople: 8 }),
      token: provider.token,
    });
    expect(kept.body).toMatchObject({ maxPeople: 8, placesPerStart: 25 });

    for (const placesPerStart of [0, 1, 10_001]) {
      const rest = await app.request(`/api/owner/services/${id}`, {
        method: 'PUT',
        json: serviceInput({ minPeople: 2, placesPerStart }),
        token: provider.token,
      });
      expect(rest.status, String(placesPerStart)).toBe(400);
      expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Object.keys((rest.body as { fields: object }).fields)).toContain('placesPerStart');
      const graphql = await app.graphql(
        'mutation($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id } }',
        { id, input: serviceInput({ minPeople: 2, placesPerStart }) },
        { token: provider.token },
      );
      expect(graphql.errors?.[0].extensions?.code, String(placesPerStart)).toBe('BAD_USER_INPUT');
    }
    const mine = await app.graphql<{ myService: { placesPerStart: number } }>(
      'query($id: Int!) { myService(id: $id) { placesPerStart } }',
      { id },
      { token: provider.token },
    );
    expect(mine.data?.myService.placesPerStart).toBe(25);
  });

  it('limits a start by places per start and a booking by the maximum people, as availability shows', async () => {
    const id = await approvedService(app, provider, staffToken, {
      title: 'Boat trip',
      minPeople: 1,
      maxPeople: 4,
      placesPerStart: 9,
      advanceHours: 0,
    });
    await createSeason(ownerCtx, id, seasonOf('2027-01-01', '2027-12-31'));
    const at = { serviceId: id, startsAt: new Date('2027-07-08T08:00:00Z') };
    const before = await serviceAvailability(ctx, id, '2027-07-08', '2027-07-08');
    expect(before).toMatchObject({ maxPeople: 4, placesPerStart: 9 });
    expect(before.days[0].startTimes.find((s) => s.time === '10:00')?.placesLeft).toBe(9);
    await expect(holdPlaces(ctx, { ...request('', 5), ...at })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await holdPlaces(ctx, { ...request('', 4), ...at });
    await holdPlaces(ctx, { ...request('', 4), ...at });
    await expect(holdPlaces(ctx, { ...request('', 2), ...at })).rejects.toMatchObject({ reason: 'SLOT_FULL' });
    await holdPlaces(ctx, { ...request('', 1), ...at });
    const response = await app.request(`/api/services/${id}/availability?from=2027-07-08&to=2027-07-08`);
    expect(response.body).toMatchObject({ maxPeople: 4, placesPerStart: 9 });
    expect(
      (response.body as { days: { startTimes: { time: string; placesLeft: number }[] }[] }).days[0].startTimes.find(
        (s) => s.time === '10:00',
      )?.placesLeft,
    ).toBe(0);
  });
});

describe('archiving instead of deleting', () => {
  it('archives a service with holds: it leaves every list, its rows and holds stay, and nothing cascades', async () => {
    const id = await approvedService(app, provider, staffToken, { title: 'Sunset tasting', minPeople: 1, maxPeople: 6, advanceHours: 0 });
    await createSeason(ownerCtx, id, seasonOf('2027-01-01', '2027-12-31'));
    const hold = await holdPlaces(ctx, { ...request('', 2), serviceId: id, startsAt: new Date('2027-07-09T08:00:00Z') });
    await confirmHold(ctx, hold.id);
    const offers = (await app.request(`/api/owner/services/${id}/variations`, { token: provider.token })).body as {
      id: number;
      name: string;
    }[];

    const offerGone = await app.request(`/api/owner/services/${id}/variations/${offers[0].id}`, {
      method: 'DELETE',
      token: provider.token,
    });
    expect(offerGone.status).toBe(204);
    expect((await app.request(`/api/owner/services/${id}/variations`, { token: provider.token })).body).toEqual([]);
    const again = await app.request(`/api/owner/services/${id}/variations`, {
      method: 'POST',
      json: { name: offers[0].name, priceType: 'PER_PERSON', price: 30 },
      token: provider.token,
    });
    expect(again.status).toBe(201);

    const gone = await app.request(`/api/owner/services/${id}`, { method: 'DELETE', token: provider.token });
    expect(gone.status).toBe(204);
    expect((await app.request(`/api/owner/services/${id}`, { token: provider.token })).status).toBe(404);
    expect((await app.request(`/api/services/${id}`)).status).toBe(404);
    expect((await app.request(`/api/services/${id}/availability?from=2027-07-09&to=2027-07-09`)).status).toBe(404);
    const listed = (await app.request(`/api/owner/brands/${provider.brandId}/services`, { token: provider.token })).body as {
      id: number;
    }[];
    expect(listed.map((service) => service.id)).not.toContain(id);
    expect((await app.request(`/api/owner/services/${id}`, { method: 'DELETE', token: provider.token })).status).toBe(404);
    const graphql = await app.graphql('mutation($id: Int!) { deleteService(id: $id) }', { id: serviceId }, { token: provider.token });
    expect(graphql.data).toEqual({ deleteService: true });
    await expect(holdPlaces(ctx, request('2027-07-10T08:00:00Z', 1))).rejects.toMatchObject({ reason: 'SLOT_NOT_BOOKABLE' });

    const [service] = await app.db.dataSource.query('SELECT archived_at FROM service WHERE id = $1', [id]);
    expect(service.archived_at).toBeInstanceOf(Date);
    const [offer] = await app.db.dataSource.query('SELECT archived_at FROM offer WHERE id = $1', [offers[0].id]);
    expect(offer.archived_at).toBeInstanceOf(Date);
    expect(await ctx.manager.findOneByOrFail(Hold, { id: hold.id })).toMatchObject({ state: HoldState.CONFIRMED, people: 2 });
    expect(await placesTaken(ctx, { serviceId: id, startsAt: new Date('2027-07-09T08:00:00Z') })).toBe(2);
    // Even a delete by hand cannot take the holds with it.
    // Which foreign key answers first (23503 no action, 23001 restrict) depends on trigger order, not on the rule.
    const refused = { code: expect.stringMatching(/^(23503|23001)$/) };
    await expect(app.db.dataSource.query('DELETE FROM service WHERE id = $1', [id])).rejects.toMatchObject(refused);
    await expect(app.db.dataSource.query('DELETE FROM slot WHERE service_id = $1', [id])).rejects.toMatchObject(refused);
    // A brand whose services hold places cannot be deleted either; the refusal is a conflict, not a 500.
    const brand = await app.request(`/api/owner/brands/${provider.brandId}`, { method: 'DELETE', token: provider.token });
    expect(brand.status).toBe(409);
  });
});

describe('a year of availability costs a fixed number of queries', () => {
  it('runs 3 queries for a year whatever the number of days, seasons and holds', async () => {
    const id = await approvedService(app, provider, staffToken, { title: 'Yearly tasting', minPeople: 1, maxPeople: 10, advanceHours: 0 });
    await createSeason(ownerCtx, id, seasonOf('2027-01-01', '2027-12-31'));
    // 13:00 in Zagreb until summer time starts on 28 March.
    for (let day = 1; day <= 27; day += 1)
      await holdPlaces(ctx, { ...request('', 1), serviceId: id, startsAt: new Date(`2027-03-${String(day).padStart(2, '0')}T12:00:00Z`) });
    const leastOf3 = (from: string, to: string) => leastQueries(app, () => serviceAvailability(ctx, id, from, to));
    const year = await serviceAvailability(ctx, id, '2027-01-01', '2027-12-31');
    const yearQueries = await leastOf3('2027-01-01', '2027-12-31');
    expect(yearQueries).toBe(await leastOf3('2027-06-01', '2027-06-07'));
    expect(yearQueries).toBe(3);
    expect(year.days).toHaveLength(365);
    expect(year.days.filter((d) => d.bookable).length).toBeGreaterThan(300);
  });
});

describe('iCalendar feed', () => {
  it('publishes confirmed bookings at a secret address that a real iCalendar parser reads', async () => {
    const id = await approvedService(app, provider, staffToken, { minPeople: 1, maxPeople: 10, advanceHours: 0 });
    await createSeason(ownerCtx, id, seasonOf('2027-01-01', '2027-12-31'));
    const link = await app.request('/api/owner/calendar-feed', { token: provider.token });
    const url = (link.body as { url: string }).url;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const held = await holdPlaces(ctx, { ...request('', 3), serviceId: id, startsAt: new Date('2027-08-01T07:00:00Z') });
    const confirmed = await confirmHold(ctx, held.id, 'Reservation R-7: Emma Schmidt');
    await holdPlaces(ctx, { ...request('', 2), serviceId: id, startsAt: new Date('2027-08-01T08:00:00Z') });
    const released = await holdPlaces(ctx, { ...request('', 2), serviceId: id, startsAt: new Date('2027-08-01T09:00:00Z') });
    await confirmHold(ctx, released.id);
    await releasePlaces(ctx, released.id);

    const response = await fetch(url.replace(app.config.publicUrl, app.baseUrl));
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    const events = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
    const onTheDay = events.filter((item) => new Date(item.start).toISOString().startsWith('2027-08-01'));
    expect(onTheDay.map((item) => item.uid)).toEqual([`${confirmed.id}@lokalno`]);
    const event = events.find((item) => item.uid === `${confirmed.id}@lokalno`)!;
    expect(event.summary).toBe('Wine tasting in Vodnjan — 3 people');
    expect(event.description).toBe('Reservation R-7: Emma Schmidt');
    expect(new Date(event.start).toISOString()).toBe('2027-08-01T07:00:00.000Z');
    expect(new Date(event.end!).toISOString()).toBe('2027-08-01T09:00:00.000Z');
    expect(event.location).toBe('Vinogradska 5, Vodnjan');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);

    const reset = await app.request('/api/owner/calendar-feed', { method: 'PUT', token: provider.token });
    expect((reset.body as { url: string }).url).not.toBe(url);
    expect((await fetch(url.replace(app.config.publicUrl, app.baseUrl))).status).toBe(404);
  });
});
