// The provider's insights: revenue sums against hand-computed fixtures (captured, partly and fully
// refunded, pending not counted, another company's not counted, the brand filter, month boundaries
// in Europe/Zagreb across both daylight-saving changes), the period's rules, the recent activity
// (today's bookings, what needs an answer first, the latest events), the day manifest PDF, the
// GraphQL twins, and a fixed number of statements for each.
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queriesOf } from '../../../test/count-queries.js';
import { until } from '../../../test/until.js';
import { approvedService, brandInput } from '../../../test/catalog.js';
import { bookableService, reservationOf, startIn } from '../../../test/reservations.js';
import { dayAt } from '../../demo/demo-reservations.js';
import { CancelledBy, ReservationState } from '../reservations/reservation.entity.js';

let app: TestApp;
let shop: Awaited<ReturnType<typeof bookableService>>;
let rival: Awaited<ReturnType<typeof bookableService>>;
let secondBrandId: number;
let secondServiceId: number;
let guest: Awaited<ReturnType<typeof signedIn>>;

/** An instant from a Europe/Zagreb wall-clock time. */
const zagreb = (wallClock: string) => new Date(Temporal.PlainDateTime.from(wallClock).toZonedDateTime('Europe/Zagreb').epochMilliseconds);

interface Figures {
  grossCents: number;
  resellerGrossCents: number;
  commissionCents: number;
  netCents: number;
  bookings: number;
  guests: number;
}
interface Report {
  from: string;
  to: string;
  brandId: number | null;
  months: (Figures & { month: string; services: (Figures & { serviceId: number; title: string })[] })[];
  services: (Figures & { serviceId: number })[];
  totals: Figures;
}

const figures = (grossCents: number, commissionCents: number, bookings: number, guests: number): Figures => ({
  grossCents,
  resellerGrossCents: 0,
  commissionCents,
  netCents: grossCents - commissionCents,
  bookings,
  guests,
});

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app, { firstName: 'Ivana', lastName: 'Horvat' });
  shop = await bookableService(app, { title: 'Olive oil tasting in Vodnjan' });
  rival = await bookableService(app, { title: 'Kayaking in Pula' });
  const brand = await app.request('/api/owner/brands', {
    method: 'POST',
    json: brandInput({ name: 'Second brand' }),
    token: shop.provider.token,
  });
  expect(brand.status, brand.text).toBe(201);
  secondBrandId = (brand.body as { id: number }).id;
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  secondServiceId = await approvedService(app, { token: shop.provider.token, brandId: secondBrandId }, staff.token, {
    title: 'Truffle hunt in Motovun',
  });

  // Every offer costs 35.00 EUR a person: commission 15% and 25% VAT on it, each rounded half up.
  const book = async (
    serviceId: number,
    wallClock: string,
    quantity: number,
    state: ReservationState,
    extra: { cancelledBy?: CancelledBy; refundCents?: number } = {},
  ) => {
    const [offer] = await app.db.dataSource.query('SELECT id FROM offer WHERE service_id = $1 ORDER BY id LIMIT 1', [serviceId]);
    const made = await reservationOf(app, {
      serviceId,
      userId: guest.user.id,
      email: guest.user.email,
      startsAt: zagreb(wallClock),
      state,
      cancelledBy: extra.cancelledBy,
      places: 'record',
      offers: [{ offerId: offer.id, quantity }],
    });
    if (extra.refundCents)
      await app.db.dataSource.query('UPDATE payment SET refunded_cents = $2 WHERE reservation_id = $1', [made.id, extra.refundCents]);
    return made;
  };
  // March 2026 (summer time from the 29th): 7000 kept, commission 1050 + 263 = 1313.
  await book(shop.serviceId, '2026-03-31T23:30', 2, ReservationState.ACCEPTED);
  // On the day of the change, refunded in full by the provider: nothing kept, not counted.
  await book(shop.serviceId, '2026-03-29T10:00', 3, ReservationState.CANCELLED, { cancelledBy: CancelledBy.PROVIDER });
  // Pending (authorised, not captured) and rejected: no money.
  await book(shop.serviceId, '2026-03-15T10:00', 2, ReservationState.PENDING);
  await book(shop.serviceId, '2026-03-16T10:00', 2, ReservationState.REJECTED);
  // The second brand in March: 3500, commission 525 + 131 = 656.
  await book(secondServiceId, '2026-03-10T10:00', 1, ReservationState.ACCEPTED);
  // April, half an hour after March ended in Zagreb (still March 31 in UTC): 3500 with 1000 refunded:
  // kept 2500, commission 656 × 2500 / 3500 = 468.57 → 469.
  await book(shop.serviceId, '2026-04-01T00:30', 1, ReservationState.ACCEPTED, { refundCents: 1000 });
  // 7000 with 3500 refunded: commission 1313 / 2 = 656.5 → 657 (half up).
  await book(shop.serviceId, '2026-04-15T10:00', 2, ReservationState.ACCEPTED, { refundCents: 3500 });
  // Winter time since October 26: the last evening of October and the first hour of November.
  await book(secondServiceId, '2025-10-31T23:30', 1, ReservationState.ACCEPTED);
  await book(secondServiceId, '2025-11-01T00:30', 1, ReservationState.ACCEPTED);
  // Another company's booking in March.
  await book(rival.serviceId, '2026-03-20T10:00', 4, ReservationState.ACCEPTED);
}, 180_000);

const revenue = async (query: string, token = shop.provider.token) => {
  const response = await app.request(`/api/owner/reservations/revenue${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body as Report;
};

describe('revenue', () => {
  it('sums captured minus refunded per month and service, with the commission kept pro rata', async () => {
    const report = await revenue('?from=2025-10&to=2026-04');
    expect(report).toMatchObject({ from: '2025-10', to: '2026-04', brandId: null });
    expect(report.months.map((month) => month.month)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    const byMonth = Object.fromEntries(report.months.map(({ month, services, ...rest }) => [month, { ...rest, services }]));
    expect(byMonth['2025-10']).toMatchObject(figures(3500, 656, 1, 1));
    expect(byMonth['2025-11']).toMatchObject(figures(3500, 656, 1, 1));
    expect(byMonth['2025-12']).toMatchObject({ ...figures(0, 0, 0, 0), services: [] });
    expect(byMonth['2026-03']).toMatchObject(figures(10500, 1969, 2, 3));
    expect(byMonth['2026-03'].services).toEqual([
      { serviceId: shop.serviceId, title: 'Olive oil tasting in Vodnjan', brandName: expect.any(String), ...figures(7000, 1313, 1, 2) },
      { serviceId: secondServiceId, title: 'Truffle hunt in Motovun', brandName: 'Second brand', ...figures(3500, 656, 1, 1) },
    ]);
    expect(byMonth['2026-04']).toMatchObject(figures(6000, 1126, 2, 3));
    expect(report.totals).toEqual(figures(23500, 4407, 6, 8));
    expect(report.services).toEqual([
      expect.objectContaining({ serviceId: shop.serviceId, ...figures(13000, 2439, 3, 5) }),
      expect.objectContaining({ serviceId: secondServiceId, ...figures(10500, 1968, 3, 3) }),
    ]);
  });

  it("filters by one of the provider's brands; another company's brand is a 404", async () => {
    const report = await revenue(`?from=2025-10&to=2026-04&brandId=${secondBrandId}`);
    expect(report.brandId).toBe(secondBrandId);
    expect(report.totals).toEqual(figures(10500, 1968, 3, 3));
    expect(report.months.filter((month) => month.bookings > 0).map((month) => month.month)).toEqual(['2025-10', '2025-11', '2026-03']);
    expect(
      (await app.request(`/api/owner/reservations/revenue?brandId=${rival.provider.brandId}`, { token: shop.provider.token })).status,
    ).toBe(404);
    expect((await app.request('/api/owner/reservations/revenue?brandId=999999', { token: shop.provider.token })).status).toBe(404);
    // The other company sees its own booking only.
    expect((await revenue('?from=2026-03&to=2026-03', rival.provider.token)).totals).toEqual(figures(14000, 2625, 1, 4));
  });

  it('defaults to the 12 months up to the current one (Europe/Zagreb) and refuses a bad period naming the field', async () => {
    const report = await revenue('');
    const current = Temporal.Now.plainDateISO('Europe/Zagreb').toPlainYearMonth();
    expect(report.months).toHaveLength(12);
    expect(report.to).toBe(current.toString());
    expect(report.from).toBe(current.subtract({ months: 11 }).toString());
    const refused = async (query: string, field: string) => {
      const response = await app.request(`/api/owner/reservations/revenue${query}`, { token: shop.provider.token });
      expect(response.status, query).toBe(400);
      expect(Object.keys((response.body as { fields: Record<string, string> }).fields), query).toEqual([field]);
    };
    await refused('?from=2026-13', 'from');
    await refused('?to=26-01', 'to');
    await refused('?from=2020-01&to=2026-01', 'from');
    await refused('?from=2026-05&to=2026-04', 'to');
    await refused('?brandId=0', 'brandId');
    expect((await revenue('?from=2023-05&to=2026-04')).months).toHaveLength(36);
  });

  it('is for providers only', async () => {
    expect((await app.request('/api/owner/reservations/revenue')).status).toBe(401);
    expect((await app.request('/api/owner/reservations/revenue', { token: guest.token })).status).toBe(403);
  });

  it('answers the same through GraphQL', async () => {
    const query =
      'query($brandId: Int, $from: String, $to: String) { ownerRevenue(brandId: $brandId, from: $from, to: $to) { from to brandId totals { grossCents resellerGrossCents commissionCents netCents bookings guests } months { month grossCents resellerGrossCents commissionCents netCents bookings guests services { serviceId title brandName grossCents resellerGrossCents commissionCents netCents bookings guests } } services { serviceId grossCents } } }';
    const result = await app.graphql<{ ownerRevenue: Report }>(query, { from: '2025-10', to: '2026-04' }, { token: shop.provider.token });
    expect(result.errors).toBeUndefined();
    const rest = await revenue('?from=2025-10&to=2026-04');
    expect(result.data!.ownerRevenue.totals).toEqual(rest.totals);
    expect(result.data!.ownerRevenue.months).toEqual(rest.months);
    const foreign = await app.graphql(query, { brandId: rival.provider.brandId }, { token: shop.provider.token });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const tooLong = await app.graphql(query, { from: '2020-01', to: '2026-01' }, { token: shop.provider.token });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { from: 'Please choose a period of at most 36 months.' },
    });
    expect((await app.graphql(query, {}, { token: guest.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('recent activity', () => {
  let seller: Awaited<ReturnType<typeof bookableService>>;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    seller = await bookableService(app, { title: 'Sunset sailing from Rovinj' });
    const base = {
      serviceId: seller.serviceId,
      userId: guest.user.id,
      email: guest.user.email,
      offers: [{ offerId: seller.offerId, quantity: 2 }],
    };
    numbers.evening = (
      await reservationOf(app, {
        ...base,
        startsAt: dayAt(0, '18:00'),
        state: ReservationState.ACCEPTED,
        places: 'record',
        message: 'Celebrating a birthday!',
      })
    ).number;
    numbers.morning = (
      await reservationOf(app, {
        ...base,
        userId: null,
        email: 'ana.kovac@example.com',
        startsAt: dayAt(0, '09:00'),
        state: ReservationState.ACCEPTED,
        places: 'record',
      })
    ).number;
    numbers.later = (
      await reservationOf(app, {
        ...base,
        startsAt: startIn(6),
        state: ReservationState.PENDING,
        places: 'capacity',
        answerDeadline: new Date(Date.now() + 2 * 86_400_000),
      })
    ).number;
    numbers.sooner = (
      await reservationOf(app, {
        ...base,
        startsAt: startIn(5),
        state: ReservationState.PENDING,
        places: 'capacity',
        answerDeadline: new Date(Date.now() + 3_600_000),
      })
    ).number;
    // Enough older events to go past the limit of 20.
    for (let day = 2; day < 9; day += 1)
      await reservationOf(app, { ...base, startsAt: dayAt(-day, '10:00'), state: ReservationState.ACCEPTED, places: 'record' });
    // Someone else's request.
    await reservationOf(app, {
      serviceId: rival.serviceId,
      userId: guest.user.id,
      email: guest.user.email,
      startsAt: startIn(7),
      state: ReservationState.PENDING,
      places: 'capacity',
    });
  }, 120_000);

  interface Activity {
    today: {
      number: string;
      startTime: string;
      people: number;
      guestName: string | null;
      email: string;
      message: string | null;
      offers: { name: string; quantity: number }[];
    }[];
    needsAnswer: { number: string; answerDeadline: string }[];
    events: { kind: string; at: string; number: string; amountCents: number | null; link: string; tab: string }[];
    now: string;
  }
  const activity = async (token = seller.provider.token) => {
    const response = await app.request('/api/owner/reservations/activity', { token });
    expect(response.status, response.text).toBe(200);
    return response.body as Activity;
  };

  it("lists today's bookings in start order with guest, people and offers", async () => {
    const { today } = await activity();
    expect(today.map((booking) => booking.number)).toEqual([numbers.morning, numbers.evening]);
    expect(today[0]).toMatchObject({
      startTime: '09:00',
      people: 2,
      guestName: null,
      email: 'ana.kovac@example.com',
      offers: [{ name: 'Classic tasting', quantity: 2 }],
    });
    expect(today[1]).toMatchObject({ startTime: '18:00', guestName: 'Ivana Horvat', message: 'Celebrating a birthday!' });
  });

  it('puts the requests with the soonest answer deadline first', async () => {
    const { needsAnswer } = await activity();
    expect(needsAnswer.map((request) => request.number)).toEqual([numbers.sooner, numbers.later]);
  });

  it('lists the latest 20 events, newest first, with links; an acceptance and a refund appear at the top', async () => {
    const laterId = await idOf(numbers.later);
    const accepted = await app.request(`/api/owner/reservations/${laterId}/acceptance`, {
      method: 'PUT',
      json: {},
      token: seller.provider.token,
    });
    expect(accepted.status, accepted.text).toBe(200);
    // The acceptance's capture runs as a job: it lands first, so the refund below is the newest event.
    await until(async () => {
      const payments = (await app.db.dataSource.query('SELECT state FROM payment WHERE reservation_id = $1', [laterId])) as {
        state: string;
      }[];
      return payments.every((payment) => payment.state === 'CAPTURED');
    });
    await app.db.dataSource.query(
      "UPDATE payment SET captured_cents = amount_cents, refunded_cents = 1500, state = 'CAPTURED' WHERE reservation_id = $1",
      [await idOf(numbers.evening)],
    );
    const { events } = await activity();
    expect(events).toHaveLength(20);
    const times = events.map((event) => new Date(event.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events[0]).toMatchObject({
      kind: 'REFUNDED',
      number: numbers.evening,
      amountCents: 1500,
      tab: 'TODAY',
      link: `/dashboard/reservations?tab=today&number=${numbers.evening}`,
    });
    const acceptance = events.find((event) => event.kind === 'ACCEPTED' && event.number === numbers.later);
    expect(acceptance).toMatchObject({ tab: 'UPCOMING' });
    expect(events.find((event) => event.kind === 'REQUESTED' && event.number === numbers.sooner)).toMatchObject({ tab: 'REQUESTS' });
    expect((await activity(rival.provider.token)).events.every((event) => !Object.values(numbers).includes(event.number))).toBe(true);
  });

  it('answers the same through GraphQL and is for providers only', async () => {
    const result = await app.graphql<{ ownerRecentActivity: Activity }>(
      '{ ownerRecentActivity { today { number guestName offers { name quantity } } needsAnswer { number answerDeadline } events { kind number link } now } }',
      {},
      { token: seller.provider.token },
    );
    expect(result.errors).toBeUndefined();
    const rest = await activity();
    expect(result.data!.ownerRecentActivity.today.map((booking) => booking.number)).toEqual(rest.today.map((booking) => booking.number));
    expect(result.data!.ownerRecentActivity.needsAnswer.map((request) => request.number)).toEqual(
      rest.needsAnswer.map((request) => request.number),
    );
    expect(result.data!.ownerRecentActivity.events.map((event) => event.number)).toEqual(rest.events.map((event) => event.number));
    expect((await app.request('/api/owner/reservations/activity', { token: guest.token })).status).toBe(403);
  });

  async function idOf(number: string): Promise<number> {
    const [row] = await app.db.dataSource.query('SELECT id FROM reservation WHERE number = $1', [number]);
    return row.id;
  }
});

describe('the day manifest', () => {
  const today = () => Temporal.Now.plainDateISO('Europe/Zagreb').toString();

  it('downloads a PDF attachment, not cached; a day with bookings is longer than an empty one', async () => {
    const response = await fetch(`${app.baseUrl}/api/owner/reservations/manifest?date=2026-03-31`, {
      headers: { authorization: `Bearer ${shop.provider.token}`, 'accept-language': 'hr' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lokalno-manifest-2026-03-31.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const full = Buffer.from(await response.arrayBuffer());
    expect(full.subarray(0, 5).toString()).toBe('%PDF-');
    const empty = await fetch(`${app.baseUrl}/api/owner/reservations/manifest?date=2026-02-01`, {
      headers: { authorization: `Bearer ${shop.provider.token}` },
    });
    expect(empty.status).toBe(200);
    expect(full.length).toBeGreaterThan(Buffer.from(await empty.arrayBuffer()).length);
  });

  it("refuses a bad date (400), another company's brand (404) and non-providers", async () => {
    const get = (query: string, token = shop.provider.token) => app.request(`/api/owner/reservations/manifest${query}`, { token });
    const bad = await get('?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: object }).fields)).toEqual(['date']);
    expect((await get('')).status).toBe(400);
    expect((await get(`?date=${today()}&brandId=${rival.provider.brandId}`)).status).toBe(404);
    expect((await get(`?date=${today()}&brandId=${secondBrandId}`)).status).toBe(200);
    expect((await get(`?date=${today()}`, guest.token)).status).toBe(403);
  });

  it('is documented as a PDF in the OpenAPI document', async () => {
    const document = (await app.request('/api/openapi.json')).body as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(document.paths['/api/owner/reservations/manifest'].get.responses['200'].content)).toEqual(['application/pdf']);
  });
});

describe('a fixed number of statements', () => {
  it('costs the same for a few and for many bookings', async () => {
    const seller = await bookableService(app);
    const reserve = (days: number, state: ReservationState) =>
      reservationOf(app, {
        serviceId: seller.serviceId,
        userId: guest.user.id,
        email: guest.user.email,
        startsAt: dayAt(days, days % 2 ? '10:00' : '14:00'),
        state,
        places: 'record',
        offers: [{ offerId: seller.offerId, quantity: 2 }],
      });
    await reserve(0, ReservationState.ACCEPTED);
    await reserve(-1, ReservationState.ACCEPTED);
    const date = Temporal.Now.plainDateISO('Europe/Zagreb').toString();
    const paths = ['/api/owner/reservations/revenue', '/api/owner/reservations/activity', `/api/owner/reservations/manifest?date=${date}`];
    const before: number[] = [];
    for (const path of paths) before.push(await queriesOf(app, path, seller.provider.token));
    for (let day = 2; day < 12; day += 1) await reserve(-day, ReservationState.ACCEPTED);
    for (let i = 0; i < 3; i += 1) await reserve(0, ReservationState.ACCEPTED);
    const after: number[] = [];
    for (const path of paths) after.push(await queriesOf(app, path, seller.provider.token));
    expect(after).toEqual(before);
    // Besides the caller's session check: scope and sums; three reads; scope and the day's list.
    expect(before).toEqual([3, 4, 3]);
  });
});
