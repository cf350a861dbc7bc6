import ical from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, providerWithBrand } from '../../../test/catalog.js';
import { createContext, type RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { diskStorageFor } from '../../shared/file-storage.js';
import { JobQueue } from '../../shared/jobs.js';
import { pino } from 'pino';
import { bookableStart, serviceAvailability } from './availability.service.js';
import { extendHold, holdPlaces, placesTaken, releasePlaces } from './capacity.service.js';
import { createSeason } from './season.service.js';

let app: TestApp;
let ctx: RequestContext;
let ownerCtx: RequestContext;
let serviceId: number;
let providerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  const provider = await providerWithBrand(app);
  providerToken = provider.token;
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  serviceId = await approvedService(app, provider, staff.token, { minPeople: 1, maxPeople: 10, advanceHours: 0 });
  ctx = createContext({ dataSource: app.db.dataSource, config: app.config, jobs: new JobQueue(app.db.url, pino({ level: 'silent' })), storage: diskStorageFor(app.config.DATA_DIR), locale: 'en', log: pino({ level: 'silent' }) });
  ownerCtx = { ...ctx, user: { id: provider.user.id, roles: ['ROLE_OWNER'] } };
  await createSeason(ownerCtx, serviceId, {
    name: 'All year', bookingType: 'START_TIMES' as never, from: '2027-01-01', to: '2027-12-31',
    workingTimes: [{ startHour: 8, startMinute: 0, endHour: 20, endMinute: 0, weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] }],
    bookingTimes: [{ hour: 9, minute: 0 }, { hour: 10, minute: 0 }, { hour: 11, minute: 0 }, { hour: 13, minute: 0 }, { hour: 15, minute: 0 }, { hour: 17, minute: 0 }],
    unavailableDates: [],
  });
});

const slotAt = (iso: string) => ({ serviceId, startsAt: new Date(iso) });

describe('holdPlaces under concurrency', () => {
  it('takes exactly the capacity when 100 holds of 1–3 people race for a 10-place slot, with no server error', async () => {
    const slot = slotAt('2027-07-01T08:00:00Z');
    const sizes = Array.from({ length: 100 }, (_, i) => (i % 3) + 1);
    const results = await Promise.allSettled(sizes.map((people) => holdPlaces(ctx, slot, people, new Date(Date.now() + 600_000))));
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ people: number }>).value.people);
    const lost = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(lost.every((error) => error instanceof DomainError && error.code === 'CONFLICT' && error.reason === 'SLOT_FULL')).toBe(true);
    expect(won.reduce((sum, people) => sum + people, 0)).toBe(10);
    expect(await placesTaken(ctx, slot)).toBe(10);
    // Whatever is left is too big for the slot: the smallest loser (1 person) cannot fit either.
    await expect(holdPlaces(ctx, slot, 1, null)).rejects.toMatchObject({ reason: 'SLOT_FULL' });
  }, 60_000);

  it('takes exactly the capacity when the holds race through the HTTP-facing availability too', async () => {
    const day = await serviceAvailability(ctx, serviceId, '2027-07-01', '2027-07-01');
    expect(day.days[0].startTimes.find((s) => s.time === '10:00')?.placesLeft).toBe(0);
    const response = await app.request(`/api/services/${serviceId}/availability?from=2027-07-01&to=2027-07-01`);
    expect((response.body as { days: { startTimes: { time: string; placesLeft: number }[] }[] }).days[0].startTimes.find((s) => s.time === '10:00')?.placesLeft).toBe(0);
  });
});

describe('hold lifetime', () => {
  it('stops counting an expired hold without any clean-up', async () => {
    const slot = slotAt('2027-07-02T08:00:00Z');
    const hold = await holdPlaces(ctx, slot, 9, new Date(Date.now() + 1000));
    expect(await placesTaken(ctx, slot)).toBe(9);
    await expect(holdPlaces(ctx, slot, 2, null)).rejects.toMatchObject({ reason: 'SLOT_FULL' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await placesTaken(ctx, slot)).toBe(0);
    await expect(extendHold(ctx, hold.id, null)).rejects.toMatchObject({ reason: 'HOLD_NOT_FOUND' });
    expect((await holdPlaces(ctx, slot, 10, null)).people).toBe(10);
  });

  it('gives places back on release, and keeps a confirmed hold', async () => {
    const slot = slotAt('2027-07-03T08:00:00Z');
    const hold = await holdPlaces(ctx, slot, 4, new Date(Date.now() + 60_000));
    await extendHold(ctx, hold.id, null, 'Reservation R-1: Emma Schmidt');
    expect(await placesTaken(ctx, slot)).toBe(4);
    await releasePlaces(ctx, hold.id);
    await releasePlaces(ctx, hold.id);
    expect(await placesTaken(ctx, slot)).toBe(0);
  });

  it('refuses a hold of no people', async () => {
    await expect(holdPlaces(ctx, slotAt('2027-07-04T08:00:00Z'), 0, null)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('bookableStart: the one rule the booking flow asks', () => {
  it('accepts a start with room and refuses full or non-existent ones', async () => {
    const start = await bookableStart(ctx, serviceId, '2027-07-05', '11:00', 3);
    expect(start.startsAt).toBe('2027-07-05T11:00:00+02:00');
    await expect(bookableStart(ctx, serviceId, '2027-07-05', '12:00', 1)).rejects.toMatchObject({ reason: 'SLOT_NOT_BOOKABLE' });
    await expect(bookableStart(ctx, serviceId, '2027-07-01', '10:00', 1)).rejects.toMatchObject({ reason: 'SLOT_FULL' });
    await expect(bookableStart(ctx, serviceId, '2027-07-05', '11:00', 11)).rejects.toMatchObject({ reason: 'SLOT_FULL' });
  });
});

describe('a year of availability costs a fixed number of queries', () => {
  it('runs 3 queries for a year whatever the number of days, seasons and holds', async () => {
    for (let day = 1; day <= 28; day += 1) await holdPlaces(ctx, slotAt(`2027-03-${String(day).padStart(2, '0')}T12:00:00Z`), 1, null);
    app.db.queries.reset();
    const year = await serviceAvailability(ctx, serviceId, '2027-01-01', '2027-12-31');
    const yearQueries = app.db.queries.count;
    app.db.queries.reset();
    await serviceAvailability(ctx, serviceId, '2027-06-01', '2027-06-07');
    expect(yearQueries).toBe(app.db.queries.count);
    expect(yearQueries).toBe(3);
    expect(year.days).toHaveLength(365);
    expect(year.days.filter((d) => d.bookable).length).toBeGreaterThan(300);
  });
});

describe('iCalendar feed', () => {
  it('publishes confirmed bookings at a secret address that a real iCalendar parser reads', async () => {
    const link = await app.request('/api/owner/calendar-feed', { token: providerToken });
    const url = (link.body as { url: string }).url;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const confirmed = await holdPlaces(ctx, slotAt('2027-08-01T07:00:00Z'), 3, null, 'Reservation R-7: Emma Schmidt');
    await holdPlaces(ctx, slotAt('2027-08-01T08:00:00Z'), 2, new Date(Date.now() + 600_000));

    const response = await fetch(url.replace(app.config.publicUrl, app.baseUrl));
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    const events = Object.values(ical.sync.parseICS(text)).filter((item): item is ical.VEvent => item?.type === 'VEVENT');
    const event = events.find((item) => item.uid === `${confirmed.id}@lokalno`)!;
    expect(event.summary).toBe('Wine tasting in Vodnjan — 3 people');
    expect(event.description).toBe('Reservation R-7: Emma Schmidt');
    expect(new Date(event.start).toISOString()).toBe('2027-08-01T07:00:00.000Z');
    expect(new Date(event.end!).toISOString()).toBe('2027-08-01T09:00:00.000Z');
    expect(event.location).toBe('Vinogradska 5, Vodnjan');
    expect(events.some((item) => item.start && new Date(item.start).toISOString() === '2027-08-01T08:00:00.000Z')).toBe(false);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);

    const reset = await app.request('/api/owner/calendar-feed', { method: 'PUT', token: providerToken });
    expect((reset.body as { url: string }).url).not.toBe(url);
    expect((await fetch(url.replace(app.config.publicUrl, app.baseUrl))).status).toBe(404);
  });
});
