// Photos added to a live service wait for staff with its revision; removing one or choosing another cover applies at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, pngImage, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

type OwnPhoto = { name: string; primary: boolean; reviewState: string };
type Review = {
  revision: { id: number; version: number };
  service: { id: number };
  changes: { field: string }[];
  newPhotos: { name: string; reviewState: string }[];
};

async function liveService() {
  const provider = await providerWithBrand(app);
  const serviceId = await approvedService(app, provider, staff);
  const [cover] = await ownPhotos(provider.token, serviceId);
  return { provider, serviceId, cover: cover.name };
}

const ownPhotos = async (token: string, serviceId: number) =>
  (await app.request(`/api/owner/services/${serviceId}/photos`, { token })).body as OwnPhoto[];

async function publicPhotos(serviceId: number): Promise<string[]> {
  const rest = (await app.request(`/api/services/${serviceId}/photos`)).body as { name: string }[];
  const graphql = await app.graphql<{ publicServicePhotos: { name: string }[] }>(
    'query($id: Int!) { publicServicePhotos(serviceId: $id) { name } }',
    { id: serviceId },
  );
  expect(graphql.data?.publicServicePhotos.map((photo) => photo.name)).toEqual(rest.map((photo) => photo.name));
  return rest.map((photo) => photo.name);
}

const reviewOf = async (serviceId: number) =>
  ((await app.request('/api/admin/services/revisions', { token: staff })).body as Review[]).find(
    (review) => review.service.id === serviceId,
  );

async function addPhoto(token: string, serviceId: number): Promise<string> {
  const uploaded = await uploadServicePhoto(app, token, serviceId, await pngImage(640, 480, '#aa3311'));
  expect(uploaded.status, uploaded.text).toBe(201);
  return (uploaded.body as { name: string }).name;
}

describe('a photo added to a live service', () => {
  it('stays hidden from guests until staff approve it with a photo-only revision', async () => {
    const { provider, serviceId, cover } = await liveService();
    const added = await addPhoto(provider.token, serviceId);

    expect(await ownPhotos(provider.token, serviceId)).toEqual([
      expect.objectContaining({ name: cover, primary: true, reviewState: 'APPROVED' }),
      expect.objectContaining({ name: added, primary: false, reviewState: 'PENDING' }),
    ]);
    expect(await publicPhotos(serviceId)).toEqual([cover]);
    const own = (await app.request(`/api/owner/services/${serviceId}`, { token: provider.token })).body as {
      pendingRevision: { state: string } | null;
    };
    expect(own.pendingRevision?.state).toBe('PENDING');

    const review = await reviewOf(serviceId);
    expect(review?.changes).toEqual([]);
    expect(review?.newPhotos.map((photo) => [photo.name, photo.reviewState])).toEqual([[added, 'PENDING']]);
    const filtered = (await app.request('/api/admin/services/reviews?filter=REVISIONS', { token: staff })).body as { serviceId: number }[];
    expect(filtered.map((row) => row.serviceId)).toContain(serviceId);

    const asCover = await app.request(`/api/owner/services/${serviceId}/photos/${added}`, { method: 'PATCH', token: provider.token });
    expect(asCover.status).toBe(422);
    expect(asCover.text).toContain('once our team has approved it');

    const approved = await app.request(
      `/api/admin/services/revisions/${review!.revision.id}/approval?version=${review!.revision.version}`,
      { method: 'PUT', token: staff },
    );
    expect(approved.status, approved.text).toBe(200);
    expect(await publicPhotos(serviceId)).toEqual([cover, added]);
    expect((await ownPhotos(provider.token, serviceId)).map((photo) => photo.reviewState)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('waits with a text change in the same revision, whose version goes up', async () => {
    const { provider, serviceId } = await liveService();
    await app.request(`/api/owner/services/${serviceId}`, {
      method: 'PUT',
      json: serviceInput({ description: 'A new text for guests.' }),
      token: provider.token,
    });
    const before = await reviewOf(serviceId);
    const added = await addPhoto(provider.token, serviceId);
    const after = await reviewOf(serviceId);
    expect(after?.revision.id).toBe(before?.revision.id);
    expect(after?.revision.version).toBeGreaterThan(before!.revision.version);
    expect(after?.changes.map((change) => change.field)).toEqual(['description']);
    expect(after?.newPhotos.map((photo) => photo.name)).toEqual([added]);
    const stale = await app.request(`/api/admin/services/revisions/${before!.revision.id}/approval?version=${before!.revision.version}`, {
      method: 'PUT',
      token: staff,
    });
    expect(stale.status).toBe(409);
  });

  it('stays hidden when staff send it back, and the provider sees why', async () => {
    const { provider, serviceId, cover } = await liveService();
    const added = await addPhoto(provider.token, serviceId);
    const review = await reviewOf(serviceId);
    const note = 'The photo shows another winery.';
    const back = await app.request(
      `/api/admin/services/revisions/${review!.revision.id}/return?note=${encodeURIComponent(note)}&version=${review!.revision.version}`,
      { method: 'PUT', token: staff },
    );
    expect(back.status, back.text).toBe(200);
    expect(await publicPhotos(serviceId)).toEqual([cover]);
    expect((await ownPhotos(provider.token, serviceId)).find((photo) => photo.name === added)?.reviewState).toBe('RETURNED');
    const own = (await app.request(`/api/owner/services/${serviceId}`, { token: provider.token })).body as {
      pendingRevision: { state: string; staffNote: string } | null;
    };
    expect(own.pendingRevision).toMatchObject({ state: 'RETURNED', staffNote: note });
  });

  it('drops a photo-only revision when the provider removes the photo again', async () => {
    const { provider, serviceId } = await liveService();
    const added = await addPhoto(provider.token, serviceId);
    expect(await reviewOf(serviceId)).toBeDefined();
    expect(
      (await app.request(`/api/owner/services/${serviceId}/photos/${added}`, { method: 'DELETE', token: provider.token })).status,
    ).toBe(204);
    expect(await reviewOf(serviceId)).toBeUndefined();
  });

  it('lets the provider remove a photo or choose another approved cover at once', async () => {
    const { provider, serviceId, cover } = await liveService();
    const second = await addPhoto(provider.token, serviceId);
    const review = await reviewOf(serviceId);
    await app.request(`/api/admin/services/revisions/${review!.revision.id}/approval`, { method: 'PUT', token: staff });
    expect(
      (await app.request(`/api/owner/services/${serviceId}/photos/${second}`, { method: 'PATCH', token: provider.token })).status,
    ).toBe(200);
    expect(await publicPhotos(serviceId)).toEqual([second, cover]);
    const pending = await addPhoto(provider.token, serviceId);
    expect(
      (await app.request(`/api/owner/services/${serviceId}/photos/${second}`, { method: 'DELETE', token: provider.token })).status,
    ).toBe(204);
    // The cover goes to the approved photo left, never to the one still waiting.
    expect(await publicPhotos(serviceId)).toEqual([cover]);
    expect((await ownPhotos(provider.token, serviceId)).map((photo) => [photo.name, photo.primary])).toEqual([
      [cover, true],
      [pending, false],
    ]);
    expect((await reviewOf(serviceId))?.newPhotos.map((photo) => photo.name)).toEqual([pending]);
  });
});
