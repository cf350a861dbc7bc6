import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { loadConfig } from '../config.js';
import { JobQueue } from '../shared/jobs.js';
import { diskStorageFor } from '../shared/file-storage.js';
import { seedDemoData } from './seed.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const config = loadConfig({ DATA_DIR: app.config.DATA_DIR, DEMO_DATA: 'true' });
  const runtime = { jobs: new JobQueue(app.db.url, pino({ level: 'silent' })), storage: diskStorageFor(app.config.DATA_DIR), stop: async () => undefined };
  await seedDemoData(config, app.db.dataSource, runtime, pino({ level: 'silent' }));
  await seedDemoData(config, app.db.dataSource, runtime, pino({ level: 'silent' }));
}, 120_000);

describe('demo data', () => {
  it('creates the demo accounts once, and they can log in', async () => {
    const [row] = await app.db.dataSource.query("SELECT count(*)::int AS n FROM user_account WHERE email LIKE '%@example.com'");
    expect(row.n).toBe(5);
    for (const [email, password] of [['provider@example.com', 'Provider123'], ['guest@example.com', 'Guest1234'], ['staff@example.com', 'Staff1234'], ['partner@example.com', 'Partner123']]) {
      const response = await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) });
      expect(response.status, email).toBe(200);
    }
  });

  it('seeds at least 12 approved services in 4+ regions and 4+ categories, with per-person and group offers and photos', async () => {
    const page = (await app.request('/api/services?size=100')).body as { totalElements: number; content: { regionSlug: string; categorySlug: string; offers: { priceType: { value: string } }[]; primaryPhoto: { url: string } | null }[] };
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
    const login = await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email: 'provider@example.com', password: 'Provider123' }) });
    const { token, user } = login.body as { token: string; user: { company: { name: string } } };
    expect(user.company.name).toBe('OPG Horvat d.o.o.');
    const progress = await app.request('/api/owner/progress', { token });
    expect(progress.body).toMatchObject({ complete: true, approvedServiceCount: 4 });
  });
});

describe('demo calendars', () => {
  it('gives every demo service seasons over the next 12 months, so its calendar has bookable days', async () => {
    const page = (await app.request('/api/services?size=100')).body as { content: { serviceId: number }[] };
    const today = new Date().toISOString().slice(0, 10);
    const inFiveMonths = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
    for (const { serviceId } of page.content) {
      const soon = (await app.request(`/api/services/${serviceId}/availability?from=${today}&to=${inFiveMonths}`)).body as { days: { bookable: boolean; status: string }[] };
      expect(soon.days.filter((day) => day.bookable).length, `service ${serviceId}`).toBeGreaterThan(60);
      expect(soon.days.some((day) => day.status === 'UNAVAILABLE_DATE')).toBe(true);
    }
    const [{ latest }] = await app.db.dataSource.query('SELECT max(end_date)::text AS latest FROM season');
    expect(latest <= '2030-12-31').toBe(true);
  });
});

describe('demo reservations', () => {
  const login = async (email: string, password: string) => ((await app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) })).body as { token: string }).token;

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
    const seen = new Set(states.map((row: { state: string; cancelled_by: string | null; payment: string }) => `${row.state}/${row.cancelled_by ?? '-'}/${row.payment}`));
    expect(seen).toEqual(new Set(['PENDING/-/AUTHORISED', 'ACCEPTED/-/CAPTURED', 'REJECTED/-/RELEASED', 'CANCELLED/GUEST/RELEASED', 'CANCELLED/PROVIDER/REFUNDED', 'EXPIRED/-/RELEASED']));
    expect(states.every((row: { gateway: string; intent_id: string }) => row.gateway === 'simulator' && row.intent_id.startsWith('pi_demo_'))).toBe(true);
    // The card simulator knows every demo payment, so capturing, releasing or refunding one works.
    const simulated = await app.db.dataSource.query(
      `SELECT p.state, i.status, i.amount_received_cents - i.amount_refunded_cents AS kept, p.captured_cents - p.refunded_cents AS expected
       FROM payment p LEFT JOIN simulated_payment_intent i ON i.id = p.intent_id`,
    );
    const statusOf: Record<string, string> = { AUTHORISED: 'requires_capture', CAPTURED: 'succeeded', REFUNDED: 'succeeded', RELEASED: 'canceled' };
    for (const row of simulated) expect(row, row.state).toMatchObject({ status: statusOf[row.state], kept: row.expected });
    // Bookings still to come hold their places; the others gave them back or kept them for good.
    expect(states.filter((row: { state: string; hold: string }) => row.state === 'PENDING').every((row: { hold: string }) => row.hold === 'HELD')).toBe(true);
    expect(states.filter((row: { state: string; hold: string }) => row.state === 'ACCEPTED').every((row: { hold: string }) => row.hold === 'CONFIRMED')).toBe(true);
    // Seeding twice (beforeAll) did not double them.
    const [{ n }] = await app.db.dataSource.query('SELECT count(*)::int AS n FROM reservation');
    expect(n).toBe(states.length);
    expect(n).toBeLessThan(15);
  });

  it('gives the demo provider pending requests to answer', async () => {
    const token = await login('provider@example.com', 'Provider123');
    const page = (await app.request('/api/owner/reservations/pending/future', { token })).body as { totalElements: number; content: { guest: { email: string } }[] };
    expect(page.totalElements).toBe(2);
    expect(page.content.map((view) => view.guest.email)).toContain('ana.kovac@example.com');
  });
});

describe('demo logins outside demo mode', () => {
  const logIn = (email: string, password: string) => app.request('/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) });
  const runtime = () => ({ jobs: new JobQueue(app.db.url, pino({ level: 'silent' })), storage: diskStorageFor(app.config.DATA_DIR), stop: async () => undefined });

  it('stop working when a database a demo run filled starts with DEMO_DATA off, and come back with it on', async () => {
    const staffLogin = await logIn('staff@example.com', 'Staff1234');
    expect(staffLogin.status).toBe(200);
    const { token } = staffLogin.body as { token: string };

    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: app.config.DATA_DIR, JWT_SECRET: 'j'.repeat(32), DATABASE_URL: app.db.url });
    expect(production.DEMO_DATA).toBe(false);
    await seedDemoData(production, app.db.dataSource, runtime(), pino({ level: 'silent' }));
    for (const [email, password] of [['staff@example.com', 'Staff1234'], ['provider@example.com', 'Provider123'], ['guest@example.com', 'Guest1234']]) {
      expect((await logIn(email, password)).status, email).toBe(401);
    }
    // The demo staff session is revoked too.
    expect((await app.request('/api/account/me', { token })).status).toBe(401);

    await seedDemoData(loadConfig({ DATA_DIR: app.config.DATA_DIR, DEMO_DATA: 'true' }), app.db.dataSource, runtime(), pino({ level: 'silent' }));
    expect((await logIn('staff@example.com', 'Staff1234')).status).toBe(200);
  });
});
