// One predicate decides which services guests reach (service-visibility.ts). An exclusive, an
// unapproved (submitted), an inactive and a deleted service, each otherwise bookable (offers, photo,
// season), are walked through every public REST route and GraphQL query that takes a service or a
// brand or lists services, the sitemap and the service's HTML page: 404 / NOT_FOUND, or absent. The
// same walk on a public service answers everywhere, so the walk proves something. A booking request
// cannot be made for a hidden service, one opened before the service was hidden goes no further, a
// guest cannot accept a change of a booking once its service is hidden; the provider's own views
// keep working.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicServicePath } from '../../../../common/service-links.js';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, staffAndProvider } from '../../../test/booking.js';
import { offerInput, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';

const DATE = '2027-07-01';
const RANGE = { from: '2027-07-01', to: '2027-07-07' };
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const REGION = 'istria';

interface Target {
  serviceId: number;
  offerId: number;
  title: string;
}

let app: TestApp;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let staffToken: string;
let control: Target;
let neighbour: Target;
const hidden: Record<'exclusive' | 'unapproved' | 'inactive' | 'deleted', Target> = {} as never;
let categorySlug: string;

/** A built client without its server entry: pages come with their metadata and status, not rendered. */
function clientShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-visibility-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lokalno</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-1.js', isEntry: true } }));
  return dir;
}

async function released(title: string, overrides: Record<string, unknown> = {}): Promise<Target> {
  const made = await bookableService(app, provider, staffToken, { title, ...overrides });
  return { serviceId: made.serviceId, offerId: made.adultOfferId, title };
}

/** Bookable in every way but staff's approval: offers, photo, season, submitted. */
async function submitted(title: string): Promise<Target> {
  const token = provider.token;
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput({ title, minPeople: 2, maxPeople: 6, placesPerStart: 10, advanceHours: 0 }),
    token,
  });
  expect(created.status, created.text).toBe(201);
  const serviceId = (created.body as { id: number }).id;
  const offer = await app.request(`/api/owner/services/${serviceId}/variations`, { method: 'POST', json: offerInput(), token });
  expect(offer.status, offer.text).toBe(201);
  await uploadServicePhoto(app, token, serviceId);
  const season = await app.request(`/api/owner/services/${serviceId}/season`, {
    method: 'POST',
    token,
    json: {
      name: 'All year',
      from: '2026-01-01',
      to: '2027-12-31',
      workingTimes: [
        {
          startHour: 8,
          startMinute: 0,
          endHour: 20,
          endMinute: 0,
          weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        },
      ],
      bookingTimes: [{ hour: 10, minute: 0 }],
    },
  });
  expect(season.status, season.text).toBe(201);
  const sent = await app.request(`/api/owner/services/${serviceId}/submission`, { method: 'PUT', token });
  expect(sent.status, sent.text).toBe(200);
  return { serviceId, offerId: (offer.body as { id: number }).id, title };
}

const setEnabled = async (serviceId: number, enabled: boolean) => {
  const answer = await app.request(`/api/owner/services/${serviceId}/enabled?enabled=${enabled}`, { method: 'PUT', token: provider.token });
  expect(answer.status, answer.text).toBe(200);
};

beforeAll(async () => {
  app = await startTestApp({ clientDir: clientShell() });
  ({ provider, staffToken } = await staffAndProvider(app));
  control = await released('Truffle hunt in Motovun');
  neighbour = await released('Olive oil mill in Vodnjan');
  hidden.exclusive = await released('Truffle hunt for partners', { exclusive: true });
  hidden.unapproved = await submitted('Truffle hunt in review');
  hidden.inactive = await released('Truffle hunt on pause');
  await setEnabled(hidden.inactive.serviceId, false);
  hidden.deleted = await released('Truffle hunt deleted');
  const deleted = await app.request(`/api/owner/services/${hidden.deleted.serviceId}`, { method: 'DELETE', token: provider.token });
  expect(deleted.status, deleted.text).toBe(204);
  categorySlug = ((await app.request(`/api/services/${control.serviceId}`)).body as { categorySlug: string }).categorySlug;
}, 180_000);

/** 200 → shown, 404 → hidden; anything else fails the walk. */
async function found(url: string, init?: Parameters<TestApp['request']>[1]): Promise<boolean> {
  const answer = await app.request(url, init);
  if (answer.status === 200) return true;
  if (answer.status === 404) return false;
  throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${answer.text}`);
}

async function listed(url: string, serviceId: number): Promise<boolean> {
  const answer = await app.request(url);
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${answer.text}`);
  const body = answer.body as { serviceId: number }[] | { content: { serviceId: number }[] };
  return (Array.isArray(body) ? body : body.content).some((service) => service.serviceId === serviceId);
}

/** Data → shown, NOT_FOUND → hidden. */
async function gqlFound(query: string, variables: Record<string, unknown>): Promise<boolean> {
  const result = await app.graphql(query, variables);
  if (!result.errors) return true;
  if (result.errors[0].extensions?.code === 'NOT_FOUND') return false;
  throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
}

async function gqlListed(query: string, variables: Record<string, unknown>, serviceId: number): Promise<boolean> {
  const result = await app.graphql<Record<string, { serviceId: number }[] | { content: { serviceId: number }[] }>>(query, variables);
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  const value = Object.values(result.data!)[0];
  return (Array.isArray(value) ? value : value.content).some((service) => service.serviceId === serviceId);
}

/** A new booking request for 2 at 10:00; a request made is cleared again (its places given back). */
async function bookable(target: Target): Promise<boolean> {
  const id = randomUUID();
  const made = await found(`/api/booking/request/${id}`, {
    method: 'POST',
    json: { serviceId: target.serviceId, date: DATE, startTime: '10:00', offers: [{ offerId: target.offerId, quantity: 2 }] },
  });
  if (made) expect((await app.request(`/api/booking/request/${id}`, { method: 'DELETE' })).status).toBe(200);
  return made;
}

async function gqlBookable(target: Target): Promise<boolean> {
  const id = randomUUID();
  const made = await gqlFound(
    'mutation($id: String!, $input: BookingRequestInput!) { saveBookingRequest(id: $id, input: $input) { id } }',
    { id, input: { serviceId: target.serviceId, date: DATE, startTime: '10:00', offers: [{ offerId: target.offerId, quantity: 2 }] } },
  );
  if (made) expect((await app.request(`/api/booking/request/${id}`, { method: 'DELETE' })).status).toBe(200);
  return made;
}

const LIST = '{ content { serviceId } }';

/** Every public way to a service: true where it is reached. */
async function walk(target: Target): Promise<Record<string, boolean>> {
  const id = target.serviceId;
  const variables = { id, ...RANGE };
  const sitemap = (await app.request('/sitemap.xml')).text;
  const page = await fetch(app.baseUrl + publicServicePath(REGION, target.title, id), { headers: { accept: 'text/html' } });
  if (page.status !== 200 && page.status !== 404) throw new Error(`page: ${page.status}`);
  return {
    'GET /api/services/{id}': await found(`/api/services/${id}`),
    'GET /api/services/{id}/photos': await found(`/api/services/${id}/photos`),
    'GET /api/services/{id}/related': await found(`/api/services/${id}/related`),
    'GET /api/services/{id}/availability': await found(`/api/services/${id}/availability?from=${RANGE.from}&to=${RANGE.to}`),
    'POST /api/booking/request/{uuid}': await bookable(target),
    'GET /api/services': await listed('/api/services?size=100', id),
    'GET /api/services?q': await listed('/api/services?q=truffle&size=100', id),
    'GET /api/services?date&people': await listed(`/api/services?date=${DATE}&people=2&size=100`, id),
    'GET /api/services/popular': await listed('/api/services/popular?size=100', id),
    'GET /api/services/latest': await listed('/api/services/latest?size=100', id),
    'GET /api/services/category/{slug}': await listed(`/api/services/category/${categorySlug}?size=100`, id),
    'GET /api/services/region/{slug}': await listed(`/api/services/region/${REGION}?size=100`, id),
    'GET /api/services/{other}/related': await listed(`/api/services/${neighbour.serviceId}/related`, id),
    'GET /api/brands/{id}/services': await listed(`/api/brands/${provider.brandId}/services`, id),
    'GET /sitemap.xml': sitemap.includes(`${publicServicePath(REGION, target.title, id)}<`),
    'GET /{region}/{slug}/{id} (HTML)': page.status === 200,
    'query service': await gqlFound('query($id: Int!) { service(id: $id) { serviceId } }', { id }),
    'query publicServicePhotos': await gqlFound('query($id: Int!) { publicServicePhotos(serviceId: $id) { url } }', { id }),
    'query relatedServices': await gqlFound('query($id: Int!) { relatedServices(serviceId: $id) { serviceId } }', { id }),
    'query availability': await gqlFound(
      'query($id: Int!, $from: String!, $to: String!) { availability(serviceId: $id, from: $from, to: $to) { serviceId } }',
      variables,
    ),
    'mutation saveBookingRequest': await gqlBookable(target),
    'query services': await gqlListed(`{ services(size: 100) ${LIST} }`, {}, id),
    'query services(q)': await gqlListed(`{ services(q: "truffle", size: 100) ${LIST} }`, {}, id),
    'query services(date, people)': await gqlListed(
      `query($date: String) { services(date: $date, people: 2, size: 100) ${LIST} }`,
      { date: DATE },
      id,
    ),
    'query popularServices': await gqlListed(`{ popularServices(size: 100) ${LIST} }`, {}, id),
    'query latestServices': await gqlListed(`{ latestServices(size: 100) ${LIST} }`, {}, id),
    'query categoryServices': await gqlListed(
      `query($slug: String!) { categoryServices(slug: $slug, size: 100) ${LIST} }`,
      { slug: categorySlug },
      id,
    ),
    'query regionServices': await gqlListed(
      `query($slug: String!) { regionServices(slug: $slug, size: 100) ${LIST} }`,
      { slug: REGION },
      id,
    ),
    'query relatedServices(other)': await gqlListed(
      'query($id: Int!) { relatedServices(serviceId: $id) { serviceId } }',
      { id: neighbour.serviceId },
      id,
    ),
    'query brandServices': await gqlListed('query($id: Int!) { brandServices(brandId: $id) { serviceId } }', { id: provider.brandId }, id),
  };
}

const everywhere = (shown: boolean, probes: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(probes).map((probe) => [probe, shown]));

describe('a public service (the control)', () => {
  it('is reached on every public route and query', async () => {
    const probes = await walk(control);
    expect(probes).toEqual(everywhere(true, probes));
  });
});

describe.each(['exclusive', 'unapproved', 'inactive', 'deleted'] as const)('an %s service', (kind) => {
  it('is reached on no public route or query', async () => {
    const probes = await walk(hidden[kind]);
    expect(probes).toEqual(everywhere(false, probes));
  });
});

describe('counts guests see', () => {
  it('count the public services only, in the category and region overviews (REST and GraphQL)', async () => {
    const countOf = (groups: { slug: string; serviceCount: number }[], slug: string) =>
      groups.find((group) => group.slug === slug)?.serviceCount;
    expect(countOf((await app.request('/api/categories/overview')).body as never, categorySlug)).toBe(2);
    expect(countOf((await app.request('/api/regions/overview')).body as never, REGION)).toBe(2);
    const overview = await app.graphql<{
      categoryOverview: { slug: string; serviceCount: number }[];
      regionOverview: { slug: string; serviceCount: number }[];
    }>('{ categoryOverview { slug serviceCount } regionOverview { slug serviceCount } }');
    expect(countOf(overview.data!.categoryOverview, categorySlug)).toBe(2);
    expect(countOf(overview.data!.regionOverview, REGION)).toBe(2);
    const page = (await app.request('/api/services?q=truffle&size=100')).body as { totalElements: number };
    expect(page.totalElements).toBe(1);
  });
});

describe('a booking request', () => {
  it('opened before its service was hidden goes no further (nor over GraphQL), and the guest can still clear it', async () => {
    const later = await bookableService(app, provider, staffToken, { title: 'Kayak to be paused' });
    const { id } = await requestReadyToPay(app, later);
    const choice = {
      serviceId: later.serviceId,
      date: '2027-07-01',
      startTime: '10:00',
      offers: [{ offerId: later.adultOfferId, quantity: 3 }],
    };
    expect((await app.request(`/api/booking/request/${id}`)).status).toBe(200);

    await setEnabled(later.serviceId, false);
    expect((await app.request(`/api/booking/request/${id}`)).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}`, { method: 'POST', json: choice })).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {} })).status).toBe(404);
    expect(
      (
        await app.request(`/api/booking/request/${id}/second`, {
          method: 'POST',
          json: { email: 'guest@example.com', phone: '+385 91 234 5678', conditionsAccepted: true },
        })
      ).status,
    ).toBe(404);
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`)).status).toBe(404);
    expect(await gqlFound('query($id: String!) { bookingRequest(id: $id) { id } }', { id })).toBe(false);
    expect(await gqlFound('query($id: String!) { prepareBookingPayment(id: $id) { intentId } }', { id })).toBe(false);

    // Shown again, the same request goes on to its payment; cleared, its places are given back.
    await setEnabled(later.serviceId, true);
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`)).status).toBe(200);
    await setEnabled(later.serviceId, false);
    const cleared = await app.request(`/api/booking/request/${id}`, { method: 'DELETE' });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ status: 'ENDED' });
  });
});

describe('a booking request paid for after its service was hidden', () => {
  it('is refused (404), no reservation is made, and the authorisation is released', async () => {
    const later = await bookableService(app, provider, staffToken, { title: 'Sunset cruise to be paused' });
    const { id } = await requestReadyToPay(app, later);
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`)).status).toBe(200);
    await setEnabled(later.serviceId, false);
    const paid = await app.request(`/api/booking/request/${id}/test-card`, {
      method: 'POST',
      json: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(paid.status).toBe(404);
    expect(await app.db.dataSource.query('SELECT id FROM reservation WHERE booking_request_id = $1', [id])).toEqual([]);
    const releases: unknown[] = await app.db.dataSource.query(
      "SELECT j.id FROM pgboss.job j JOIN payment p ON (j.data->>'paymentId')::int = p.id WHERE j.name = 'payments.release' AND p.booking_request_id = $1",
      [id],
    );
    expect(releases).toHaveLength(1);
    await setEnabled(later.serviceId, true);
  });
});

describe('a change of an accepted booking', () => {
  it('cannot be accepted by the guest once its service is hidden, and can once it is public again', async () => {
    const sailing = await bookableService(app, provider, staffToken, { title: 'Sailing to Brijuni' });
    const guest = await signedIn(app);
    const { id } = await requestReadyToPay(app, sailing, { token: guest.token, date: '2027-08-02' });
    expect((await app.request(`/api/booking/request/${id}/prepare-payment`, { token: guest.token })).status).toBe(200);
    const paid = await app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA, token: guest.token });
    expect(paid.status, paid.text).toBe(200);
    const reservation = (paid.body as { reservation: { id: number } }).reservation;
    const accepted = await app.request(`/api/owner/reservations/${reservation.id}/acceptance`, { method: 'PUT', token: provider.token });
    expect(accepted.status, accepted.text).toBe(200);
    const proposed = await app.request(`/api/owner/reservations/${reservation.id}/change`, {
      method: 'POST',
      token: provider.token,
      json: { date: '2027-08-02', startTime: '15:00', offers: [{ offerId: sailing.adultOfferId, quantity: 2 }] },
    });
    expect(proposed.status, proposed.text).toBe(200);

    await setEnabled(sailing.serviceId, false);
    const refused = await app.request(`/api/customer/reservations/${reservation.id}/change/acceptance`, {
      method: 'PUT',
      token: guest.token,
      json: {},
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ reason: 'SLOT_NOT_BOOKABLE' });
    // Nor can the provider propose another start meanwhile.
    const another = await app.request(`/api/owner/reservations/${reservation.id}/change`, {
      method: 'POST',
      token: provider.token,
      json: { date: '2027-08-02', startTime: '09:00', offers: [{ offerId: sailing.adultOfferId, quantity: 2 }] },
    });
    expect(another.body).toMatchObject({ reason: 'SLOT_NOT_BOOKABLE' });

    await setEnabled(sailing.serviceId, true);
    const taken = await app.request(`/api/customer/reservations/${reservation.id}/change/acceptance`, {
      method: 'PUT',
      token: guest.token,
      json: {},
    });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({ startTime: '15:00' });
  });
});

describe("the provider's own views", () => {
  it('keep showing their exclusive, unapproved and inactive services; a deleted one is gone for them too', async () => {
    const token = provider.token;
    for (const target of [hidden.exclusive, hidden.unapproved, hidden.inactive]) {
      const id = target.serviceId;
      expect((await app.request(`/api/owner/services/${id}`, { token })).status).toBe(200);
      expect((await app.request(`/api/owner/services/${id}/preview`, { token })).status).toBe(200);
      expect((await app.request(`/api/owner/services/${id}/availability?from=${RANGE.from}&to=${RANGE.to}`, { token })).status).toBe(200);
    }
    const own = (await app.request(`/api/owner/brands/${provider.brandId}/services`, { token })).body as { id: number }[];
    expect(own.map((service) => service.id)).toEqual(
      expect.arrayContaining([hidden.exclusive.serviceId, hidden.unapproved.serviceId, hidden.inactive.serviceId]),
    );
    expect(own.map((service) => service.id)).not.toContain(hidden.deleted.serviceId);
    expect((await app.request(`/api/owner/services/${hidden.deleted.serviceId}`, { token })).status).toBe(404);
    // Staff still see the submitted one waiting for them.
    const review = (await app.request('/api/admin/services/review', { token: staffToken })).body as { id: number }[];
    expect(review.map((service) => service.id)).toContain(hidden.unapproved.serviceId);
  });
});
