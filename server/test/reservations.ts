// Test builders for bookings: a provider's approved service with a season (so its starts can be
// held), and reservations in any state through the demo seeder (seedReservation).
import { Temporal } from 'temporal-polyfill';
import { pino } from 'pino';
import { createContext, type RequestContext } from '../src/context.js';
import { seedReservation, type SeedReservation } from '../src/demo/demo-reservations.js';
import { diskStorageFor } from '../src/shared/file-storage.js';
import { signedIn } from './accounts.js';
import type { TestApp } from './app.js';
import { approvedService, providerWithBrand } from './catalog.js';

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** A context for services called straight from a test (jobs enqueue into the app's database). */
export function testContext(app: TestApp): RequestContext {
  return createContext({
    dataSource: app.db.dataSource,
    config: app.config,
    jobs: app.jobs,
    storage: diskStorageFor(app.config.DATA_DIR),
    locale: 'en',
    log: pino({ level: 'silent' }),
  });
}

/** A provider with an approved service open every day of the next 120 days at 10:00 and 14:00. */
export async function bookableService(app: TestApp, overrides: Record<string, unknown> = {}) {
  const provider = await providerWithBrand(app);
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  const serviceId = await approvedService(app, provider, staff.token, overrides);
  const today = Temporal.Now.plainDateISO('Europe/Zagreb');
  const season = {
    name: 'All year',
    from: today.toString(),
    to: today.add({ days: 120 }).toString(),
    workingTimes: [{ startHour: 9, startMinute: 0, endHour: 17, endMinute: 0, weekdays: WEEK }],
    bookingTimes: [
      { hour: 10, minute: 0 },
      { hour: 14, minute: 0 },
    ],
  };
  const created = await app.request(`/api/owner/services/${serviceId}/season`, { method: 'POST', json: season, token: provider.token });
  if (created.status !== 201) throw new Error(`season: ${created.text}`);
  const [offer] = await app.db.dataSource.query('SELECT id FROM offer WHERE service_id = $1 ORDER BY id LIMIT 1', [serviceId]);
  return { provider, serviceId, offerId: offer.id as number };
}

/** The start at 10:00 (Zagreb) `days` from today. */
export function startIn(days: number, time = '10:00'): Date {
  const [hour, minute] = time.split(':').map(Number);
  const day = Temporal.Now.plainDateISO('Europe/Zagreb').add({ days });
  return new Date(day.toZonedDateTime({ timeZone: 'Europe/Zagreb', plainTime: new Temporal.PlainTime(hour, minute) }).epochMilliseconds);
}

export function reservationOf(app: TestApp, spec: SeedReservation) {
  return seedReservation(testContext(app), spec);
}
