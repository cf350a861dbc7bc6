import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { leastQueries } from '../../../test/count-queries.js';
import { acceptAgreement, offerInput, providerWithBrand, serviceInput, uploadServicePhoto, VALID_OIB } from '../../../test/catalog.js';

let app: TestApp;
let staff: string;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let resent: number;
let fresh: number;
let returned: number;

type Review = {
  serviceId: number;
  status: string;
  submittedAt: string | null;
  reviewNote: string | null;
  preview: { title: string; offers: { name: string; price: number }[]; location: { address: string }; categoryName: string };
  photos: { name: string; primary: boolean }[];
  provider: { name: string; email: string };
  company: { legalName: string; vatNumber: string };
  brand: { id: number; name: string };
  calendar: { seasons: number; from: string | null; to: string | null };
  history: { kind: string; note: string | null; at: string }[];
};

async function submittedService(title: string, photos = 1): Promise<number> {
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput({ title }),
    token: provider.token,
  });
  const id = (created.body as { id: number }).id;
  await app.request(`/api/owner/services/${id}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
  for (let i = 0; i < photos; i += 1) await uploadServicePhoto(app, provider.token, id);
  const submitted = await app.request(`/api/owner/services/${id}/submission`, { method: 'PUT', token: provider.token });
  expect(submitted.status).toBe(200);
  return id;
}

const sendBack = (id: number, note: string) =>
  app.request(`/api/admin/services/${id}/return?note=${encodeURIComponent(note)}`, { method: 'PUT', token: staff });
const reviews = async (filter: string, token = staff) => {
  const response = await app.request(`/api/admin/services/reviews?filter=${filter}`, { token });
  expect(response.status).toBe(200);
  return response.body as Review[];
};

beforeAll(async () => {
  app = await startTestApp();
  staff = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  provider = await providerWithBrand(app);
  resent = await submittedService('Kayak tour in Pula', 2);
  await acceptAgreement(app, provider.token);
  const season = {
    name: 'Summer',
    from: '2030-06-01',
    to: '2030-08-31',
    workingTimes: [{ startHour: 9, endHour: 17, weekdays: ['MONDAY'] }],
  };
  expect((await app.request(`/api/owner/services/${resent}/season`, { method: 'POST', json: season, token: provider.token })).status).toBe(
    201,
  );
  expect((await sendBack(resent, 'Please add a photo of the kayaks.')).status).toBe(200);
  expect((await app.request(`/api/owner/services/${resent}/submission`, { method: 'PUT', token: provider.token })).status).toBe(200);
  fresh = await submittedService('Olive oil tasting');
  returned = await submittedService('Truffle hunt');
  expect((await sendBack(returned, 'The meeting point is missing.')).status).toBe(200);
}, 120_000);

describe('the staff review list', () => {
  it('shows new services, oldest first, with guest view, provider, company, brand, calendar and history', async () => {
    const list = await reviews('NEW');
    expect(list.map((review) => review.serviceId)).toEqual([resent, fresh]);
    const [first] = list;
    expect(first).toMatchObject({
      status: 'SUBMITTED',
      reviewNote: null,
      preview: { title: 'Kayak tour in Pula', offers: [{ name: offerInput().name }], location: { address: serviceInput().meetingPoint } },
      provider: { name: `${provider.user.firstName} ${provider.user.lastName}`, email: provider.user.email },
      company: { legalName: 'Vina Horvat d.o.o.', vatNumber: VALID_OIB },
      brand: { id: provider.brandId, name: 'Vina Horvat' },
      calendar: { seasons: 1, from: '2030-06-01', to: '2030-08-31' },
    });
    expect(first.photos).toHaveLength(2);
    expect(first.photos[0].primary).toBe(true);
    expect(first.history.map((event) => [event.kind, event.note])).toEqual([
      ['SUBMITTED', null],
      ['RETURNED', 'Please add a photo of the kayaks.'],
      ['SUBMITTED', null],
    ]);
    expect(list[1].calendar).toEqual({ seasons: 0, from: null, to: null, startTimes: 0, unavailableDates: 0 });
  });

  it('lists services sent back with their note', async () => {
    const back = await reviews('RETURNED');
    expect(back.map((review) => [review.serviceId, review.status, review.reviewNote])).toEqual([
      [returned, 'RETURNED', 'The meeting point is missing.'],
    ]);
    expect(back[0].history.map((event) => event.kind)).toEqual(['SUBMITTED', 'RETURNED']);
    expect(await reviews('REVISIONS')).toEqual([]);
  });

  it('records the approval in the history', async () => {
    expect((await app.request(`/api/admin/services/${fresh}/approval`, { method: 'PUT', token: staff })).status).toBe(200);
    expect((await reviews('NEW')).map((review) => review.serviceId)).toEqual([resent]);
    const [row] = await app.db.dataSource.query('SELECT kind FROM service_review_event WHERE service_id = $1 ORDER BY id DESC LIMIT 1', [
      fresh,
    ]);
    expect(row.kind).toBe('APPROVED');
  });

  it('lists live services with a change waiting for staff, and drops them once decided', async () => {
    expect(await reviews('REVISIONS')).toEqual([]);
    const edit = await app.request(`/api/owner/services/${fresh}`, {
      method: 'PUT',
      json: serviceInput({ title: 'Olive oil tasting', description: 'Taste four oils from our grove.' }),
      token: provider.token,
    });
    expect(edit.status, edit.text).toBe(200);
    const list = await reviews('REVISIONS');
    expect(list.map((review) => [review.serviceId, review.status, review.preview.title])).toEqual([
      [fresh, 'APPROVED', 'Olive oil tasting'],
    ]);
    expect(list[0].history.map((event) => event.kind)).toEqual(['SUBMITTED', 'APPROVED']);
    const viaGraphql = await app.graphql<{ serviceReviews: Review[] }>(
      '{ serviceReviews(filter: REVISIONS) { serviceId } }',
      {},
      { token: staff },
    );
    expect(viaGraphql.data?.serviceReviews).toEqual([{ serviceId: fresh }]);

    const [revision] = await app.db.dataSource.query(`SELECT id FROM service_revision WHERE service_id = $1 AND state = 'PENDING'`, [
      fresh,
    ]);
    const back = await app.request(`/api/admin/services/revisions/${revision.id}/return?note=${encodeURIComponent('Name the oils.')}`, {
      method: 'PUT',
      token: staff,
    });
    expect(back.status, back.text).toBe(200);
    expect(await reviews('REVISIONS')).toEqual([]);
  });

  it('answers the same through GraphQL, defaulting to new services', async () => {
    const result = await app.graphql<{ serviceReviews: Review[] }>(
      '{ serviceReviews { serviceId provider { email } company { legalName vatNumber } brand { name } history { kind note } photos { name } preview { title offers { name } } calendar { seasons } } }',
      {},
      { token: staff },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.serviceReviews.map((review) => review.serviceId)).toEqual([resent]);
    expect(result.data?.serviceReviews[0].company).toEqual({ legalName: 'Vina Horvat d.o.o.', vatNumber: VALID_OIB });
  });

  it('is for staff only', async () => {
    const anonymous = await app.request('/api/admin/services/reviews?filter=NEW');
    expect(anonymous.status).toBe(401);
    const owner = await app.request('/api/admin/services/reviews?filter=NEW', { token: provider.token });
    expect(owner.status).toBe(403);
    const viaGraphql = await app.graphql('{ serviceReviews(filter: NEW) { serviceId } }', {}, { token: provider.token });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(viaGraphql.data).toBeNull();
  });

  it('costs a fixed number of queries whatever the number of services', async () => {
    // The counter sees the whole data source, so a background job of an earlier test (a review
    // email) can add queries to one measurement; such work only adds, so the least of three is the list's own.
    const count = async () => ({ queries: await leastQueries(app, () => reviews('NEW')), services: (await reviews('NEW')).length });
    const small = await count();
    await submittedService('Cooking class', 3);
    await submittedService('Sailing trip', 2);
    await submittedService('Wine tour', 1);
    const large = await count();
    expect([small.services, large.services]).toEqual([1, 4]);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(10);
  });
});

describe('the old list of services waiting', () => {
  it('still answers but is marked deprecated, pointing to serviceReviews', async () => {
    const old = await app.request('/api/admin/services/review', { token: staff });
    expect(old.status).toBe(200);
    const document = (await app.request('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { deprecated?: boolean; summary: string }>>;
    };
    expect(document.paths['/api/admin/services/review'].get).toMatchObject({
      deprecated: true,
      summary: expect.stringContaining('/admin/services/reviews'),
    });
    expect(document.paths['/api/admin/services/reviews'].get.deprecated).toBeUndefined();
    const introspection = await app.graphql<{
      __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] };
    }>('{ __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }');
    const field = introspection.data?.__type.fields.find((entry) => entry.name === 'servicesForReview');
    expect(field).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('serviceReviews') });
  });
});

describe('one service for the full preview', () => {
  it('shows any service to staff, whatever its state, and nobody else', async () => {
    const one = await app.request(`/api/admin/services/${returned}/review`, { token: staff });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ serviceId: returned, status: 'RETURNED', preview: { title: 'Truffle hunt' } });
    expect((await app.request('/api/admin/services/999999/review', { token: staff })).status).toBe(404);
    expect((await app.request(`/api/admin/services/${returned}/review`, { token: provider.token })).status).toBe(403);
  });
});
