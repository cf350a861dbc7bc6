// Reseller bookings in the provider's desk: the reservation lists (REST and GraphQL) carry the
// reseller's name, in a number of statements that does not grow with the bookings; the day
// manifest marks them "via <reseller>"; revenue counts their retail price (no payment rows) as
// sold via resellers, and lists the reseller per booking.
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider } from '../../../test/booking.js';
import { queriesOf } from '../../../test/count-queries.js';
import { resellerOf, resellerReservation, type TestReseller } from '../../../test/resellers.js';
import { startIn, testContext } from '../../../test/reservations.js';
import { acceptReservation } from '../reservations/reservation.service.js';

let app: TestApp;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let serviceId: number;
let reseller: TestReseller;

const ownerCtx = () => ({ ...testContext(app), user: { id: provider.user.id, roles: ['ROLE_OWNER' as const] } });
const zagreb = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', ...options }).format(date);

async function acceptedBooking(days: number, time = '10:00') {
  const booking = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(days, time), retailCents: 8000 });
  await acceptReservation(ownerCtx(), booking.id);
  return booking;
}

beforeAll(async () => {
  app = await startTestApp();
  const made = await staffAndProvider(app);
  provider = made.provider;
  serviceId = (await bookableService(app, provider, made.staffToken)).serviceId;
  const [{ id: companyId }] = await app.db.dataSource.query('SELECT id FROM company WHERE owner_id = $1', [provider.user.id]);
  reseller = await resellerOf(app, companyId, 'Demo Desk OTA');
});

describe("the provider's desk", () => {
  it('shows the reseller on pending and accepted bookings, REST and GraphQL', async () => {
    const pending = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(20) });
    const list = await app.request('/api/owner/reservations/pending/future', { token: provider.token });
    expect(list.status, list.text).toBe(200);
    const item = (list.body as { content: { id: number; reseller: unknown; payment: unknown }[] }).content.find(
      (row) => row.id === pending.id,
    );
    expect(item).toMatchObject({ reseller: { id: reseller.resellerId, name: 'Demo Desk OTA' }, payment: null });

    const answer = await app.graphql<{ ownerPendingReservations: { content: { id: number; reseller: { name: string } | null }[] } }>(
      '{ ownerPendingReservations { content { id reseller { id name } } } }',
      {},
      { token: provider.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.ownerPendingReservations.content.find((row) => row.id === pending.id)?.reseller?.name).toBe('Demo Desk OTA');
  });

  it('costs the same number of statements for one reseller booking as for four', async () => {
    await acceptedBooking(21);
    const one = await queriesOf(app, '/api/owner/reservations/accepted/future', provider.token);
    await acceptedBooking(22);
    await acceptedBooking(23);
    await acceptedBooking(24);
    const four = await queriesOf(app, '/api/owner/reservations/accepted/future', provider.token);
    expect(four).toBe(one);
    const accepted = (await app.request('/api/owner/reservations/accepted/future', { token: provider.token })).body as {
      content: { reseller: { name: string } | null }[];
    };
    expect(accepted.content.filter((row) => row.reseller?.name === 'Demo Desk OTA')).toHaveLength(4);
  });

  it('marks the booking "via" the reseller on the day manifest', async () => {
    const booking = await acceptedBooking(25, '15:00');
    const date = zagreb(startIn(25), { year: 'numeric', month: '2-digit', day: '2-digit' });
    const response = await fetch(`${app.baseUrl}/api/owner/reservations/manifest?date=${date}`, {
      headers: { authorization: `Bearer ${provider.token}`, 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`${booking.number} · 2 people · via Demo Desk OTA`);
  });

  it('counts the retail price of accepted reseller bookings in revenue, marked as via reseller', async () => {
    const month = zagreb(startIn(26), { year: 'numeric', month: '2-digit' });
    const before = (await app.request(`/api/owner/reservations/revenue?from=${month}&to=${month}`, { token: provider.token })).body as {
      totals: { grossCents: number; resellerGrossCents: number; bookings: number };
    };
    const booking = await acceptedBooking(26, '09:00');
    const report = await app.request(`/api/owner/reservations/revenue?from=${month}&to=${month}`, { token: provider.token });
    expect(report.status, report.text).toBe(200);
    const { totals } = report.body as typeof before;
    expect(totals.grossCents - before.totals.grossCents).toBe(8000);
    expect(totals.resellerGrossCents - before.totals.resellerGrossCents).toBe(8000);
    expect(totals.bookings - before.totals.bookings).toBe(1);
    const rows = await app.request(`/api/owner/reservations/revenue/reservations?month=${month}&size=100`, { token: provider.token });
    const row = (rows.body as { content: { reservationId: number; grossCents: number; resellerName: string | null }[] }).content.find(
      (item) => item.reservationId === booking.id,
    );
    expect(row).toMatchObject({ grossCents: 8000, resellerName: 'Demo Desk OTA' });
  });
});
