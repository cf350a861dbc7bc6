// The reservation views: the customer's lists (own only, Europe/Zagreb days), one reservation (404
// for another's), the provider's lists (own company only: pending by soonest deadline, accepted
// today/future/past/all, inactive), the rejection reasons, the same through GraphQL, a fixed number
// of statements per page, and the guest's emailed link (signed, expiring).
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queriesOf } from '../../../test/count-queries.js';
import { bookableService, reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';
import { reservationLinkToken } from './reservation-link.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof bookableService>>;
let rival: Awaited<ReturnType<typeof bookableService>>;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};

interface View {
  id: number;
  number: string;
  state: string;
  cancelledBy: string | null;
  date: string;
  people: number;
  offers: { offerId: number; quantity: number; unitPriceCents: number; lineTotalCents: number; name: string }[];
  totalCents: number;
  payment: { state: string } | null;
  guest: { email: string; phone: string; message: string | null } | null;
  rejectionReason: { code: string; name: string } | null;
  meetingPoint: string;
  latitude: number;
  arrivalInstructions: string | null;
  refundPolicy: { cancellationPolicy: string; cancellationBefore: number | null };
  canCancel: boolean;
  refundIfCancelledCents: number;
  service: { id: number; title: string; slug: string; regionSlug: string };
}
interface Page {
  content: View[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app);
  other = await signedIn(app);
  shop = await bookableService(app, {
    title: 'Olive oil tasting in Vodnjan',
    cancellationPolicy: 'FULL_REFUND_DAYS',
    cancellationBefore: 2,
  });
  rival = await bookableService(app, { title: 'Kayaking in Pula' });
  const mine = {
    serviceId: shop.serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    offers: [{ offerId: shop.offerId, quantity: 2 }],
  };
  const made = {
    pending: await reservationOf(app, {
      ...mine,
      startsAt: startIn(5),
      state: ReservationState.PENDING,
      places: 'capacity',
      message: 'Vegetarian, please.',
    }),
    today: await reservationOf(app, { ...mine, startsAt: startIn(0, '23:30'), state: ReservationState.ACCEPTED, places: 'record' }),
    future: await reservationOf(app, { ...mine, startsAt: startIn(10), state: ReservationState.ACCEPTED, places: 'capacity' }),
    soon: await reservationOf(app, { ...mine, startsAt: startIn(1, '14:00'), state: ReservationState.ACCEPTED, places: 'record' }),
    past: await reservationOf(app, { ...mine, startsAt: startIn(-3), state: ReservationState.ACCEPTED, places: 'record' }),
    rejected: await reservationOf(app, {
      ...mine,
      startsAt: startIn(-10),
      state: ReservationState.REJECTED,
      places: 'record',
      rejectionReasonCode: 'WEATHER',
    }),
    cancelled: await reservationOf(app, {
      ...mine,
      startsAt: startIn(-9),
      state: ReservationState.CANCELLED,
      cancelledBy: CancelledBy.GUEST,
      places: 'record',
    }),
    expired: await reservationOf(app, { ...mine, startsAt: startIn(-8), state: ReservationState.EXPIRED, places: 'record' }),
    // Someone else's booking with the same provider, and the guest's booking with another provider.
    stranger: await reservationOf(app, {
      serviceId: shop.serviceId,
      userId: other.user.id,
      email: other.user.email,
      startsAt: startIn(6),
      state: ReservationState.PENDING,
      places: 'capacity',
      answerDeadline: new Date(Date.now() + 600_000),
    }),
    elsewhere: await reservationOf(app, {
      serviceId: rival.serviceId,
      userId: guest.user.id,
      email: guest.user.email,
      startsAt: startIn(7),
      state: ReservationState.PENDING,
      places: 'capacity',
    }),
  };
  for (const [key, value] of Object.entries(made)) {
    ids[key] = value.id;
    numbers[key] = value.number;
  }
}, 120_000);

const get = async (path: string, token?: string) => {
  const response = await app.request(`/api${path}`, { token });
  return response;
};
const list = async (path: string, token = guest.token) => {
  const response = await get(path, token);
  expect(response.status, response.text).toBe(200);
  return response.body as Page;
};
const idsOf = (page: Page) => page.content.map((view) => view.id);

describe("the customer's lists", () => {
  it("each list holds the customer's own reservations of its kind, in its order", async () => {
    expect(idsOf(await list('/customer/reservations/pending'))).toEqual([ids.pending, ids.elsewhere]);
    expect(idsOf(await list('/customer/reservations/accepted/today'))).toEqual([ids.today]);
    expect(idsOf(await list('/customer/reservations/accepted/future'))).toEqual([ids.soon, ids.future]);
    expect(idsOf(await list('/customer/reservations/accepted/past'))).toEqual([ids.past]);
    expect(new Set(idsOf(await list('/customer/reservations/inactive')))).toEqual(new Set([ids.rejected, ids.cancelled, ids.expired]));
    const all = await list('/customer/reservations?size=100');
    expect(all.totalElements).toBe(9);
    expect(idsOf(all)).not.toContain(ids.stranger);
  });

  it('pages with size and page', async () => {
    const first = await list('/customer/reservations?size=4&page=0');
    const third = await list('/customer/reservations?size=4&page=2');
    expect(first).toMatchObject({ totalElements: 9, totalPages: 3, page: 0, size: 4 });
    expect(first.content).toHaveLength(4);
    expect(third.content).toHaveLength(1);
    expect((await get('/customer/reservations?size=101', guest.token)).status).toBe(400);
    expect((await get('/customer/reservations?page=-1', guest.token)).status).toBe(400);
  });

  it('shows the whole reservation: snapshot, payment, guest details, meeting point and what a cancellation would refund now', async () => {
    const [pending] = (await list('/customer/reservations/pending')).content;
    expect(pending).toMatchObject({
      number: numbers.pending,
      state: 'PENDING',
      people: 2,
      payment: { state: 'AUTHORISED' },
      guest: { email: guest.user.email, message: 'Vegetarian, please.' },
      meetingPoint: 'Vinogradska 5, Vodnjan',
      latitude: 44.96,
      refundPolicy: { cancellationPolicy: 'FULL_REFUND_DAYS', cancellationBefore: 2 },
      canCancel: true,
      service: { id: shop.serviceId, title: 'Olive oil tasting in Vodnjan', slug: 'olive-oil-tasting-in-vodnjan' },
    });
    expect(pending.offers).toEqual([
      expect.objectContaining({ offerId: shop.offerId, quantity: 2, unitPriceCents: 3500, lineTotalCents: 7000, name: 'Classic tasting' }),
    ]);
    expect(pending.totalCents).toBe(7000);
    // Pending: withdrawing releases the authorisation; nothing was charged, nothing to refund.
    expect(pending.refundIfCancelledCents).toBe(0);

    const future = (await list('/customer/reservations/accepted/future')).content;
    const inTen = future.find((view) => view.id === ids.future)!;
    const tomorrow = future.find((view) => view.id === ids.soon)!;
    // Full refund up to 2 days before: in 10 days yes, tomorrow no (but still cancellable).
    expect(inTen).toMatchObject({ canCancel: true, refundIfCancelledCents: 7000, payment: { state: 'CAPTURED' } });
    expect(tomorrow).toMatchObject({ canCancel: true, refundIfCancelledCents: 0 });
    const [past] = (await list('/customer/reservations/accepted/past')).content;
    expect(past).toMatchObject({ canCancel: false, refundIfCancelledCents: 0 });
    const rejected = (await list('/customer/reservations/inactive')).content.find((view) => view.id === ids.rejected)!;
    expect(rejected).toMatchObject({
      state: 'REJECTED',
      rejectionReason: { code: 'WEATHER', name: 'Weather conditions' },
      payment: { state: 'RELEASED' },
      canCancel: false,
    });
    const croatian = await app.request(`/api/customer/reservations/${ids.rejected}`, {
      token: guest.token,
      headers: { 'accept-language': 'hr' },
    });
    expect((croatian.body as View).rejectionReason?.name).toBe('Vremenski uvjeti');
  });

  it("opens one of the customer's reservations; another's is a 404, wrong roles 401 and 403", async () => {
    const own = await get(`/customer/reservations/${ids.cancelled}`, guest.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: ids.cancelled, state: 'CANCELLED', cancelledBy: 'GUEST' });
    expect((await get(`/customer/reservations/${ids.stranger}`, guest.token)).status).toBe(404);
    expect((await get('/customer/reservations/999999', guest.token)).status).toBe(404);
    expect((await get(`/customer/reservations/${ids.pending}`)).status).toBe(401);
    expect((await get('/customer/reservations')).status).toBe(401);
    expect((await get('/customer/reservations', shop.provider.token)).status).toBe(403);
  });
});

describe("the provider's requests", () => {
  it("lists the company's pending requests to come, the soonest deadline first, with the guest's details", async () => {
    const page = await list('/owner/reservations/pending/future', shop.provider.token);
    expect(idsOf(page)).toEqual([ids.stranger, ids.pending]);
    expect(page.content[0].guest).toMatchObject({ email: other.user.email });
    expect(idsOf(await list('/owner/reservations/pending/future', rival.provider.token))).toEqual([ids.elsewhere]);
  });

  it("lists the company's accepted bookings today, to come, past and all, and the inactive ones, most relevant first", async () => {
    const token = shop.provider.token;
    expect(idsOf(await list('/owner/reservations/accepted/today', token))).toEqual([ids.today]);
    expect(idsOf(await list('/owner/reservations/accepted/future', token))).toEqual([ids.soon, ids.future]);
    expect(idsOf(await list('/owner/reservations/accepted/past', token))).toEqual([ids.past]);
    // Starts to come first, soonest first, then the past ones, latest first. Today's 23:30 is to come
    // unless the test runs in the half hour before midnight in Zagreb.
    const todayStarted = startIn(0, '23:30').getTime() <= Date.now();
    const accepted = todayStarted ? [ids.soon, ids.future, ids.today, ids.past] : [ids.today, ids.soon, ids.future, ids.past];
    expect(idsOf(await list('/owner/reservations/accepted', token))).toEqual(accepted);
    expect(new Set(idsOf(await list('/owner/reservations/other', token)))).toEqual(new Set([ids.rejected, ids.cancelled, ids.expired]));
    const other = await list('/owner/reservations/other?size=2&page=1', token);
    expect(other).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(other.content[0].guest).toMatchObject({ email: guest.user.email });
    // Another company's provider sees none of them.
    for (const path of ['/accepted/today', '/accepted/future', '/accepted/past', '/accepted', '/other']) {
      expect((await list(`/owner/reservations${path}`, rival.provider.token)).totalElements, path).toBe(0);
    }
  });

  it('is for providers only', async () => {
    expect((await get('/owner/reservations/accepted')).status).toBe(401);
    expect((await get('/owner/reservations/other', guest.token)).status).toBe(403);
    expect((await get('/owner/reservations/accepted/past?size=0', shop.provider.token)).status).toBe(400);
    expect((await get('/owner/reservations/pending/future')).status).toBe(401);
    expect((await get('/owner/reservations/pending/future', guest.token)).status).toBe(403);
    expect((await get('/owner/reservations/rejection-reasons', guest.token)).status).toBe(403);
  });

  it('lists the rejection reasons with both names', async () => {
    const reasons = (await get('/owner/reservations/rejection-reasons', shop.provider.token)).body as {
      code: string;
      name: string;
      nameEn: string;
      nameHr: string;
    }[];
    expect(reasons.map((reason) => reason.code)).toEqual([
      'FULLY_BOOKED',
      'WEATHER',
      'PROVIDER_NOT_AVAILABLE',
      'MINIMUM_NOT_REACHED',
      'OTHER',
    ]);
    expect(reasons[0]).toMatchObject({ name: 'Fully booked', nameEn: 'Fully booked', nameHr: 'Popunjeno' });
  });
});

describe('GraphQL', () => {
  it('answers the same lists and refuses the same callers', async () => {
    const query =
      'query($list: CustomerReservationList, $size: Int) { customerReservations(list: $list, size: $size) { totalElements content { id state canCancel refundIfCancelledCents guest { email } payment { state } offers { quantity } } } }';
    const result = await app.graphql<{ customerReservations: Page }>(query, { list: 'ACCEPTED_FUTURE' }, { token: guest.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.customerReservations.content.map((view) => view.id)).toEqual([ids.soon, ids.future]);
    const rest = await list('/customer/reservations/accepted/future');
    expect(result.data!.customerReservations.content[1]).toMatchObject({
      canCancel: true,
      refundIfCancelledCents: rest.content[1].refundIfCancelledCents,
      payment: { state: 'CAPTURED' },
    });
    expect((await app.graphql(query, {}))?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.graphql(query, {}, { token: shop.provider.token }))?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const one = await app.graphql<{ customerReservation: View }>(
      'query($id: Int!) { customerReservation(id: $id) { id number } }',
      { id: ids.stranger },
      { token: guest.token },
    );
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const owner = await app.graphql<{ ownerPendingReservations: Page; rejectionReasons: { code: string }[] }>(
      '{ ownerPendingReservations(size: 10) { content { id guest { email } } } rejectionReasons { code nameHr } }',
      {},
      { token: shop.provider.token },
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.ownerPendingReservations.content.map((view) => view.id)).toEqual([ids.stranger, ids.pending]);
    expect(owner.data!.rejectionReasons).toHaveLength(5);

    const accepted = await app.graphql<{ ownerReservations: Page }>(
      'query($list: OwnerReservationList) { ownerReservations(list: $list, size: 10) { totalElements content { id guest { email } } } }',
      { list: 'ACCEPTED_FUTURE' },
      { token: shop.provider.token },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.ownerReservations.content.map((view) => view.id)).toEqual([ids.soon, ids.future]);
    const foreign = await app.graphql<{ ownerReservations: Page }>(
      '{ ownerReservations(list: OTHER) { totalElements } }',
      {},
      { token: rival.provider.token },
    );
    expect(foreign.data!.ownerReservations.totalElements).toBe(0);
    expect((await app.graphql('{ ownerReservations { totalElements } }', {}, { token: guest.token }))?.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('a fixed number of statements per page', () => {
  it('costs the same for 1 and for 12 reservations, for the customer and the provider', async () => {
    const buyer = await signedIn(app);
    const seller = await bookableService(app);
    const reserve = (days: number) =>
      reservationOf(app, {
        serviceId: seller.serviceId,
        userId: buyer.user.id,
        email: buyer.user.email,
        startsAt: startIn(days, days % 2 ? '10:00' : '14:00'),
        state: ReservationState.PENDING,
        places: 'capacity',
        offers: [{ offerId: seller.offerId, quantity: 2 }],
      });
    await reserve(3);
    const customerBefore = await queriesOf(app, '/api/customer/reservations?size=50', buyer.token);
    const ownerBefore = await queriesOf(app, '/api/owner/reservations/pending/future?size=50', seller.provider.token);
    const acceptedBefore = await queriesOf(app, '/api/owner/reservations/accepted?size=50', seller.provider.token);
    for (let day = 4; day < 15; day += 1) await reserve(day);
    await app.db.dataSource.query(
      `UPDATE reservation SET state = 'ACCEPTED' WHERE service_id = $1 AND starts_at > now() + interval '8 days'`,
      [seller.serviceId],
    );
    expect((await list('/owner/reservations/accepted?size=50', seller.provider.token)).content.length).toBeGreaterThan(5);
    expect(await queriesOf(app, '/api/owner/reservations/accepted?size=50', seller.provider.token)).toBe(acceptedBefore);
    expect((await list('/customer/reservations?size=50', buyer.token)).content).toHaveLength(12);
    expect(await queriesOf(app, '/api/customer/reservations?size=50', buyer.token)).toBe(customerBefore);
    expect(await queriesOf(app, '/api/owner/reservations/pending/future?size=50', seller.provider.token)).toBe(ownerBefore);
    // The page and its count, besides the caller's session check.
    expect(customerBefore).toBeLessThanOrEqual(3);
  });
});

describe("the guest's emailed link", () => {
  it("opens the reservation with a valid token, without the guest's details", async () => {
    const token = await reservationLinkToken(testContext(app), { number: numbers.future, startsAt: startIn(10) });
    const response = await get(`/booking/reservations/${numbers.future}?token=${token}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.future,
      number: numbers.future,
      state: 'ACCEPTED',
      guest: null,
      meetingPoint: 'Vinogradska 5, Vodnjan',
    });

    const graphql = await app.graphql<{ reservationByLink: View }>(
      'query($number: String!, $token: String!) { reservationByLink(number: $number, token: $token) { id guest { email } } }',
      { number: numbers.future, token },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.reservationByLink).toEqual({ id: ids.future, guest: null });
  });

  it("carries the provider's cancellation reason (in the guest's language) and note to the guest, signed in or through the link, over REST and GraphQL", async () => {
    const made = await reservationOf(app, {
      serviceId: shop.serviceId,
      userId: guest.user.id,
      email: guest.user.email,
      startsAt: startIn(12),
      state: ReservationState.ACCEPTED,
      places: 'capacity',
      offers: [{ offerId: shop.offerId, quantity: 1 }],
    });
    const [weather] = await app.db.dataSource.query(`SELECT id, name_en, name_hr FROM rejection_reason WHERE code = 'WEATHER'`);
    const cancelled = await app.request(`/api/owner/reservations/${made.id}/cancellation`, {
      method: 'PUT',
      token: shop.provider.token,
      json: { reasonId: weather.id, note: 'The bora closed the road.' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const expected = {
      state: 'CANCELLED',
      cancelledBy: 'PROVIDER',
      cancellationReason: { id: weather.id, code: 'WEATHER', name: weather.name_en },
      cancellationNote: 'The bora closed the road.',
    };

    expect((await get(`/customer/reservations/${made.id}`, guest.token)).body).toMatchObject(expected);
    const croatian = await app.request(`/api/customer/reservations/${made.id}`, {
      token: guest.token,
      headers: { 'accept-language': 'hr' },
    });
    expect(croatian.body).toMatchObject({ cancellationReason: { name: weather.name_hr } });
    const token = await reservationLinkToken(testContext(app), { number: made.number, startsAt: startIn(12) });
    expect((await get(`/booking/reservations/${made.number}?token=${token}`)).body).toMatchObject({ ...expected, guest: null });

    const fields = 'state cancelledBy cancellationReason { id code name } cancellationNote';
    const signed = await app.graphql<{ customerReservation: View }>(
      `query($id: Int!) { customerReservation(id: $id) { ${fields} } }`,
      { id: made.id },
      { token: guest.token },
    );
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.customerReservation).toEqual(expected);
    const byLink = await app.graphql<{ reservationByLink: View }>(
      `query($number: String!, $token: String!) { reservationByLink(number: $number, token: $token) { ${fields} } }`,
      { number: made.number, token },
      { headers: { 'accept-language': 'hr' } },
    );
    expect(byLink.errors).toBeUndefined();
    expect(byLink.data!.reservationByLink).toEqual({
      ...expected,
      cancellationReason: { ...expected.cancellationReason, name: weather.name_hr },
    });

    // Nobody else sees it: another guest gets a 404, an anonymous caller a 401, another booking's link a 404.
    expect((await get(`/customer/reservations/${made.id}`, other.token)).status).toBe(404);
    expect((await get(`/customer/reservations/${made.id}`)).status).toBe(401);
    const foreign = await reservationLinkToken(testContext(app), { number: numbers.future, startsAt: startIn(10) });
    expect((await get(`/booking/reservations/${made.number}?token=${foreign}`)).status).toBe(404);
    const stranger = await app.graphql(
      `query($id: Int!) { customerReservation(id: $id) { ${fields} } }`,
      { id: made.id },
      { token: other.token },
    );
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a token of another number (404), a forged one (404), an expired one (410) and a malformed number (400)', async () => {
    const ctx = testContext(app);
    const token = await reservationLinkToken(ctx, { number: numbers.future, startsAt: startIn(10) });
    expect((await get(`/booking/reservations/${numbers.past}?token=${token}`)).status).toBe(404);
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await get(`/booking/reservations/${numbers.future}?token=${forged}`)).status).toBe(404);
    expect((await get(`/booking/reservations/${numbers.future}?token=nonsense`)).status).toBe(404);

    const expired = await reservationLinkToken(ctx, { number: numbers.past, startsAt: startIn(-3) }, new Date(Date.now() - 60_000));
    const gone = await get(`/booking/reservations/${numbers.past}?token=${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({
      code: 'GONE',
      message: 'This link to your booking has expired. Please sign in to see your bookings.',
    });
    const graphqlGone = await app.graphql(
      'query($number: String!, $token: String!) { reservationByLink(number: $number, token: $token) { id } }',
      { number: numbers.past, token: expired },
    );
    expect(graphqlGone.errors?.[0]?.extensions?.code).toBe('GONE');

    expect((await get(`/booking/reservations/not-a-number?token=${token}`)).status).toBe(400);
    expect((await get(`/booking/reservations/${numbers.future}`)).status).toBe(400);
  });
});
