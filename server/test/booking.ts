// Booking fixtures: a released service with a season, offers (per person, discounted, group) and a
// context to call services directly; and the three steps of a booking request through REST.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { createContext, type RequestContext } from '../src/context.js';
import type { IntentView } from '../src/modules/payments/payment-gateway.js';
import { WEEKDAYS } from '../src/modules/scheduling/season.entity.js';
import { createSeason } from '../src/modules/scheduling/season.service.js';
import { diskStorageFor } from '../src/shared/file-storage.js';
import { JobQueue } from '../src/shared/jobs.js';
import { signedIn } from './accounts.js';
import type { TestApp } from './app.js';
import { approvedService, offerInput, providerWithBrand } from './catalog.js';

export interface BookableService {
  serviceId: number;
  /** 35.00 per person (the fixture's first offer). */
  adultOfferId: number;
  /** 30.00, discounted to 25.50. */
  childOfferId: number;
  /** 100.00 for a group of 4. */
  familyOfferId: number;
}

export function serviceContext(app: TestApp, user: RequestContext['user'] = null): RequestContext {
  const log = pino({ level: 'silent' });
  return {
    ...createContext({
      dataSource: app.db.dataSource,
      config: app.config,
      jobs: new JobQueue(app.db.url, log),
      storage: diskStorageFor(app.config.DATA_DIR),
      locale: 'en',
      log,
    }),
    user,
  };
}

/** A released service bookable every day of 2026–2027 at 09:00, 10:00 and 15:00 (Europe/Zagreb). */
export async function bookableService(
  app: TestApp,
  provider: Awaited<ReturnType<typeof providerWithBrand>>,
  staffToken: string,
  overrides: Record<string, unknown> = {},
): Promise<BookableService> {
  const serviceId = await approvedService(app, provider, staffToken, {
    minPeople: 2,
    maxPeople: 6,
    placesPerStart: 10,
    advanceHours: 0,
    ...overrides,
  });
  const offers = async () =>
    (await app.request(`/api/owner/services/${serviceId}/variations`, { token: provider.token })).body as { id: number; name: string }[];
  await app.request(`/api/owner/services/${serviceId}/variations`, {
    method: 'POST',
    json: offerInput({ name: 'Child', price: 30, discountPrice: 25.5 }),
    token: provider.token,
  });
  await app.request(`/api/owner/services/${serviceId}/variations`, {
    method: 'POST',
    json: offerInput({ name: 'Family', priceType: 'GROUP', groupNumber: 4, price: 100 }),
    token: provider.token,
  });
  const list = await offers();
  const ownerCtx = serviceContext(app, { id: provider.user.id, roles: ['ROLE_OWNER'] });
  await createSeason(ownerCtx, serviceId, {
    name: 'All year',
    bookingType: 'START_TIMES' as never,
    from: '2026-01-01',
    to: '2027-12-31',
    workingTimes: [{ startHour: 8, startMinute: 0, endHour: 20, endMinute: 0, weekdays: [...WEEKDAYS] }],
    bookingTimes: [
      { hour: 9, minute: 0 },
      { hour: 10, minute: 0 },
      { hour: 15, minute: 0 },
    ],
    unavailableDates: [],
  } as never);
  const id = (name: string) => list.find((offer) => offer.name === name)!.id;
  return { serviceId, adultOfferId: id('Classic tasting'), childOfferId: id('Child'), familyOfferId: id('Family') };
}

export async function staffAndProvider(app: TestApp) {
  const provider = await providerWithBrand(app);
  const staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  return { provider, staffToken };
}

/** A request through its three steps (REST), ready for payment; returns its id and view. */
export async function requestReadyToPay(
  app: Pick<TestApp, 'request'>,
  service: Pick<BookableService, 'serviceId' | 'adultOfferId'>,
  options: {
    token?: string;
    date?: string;
    startTime?: string;
    offers?: { offerId: number; quantity: number }[];
    discountCode?: string;
  } = {},
) {
  const id = randomUUID();
  const choice = {
    serviceId: service.serviceId,
    date: options.date ?? '2027-07-01',
    startTime: options.startTime ?? '10:00',
    offers: options.offers ?? [{ offerId: service.adultOfferId, quantity: 2 }],
  };
  const created = await app.request(`/api/booking/request/${id}`, { method: 'POST', json: choice, token: options.token });
  if (created.status !== 200) throw new Error(`request: ${created.text}`);
  const first = await app.request(`/api/booking/request/${id}/first`, {
    method: 'POST',
    json: { discountCode: options.discountCode },
    token: options.token,
  });
  if (first.status !== 200) throw new Error(`first: ${first.text}`);
  const second = await app.request(`/api/booking/request/${id}/second`, {
    method: 'POST',
    json: {
      email: 'guest@example.com',
      phone: '+385 91 234 5678',
      message: 'We are vegetarian.',
      confirmationSms: false,
      conditionsAccepted: true,
    },
    token: options.token,
  });
  if (second.status !== 200) throw new Error(`second: ${second.text}`);
  return { id, view: second.body as { totalCents: number; people: number } };
}

/** A PaymentIntent as the gateway reports it once the card amount is reserved. */
export function authorisedIntent(amountCents: number, overrides: Partial<IntentView> = {}): IntentView {
  return {
    id: `pi_test_${randomUUID().replace(/-/g, '')}`,
    status: 'requires_capture',
    amountCents,
    amountCapturableCents: amountCents,
    amountReceivedCents: 0,
    clientSecret: null,
    failure: null,
    metadata: {},
    ...overrides,
  };
}

/** Jobs of a queue in the test database, oldest first. */
export async function queuedJobs<T>(app: TestApp, queue: string): Promise<T[]> {
  const rows: { data: T }[] = await app.db.dataSource.query('SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on, id', [queue]);
  return rows.map((row) => row.data);
}
