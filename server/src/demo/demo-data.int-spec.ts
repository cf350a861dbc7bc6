import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { loadConfig } from '../config.js';
import { JobQueue } from '../shared/jobs.js';
import { diskStorageFor } from '../shared/file-storage.js';
import { seedDemoData } from './seed.js';
import { DEMO_REFERRAL_CODES } from './demo-partners.js';
import { signedIn } from '../../test/accounts.js';
import { approvedService, providerWithBrand } from '../../test/catalog.js';

let app: TestApp;
/** The database clock when the first seeding had finished. */
let seededAt: Date;

beforeAll(async () => {
  app = await startTestApp();
  const config = loadConfig({ DATA_DIR: app.config.DATA_DIR, DEMO_DATA: 'true' });
  const runtime = {
    jobs: new JobQueue(app.db.url, pino({ level: 'silent' })),
    storage: diskStorageFor(app.config.DATA_DIR),
    stop: async () => undefined,
  };
  await seedDemoData(config, app.db.dataSource, runtime, pino({ level: 'silent' }));
  [{ seededAt }] = await app.db.dataSource.query('SELECT clock_timestamp() AS "seededAt"');
  await seedDemoData(config, app.db.dataSource, runtime, pino({ level: 'silent' }));
}, 120_000);

describe('demo data', () => {
  it('creates the demo accounts once, and they can log in', async () => {
    const [row] = await app.db.dataSource.query("SELECT count(*)::int AS n FROM user_account WHERE email LIKE '%@example.com'");
    expect(row.n).toBe(5);
    for (const [email, password] of [
      ['provider@example.com', 'Provider123'],
      ['guest@example.com', 'Guest1234'],
      ['staff@example.com', 'Staff1234'],
      ['partner@example.com', 'Partner123'],
    ]) {
      const response = await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) });
      expect(response.status, email).toBe(200);
    }
  });

  it('seeds at least 12 approved services in 4+ regions and 4+ categories, with per-person and group offers and photos', async () => {
    const page = (await app.request('/api/services?size=100')).body as {
      totalElements: number;
      content: {
        regionSlug: string;
        categorySlug: string;
        offers: { priceType: { value: string } }[];
        primaryPhoto: { url: string } | null;
      }[];
    };
    expect(page.totalElements).toBeGreaterThanOrEqual(12);
    expect(new Set(page.content.map((s) => s.regionSlug)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(page.content.map((s) => s.categorySlug)).size).toBeGreaterThanOrEqual(4);
    const priceTypes = new Set(page.content.flatMap((s) => s.offers.map((o) => o.priceType.value)));
    expect(priceTypes).toEqual(new Set(['PER_PERSON', 'GROUP']));
    expect(page.content.every((s) => s.primaryPhoto)).toBe(true);
    const image = await fetch(app.baseUrl + page.content[0].primaryPhoto!.url + '?w=300');
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('gives provider@example.com some of the services and a second provider the rest', async () => {
    const login = await app.request('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'provider@example.com', password: 'Provider123' }),
    });
    const { token, user } = login.body as { token: string; user: { company: { name: string } } };
    expect(user.company.name).toBe('OPG Horvat d.o.o.');
    const progress = await app.request('/api/owner/progress', { token });
    expect(progress.body).toMatchObject({ complete: true, approvedServiceCount: 4 });
  });
});

describe('the demo partner', () => {
  it('is approved with an Istrian apartment and a Split hotel under fixed codes, and alone opens the exclusive demo service', async () => {
    const token = (
      (
        await app.request('/api/login', {
          method: 'POST',
          body: new URLSearchParams({ email: 'partner@example.com', password: 'Partner123' }),
        })
      ).body as { token: string }
    ).token;
    expect((await app.request('/api/partner/profile', { token })).body).toMatchObject({ status: 'APPROVED' });
    const objects = (await app.request('/api/partner/objects', { token })).body as { name: string; referralCode: string }[];
    expect(objects.map(({ name, referralCode }) => [name, referralCode])).toEqual([
      ['Apartment Lavanda, Rovinj', DEMO_REFERRAL_CODES.apartment],
      ['Hotel Grad, Split', DEMO_REFERRAL_CODES.hotel],
    ]);
    const exclusive = 'Private sunrise boat to the Blue Cave for hotel guests';
    const titles = async (headers: Record<string, string> = {}) =>
      ((await app.request('/api/services?size=100', { headers })).body as { content: { title: string }[] }).content.map((row) => row.title);
    const shown = await titles();
    expect(shown).not.toContain(exclusive);
    expect(await titles({ 'Lokalno-Referral': DEMO_REFERRAL_CODES.hotel })).toEqual(expect.arrayContaining([...shown, exclusive]));
  });
});

describe('demo calendars', () => {
  it('gives every demo service seasons over the next 12 months, so its calendar has bookable days', async () => {
    const page = (await app.request('/api/services?size=100')).body as { content: { serviceId: number }[] };
    const today = new Date().toISOString().slice(0, 10);
    const inFiveMonths = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
    for (const { serviceId } of page.content) {
      const soon = (await app.request(`/api/services/${serviceId}/availability?from=${today}&to=${inFiveMonths}`)).body as {
        days: { bookable: boolean; status: string }[];
      };
      expect(soon.days.filter((day) => day.bookable).length, `service ${serviceId}`).toBeGreaterThan(60);
      expect(soon.days.some((day) => day.status === 'UNAVAILABLE_DATE')).toBe(true);
    }
    const [{ latest }] = await app.db.dataSource.query('SELECT max(end_date)::text AS latest FROM season');
    expect(latest <= '2030-12-31').toBe(true);
  });
});

describe('demo reservations', () => {
  const login = async (email: string, password: string) =>
    ((await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) })).body as { token: string }).token;

  it('gives the demo guest a booking in every list, with payments in matching states, once', async () => {
    const token = await login('guest@example.com', 'Guest1234');
    const sizes: Record<string, number> = {};
    for (const list of ['pending', 'accepted/today', 'accepted/future', 'accepted/past', 'inactive']) {
      const page = (await app.request(`/api/customer/reservations/${list}`, { token })).body as { totalElements: number };
      sizes[list] = page.totalElements;
    }
    expect(sizes).toMatchObject({ pending: 1, 'accepted/today': 1, 'accepted/past': 1, inactive: 4 });
    expect(sizes['accepted/future']).toBeGreaterThanOrEqual(1);
    const states = await app.db.dataSource.query(
      'SELECT r.state, r.cancelled_by, p.state AS payment, p.gateway, p.intent_id, h.state AS hold FROM reservation r JOIN payment p ON p.reservation_id = r.id JOIN hold h ON h.id = r.hold_id',
    );
    const seen = new Set(
      states.map(
        (row: { state: string; cancelled_by: string | null; payment: string }) => `${row.state}/${row.cancelled_by ?? '-'}/${row.payment}`,
      ),
    );
    expect(seen).toEqual(
      new Set([
        'PENDING/-/AUTHORISED',
        'ACCEPTED/-/CAPTURED',
        'REJECTED/-/RELEASED',
        'CANCELLED/GUEST/RELEASED',
        'CANCELLED/PROVIDER/REFUNDED',
        'EXPIRED/-/RELEASED',
      ]),
    );
    expect(
      states.every((row: { gateway: string; intent_id: string }) => row.gateway === 'simulator' && row.intent_id.startsWith('pi_demo_')),
    ).toBe(true);
    // The card simulator knows every demo payment, so capturing, releasing or refunding one works.
    const simulated = await app.db.dataSource.query(
      `SELECT p.state, i.status, i.amount_received_cents - i.amount_refunded_cents AS kept, p.captured_cents - p.refunded_cents AS expected
       FROM payment p LEFT JOIN simulated_payment_intent i ON i.id = p.intent_id`,
    );
    const statusOf: Record<string, string> = {
      AUTHORISED: 'requires_capture',
      CAPTURED: 'succeeded',
      REFUNDED: 'succeeded',
      RELEASED: 'canceled',
    };
    for (const row of simulated) expect(row, row.state).toMatchObject({ status: statusOf[row.state], kept: row.expected });
    // Bookings still to come hold their places; the others gave them back or kept them for good.
    expect(
      states
        .filter((row: { state: string; hold: string }) => row.state === 'PENDING')
        .every((row: { hold: string }) => row.hold === 'HELD'),
    ).toBe(true);
    expect(
      states
        .filter((row: { state: string; hold: string }) => row.state === 'ACCEPTED')
        .every((row: { hold: string }) => row.hold === 'CONFIRMED'),
    ).toBe(true);
    // Seeding twice (beforeAll) did not double them (the demo reseller's bookings have no payment: demo reseller below).
    const [{ n }] = await app.db.dataSource.query('SELECT count(*)::int AS n FROM reservation WHERE reseller_id IS NULL');
    expect(n).toBe(states.length);
    // The demo guest's and provider's bookings, the partner's, and the reviewed bookings of demo guests (demo-reviews.ts).
    const [{ own }] = await app.db.dataSource.query(
      'SELECT count(*)::int AS own FROM reservation r WHERE NOT EXISTS (SELECT 1 FROM guest_review g WHERE g.reservation_id = r.id)',
    );
    expect(own).toBeLessThan(20);
  });

  it('gives the demo provider pending requests to answer', async () => {
    const token = await login('provider@example.com', 'Provider123');
    const page = (await app.request('/api/owner/reservations/pending/future', { token })).body as {
      totalElements: number;
      content: { guest: { email: string } }[];
    };
    expect(page.totalElements).toBe(2);
    expect(page.content.map((view) => view.guest.email)).toContain('ana.kovac@example.com');
  });
});

describe('search over the demo catalog (issue 22: one wrong letter)', () => {
  const titles = async (q: string) =>
    ((await app.request(`/api/services?size=100&q=${encodeURIComponent(q)}`)).body as { content: { title: string }[] }).content.map(
      (s) => s.title,
    );
  const KAYAK = 'Sea kayaking around the Split peninsula';
  const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

  it('finds the kayak trip with one wrong, swapped, extra or missing letter, in English and Croatian', async () => {
    for (const q of ['kayak', 'kajak', 'kayek', 'kajek', 'kajka', 'kyaak', 'kaayak', 'kayk', 'kjak', 'kayakign']) {
      expect(await titles(q), q).toEqual([KAYAK]);
    }
  });

  it('finds wine with a swap or in Croatian, wine tasting first, and nothing for unrelated or short words', async () => {
    expect((await titles('wnie'))[0]).toBe(WINE);
    expect((await titles('wine'))[0]).toBe(WINE);
    expect(await titles('vino')).toContain(WINE);
    expect(await titles('xyzzy')).toEqual([]);
    expect(await titles('quantum')).toEqual([]);
    expect(await titles('east')).toEqual([]);
    // A three-letter word is taken as typed (as a prefix): one wrong letter does not match everything.
    expect(await titles('wni')).toEqual([]);
    expect((await titles('sae')).length).toBeLessThan(3);
  });
});

describe('home page lists: popular and newest', () => {
  type Listed = { serviceId: number; title: string };
  const list = async (which: 'popular' | 'latest') =>
    ((await app.request(`/api/services/${which}?size=100`)).body as { content: Listed[] }).content;

  it('differ with the demo data: popular follows recent bookings, newest the publication time', async () => {
    const popular = await list('popular');
    const latest = await list('latest');
    // The home page's own query (home.graphql): its four cards of each row differ.
    const home = await app.graphql<{ popularServices: { content: Listed[] }; latestServices: { content: Listed[] } }>(
      '{ popularServices(size: 4) { content { serviceId title } } latestServices(size: 4) { content { serviceId title } } }',
    );
    expect(home.errors).toBeUndefined();
    expect(home.data!.popularServices.content).toEqual(popular.slice(0, 4).map(({ serviceId, title }) => ({ serviceId, title })));
    expect(home.data!.latestServices.content).toEqual(latest.slice(0, 4).map(({ serviceId, title }) => ({ serviceId, title })));
    expect(popular.slice(0, 4).map((s) => s.serviceId)).not.toEqual(latest.slice(0, 4).map((s) => s.serviceId));
    const demand: { id: number; demand: number; approved_at: Date }[] = await app.db.dataSource.query(
      `SELECT s.id, s.approved_at, (SELECT count(*)::int FROM reservation r WHERE r.service_id = s.id AND r.state IN ('PENDING', 'ACCEPTED')
         AND r.created_at >= now() - interval '90 days') AS demand FROM service s`,
    );
    const of = new Map(demand.map((row) => [row.id, row]));
    const demands = popular.map((s) => of.get(s.serviceId)!.demand);
    expect(demands[0]).toBeGreaterThan(0);
    expect(demands).toEqual([...demands].sort((a, b) => b - a));
    const published = latest.map((s) => of.get(s.serviceId)!.approved_at.getTime());
    expect(published).toEqual([...published].sort((a, b) => b - a));
    expect(new Set(published).size).toBe(published.length);
  });

  it('puts a brand-new service with no bookings last under popular and first under newest', async () => {
    const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
    const provider = await providerWithBrand(app);
    const fresh = await approvedService(app, provider, staff.token, { title: 'Brand-new glass workshop' });
    const popular = await list('popular');
    expect(popular.at(-1)?.serviceId).toBe(fresh);
    expect((await list('latest'))[0].serviceId).toBe(fresh);
  });
});

describe('demo logins outside demo mode', () => {
  const logIn = (email: string, password: string) =>
    app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) });
  const runtime = () => ({
    jobs: new JobQueue(app.db.url, pino({ level: 'silent' })),
    storage: diskStorageFor(app.config.DATA_DIR),
    stop: async () => undefined,
  });

  it('stop working when a database a demo run filled starts with DEMO_DATA off, and come back with it on', async () => {
    const staffLogin = await logIn('staff@example.com', 'Staff1234');
    expect(staffLogin.status).toBe(200);
    const { token } = staffLogin.body as { token: string };

    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: app.config.DATA_DIR,
      JWT_SECRET: 'j'.repeat(32),
      DATABASE_URL: app.db.url,
    });
    expect(production.DEMO_DATA).toBe(false);
    await seedDemoData(production, app.db.dataSource, runtime(), pino({ level: 'silent' }));
    for (const [email, password] of [
      ['staff@example.com', 'Staff1234'],
      ['provider@example.com', 'Provider123'],
      ['guest@example.com', 'Guest1234'],
    ]) {
      expect((await logIn(email, password)).status, email).toBe(401);
    }
    // The demo staff session is revoked too.
    expect((await app.request('/api/account/me', { token })).status).toBe(401);

    await seedDemoData(
      loadConfig({ DATA_DIR: app.config.DATA_DIR, DEMO_DATA: 'true' }),
      app.db.dataSource,
      runtime(),
      pino({ level: 'silent' }),
    );
    expect((await logIn('staff@example.com', 'Staff1234')).status).toBe(200);
  });
});

describe('the demo partner', () => {
  it('has accepted the agreement and earned: a PAID and a READY statement, each balancing against the ledger', async () => {
    const [partner] = await app.db.dataSource.query(
      `SELECT p.id, (SELECT accepted_at IS NOT NULL FROM agreement a WHERE a.partner_id = p.id AND a.kind = 'PARTNER') AS accepted
       FROM partner p JOIN user_account u ON u.id = p.user_id WHERE u.email = 'partner@example.com'`,
    );
    expect(partner.accepted).toBe(true);
    const statements: { id: number; month: string; status: string; total_cents: number }[] = await app.db.dataSource.query(
      'SELECT id, month, status, total_cents FROM partner_statement WHERE partner_id = $1 ORDER BY month',
      [partner.id],
    );
    expect(statements.map((statement) => statement.status)).toEqual(['PAID', 'READY']);
    const sum = async (state: string, month: string) =>
      (
        await app.db.dataSource.query(
          'SELECT coalesce(sum(amount_cents), 0)::int AS n FROM partner_ledger_entry WHERE partner_id = $1 AND state = $2 AND statement_month = $3',
          [partner.id, state, month],
        )
      )[0].n;
    const [paid, ready] = statements;
    expect(paid.total_cents).toBeGreaterThan(0);
    expect(await sum('PAID', paid.month)).toBe(paid.total_cents);
    expect(await sum('PAYABLE', paid.month)).toBe(0);
    expect(await sum('PAYABLE', ready.month)).toBe(ready.total_cents);
    const [{ states }] = await app.db.dataSource.query(
      'SELECT array_agg(DISTINCT state ORDER BY state) AS states FROM reservation WHERE partner_id = $1',
      [partner.id],
    );
    expect(states).toEqual(['ACCEPTED', 'CANCELLED', 'PENDING']);
  });
});

// Last: accepting a demo request changes the lists and counts the tests above read.
describe("demo events in the provider's latest events", () => {
  const login = async (email: string, password: string) =>
    ((await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) })).body as { token: string }).token;
  interface ActivityEvent {
    kind: string;
    number: string;
    at: string;
  }

  it('are stamped no later than the seeding, so a real event made after it comes first', async () => {
    const [{ latest, count }] = await app.db.dataSource.query('SELECT max(at) AS latest, count(*)::int AS count FROM reservation_event');
    expect(count).toBeGreaterThan(10);
    expect(new Date(latest).getTime()).toBeLessThanOrEqual(seededAt.getTime());
    // Even the events of bookings still to come (requested, accepted) are in the past.
    const [{ future }] = await app.db.dataSource.query(
      'SELECT count(*)::int AS future FROM reservation_event e JOIN reservation r ON r.id = e.reservation_id WHERE r.starts_at > now() AND e.at > $1',
      [seededAt],
    );
    expect(future).toBe(0);

    const token = await login('provider@example.com', 'Provider123');
    const pending = (await app.request('/api/owner/reservations/pending/future', { token })).body as {
      content: { id: number; number: string }[];
    };
    const answered = pending.content[pending.content.length - 1];
    const acceptance = await app.request(`/api/owner/reservations/${answered.id}/acceptance`, { method: 'PUT', token });
    expect(acceptance.status, acceptance.text).toBe(200);

    const { events } = (await app.request('/api/owner/reservations/activity', { token })).body as { events: ActivityEvent[] };
    expect(events[0].number).toBe(answered.number);
    const accepted = events.findIndex((event) => event.kind === 'ACCEPTED' && event.number === answered.number);
    expect(accepted).toBeGreaterThanOrEqual(0);
    expect(accepted).toBeLessThan(events.findIndex((event) => event.number !== answered.number));
    // Newest first, every one.
    const times = events.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('demo reviews', () => {
  it('reviews most demo services (stars on the public shape), answers some, and leaves one reported for staff', async () => {
    const services: { id: number; reviewed: boolean }[] = await app.db.dataSource.query(
      `SELECT s.id, EXISTS (SELECT 1 FROM guest_review g WHERE g.service_id = s.id) AS reviewed FROM service s
        WHERE s.status = 'APPROVED' AND NOT s.exclusive AND s.archived_at IS NULL`,
    );
    const reviewed = services.filter((service) => service.reviewed);
    expect(reviewed.length * 2).toBeGreaterThan(services.length);
    const [{ replies, reports }] = await app.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM guest_review WHERE reply_text IS NOT NULL) AS replies,
              (SELECT count(*)::int FROM guest_review_report WHERE resolved_at IS NULL) AS reports`,
    );
    expect(replies).toBeGreaterThan(0);
    expect(reports).toBe(1);
    const shown = (await app.request(`/api/services/${reviewed[0].id}`)).body as { rating: { count: number; average: number } };
    expect(shown.rating.count).toBeGreaterThan(0);
    // Demo reviewers are guests of past, accepted bookings, as the eligibility rule wants.
    const [{ wrong }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS wrong FROM guest_review g JOIN reservation r ON r.id = g.reservation_id
        WHERE r.state <> 'ACCEPTED' OR r.starts_at > g.created_at OR g.created_at > r.starts_at + interval '30 days'`,
    );
    expect(wrong).toBe(0);
  });
});

describe('demo reseller', () => {
  it('sells the demo provider with octo-demo-key, confirming at once, with a sold-out start in the next 30 days', async () => {
    const headers = { authorization: 'Bearer octo-demo-key' };
    const products = await app.request('/api/octo/products', { headers });
    expect(products.status, products.text).toBe(200);
    const list = products.body as { id: string; instantConfirmation: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((product) => product.instantConfirmation)).toBe(true);
    const [sold] = await app.db.dataSource.query(
      `SELECT r.service_id, r.starts_at FROM reservation r JOIN reseller x ON x.id = r.reseller_id AND x.name = 'Demo OTA'
       WHERE r.state = 'ACCEPTED' AND r.starts_at < now() + interval '31 days' LIMIT 1`,
    );
    const at = new Date(sold.starts_at);
    const date = at.toLocaleDateString('en-CA', { timeZone: 'Europe/Zagreb' });
    const starts = await app.request('/api/octo/availability', {
      method: 'POST',
      headers,
      json: { productId: String(sold.service_id), optionId: 'DEFAULT', localDateStart: date, localDateEnd: date },
    });
    const start = (starts.body as { id: string; status: string }[]).find((one) => Date.parse(one.id) === at.getTime());
    expect(start?.status).toBe('SOLD_OUT');
  });
});
