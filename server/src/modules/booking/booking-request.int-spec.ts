import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queriesOf } from '../../../test/count-queries.js';
import { bookableService, staffAndProvider, type BookableService } from '../../../test/booking.js';

let app: TestApp;
let service: BookableService;
let crowded: BookableService;
let soon: BookableService;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];

beforeAll(async () => {
  app = await startTestApp();
  const setup = await staffAndProvider(app);
  provider = setup.provider;
  service = await bookableService(app, provider, setup.staffToken);
  crowded = await bookableService(app, provider, setup.staffToken, {
    title: 'Cellar tour in Vodnjan',
    minPeople: 1,
    maxPeople: 10,
    placesPerStart: 10,
  });
  soon = await bookableService(app, provider, setup.staffToken, { title: 'Olive harvest in Vodnjan', advanceHours: 48 });
}, 120_000);

interface View {
  id: string;
  status: string;
  step: string;
  expiresAt: string | null;
  service: { id: number; title: string; regionSlug: string; slug: string; coverUrl: string | null; minPeople: number; maxPeople: number };
  date: string;
  startTime: string;
  startsAt: string;
  offers: {
    offerId: number;
    name: string;
    quantity: number;
    groupNumber: number;
    people: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  people: number;
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  email: string | null;
  phone: string | null;
  message: string | null;
  confirmationSms: boolean;
  conditionsAccepted: boolean;
  reservation: { id: number; number: string } | null;
}
interface ErrorBody {
  code: string;
  message: string;
  reason?: string;
  fields?: Record<string, string>;
}

const choice = (offers: { offerId: number; quantity: number }[], overrides: Record<string, unknown> = {}) => ({
  serviceId: service.serviceId,
  date: '2027-07-01',
  startTime: '10:00',
  offers,
  ...overrides,
});
const post = (id: string, json: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  app.request(`/api/booking/request/${id}`, { method: 'POST', json, ...init });
const holds = (id: string): Promise<{ reference: string; people: number; state: string; expires_at: Date }[]> =>
  app.db.dataSource.query('SELECT reference, people, state, expires_at FROM hold WHERE reference LIKE $1 ORDER BY created_at', [
    `booking-request:${id}%`,
  ]);

describe('creating and changing a booking request (REST)', () => {
  const id = randomUUID();

  it('creates the request, holds its places for 15 minutes and prices it', async () => {
    const [{ now }] = await app.db.dataSource.query('SELECT clock_timestamp() AS now');
    const response = await post(
      id,
      choice([
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: service.childOfferId, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(200);
    const view = response.body as View;
    expect(view).toMatchObject({
      id,
      status: 'OPEN',
      step: 'RECAP',
      date: '2027-07-01',
      startTime: '10:00',
      startsAt: '2027-07-01T08:00:00.000Z',
      people: 3,
      subtotalCents: 9550,
      discountCode: null,
      discountCents: 0,
      feeCents: 0,
      totalCents: 9550,
      email: null,
      phone: null,
      message: null,
      confirmationSms: false,
      conditionsAccepted: false,
      reservation: null,
    });
    expect(view.service).toMatchObject({
      id: service.serviceId,
      title: 'Wine tasting in Vodnjan',
      slug: 'wine-tasting-in-vodnjan',
      minPeople: 2,
      maxPeople: 6,
    });
    expect(view.service.regionSlug).toBeTruthy();
    expect(view.service.coverUrl).toMatch(/^\/api\/photos\//);
    expect(view.offers).toEqual([
      {
        offerId: service.adultOfferId,
        name: 'Classic tasting',
        quantity: 2,
        groupNumber: 1,
        people: 2,
        unitPriceCents: 3500,
        lineTotalCents: 7000,
      },
      { offerId: service.childOfferId, name: 'Child', quantity: 1, groupNumber: 1, people: 1, unitPriceCents: 2550, lineTotalCents: 2550 },
    ]);
    const ttl = new Date(view.expiresAt!).getTime() - new Date(now).getTime();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const [hold] = await holds(id);
    expect(hold).toMatchObject({ reference: `booking-request:${id}`, people: 3, state: 'HELD' });
    expect(hold.expires_at.toISOString()).toBe(view.expiresAt);
  });

  it('answers a retry of the same choice with the same request and hold', async () => {
    const response = await post(
      id,
      choice([
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: service.childOfferId, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(200);
    expect(await holds(id)).toHaveLength(1);
  });

  it('re-holds under a new reference when the number of people changes, keeping the countdown', async () => {
    const before = ((await app.request(`/api/booking/request/${id}`)).body as View).expiresAt;
    const response = await post(id, choice([{ offerId: service.adultOfferId, quantity: 3 }]));
    expect(response.status).toBe(200);
    const view = response.body as View;
    expect(view.people).toBe(4);
    expect(view.offers.map((offer) => [offer.offerId, offer.quantity])).toEqual([
      [service.adultOfferId, 3],
      [service.childOfferId, 1],
    ]);
    // The new hold ends when the old one did (to the few milliseconds the statements take).
    expect(Math.abs(new Date(view.expiresAt!).getTime() - new Date(before!).getTime())).toBeLessThan(2000);
    expect((await holds(id)).map((hold) => [hold.reference, hold.people, hold.state])).toEqual([
      [`booking-request:${id}`, 3, 'RELEASED'],
      [`booking-request:${id}:1`, 4, 'HELD'],
    ]);
  });

  it('keeps the hold when the offers change but the people do not; quantity 0 removes an offer', async () => {
    const response = await post(
      id,
      choice([
        { offerId: service.childOfferId, quantity: 0 },
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: service.familyOfferId, quantity: 0 },
      ]),
    );
    expect(response.status).toBe(200);
    expect((response.body as View).offers.map((offer) => offer.offerId)).toEqual([service.adultOfferId]);
    const swapped = await post(
      id,
      choice([
        { offerId: service.adultOfferId, quantity: 1 },
        { offerId: service.childOfferId, quantity: 1 },
      ]),
    );
    expect((swapped.body as View).people).toBe(2);
    expect((await holds(id)).filter((hold) => hold.state === 'HELD').map((hold) => hold.reference)).toEqual([`booking-request:${id}:2`]);
    const again = await post(
      id,
      choice([
        { offerId: service.adultOfferId, quantity: 0 },
        { offerId: service.childOfferId, quantity: 2 },
      ]),
    );
    expect((again.body as View).people).toBe(2);
    expect((await holds(id)).filter((hold) => hold.state === 'HELD').map((hold) => hold.reference)).toEqual([`booking-request:${id}:2`]);
  });

  it('moves the hold to another start time', async () => {
    const response = await post(id, choice([{ offerId: service.childOfferId, quantity: 2 }], { startTime: '15:00' }));
    expect(response.status).toBe(200);
    expect((response.body as View).startsAt).toBe('2027-07-01T13:00:00.000Z');
    const held = (await holds(id)).filter((hold) => hold.state === 'HELD');
    expect(held).toHaveLength(1);
    expect(held[0].reference).toBe(`booking-request:${id}:3`);
  });

  it('refuses another service for the same request', async () => {
    const response = await post(id, choice([{ offerId: crowded.adultOfferId, quantity: 1 }], { serviceId: crowded.serviceId }));
    expect(response.status).toBe(400);
    expect((response.body as ErrorBody).fields).toHaveProperty('serviceId');
  });

  it('ends the request when no offer is left, and refuses to change it afterwards', async () => {
    const response = await post(id, choice([{ offerId: service.childOfferId, quantity: 0 }], { startTime: '15:00' }));
    expect(response.status).toBe(200);
    expect((response.body as View).status).toBe('ENDED');
    expect((await holds(id)).every((hold) => hold.state === 'RELEASED')).toBe(true);
    const after = await post(id, choice([{ offerId: service.adultOfferId, quantity: 2 }]));
    expect(after.status).toBe(409);
    expect((after.body as ErrorBody).reason).toBe('BOOKING_REQUEST_CLOSED');
  });
});

describe('the people rules', () => {
  it('refuses fewer than the minimum, in English and Croatian', async () => {
    const response = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 1 }]));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Minimum no. of people is 2.',
      fields: { offers: 'Minimum no. of people is 2.' },
    });
    const hr = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 1 }]), { headers: { 'accept-language': 'hr' } });
    expect((hr.body as ErrorBody).message).toBe('Minimalan broj osoba je 2.');
  });

  it('counts a group offer as quantity × group size and refuses more than the maximum', async () => {
    const response = await post(
      randomUUID(),
      choice([
        { offerId: service.familyOfferId, quantity: 1 },
        { offerId: service.adultOfferId, quantity: 3 },
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Maximum no. of people is 6.', fields: { offers: 'Maximum no. of people is 6.' } });
    const hr = await post(randomUUID(), choice([{ offerId: service.familyOfferId, quantity: 2 }]), {
      headers: { 'accept-language': 'hr' },
    });
    expect((hr.body as ErrorBody).message).toBe('Maksimalan broj osoba je 6.');
    const family = await post(randomUUID(), choice([{ offerId: service.familyOfferId, quantity: 1 }]));
    expect(family.status).toBe(200);
    expect(family.body).toMatchObject({
      people: 4,
      subtotalCents: 10_000,
      offers: [{ groupNumber: 4, people: 4, unitPriceCents: 10_000 }],
    });
  });

  it('needs at least one offer, a number for every offer, a date and a time', async () => {
    const none = await post(randomUUID(), choice([]));
    expect((none.body as ErrorBody).fields).toEqual({ offers: 'Please choose at least one offer.' });
    const zero = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 0 }]));
    expect((zero.body as ErrorBody).fields).toEqual({ offers: 'Please choose at least one offer.' });
    const missing = await post(randomUUID(), choice([{ offerId: service.adultOfferId } as never]));
    expect((missing.body as ErrorBody).fields).toHaveProperty(['offers.0.quantity']);
    const negative = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: -1 }]));
    expect((negative.body as ErrorBody).fields).toHaveProperty(['offers.0.quantity']);
    const noDate = await post(randomUUID(), {
      serviceId: service.serviceId,
      startTime: '10:00',
      offers: [{ offerId: service.adultOfferId, quantity: 2 }],
    });
    expect((noDate.body as ErrorBody).fields).toEqual({ date: 'Please select a date.' });
    const noTime = await post(randomUUID(), {
      serviceId: service.serviceId,
      date: '2027-07-01',
      offers: [{ offerId: service.adultOfferId, quantity: 2 }],
    });
    expect((noTime.body as ErrorBody).fields).toEqual({ startTime: 'Please select a time.' });
    for (const response of [none, zero, missing, negative, noDate, noTime]) expect(response.status).toBe(400);
  });

  it('refuses an offer of another service, naming it', async () => {
    const response = await post(
      randomUUID(),
      choice([
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: crowded.adultOfferId, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(400);
    expect((response.body as ErrorBody).fields).toEqual({ 'offers.1.offerId': 'This offer cannot be booked for this service.' });
  });

  it('refuses a start the calendar does not offer, and one within the advance-booking hours', async () => {
    const offTime = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 2 }], { startTime: '10:30' }));
    expect(offTime.status).toBe(422);
    expect((offTime.body as ErrorBody).reason).toBe('SLOT_NOT_BOOKABLE');
    const tomorrow = Temporal.Now.zonedDateTimeISO('Europe/Zagreb').toPlainDate().add({ days: 1 }).toString();
    const tooSoon = await post(randomUUID(), {
      serviceId: soon.serviceId,
      date: tomorrow,
      startTime: '15:00',
      offers: [{ offerId: soon.adultOfferId, quantity: 2 }],
    });
    expect(tooSoon.status).toBe(422);
    expect((tooSoon.body as ErrorBody).reason).toBe('SLOT_NOT_BOOKABLE');
    const later = Temporal.Now.zonedDateTimeISO('Europe/Zagreb').toPlainDate().add({ days: 5 }).toString();
    const inTime = await post(randomUUID(), {
      serviceId: soon.serviceId,
      date: later,
      startTime: '15:00',
      offers: [{ offerId: soon.adultOfferId, quantity: 2 }],
    });
    expect(inTime.status).toBe(200);
  });

  it('refuses an id that is not a v4 uuid, and answers 404 for an unknown one', async () => {
    const bad = await post('not-a-uuid', choice([{ offerId: service.adultOfferId, quantity: 2 }]));
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).fields).toHaveProperty('id');
    expect((await app.request(`/api/booking/request/${randomUUID()}`)).status).toBe(404);
    expect((await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 2 }], { serviceId: 999_999 }))).status).toBe(404);
  });
});

describe('the recap and personal-info steps, discount codes, expiry', () => {
  it('walks RECAP → PERSONAL → PAYMENT with a discount code', async () => {
    const id = randomUUID();
    await post(
      id,
      choice([
        { offerId: service.adultOfferId, quantity: 2 },
        { offerId: service.childOfferId, quantity: 1 },
      ]),
    );
    const early = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: { email: 'guest@example.com', phone: '+385912345678', confirmationSms: false, conditionsAccepted: true },
    });
    expect(early.status).toBe(409);
    expect((early.body as ErrorBody).reason).toBe('BOOKING_STEP');

    const expired = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: { discountCode: 'BOZIC2021' } });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      message: 'This discount code expired on December 31, 2021.',
      fields: { discountCode: 'This discount code expired on December 31, 2021.' },
    });
    const expiredHr = await app.request(`/api/booking/request/${id}/first`, {
      method: 'POST',
      json: { discountCode: 'bozic2021' },
      headers: { 'accept-language': 'hr' },
    });
    expect((expiredHr.body as ErrorBody).message).toBe('Ovaj kod za popust istekao je 31. prosinca 2021.');
    const unknown = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: { discountCode: 'FREE' } });
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This discount code does not exist.' });
    const unknownHr = await app.request(`/api/booking/request/${id}/first`, {
      method: 'POST',
      json: { discountCode: 'FREE' },
      headers: { 'accept-language': 'hr' },
    });
    expect((unknownHr.body as ErrorBody).message).toBe('Ovaj kod za popust ne postoji.');

    const first = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: { discountCode: ' lokalno10 ' } });
    expect(first.status).toBe(200);
    // 95.50 − 10% (9.55) = 85.95
    expect(first.body).toMatchObject({
      step: 'PERSONAL',
      discountCode: 'LOKALNO10',
      subtotalCents: 9550,
      discountCents: 955,
      totalCents: 8595,
    });

    const unaccepted = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: { email: 'guest@example.com', phone: '+385912345678', confirmationSms: false, conditionsAccepted: false },
    });
    expect(unaccepted.status).toBe(400);
    expect((unaccepted.body as ErrorBody).fields).toEqual({ conditionsAccepted: 'Please accept the conditions to continue.' });
    const badPhone = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: { email: 'not-an-email', phone: '12', confirmationSms: false, conditionsAccepted: true },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        email: 'Please enter a correct email format.',
        phone: 'Please enter a valid phone number with its country code, e.g. +385 91 234 5678.',
      },
    });
    const noPhone = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: { email: 'guest@example.com', phone: '  ', confirmationSms: false, conditionsAccepted: true },
    });
    expect((noPhone.body as ErrorBody).fields).toEqual({ phone: 'Please enter your contact number.' });
    const noPhoneHr = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: { email: 'guest@example.com', confirmationSms: false, conditionsAccepted: true },
      headers: { 'accept-language': 'hr' },
    });
    expect((noPhoneHr.body as ErrorBody).fields).toEqual({ phone: 'Molimo unesite svoj kontakt broj.' });

    // A number without its calling code is Croatian; the request keeps it in E.164.
    const second = await app.request(`/api/booking/request/${id}/second`, {
      method: 'POST',
      json: {
        email: 'guest@example.com',
        phone: '091 234 5678',
        message: '  Vegetarian, please.  ',
        confirmationSms: true,
        conditionsAccepted: true,
      },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      step: 'PAYMENT',
      email: 'guest@example.com',
      phone: '+385912345678',
      message: 'Vegetarian, please.',
      confirmationSms: true,
      conditionsAccepted: true,
      totalCents: 8595,
    });

    // Back to the recap: removing the code keeps the later step.
    const without = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {} });
    expect(without.body).toMatchObject({ step: 'PAYMENT', discountCode: null, discountCents: 0, totalCents: 9550 });
  });

  it('is EXPIRED once its hold ran out by the database clock, and then refuses the steps with 410', async () => {
    const id = randomUUID();
    await post(id, choice([{ offerId: service.adultOfferId, quantity: 2 }]));
    await app.db.dataSource.query("UPDATE hold SET expires_at = clock_timestamp() - interval '1 second' WHERE reference = $1", [
      `booking-request:${id}`,
    ]);
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    expect(((await app.request(`/api/booking/request/${id}`)).body as View).status).toBe('EXPIRED');
    for (const [path, json] of [
      ['/first', {}],
      ['', choice([{ offerId: service.adultOfferId, quantity: 3 }])],
    ] as const) {
      const response = await app.request(`/api/booking/request/${id}${path}`, { method: 'POST', json });
      expect(response.status).toBe(410);
      expect(response.body).toMatchObject({
        code: 'GONE',
        reason: 'BOOKING_EXPIRED',
        message: 'Time to purchase has expired, please choose your offer again.',
      });
    }
    const hr = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {}, headers: { 'accept-language': 'hr' } });
    expect((hr.body as ErrorBody).message).toBe('Vrijeme za kupnju je isteklo, molimo ponovno odaberite ponudu.');
    const cleared = await app.request(`/api/booking/request/${id}`, { method: 'DELETE' });
    expect((cleared.body as View).status).toBe('ENDED');
  });

  it('clears a request, gives its places back, and clearing again is harmless', async () => {
    const id = randomUUID();
    await post(id, choice([{ offerId: service.adultOfferId, quantity: 2 }]));
    const cleared = await app.request(`/api/booking/request/${id}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect((cleared.body as View).status).toBe('ENDED');
    expect((await holds(id)).map((hold) => hold.state)).toEqual(['RELEASED']);
    expect((await app.request(`/api/booking/request/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {} })).status).toBe(409);
  });
});

describe('who may book', () => {
  it("keeps a signed-in guest's request to them and prefills their email and phone", async () => {
    const guest = await signedIn(app, { roles: ['ROLE_CUSTOMER'], phone: '+385981112222' });
    const other = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const id = randomUUID();
    const created = await post(id, choice([{ offerId: service.adultOfferId, quantity: 2 }]), { token: guest.token });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: guest.user.email, phone: '+385981112222' });
    expect((await app.request(`/api/booking/request/${id}`, { token: other.token })).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}`)).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await post(id, choice([{ offerId: service.adultOfferId, quantity: 3 }]))).status).toBe(404);
    expect((await app.request(`/api/booking/request/${id}`, { token: guest.token })).status).toBe(200);
  });

  it('tells a provider to switch to the guest role, and lets them book once they have it', async () => {
    const response = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 2 }], { date: '2027-07-03' }), {
      token: provider.token,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', reason: 'SWITCH_TO_CUSTOMER', message: 'Switch to your guest role to book.' });
    expect((await app.request('/api/account/role/customer', { method: 'PUT', token: provider.token })).status).toBe(200);
    expect(
      (
        await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 2 }], { date: '2027-07-03' }), {
          token: provider.token,
        })
      ).status,
    ).toBe(200);
  });
});

describe('reading a request', () => {
  it('costs the same few statements whatever the number of offers', async () => {
    const one = randomUUID();
    const three = randomUUID();
    await post(one, choice([{ offerId: service.adultOfferId, quantity: 2 }], { date: '2027-07-05' }));
    await post(
      three,
      choice(
        [
          { offerId: service.adultOfferId, quantity: 1 },
          { offerId: service.childOfferId, quantity: 1 },
          { offerId: service.familyOfferId, quantity: 1 },
        ],
        { date: '2027-07-05' },
      ),
    );
    const statements = (id: string) => queriesOf(app, `/api/booking/request/${id}`);
    const few = await statements(one);
    expect(few).toBeLessThanOrEqual(3);
    expect(await statements(three)).toBe(few);
  });
});

describe("the start's lock", () => {
  it("is taken last: under it only the hold's statements and the request's hold id, then COMMIT", async () => {
    app.db.queries.reset();
    const response = await post(randomUUID(), choice([{ offerId: service.adultOfferId, quantity: 2 }], { date: '2027-07-06' }));
    expect(response.status).toBe(200);
    const statements = app.db.queries.statements.map((sql) => sql.trim().split(/\s+/).slice(0, 3).join(' '));
    const locked = statements.indexOf('INSERT INTO slot');
    expect(locked).toBeGreaterThan(0);
    expect(statements.slice(locked)).toEqual(['INSERT INTO slot', 'WITH room AS', 'UPDATE booking_request SET']);
    expect(statements.length).toBeLessThanOrEqual(10);
  });
});

describe('GraphQL', () => {
  const fields =
    'id status step expiresAt people subtotalCents discountCode discountCents totalCents email offers { offerId quantity people lineTotalCents } service { id slug } reservation { id number }';

  it('runs the same operations with the same inputs and outputs', async () => {
    const id = randomUUID();
    const saved = await app.graphql<{ saveBookingRequest: View }>(
      `mutation($id: String!, $input: BookingRequestInput!) { saveBookingRequest(id: $id, input: $input) { ${fields} } }`,
      { id, input: choice([{ offerId: service.adultOfferId, quantity: 2 }], { date: '2027-07-04' }) },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveBookingRequest).toMatchObject({
      id,
      status: 'OPEN',
      step: 'RECAP',
      people: 2,
      totalCents: 7000,
      service: { id: service.serviceId, slug: 'wine-tasting-in-vodnjan' },
      reservation: null,
    });
    const rest = (await app.request(`/api/booking/request/${id}`)).body as View;
    const read = await app.graphql<{ bookingRequest: View }>(`query($id: String!) { bookingRequest(id: $id) { ${fields} } }`, { id });
    expect(read.data!.bookingRequest).toEqual({
      id,
      status: rest.status,
      step: rest.step,
      expiresAt: rest.expiresAt,
      people: 2,
      subtotalCents: 7000,
      discountCode: null,
      discountCents: 0,
      totalCents: 7000,
      email: null,
      offers: [{ offerId: service.adultOfferId, quantity: 2, people: 2, lineTotalCents: 7000 }],
      service: { id: service.serviceId, slug: 'wine-tasting-in-vodnjan' },
      reservation: null,
    });

    const expiredCode = await app.graphql(
      `mutation($id: String!) { confirmBookingRecap(id: $id, input: { discountCode: "BOZIC2021" }) { id } }`,
      { id },
    );
    expect(expiredCode.errors![0]).toMatchObject({
      message: 'This discount code expired on December 31, 2021.',
      extensions: { code: 'BAD_USER_INPUT', fields: { discountCode: 'This discount code expired on December 31, 2021.' } },
    });
    const recap = await app.graphql<{ confirmBookingRecap: View }>(
      `mutation($id: String!) { confirmBookingRecap(id: $id, input: { discountCode: "LOKALNO10" }) { ${fields} } }`,
      { id },
    );
    expect(recap.data!.confirmBookingRecap).toMatchObject({
      step: 'PERSONAL',
      discountCode: 'LOKALNO10',
      discountCents: 700,
      totalCents: 6300,
    });
    const savePersonal = (phone: string) =>
      app.graphql<{ saveBookingPersonalInfo: View }>(
        `mutation($id: String!, $input: BookingPersonalInput!) { saveBookingPersonalInfo(id: $id, input: $input) { ${fields} } }`,
        { id, input: { email: 'guest@example.com', phone, confirmationSms: false, conditionsAccepted: true } },
      );
    expect((await savePersonal('12')).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: 'Please enter a valid phone number with its country code, e.g. +385 91 234 5678.' },
    });
    expect((await savePersonal('')).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: 'Please enter your contact number.' },
    });
    const personal = await savePersonal('+385912345678');
    expect(personal.data!.saveBookingPersonalInfo).toMatchObject({ step: 'PAYMENT', email: 'guest@example.com' });
    const cleared = await app.graphql<{ clearBookingRequest: View }>(`mutation($id: String!) { clearBookingRequest(id: $id) { status } }`, {
      id,
    });
    expect(cleared.data!.clearBookingRequest.status).toBe('ENDED');
  });

  it('refuses with the same codes as REST', async () => {
    const few = await app.graphql(
      `mutation($id: String!, $input: BookingRequestInput!) { saveBookingRequest(id: $id, input: $input) { id } }`,
      { id: randomUUID(), input: choice([{ offerId: service.adultOfferId, quantity: 1 }]) },
    );
    expect(few.errors![0]).toMatchObject({
      message: 'Minimum no. of people is 2.',
      extensions: { code: 'BAD_USER_INPUT', fields: { offers: 'Minimum no. of people is 2.' } },
    });
    const missing = await app.graphql(`query($id: String!) { bookingRequest(id: $id) { id } }`, { id: randomUUID() });
    expect(missing.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const badId = await app.graphql(`query($id: String!) { bookingRequest(id: $id) { id } }`, { id: 'nope' });
    expect(badId.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: expect.any(String) } });
    const owner = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const provider = await app.graphql(
      `mutation($id: String!, $input: BookingRequestInput!) { saveBookingRequest(id: $id, input: $input) { id } }`,
      { id: randomUUID(), input: choice([{ offerId: service.adultOfferId, quantity: 2 }]) },
      { token: owner.token },
    );
    expect(provider.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'SWITCH_TO_CUSTOMER' });
  });
});

describe('100 concurrent requests for a start with 10 places', () => {
  it('holds exactly 10, refuses the rest as SLOT_FULL, with no server error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(randomUUID(), {
          serviceId: crowded.serviceId,
          date: '2027-08-02',
          startTime: '09:00',
          offers: [{ offerId: crowded.adultOfferId, quantity: 1 }],
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(
      responses
        .filter((response) => response.status !== 200)
        .every((response) => response.status === 409 && (response.body as ErrorBody).reason === 'SLOT_FULL'),
    ).toBe(true);
    const [{ held }] = await app.db.dataSource.query(
      "SELECT coalesce(sum(people), 0)::int AS held FROM hold WHERE service_id = $1 AND starts_at = '2027-08-02T07:00:00Z' AND state = 'HELD'",
      [crowded.serviceId],
    );
    expect(held).toBe(10);
    const [{ requests }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS requests FROM booking_request WHERE service_id = $1 AND starts_at = '2027-08-02T07:00:00Z'",
      [crowded.serviceId],
    );
    expect(requests).toBe(10);
  }, 120_000);
});
