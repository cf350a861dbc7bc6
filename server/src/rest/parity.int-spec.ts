// GraphQL and REST share one input class and one limit per rule: the same bad input sent through
// both is refused with the same code, naming the same field.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { brandInput, offerInput, providerWithBrand, serviceInput } from '../../test/catalog.js';

let app: TestApp;
let owner: { token: string; brandId: number };
let admin: string;
let serviceId: number;
let seasonId: number;

const season = {
  name: 'Summer',
  from: '2030-06-01',
  to: '2030-08-31',
  workingTimes: [{ startHour: 9, endHour: 17, weekdays: ['MONDAY'] }],
};

beforeAll(async () => {
  app = await startTestApp();
  owner = await providerWithBrand(app);
  admin = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  const service = await app.request(`/api/owner/brands/${owner.brandId}/services`, {
    method: 'POST',
    json: serviceInput(),
    token: owner.token,
  });
  serviceId = (service.body as { id: number }).id;
  const created = await app.request(`/api/owner/services/${serviceId}/season`, { method: 'POST', json: season, token: owner.token });
  seasonId = (created.body as { id: number }).id;
});

interface Refusal {
  code: string;
  field?: string;
}

async function viaRest(path: string, init: Parameters<TestApp['request']>[1]): Promise<Refusal & { status: number }> {
  const response = await app.request(path, init);
  const body = response.body as { code: string; fields?: Record<string, string> };
  return { status: response.status, code: body.code, field: Object.keys(body.fields ?? {})[0] };
}

async function viaGraphql(query: string, variables: Record<string, unknown>, token?: string): Promise<Refusal> {
  const result = await app.graphql(query, variables, { token });
  const error = result.errors?.[0];
  return {
    code: String(error?.extensions?.code),
    field: Object.keys((error?.extensions?.fields as Record<string, string> | undefined) ?? {})[0],
  };
}

function expectSameRefusal(rest: Refusal & { status: number }, graphql: Refusal, field: string | undefined) {
  expect(rest.status).toBe(400);
  expect(rest.code).toBe('BAD_USER_INPUT');
  expect(graphql).toEqual({ code: rest.code, field: rest.field });
  expect(rest.field).toBe(field);
}

describe('the staff review note', () => {
  const returnService = 'mutation($id: Int!, $note: String!) { returnService(id: $id, note: $note) { id } }';

  it.each([
    ['empty', ''],
    ['over 2000 characters', 'x'.repeat(2001)],
    ['with a NUL character', 'a\u0000b'],
  ])('is refused when %s, on both transports', async (_case, note) => {
    const rest = await viaRest(`/api/admin/services/${serviceId}/return?note=${encodeURIComponent(note)}`, { method: 'PUT', token: admin });
    const graphql = await viaGraphql(returnService, { id: serviceId, note }, admin);
    expectSameRefusal(rest, graphql, 'note');
  });
});

describe('ids', () => {
  it.each([0, -1])('refuses id %i with BAD_USER_INPUT on both transports', async (id) => {
    const rest = await viaRest(`/api/services/${id}`, {});
    const graphql = await viaGraphql('query($id: Int!) { service(id: $id) { __typename } }', { id });
    expectSameRefusal(rest, graphql, 'id');
  });
});

describe('page and size', () => {
  const services = 'query($page: Int, $size: Int) { services(page: $page, size: $size) { size } }';
  const seasons =
    'query($serviceId: Int!, $page: Int, $size: Int) { serviceSeasons(serviceId: $serviceId, page: $page, size: $size) { size } }';

  it.each([
    ['size over 100', { size: 101 }, 'size'],
    ['size 0', { size: 0 }, 'size'],
    ['negative page', { page: -1 }, 'page'],
    ['page over 10000', { page: 10_001 }, 'page'],
  ])('refuses %s on both transports (no clamping on one side)', async (_case, paging, field) => {
    const query = new URLSearchParams(Object.entries(paging).map(([key, value]) => [key, String(value)] as [string, string]));
    expectSameRefusal(await viaRest(`/api/services?${query}`, {}), await viaGraphql(services, paging), field);
    expectSameRefusal(
      await viaRest(`/api/owner/services/${serviceId}/season?${query}`, { token: owner.token }),
      await viaGraphql(seasons, { serviceId, ...paging }, owner.token),
      field,
    );
  });

  it('accepts size 100 on both', async () => {
    expect((await app.request('/api/services?size=100')).status).toBe(200);
    expect((await app.graphql(services, { size: 100 })).data).toEqual({ services: { size: 100 } });
  });
});

describe('input classes', () => {
  it.each([
    ['an activity type beyond the integer range', { activityTypeId: 2_147_483_648 }, 'activityTypeId'],
    ['a NUL in the name', { name: 'Vina\u0000' }, 'name'],
    ['a lone surrogate in the description', { description: 'x\uD800y' }, 'description'],
  ])('brand: refuses %s on both', async (_case, overrides, field) => {
    const input = brandInput(overrides);
    const rest = await viaRest('/api/owner/brands', { method: 'POST', json: input, token: owner.token });
    const graphql = await viaGraphql('mutation($input: BrandInput!) { createBrand(input: $input) { id } }', { input }, owner.token);
    // An Int beyond 32 bits is refused by GraphQL itself before any resolver, with the same code.
    if (field === 'activityTypeId') return expect([rest.code, graphql.code]).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expectSameRefusal(rest, graphql, field);
  });

  it.each([
    ['a duration in days whose minutes overflow', { durationDays: 1_500_000 }, 'durationDays'],
    ['a group beyond the per-booking maximum', { priceType: 'GROUP', groupNumber: 100_000 }, 'groupNumber'],
    ['a discount price beyond the maximum', { discountPrice: 1e12 }, 'discountPrice'],
  ])('offer: refuses %s on both', async (_case, overrides, field) => {
    const input = offerInput(overrides);
    const rest = await viaRest(`/api/owner/services/${serviceId}/variations`, { method: 'POST', json: input, token: owner.token });
    const graphql = await viaGraphql(
      'mutation($id: Int!, $input: OfferInput!) { createOffer(serviceId: $id, input: $input) { id } }',
      { id: serviceId, input },
      owner.token,
    );
    expectSameRefusal(rest, graphql, field);
  });

  it.each([
    ['a season starting in year 0', { from: '0000-01-01' }, 'from'],
    ['a season ending after 2200', { to: '2201-01-01' }, 'to'],
    ['an unavailable date in year 0', { unavailableDates: ['0000-06-01'] }, 'unavailableDates'],
  ])('season: refuses %s on both', async (_case, overrides, field) => {
    const input = { ...season, ...overrides };
    const rest = await viaRest(`/api/owner/season/${seasonId}`, { method: 'PUT', json: input, token: owner.token });
    const graphql = await viaGraphql(
      'mutation($id: Int!, $input: SeasonInput!) { updateSeason(id: $id, input: $input) { id } }',
      { id: seasonId, input },
      owner.token,
    );
    expectSameRefusal(rest, graphql, field);
  });

  it('availability: refuses a year-0 range on both', async () => {
    const rest = await viaRest(`/api/services/${serviceId}/availability?from=0000-01-01&to=0000-01-31`, {});
    const graphql = await viaGraphql(
      'query($id: Int!, $from: String!, $to: String!) { availability(serviceId: $id, from: $from, to: $to) { from } }',
      { id: serviceId, from: '0000-01-01', to: '0000-01-31' },
    );
    expectSameRefusal(rest, graphql, 'from');
  });

  it('profile: refuses a birth date in year 0 on both', async () => {
    const input = { firstName: 'Ana', lastName: 'Horvat', dateOfBirth: '0000-01-01' };
    const rest = await viaRest('/api/account/settings/me', { method: 'PUT', json: input, token: owner.token });
    const graphql = await viaGraphql(
      'mutation($input: AccountSettingsInput!) { updateAccountSettings(input: $input) { id } }',
      { input },
      owner.token,
    );
    expectSameRefusal(rest, graphql, 'dateOfBirth');
  });

  it('profile: refuses null for the newsletter consent (stored as a boolean) on both', async () => {
    const input = { firstName: 'Ana', lastName: 'Horvat', newsletter: null };
    const rest = await viaRest('/api/account/settings/me', { method: 'PUT', json: input, token: owner.token });
    const graphql = await viaGraphql(
      'mutation($input: AccountSettingsInput!) { updateAccountSettings(input: $input) { id } }',
      { input },
      owner.token,
    );
    expectSameRefusal(rest, graphql, 'newsletter');
  });

  it('refuses a body that is an array where an object is expected', async () => {
    const rest = await app.request('/api/owner/brands', { method: 'POST', json: [brandInput()], token: owner.token });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
