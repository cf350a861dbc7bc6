// The waitlist against real PostgreSQL, the real job runner and SMTP capture: joining a full start,
// serving freed places in order (skipping an entry that does not fit), never more than are free, an
// offer that runs out going to the next entry, booking through the offer's link without taking the
// places twice, leaving, the provider's list, parallel freeing events, and a job that survives a restart.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { leastQueries } from '../../../test/count-queries.js';
import { linkIn } from '../../../test/mail.js';
import { reservationOf, testContext } from '../../../test/reservations.js';
import { until } from '../../../test/until.js';
import type { SeedReservation } from '../../demo/demo-reservations.js';
import { startRuntime } from '../../runtime.js';
import { limitWaitlistJoin, WAITLIST_LIMITS } from './waitlist-limits.js';
import { serveWaitlist, sweepWaitlists } from './waitlist-serve.js';

let app: TestApp;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let staffToken: string;

beforeAll(async () => {
  // The file joins more often from one address than a guest may in an hour (the limit has a test of its own).
  app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '10' } });
  ({ provider, staffToken } = await staffAndProvider(app));
}, 120_000);

interface Entry {
  id: number;
  state: string;
  people: number;
  position: number | null;
  offerExpiresAt: string | null;
}

/** A service with 4 places per start, 1–4 people per booking. */
function smallService(title: string): Promise<BookableService> {
  return bookableService(app, provider, staffToken, { title, minPeople: 1, maxPeople: 4, placesPerStart: 4 });
}

const startOf = (date: string, hour = 10) => new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00.000Z`); // summer: UTC+2

/** Accepted bookings of `people` each at the start (their places confirmed through capacity). */
async function book(service: BookableService, date: string, people: number[]): Promise<{ id: number }[]> {
  const made = [];
  for (const [index, count] of people.entries())
    made.push(
      await reservationOf(app, {
        serviceId: service.serviceId,
        userId: null,
        email: `booked-${index}-${randomUUID().slice(0, 6)}@example.com`,
        startsAt: startOf(date),
        offers: [{ offerId: service.adultOfferId, quantity: count }],
        state: 'ACCEPTED' as SeedReservation['state'],
        places: 'capacity',
      }),
    );
  return made;
}

const join = (service: BookableService, date: string, people: number, email: string | null, token?: string) =>
  app.request(`/api/services/${service.serviceId}/waitlist`, {
    method: 'POST',
    token,
    json: { date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: people }], ...(email ? { email } : {}) },
  });

async function joined(service: BookableService, date: string, people: number, email: string): Promise<Entry> {
  const response = await join(service, date, people, email);
  expect(response.status, response.text).toBe(201);
  return response.body as Entry;
}

const stateOf = async (id: number): Promise<{ state: string; hold_id: string | null; offer_round: number }> =>
  (await app.db.dataSource.query('SELECT state, hold_id, offer_round FROM waitlist_entry WHERE id = $1', [id]))[0];

const liveTaken = async (service: BookableService, date: string): Promise<number> =>
  (
    await app.db.dataSource.query(
      `SELECT COALESCE(sum(people), 0)::int AS taken FROM hold WHERE service_id = $1 AND starts_at = $2
         AND (state = 'CONFIRMED' OR (state = 'HELD' AND expires_at > clock_timestamp()))`,
      [service.serviceId, startOf(date)],
    )
  )[0].taken;

const cancel = (reservationId: number) =>
  app.request(`/api/owner/reservations/${reservationId}/cancellation`, {
    method: 'PUT',
    json: { note: 'The boat is in repair.' },
    token: provider.token,
  });

describe('joining the waitlist', () => {
  let service: BookableService;
  const date = '2027-07-01';

  beforeAll(async () => {
    service = await smallService('Sunset kayak in Rovinj');
    await book(service, date, [3]);
  }, 60_000);

  it('refuses a start that still has room for the group', async () => {
    const response = await join(service, date, 1, 'early@example.com');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CONFLICT', reason: 'PLACES_AVAILABLE' });
  });

  it('takes a guest whose group does not fit, confirms by email with a link to leave, and answers a second join with the same entry', async () => {
    const entry = await joined(service, date, 2, 'ana@example.com');
    expect(entry).toMatchObject({ state: 'WAITING', people: 2, position: 1, offerExpiresAt: null });
    const again = await joined(service, date, 2, 'ana@example.com');
    expect(again.id).toBe(entry.id);
    const mail = await app.mail.waitFor('ana@example.com', { subject: /waitlist/i });
    expect(mail.subject).toBe('You are on the waitlist: Sunset kayak in Rovinj');
    expect(mail.text).toContain('2 people');
    const leave = linkIn(mail, `${app.baseUrl}/waitlist/leave?token=`);
    const view = await app.request(`/api/waitlist/entry?token=${encodeURIComponent(leave.searchParams.get('token')!)}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: entry.id, state: 'WAITING', serviceTitle: 'Sunset kayak in Rovinj', date, startTime: '10:00' });
  });

  it('checks the input as a booking request does', async () => {
    const unknownOffer = await app.request(`/api/services/${service.serviceId}/waitlist`, {
      method: 'POST',
      json: { date, startTime: '10:00', offers: [{ offerId: 999999, quantity: 2 }], email: 'x@example.com' },
    });
    expect(unknownOffer.status).toBe(400);
    expect((unknownOffer.body as { fields: Record<string, string> }).fields).toHaveProperty(['offers.0.offerId']);
    const tooMany = await join(service, date, 5, 'big@example.com');
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { fields: Record<string, string> }).fields.offers).toBe('Maximum no. of people is 4.');
    const noEmail = await join(service, date, 2, null);
    expect(noEmail.status).toBe(400);
    expect((noEmail.body as { fields: Record<string, string> }).fields).toHaveProperty('email');
    const nul = await join(service, date, 2, 'a\u0000b@example.com');
    expect(nul.status).toBe(400);
    const notOffered = await app.request(`/api/services/${service.serviceId}/waitlist`, {
      method: 'POST',
      json: { date, startTime: '11:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }], email: 'x@example.com' },
    });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body).toMatchObject({ reason: 'SLOT_NOT_BOOKABLE' });
    const missing = await app.request('/api/services/2147483647/waitlist', {
      method: 'POST',
      json: { date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }], email: 'x@example.com' },
    });
    expect(missing.status).toBe(404);
    const forged = await app.request('/api/waitlist/entry?token=not.a.token');
    expect(forged.status).toBe(404);
  });

  it('keeps a signed-in customer under their account email (GraphQL)', async () => {
    const customer = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const result = await app.graphql<{ joinWaitlist: { state: string; position: number } }>(
      `mutation ($serviceId: Int!, $input: JoinWaitlistInput!) { joinWaitlist(serviceId: $serviceId, input: $input) { state position } }`,
      { serviceId: service.serviceId, input: { date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] } },
      { token: customer.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.joinWaitlist).toEqual({ state: 'WAITING', position: 2 });
    const [row] = await app.db.dataSource.query('SELECT email, user_id FROM waitlist_entry WHERE user_id = $1', [customer.user.id]);
    expect(row.email).toBe(customer.user.email);
  });
});

describe('the rate limit of joining', () => {
  it('refuses an address past its joins per hour with 429', async () => {
    const ctx = { ...testContext(app), config: { ...app.config, RATE_LIMIT_FACTOR: 1 }, ip: '203.0.113.77' };
    for (let index = 0; index < WAITLIST_LIMITS.address.max; index += 1) await limitWaitlistJoin(ctx, `limit-${index}@example.com`);
    await expect(limitWaitlistJoin(ctx, 'one-more@example.com')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('serving freed places', () => {
  let service: BookableService;
  const date = '2027-07-02';
  let bookings: { id: number }[];
  let big: Entry;
  let one: Entry;
  let two: Entry;
  let late: Entry;

  beforeAll(async () => {
    service = await smallService('Cooking class in Motovun');
    bookings = await book(service, date, [2, 2]);
    big = await joined(service, date, 3, 'big@example.com');
    one = await joined(service, date, 1, 'one@example.com');
    two = await joined(service, date, 2, 'two@example.com');
    late = await joined(service, date, 1, 'late@example.com');
  }, 60_000);

  it('offers freed places in order, skipping an entry that does not fit, never more than were freed', async () => {
    expect((await cancel(bookings[0].id)).status).toBe(200);
    // Two places free: the 3-person entry is skipped (it keeps its place), the 1-person entry fits,
    // the 2-person entry no longer fits in the one left, the last 1-person entry does.
    await until(async () => (await stateOf(late.id)).state === 'OFFERED');
    expect((await stateOf(big.id)).state).toBe('WAITING');
    expect((await stateOf(one.id)).state).toBe('OFFERED');
    expect((await stateOf(two.id)).state).toBe('WAITING');
    expect(await liveTaken(service, date)).toBe(4);
    // Serving again offers nothing more.
    expect(await serveWaitlist(testContext(app), { serviceId: service.serviceId, startsAt: startOf(date) })).toEqual({
      offered: [],
      expired: [],
    });
    const mail = await app.mail.waitFor('one@example.com', { subject: /free for you/ });
    expect(mail.subject).toBe('Places are free for you: Cooking class in Motovun');
    expect(mail.text).toContain('1 places');
    // The public calendar shows the start as full: the offered places are held.
    const availability = await app.request(`/api/services/${service.serviceId}/availability?from=${date}&to=${date}`);
    expect(JSON.stringify(availability.body)).toContain('"placesLeft":0');
  });

  it('lets the guest book through the offer link with the held places, once', async () => {
    const mail = await app.mail.waitFor('one@example.com', { subject: /free for you/ });
    const link = linkIn(mail, `${app.baseUrl}/waitlist/offer?token=`);
    const token = link.searchParams.get('token')!;
    const entry = await app.request(`/api/waitlist/entry?token=${encodeURIComponent(token)}`);
    expect(entry.body).toMatchObject({ state: 'OFFERED', people: 1 });
    const offerHold = (await stateOf(one.id)).hold_id;
    const id = randomUUID();
    const choice = { serviceId: service.serviceId, date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 1 }] };
    // Without the offer the start is full.
    expect((await app.request(`/api/booking/request/${randomUUID()}`, { method: 'POST', json: choice })).status).toBe(409);
    const viaOffer = (requestId: string, offerToken = token) =>
      app.request(`/api/booking/request/${requestId}/waitlist-offer`, { method: 'POST', json: { token: offerToken } });
    const made = await viaOffer(id);
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ status: 'OPEN', people: 1, date, startTime: '10:00' });
    expect((await stateOf(one.id)).state).toBe('SERVED');
    const [offer] = await app.db.dataSource.query('SELECT state FROM hold WHERE id = $1', [offerHold]);
    expect(offer.state).toBe('RELEASED');
    expect(await liveTaken(service, date)).toBe(4);
    // A retry of the same request is the same request; another request with the used offer is refused.
    expect((await viaOffer(id)).status).toBe(200);
    expect(await liveTaken(service, date)).toBe(4);
    const reused = await viaOffer(randomUUID());
    expect(reused.status).toBe(410);
    expect(reused.body).toMatchObject({ reason: 'WAITLIST_OFFER_CLOSED' });
    expect((await viaOffer(randomUUID(), `${token}x`)).status).toBe(404);
    // The request goes on through the flow's steps as any other.
    expect((await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {} })).status).toBe(200);
  });

  it('gives an offer that ran out to the next entry that fits', async () => {
    // The last entry's offer runs out (its hold's expiry moved into the past), then the sweep runs.
    const { hold_id: holdId } = await stateOf(late.id);
    await app.db.dataSource.query("UPDATE hold SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [holdId]);
    await sweepWaitlists(testContext(app));
    expect((await stateOf(late.id)).state).toBe('EXPIRED');
    // One place free: the 3- and 2-person entries still do not fit; nobody else waits.
    expect((await stateOf(big.id)).state).toBe('WAITING');
    expect((await stateOf(two.id)).state).toBe('WAITING');
    const [released] = await app.db.dataSource.query('SELECT state FROM hold WHERE id = $1', [holdId]);
    expect(released.state).toBe('RELEASED');
    // Another booking ends: 3 places free, the first in line (3 people) is offered them.
    expect((await cancel(bookings[1].id)).status).toBe(200);
    await until(async () => (await stateOf(big.id)).state === 'OFFERED');
    expect((await stateOf(two.id)).state).toBe('WAITING');
    expect(await liveTaken(service, date)).toBe(4);
  });

  it('lets a guest leave through the emailed link; an open offer goes on to the next in line', async () => {
    const mail = await app.mail.waitFor('big@example.com', { subject: /free for you/ });
    const leave = linkIn(mail, `${app.baseUrl}/waitlist/leave?token=`);
    const response = await app.request('/api/waitlist/leave', { method: 'POST', json: { token: leave.searchParams.get('token') } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ left: true });
    expect((await stateOf(big.id)).state).toBe('LEFT');
    await until(async () => (await stateOf(two.id)).state === 'OFFERED');
    expect(await liveTaken(service, date)).toBe(3);
    // Leaving twice answers the same.
    expect((await app.request('/api/waitlist/leave', { method: 'POST', json: { token: leave.searchParams.get('token') } })).body).toEqual({
      left: true,
    });
  });
});

describe("the provider's waitlist per start", () => {
  it('shows the owner the length of each line in one statement; others see none of it', async () => {
    const service = await smallService('Truffle hunt in Buzet');
    const date = '2027-07-03';
    await book(service, date, [4]);
    await joined(service, date, 2, 'w1@example.com');
    await joined(service, date, 3, 'w2@example.com');
    const query =
      '{ ownerWaitlist(from: "2027-07-03", to: "2027-07-03") { serviceId serviceTitle date startTime waiting waitingPeople offeredPeople } }';
    const own = await app.graphql<{ ownerWaitlist: unknown[] }>(query, {}, { token: provider.token });
    expect(own.errors).toBeUndefined();
    expect(own.data?.ownerWaitlist).toEqual([
      {
        serviceId: service.serviceId,
        serviceTitle: 'Truffle hunt in Buzet',
        date,
        startTime: '10:00',
        waiting: 2,
        waitingPeople: 5,
        offeredPeople: 0,
      },
    ]);
    const rest = await app.request('/api/owner/waitlist?from=2027-07-03&to=2027-07-03', { token: provider.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ serviceId: service.serviceId, waiting: 2 })]);
    const statements = await leastQueries(app, () =>
      app.request('/api/owner/waitlist?from=2027-07-01&to=2027-07-31', { token: provider.token }),
    );
    expect(statements).toBeLessThanOrEqual(2);
    const other = await staffAndProvider(app);
    const theirs = await app.graphql<{ ownerWaitlist: unknown[] }>(query, {}, { token: other.provider.token });
    expect(theirs.data?.ownerWaitlist).toEqual([]);
    const anonymous = await app.graphql(query);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const badRange = await app.request('/api/owner/waitlist?from=2027-07-03&to=2027-07-01', { token: provider.token });
    expect(badRange.status).toBe(400);
  });
});

describe('two freeing events at once', () => {
  it('never offers more places than are free', async () => {
    const service = await smallService('Oyster tasting in Ston');
    const date = '2027-07-04';
    const bookings = await book(service, date, [1, 1, 1, 1]);
    const entries: Entry[] = [];
    for (let index = 0; index < 6; index += 1) entries.push(await joined(service, date, 1, `line-${index}@example.com`));
    const ctx = testContext(app);
    const start = { serviceId: service.serviceId, startsAt: startOf(date) };
    // Two cancellations at once, each queueing its serve job, and serves called in parallel beside them.
    const results = await Promise.all([
      cancel(bookings[0].id),
      cancel(bookings[1].id),
      ...Array.from({ length: 4 }, () => serveWaitlist(ctx, start)),
    ]);
    expect((results[0] as { status: number }).status).toBe(200);
    expect((results[1] as { status: number }).status).toBe(200);
    await until(async () => {
      const states = await Promise.all(entries.map((entry) => stateOf(entry.id)));
      return states.filter((row) => row.state === 'OFFERED').length === 2;
    });
    await serveWaitlist(ctx, start);
    const states = await Promise.all(entries.map((entry) => stateOf(entry.id)));
    // In order: the first two in line hold the two freed places, nobody else.
    expect(states.map((row) => row.state)).toEqual(['OFFERED', 'OFFERED', 'WAITING', 'WAITING', 'WAITING', 'WAITING']);
    expect(await liveTaken(service, date)).toBe(4);
  });
});

describe('an offer by SMS as well', () => {
  const date = '2027-07-06';

  it('texts the offer to a guest who gave a mobile number, and nobody else; a number that is not one is refused, naming the field', async () => {
    const service = await smallService('Olive oil tasting in Vodnjan');
    const [booking] = await book(service, date, [4]);
    const wrong = await app.request(`/api/services/${service.serviceId}/waitlist`, {
      method: 'POST',
      json: {
        date,
        startTime: '10:00',
        offers: [{ offerId: service.adultOfferId, quantity: 1 }],
        email: 'sms-bad@example.com',
        phone: '12',
      },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('phone');

    const withPhone = await app.request(`/api/services/${service.serviceId}/waitlist`, {
      method: 'POST',
      json: {
        date,
        startTime: '10:00',
        offers: [{ offerId: service.adultOfferId, quantity: 1 }],
        email: 'sms-guest@example.com',
        phone: '091 234 5678',
      },
    });
    expect(withPhone.status, withPhone.text).toBe(201);
    const [stored] = await app.db.dataSource.query('SELECT phone FROM waitlist_entry WHERE id = $1', [(withPhone.body as Entry).id]);
    expect(stored.phone).toBe('+385912345678');
    const emailOnly = await joined(service, date, 1, 'sms-none@example.com');

    expect((await cancel(booking.id)).status).toBe(200);
    await until(async () => (await stateOf(emailOnly.id)).state === 'OFFERED');
    await app.mail.waitFor('sms-guest@example.com', { subject: /free for you/ });
    await until(async () => app.sms!.list('+385912345678').length > 0);
    const [sms] = app.sms!.list('+385912345678');
    expect(sms.text).toMatch(/^Lokalno: free places at Olive oil tasting in Vodnjan, .+ Held until .+: http/);
    // One GSM-7 segment: a short link, not the offer's token.
    expect(sms.text.length).toBeLessThanOrEqual(160);
    const short = /https?:\/\/\S+\/w\/(\d+-\d+)\/([A-Za-z0-9_-]{16})$/.exec(sms.text);
    expect(short, sms.text).not.toBeNull();
    const opened = await app.request(`/w/${short![1]}/${short![2]}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toContain('/waitlist/offer?token=');
    // A wrong code, or another round of the same entry, leads nowhere.
    expect((await app.request(`/w/${short![1]}/${'A'.repeat(16)}`)).status).toBe(404);
    const [id, round] = short![1].split('-');
    expect((await app.request(`/w/${id}-${Number(round) + 1}/${short![2]}`)).status).toBe(404);
    // Every other message the catcher holds is for another number.
    expect(app.sms!.list().filter((message) => message.to === '+385912345678')).toHaveLength(1);
  });
});

describe('a serve job across a restart', () => {
  it('is kept while no runner works it, and served once a runner starts again', async () => {
    const service = await smallService('Island hopping from Zadar');
    const date = '2027-07-05';
    const [booking] = await book(service, date, [2, 2]);
    const entry = await joined(service, date, 2, 'restart@example.com');
    // The app's job runner stops (the process is down); the cancellation queues its jobs all the same.
    await app.jobs.stop();
    const cancelled = await cancel(booking.id);
    expect(cancelled.status).toBe(200);
    const [queued] = await app.db.dataSource.query(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'waitlist.serve' AND state = 'created'",
    );
    expect(queued.jobs).toBeGreaterThanOrEqual(1);
    expect((await stateOf(entry.id)).state).toBe('WAITING');
    // A new runner (the restarted process) serves the job.
    const runtime = await startRuntime({
      config: app.config,
      dataSource: app.db.dataSource,
      databaseUrl: app.db.url,
      log: pino({ level: 'silent' }),
      smtpUrl: app.config.SMTP_URL!,
    });
    try {
      await until(async () => (await stateOf(entry.id)).state === 'OFFERED', 30_000);
      const mail = await app.mail.waitFor('restart@example.com', { subject: /free for you/, timeoutMs: 30_000 });
      expect(mail.text).toContain('Island hopping from Zadar');
    } finally {
      await runtime.stop();
    }
  }, 60_000);
});
