import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, offerInput, providerWithBrand, serviceInput } from '../../../test/catalog.js';

let app: TestApp;
let staffToken: string;
beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

const OLD = 'Taste five wines from our own vineyards with local cheese.';
const NEW = 'Taste seven wines in the cellar, with olive oil from our grove.';

type Revision = { id: number; version: number; state: string; staffNote: string | null; values: { description: string; title: string } };
type Review = {
  revision: Revision;
  service: { id: number; description: string };
  changes: { field: string; approvedValue: string; proposedValue: string }[];
};

const publicText = async (serviceId: number) => {
  const rest = await app.request(`/api/services/${serviceId}`);
  const graphql = await app.graphql<{ service: { description: string } }>('query($id: Int!) { service(id: $id) { description } }', {
    id: serviceId,
  });
  return { rest: (rest.body as { description: string }).description, graphql: graphql.data?.service.description };
};

const ownService = async (token: string, serviceId: number) =>
  (await app.request(`/api/owner/services/${serviceId}`, { token })).body as {
    description: string;
    minPeople: number;
    pendingRevision: Revision | null;
  };

const pendingReviews = async (serviceId: number) =>
  ((await app.request('/api/admin/services/revisions', { token: staffToken })).body as Review[]).filter(
    (review) => review.service.id === serviceId,
  );

async function liveServiceWithEdit(overrides: Record<string, unknown> = { description: NEW }) {
  const provider = await providerWithBrand(app);
  const serviceId = await approvedService(app, provider, staffToken);
  const edit = await app.request(`/api/owner/services/${serviceId}`, {
    method: 'PUT',
    json: serviceInput(overrides),
    token: provider.token,
  });
  expect(edit.status, edit.text).toBe(200);
  return { provider, serviceId, edit: edit.body as { description: string; pendingRevision: Revision | null } };
}

describe('edits to what guests read on a live service wait for staff', () => {
  it('keeps the approved text public while the provider sees the pending values', async () => {
    const { provider, serviceId, edit } = await liveServiceWithEdit({ description: NEW, minPeople: 3 });
    expect(edit).toMatchObject({
      description: OLD,
      minPeople: 3,
      pendingRevision: { state: 'PENDING', staffNote: null, values: { description: NEW } },
    });
    expect(await publicText(serviceId)).toEqual({ rest: OLD, graphql: OLD });

    const graphql = await app.graphql<{ myService: { pendingRevision: Revision } }>(
      'query($id: Int!) { myService(id: $id) { pendingRevision { state values { description title } } } }',
      { id: serviceId },
      { token: provider.token },
    );
    expect(graphql.data?.myService.pendingRevision).toEqual({
      state: 'PENDING',
      values: { description: NEW, title: 'Wine tasting in Vodnjan' },
    });
    const list = (await app.request(`/api/owner/brands/${provider.brandId}/services`, { token: provider.token })).body as {
      pendingRevision: Revision | null;
    }[];
    expect(list[0].pendingRevision?.values.description).toBe(NEW);
  });

  it('applies booking terms, prices and offers at once without a revision', async () => {
    const provider = await providerWithBrand(app);
    const serviceId = await approvedService(app, provider, staffToken);
    const edit = await app.request(`/api/owner/services/${serviceId}`, {
      method: 'PUT',
      json: serviceInput({ minPeople: 4, advanceHours: 48 }),
      token: provider.token,
    });
    expect(edit.body).toMatchObject({ minPeople: 4, advanceHours: 48, pendingRevision: null });
    const offers = (await app.request(`/api/owner/services/${serviceId}/variations`, { token: provider.token })).body as { id: number }[];
    await app.request(`/api/owner/services/${serviceId}/variations/${offers[0].id}`, {
      method: 'PUT',
      json: offerInput({ price: 52 }),
      token: provider.token,
    });
    const live = (await app.request(`/api/services/${serviceId}`)).body as {
      conditions: { minPeople: number; advance: number };
      priceFrom: number;
    };
    expect(live).toMatchObject({ conditions: { minPeople: 4, advance: 48 }, priceFrom: 52 });
    expect(await pendingReviews(serviceId)).toEqual([]);
  });

  it('lets staff see the difference and approve: the new text goes public in one step', async () => {
    const { provider, serviceId } = await liveServiceWithEdit({ description: NEW, tagIds: [8] });
    const [review] = await pendingReviews(serviceId);
    expect(review.changes).toEqual([
      { field: 'tagIds', approvedValue: '', proposedValue: expect.any(String) },
      { field: 'description', approvedValue: OLD, proposedValue: NEW },
    ]);
    expect(review.changes[0].proposedValue.length).toBeGreaterThan(0);
    expect(
      (await app.request(`/api/admin/services/revisions/${review.revision.id}/approval`, { method: 'PUT', token: provider.token })).status,
    ).toBe(403);

    const approved = await app.graphql<{ approveServiceRevision: Revision }>(
      'mutation($id: Int!) { approveServiceRevision(id: $id) { state } }',
      { id: review.revision.id },
      { token: staffToken },
    );
    expect(approved.data?.approveServiceRevision.state).toBe('APPROVED');
    expect(await publicText(serviceId)).toEqual({ rest: NEW, graphql: NEW });
    expect(await ownService(provider.token, serviceId)).toMatchObject({ description: NEW, pendingRevision: null });
    expect((await app.request(`/api/owner/services/${serviceId}`, { token: provider.token })).body).toMatchObject({
      tagIds: [8],
      status: 'APPROVED',
    });
    expect(await pendingReviews(serviceId)).toEqual([]);
    const twice = await app.request(`/api/admin/services/revisions/${review.revision.id}/approval`, { method: 'PUT', token: staffToken });
    expect(twice.status).toBe(409);
  });

  it('lets staff send a revision back with a note the provider sees; the public text stays', async () => {
    const { provider, serviceId } = await liveServiceWithEdit();
    const [review] = await pendingReviews(serviceId);
    const empty = await app.request(`/api/admin/services/revisions/${review.revision.id}/return?note=`, {
      method: 'PUT',
      token: staffToken,
    });
    expect(empty.status).toBe(400);
    const returned = await app.request(
      `/api/admin/services/revisions/${review.revision.id}/return?note=${encodeURIComponent('Please keep the price out of the text.')}`,
      { method: 'PUT', token: staffToken },
    );
    expect(returned.body).toMatchObject({ state: 'RETURNED', staffNote: 'Please keep the price out of the text.' });
    expect(await ownService(provider.token, serviceId)).toMatchObject({
      description: OLD,
      pendingRevision: { state: 'RETURNED', staffNote: 'Please keep the price out of the text.', values: { description: NEW } },
    });
    expect(await publicText(serviceId)).toEqual({ rest: OLD, graphql: OLD });

    // A new edit opens a new pending revision.
    await app.request(`/api/owner/services/${serviceId}`, {
      method: 'PUT',
      json: serviceInput({ description: `${NEW} Fixed.` }),
      token: provider.token,
    });
    expect((await ownService(provider.token, serviceId)).pendingRevision).toMatchObject({
      state: 'PENDING',
      staffNote: null,
      values: { description: `${NEW} Fixed.` },
    });
  });

  it('drops the pending revision when the provider goes back to the approved values', async () => {
    const { provider, serviceId } = await liveServiceWithEdit();
    await app.request(`/api/owner/services/${serviceId}`, { method: 'PUT', json: serviceInput(), token: provider.token });
    expect((await ownService(provider.token, serviceId)).pendingRevision).toBeNull();
    expect(await pendingReviews(serviceId)).toEqual([]);
  });

  it('keeps one pending revision when two edits arrive at once', async () => {
    const { provider, serviceId } = await liveServiceWithEdit();
    const edits = await Promise.all(
      ['First', 'Second', 'Third'].map((word) =>
        app.request(`/api/owner/services/${serviceId}`, {
          method: 'PUT',
          json: serviceInput({ description: `${word} version of the text.` }),
          token: provider.token,
        }),
      ),
    );
    expect(edits.map((edit) => edit.status)).toEqual([200, 200, 200]);
    const reviews = await pendingReviews(serviceId);
    expect(reviews).toHaveLength(1);
    expect(reviews[0].revision.values.description).toMatch(/^(First|Second|Third) version of the text\.$/);
  });

  it("hides another provider's revision and lets only staff decide", async () => {
    const { serviceId } = await liveServiceWithEdit();
    const other = await providerWithBrand(app);
    expect((await app.request(`/api/owner/services/${serviceId}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await app.request(`/api/owner/services/${serviceId}`, {
          method: 'PUT',
          json: serviceInput({ description: 'Not mine.' }),
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const [review] = await pendingReviews(serviceId);
    expect(review.revision.values.description).toBe(NEW);
    expect((await app.request('/api/admin/services/revisions', { token: other.token })).status).toBe(403);
    expect(
      (await app.request(`/api/admin/services/revisions/${review.revision.id}/return?note=x`, { method: 'PUT', token: other.token }))
        .status,
    ).toBe(403);
    const graphql = await app.graphql('query { serviceRevisionsForReview { revision { id } } }', {}, { token: other.token });
    expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a decision on a revision the provider changed after staff opened it', async () => {
    const { provider, serviceId } = await liveServiceWithEdit();
    const [seen] = await pendingReviews(serviceId);
    const changed = await app.request(`/api/owner/services/${serviceId}`, {
      method: 'PUT',
      json: serviceInput({ description: `${NEW} And a cheese board.` }),
      token: provider.token,
    });
    expect(changed.status).toBe(200);

    const stale = await app.request(`/api/admin/services/revisions/${seen.revision.id}/approval?version=${seen.revision.version}`, {
      method: 'PUT',
      token: staffToken,
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('The provider changed this revision after you opened it; look at it again.');
    const staleHr = await app.request(`/api/admin/services/revisions/${seen.revision.id}/return?note=x&version=${seen.revision.version}`, {
      method: 'PUT',
      token: staffToken,
      headers: { 'accept-language': 'hr' },
    });
    expect(staleHr.status).toBe(409);
    expect(staleHr.text).toContain('Pružatelj je promijenio ove izmjene nakon što ste ih otvorili');
    const viaGraphql = await app.graphql(
      'mutation($id: Int!, $version: Int) { approveServiceRevision(id: $id, version: $version) { state } }',
      { id: seen.revision.id, version: seen.revision.version },
      { token: staffToken },
    );
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await publicText(serviceId)).toEqual({ rest: OLD, graphql: OLD });

    const [fresh] = await pendingReviews(serviceId);
    expect(fresh.revision.version).toBeGreaterThan(seen.revision.version);
    const approved = await app.request(`/api/admin/services/revisions/${fresh.revision.id}/approval?version=${fresh.revision.version}`, {
      method: 'PUT',
      token: staffToken,
    });
    expect(approved.status, approved.text).toBe(200);
    expect(await publicText(serviceId)).toEqual({ rest: `${NEW} And a cheese board.`, graphql: `${NEW} And a cheese board.` });
  });

  it('publishes only what staff saw when the provider edits during the approval', async () => {
    const { provider, serviceId } = await liveServiceWithEdit();
    const [seen] = await pendingReviews(serviceId);
    const LATER = `${NEW} Changed while staff looked.`;
    const [approval, edit] = await Promise.all([
      app.request(`/api/admin/services/revisions/${seen.revision.id}/approval?version=${seen.revision.version}`, {
        method: 'PUT',
        token: staffToken,
      }),
      app.request(`/api/owner/services/${serviceId}`, { method: 'PUT', json: serviceInput({ description: LATER }), token: provider.token }),
    ]);
    expect(edit.status).toBe(200);
    const own = await ownService(provider.token, serviceId);
    if (approval.status === 200) {
      // Staff were first: what they saw is public, the later text waits as a new revision.
      expect(await publicText(serviceId)).toEqual({ rest: NEW, graphql: NEW });
      expect(own.pendingRevision).toMatchObject({ state: 'PENDING', values: { description: LATER } });
    } else {
      // The provider was first: the approval is refused and nothing unseen went public.
      expect(approval.status).toBe(409);
      expect(await publicText(serviceId)).toEqual({ rest: OLD, graphql: OLD });
      expect(own.pendingRevision).toMatchObject({ id: seen.revision.id, state: 'PENDING', values: { description: LATER } });
    }
  });

  it('still decides without a version (older clients) and refuses a version out of range', async () => {
    const { serviceId } = await liveServiceWithEdit();
    const [review] = await pendingReviews(serviceId);
    expect(
      (await app.request(`/api/admin/services/revisions/${review.revision.id}/approval?version=0`, { method: 'PUT', token: staffToken }))
        .status,
    ).toBe(400);
    expect(
      (await app.request(`/api/admin/services/revisions/${review.revision.id}/approval?version=abc`, { method: 'PUT', token: staffToken }))
        .status,
    ).toBe(400);
    expect(
      (await app.request(`/api/admin/services/revisions/${review.revision.id}/approval`, { method: 'PUT', token: staffToken })).status,
    ).toBe(200);
  });
});
