import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, providerWithBrand, serviceInput } from '../../../test/catalog.js';

let app: TestApp;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let serviceId: number;

const seasonInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Summer 2027',
  bookingType: 'START_TIMES',
  from: '2027-06-01',
  to: '2027-08-31',
  workingTimes: [{ startHour: 9, startMinute: 0, endHour: 17, endMinute: 0, weekdays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'] }],
  bookingTimes: [
    { hour: 10, minute: 0 },
    { hour: 14, minute: 0 },
  ],
  unavailableDates: ['2027-08-15'],
  ...overrides,
});
const fieldsOf = (body: unknown) => (body as { fields: Record<string, string> }).fields;

beforeAll(async () => {
  app = await startTestApp();
  provider = await providerWithBrand(app);
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  serviceId = await approvedService(app, provider, staff.token, { maxPeople: 6, advanceHours: 0 });
});

describe('seasons: /api/owner/services/{id}/season and /api/owner/season/{id}', () => {
  let seasonId: number;

  it('creates a season with working times, booking times and unavailable dates', async () => {
    const response = await app.request(`/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      json: seasonInput(),
      token: provider.token,
    });
    expect(response.status, response.text).toBe(201);
    seasonId = (response.body as { id: number }).id;
    expect(response.body).toMatchObject({
      name: 'Summer 2027',
      bookingType: 'START_TIMES',
      from: '2027-06-01',
      to: '2027-08-31',
      workingTimes: [{ startHour: 9, startMinute: 0, endHour: 17, endMinute: 0, weekdays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'] }],
      bookingTimes: [
        { hour: 10, minute: 0 },
        { hour: 14, minute: 0 },
      ],
      unavailableDates: [{ date: '2027-08-15' }],
    });
  });

  it('refuses a season that overlaps another, and every other season rule, with its message', async () => {
    const post = (overrides: Record<string, unknown>) =>
      app.request(`/api/owner/services/${serviceId}/season`, {
        method: 'POST',
        json: seasonInput({ unavailableDates: [], ...overrides }),
        token: provider.token,
      });
    expect(fieldsOf((await post({ from: '2027-08-31', to: '2027-09-30', unavailableDates: [] })).body)).toEqual({
      from: 'These dates overlap another season of this service.',
    });
    expect(fieldsOf((await post({ from: '2027-10-10', to: '2027-10-01' })).body)).toEqual({
      to: 'The end date cannot be before the start date.',
    });
    expect(
      fieldsOf((await post({ from: '2027-10-01', to: '2027-10-31', workingTimes: [{ startHour: 9, endHour: 17, weekdays: [] }] })).body),
    ).toEqual({ 'workingTimes.0.weekdays': 'Please choose at least one working day.' });
    expect(
      fieldsOf(
        (
          await post({
            from: '2027-10-01',
            to: '2027-10-31',
            workingTimes: [
              { startHour: 9, endHour: 17, weekdays: ['MONDAY'] },
              { startHour: 18, endHour: 20, weekdays: ['MONDAY'] },
            ],
            bookingTimes: [],
          })
        ).body,
      ),
    ).toEqual({ 'workingTimes.1': 'Working hours are already set for Monday.' });
    const inCroatian = await app.request(`/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      json: seasonInput({
        unavailableDates: [],
        from: '2027-10-01',
        to: '2027-10-31',
        workingTimes: [
          { startHour: 9, endHour: 17, weekdays: ['MONDAY', 'SUNDAY'] },
          { startHour: 18, endHour: 20, weekdays: ['MONDAY', 'SUNDAY'] },
        ],
        bookingTimes: [],
      }),
      token: provider.token,
      headers: { 'accept-language': 'hr' },
    });
    expect(fieldsOf(inCroatian.body)).toEqual({ 'workingTimes.1': 'Radno vrijeme već je postavljeno za: ponedjeljak, nedjelja.' });
    expect(
      fieldsOf(
        (
          await post({
            from: '2027-10-01',
            to: '2027-10-31',
            workingTimes: [{ startHour: 9, endHour: 9, endMinute: 30, weekdays: ['MONDAY'] }],
          })
        ).body,
      ),
    ).toEqual({ 'workingTimes.0': 'The start and end hour must differ.' });
    expect(
      fieldsOf(
        (await post({ from: '2027-10-01', to: '2027-10-31', workingTimes: [{ startHour: 17, endHour: 9, weekdays: ['MONDAY'] }] })).body,
      ),
    ).toEqual({ 'workingTimes.0': 'The closing time cannot be before the opening time.' });
    expect(fieldsOf((await post({ from: '2027-10-01', to: '2027-10-31', bookingTimes: [{ hour: 10 }, { hour: 10 }] })).body)).toEqual({
      'bookingTimes.1': 'This time has already been saved.',
    });
    expect(fieldsOf((await post({ from: '2027-10-01', to: '2027-10-31', workingTimes: [] })).body)).toEqual({
      workingTimes: 'Please add working hours.',
    });
    expect(fieldsOf((await post({ from: '2027-10-01', to: '2027-10-31', name: '' })).body)).toEqual({
      name: 'Please enter the season name.',
    });
  });

  it('lists seasons latest end first, and pages', async () => {
    await app.request(`/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      json: seasonInput({ name: 'Autumn 2027', from: '2027-09-01', to: '2027-10-31', unavailableDates: [] }),
      token: provider.token,
    });
    const list = await app.request(`/api/owner/services/${serviceId}/season?sort=to,desc&size=1&page=0`, { token: provider.token });
    expect(list.body).toMatchObject({ totalElements: 2, totalPages: 2, content: [{ name: 'Autumn 2027' }] });
    const asc = await app.request(`/api/owner/services/${serviceId}/season?sort=to,asc`, { token: provider.token });
    expect((asc.body as { content: { name: string }[] }).content.map((s) => s.name)).toEqual(['Summer 2027', 'Autumn 2027']);
  });

  it('updates a season, keeping times and dates that are left out', async () => {
    const response = await app.request(`/api/owner/season/${seasonId}`, {
      method: 'PUT',
      json: { ...seasonInput({ name: 'High season' }), bookingTimes: undefined, unavailableDates: undefined },
      token: provider.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'High season',
      bookingTimes: [{ hour: 10 }, { hour: 14 }],
      unavailableDates: [{ date: '2027-08-15' }],
    });
  });

  it('adds, lists and deletes booking times with their rules', async () => {
    const path = `/api/owner/season/${seasonId}/booking-time`;
    const added = await app.request(path, { method: 'POST', json: { hour: 12, minute: 30 }, token: provider.token });
    expect(added.status).toBe(201);
    const duplicate = await app.request(path, { method: 'POST', json: { hour: 12, minute: 30 }, token: provider.token });
    expect(fieldsOf(duplicate.body)).toEqual({ hour: 'This time has already been saved.' });
    const outside = await app.request(path, { method: 'POST', json: { hour: 20, minute: 0 }, token: provider.token });
    expect(fieldsOf(outside.body)).toEqual({ hour: 'This start time is outside the working hours.' });
    const times = (await app.request(path, { token: provider.token })).body as { id: number; hour: number }[];
    expect(times.map((t) => t.hour)).toEqual([10, 12, 14]);
    expect((await app.request(`${path}/${times[1].id}?id=${times[1].id}`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect(((await app.request(path, { token: provider.token })).body as unknown[]).length).toBe(2);
  });

  it('adds, lists and deletes unavailable dates', async () => {
    const path = `/api/owner/season/${seasonId}/unavailable-dates`;
    expect((await app.request(path, { method: 'POST', json: { date: '2027-07-04' }, token: provider.token })).status).toBe(201);
    const outside = await app.request(path, { method: 'POST', json: { date: '2027-12-24' }, token: provider.token });
    expect(fieldsOf(outside.body)).toEqual({ date: 'This date is not in the season.' });
    const invalid = await app.request(path, { method: 'POST', json: { date: '2027-02-30' }, token: provider.token });
    expect(fieldsOf(invalid.body)).toEqual({ date: 'Please enter a valid date.' });
    expect(((await app.request(path, { token: provider.token })).body as { date: string }[]).map((d) => d.date)).toEqual([
      '2027-07-04',
      '2027-08-15',
    ]);
    expect((await app.request(`${path}/2027-07-04`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect((await app.request(`${path}/2027-07-05`, { method: 'DELETE', token: provider.token })).status).toBe(404);
  });

  it('works over GraphQL with the same messages', async () => {
    const result = await app.graphql(
      'mutation($s: Int!, $input: SeasonInput!) { createSeason(serviceId: $s, input: $input) { id } }',
      { s: serviceId, input: seasonInput({ from: '2027-07-01', to: '2027-07-31' }) },
      { token: provider.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'These dates overlap another season of this service.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps the database from storing overlapping seasons even when checks race', async () => {
    const other = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput(),
      token: provider.token,
    });
    const otherId = (other.body as { id: number }).id;
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        app.request(`/api/owner/services/${otherId}/season`, {
          method: 'POST',
          json: seasonInput({ name: `Race ${i}`, unavailableDates: [] }),
          token: provider.token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => (r.body as { message: string }).message === 'These dates overlap another season of this service.'),
    ).toBe(true);
  });

  it("answers 404 for another provider's service and season on every call", async () => {
    const stranger = await providerWithBrand(app);
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/owner/services/${serviceId}/season`, seasonInput({ from: '2028-01-01', to: '2028-01-31' })],
      ['GET', `/api/owner/services/${serviceId}/season`],
      ['GET', `/api/owner/season/${seasonId}`],
      ['PUT', `/api/owner/season/${seasonId}`, seasonInput()],
      ['DELETE', `/api/owner/season/${seasonId}`],
      ['POST', `/api/owner/season/${seasonId}/booking-time`, { hour: 11, minute: 0 }],
      ['GET', `/api/owner/season/${seasonId}/booking-time`],
      ['DELETE', `/api/owner/season/${seasonId}/booking-time/1`],
      ['POST', `/api/owner/season/${seasonId}/unavailable-dates`, { date: '2027-07-10' }],
      ['GET', `/api/owner/season/${seasonId}/unavailable-dates`],
      ['DELETE', `/api/owner/season/${seasonId}/unavailable-dates/2027-08-15`],
    ];
    for (const [method, path, json] of calls) {
      expect((await app.request(path, { method, json, token: stranger.token })).status, `${method} ${path}`).toBe(404);
    }
    expect((await app.request(`/api/owner/season/${seasonId}`, { token: provider.token })).status).toBe(200);
  });

  it('deletes a season', async () => {
    const created = await app.request(`/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      json: seasonInput({ name: 'Winter', from: '2028-01-01', to: '2028-02-28', unavailableDates: [] }),
      token: provider.token,
    });
    const id = (created.body as { id: number }).id;
    expect((await app.request(`/api/owner/season/${id}`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect((await app.request(`/api/owner/season/${id}`, { token: provider.token })).status).toBe(404);
  });
});

describe('GET /api/services/{id}/availability', () => {
  it('gives each day of the range with its start times and places left', async () => {
    const response = await app.request(`/api/services/${serviceId}/availability?from=2027-06-06&to=2027-06-09`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ serviceId, timeZone: 'Europe/Zagreb', maxPeople: 6 });
    const days = (
      response.body as {
        days: { date: string; bookable: boolean; status: string; startTimes: { time: string; startsAt: string; placesLeft: number }[] }[];
      }
    ).days;
    expect(days.map((d) => [d.date, d.status])).toEqual([
      ['2027-06-06', 'CLOSED_WEEKDAY'],
      ['2027-06-07', 'OPEN'],
      ['2027-06-08', 'CLOSED_WEEKDAY'],
      ['2027-06-09', 'OPEN'],
    ]);
    expect(days[1].startTimes).toEqual([
      { time: '10:00', startsAt: '2027-06-07T10:00:00+02:00', placesLeft: 6 },
      { time: '14:00', startsAt: '2027-06-07T14:00:00+02:00', placesLeft: 6 },
    ]);
    const holiday = await app.request(`/api/services/${serviceId}/availability?from=2027-08-15&to=2027-08-16`);
    expect((holiday.body as { days: { status: string }[] }).days.map((d) => d.status)).toEqual(['UNAVAILABLE_DATE', 'OPEN']);
  });

  it('refuses bad ranges and hides services that are not public', async () => {
    expect((await app.request(`/api/services/${serviceId}/availability?from=2027-06-10&to=2027-06-01`)).status).toBe(400);
    expect((await app.request(`/api/services/${serviceId}/availability?from=2027-01-01&to=2028-12-31`)).body).toMatchObject({
      fields: { to: 'Please choose a range of at most 400 days, with the start before the end.' },
    });
    expect((await app.request(`/api/services/${serviceId}/availability?from=junk&to=2027-06-01`)).status).toBe(400);
    const draft = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput(),
      token: provider.token,
    });
    const draftId = (draft.body as { id: number }).id;
    expect((await app.request(`/api/services/${draftId}/availability?from=2027-06-01&to=2027-06-30`)).status).toBe(404);
    // Its provider sees the draft's calendar; another provider does not.
    expect(
      (await app.request(`/api/owner/services/${draftId}/availability?from=2027-06-01&to=2027-06-30`, { token: provider.token })).status,
    ).toBe(200);
    const stranger = await providerWithBrand(app);
    expect(
      (await app.request(`/api/owner/services/${draftId}/availability?from=2027-06-01&to=2027-06-30`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('answers over GraphQL too', async () => {
    const result = await app.graphql<{ availability: { days: { date: string; bookable: boolean }[] } }>(
      'query($id: Int!) { availability(serviceId: $id, from: "2027-06-07", to: "2027-06-08") { days { date bookable startTimes { time placesLeft } } } }',
      { id: serviceId },
    );
    expect(result.data?.availability.days.map((d) => d.bookable)).toEqual([true, false]);
  });
});
