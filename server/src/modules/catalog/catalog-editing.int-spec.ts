import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { acceptAgreement, offerInput, pngImage, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';

let app: TestApp;
let staffToken: string;
beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

const fieldsOf = (body: unknown) => (body as { fields: Record<string, string> }).fields;

async function newService(provider: { token: string; brandId: number }, overrides: Record<string, unknown> = {}) {
  const response = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput(overrides),
    token: provider.token,
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number } & Record<string, unknown>;
}

describe('services: /api/owner/brands/{id}/services and /api/owner/services/{id}', () => {
  it('creates a draft with every field, reads, lists, updates and deletes it', async () => {
    const provider = await providerWithBrand(app);
    const created = await newService(provider, {
      tagIds: [8, 9],
      amenityIds: [1, 2],
      paymentTypeCodes: ['VISA'],
      answerTimeHours: '0,5',
      remark: 'Bring a hat',
    });
    expect(created).toMatchObject({
      title: 'Wine tasting in Vodnjan',
      status: 'DRAFT',
      enabled: true,
      exclusive: false,
      answerMinutes: 30,
      minPeople: 2,
      maxPeople: 10,
      tagIds: [8, 9],
      amenityIds: [1, 2],
      languageCodes: ['en', 'hr'],
      paymentTypeCodes: ['VISA'],
      distances: [{ place: 'Pula', km: 11 }],
      cancellationPolicy: 'FULL_REFUND_DAYS',
      cancellationBefore: 2,
      remark: 'Bring a hat',
    });
    const read = await app.request(`/api/owner/services/${created.id}`, { token: provider.token });
    expect(read.body).toMatchObject({ id: created.id, tagIds: [8, 9] });
    const list = await app.request(`/api/owner/brands/${provider.brandId}/services`, { token: provider.token });
    expect((list.body as { id: number }[]).map((s) => s.id)).toEqual([created.id]);

    const updated = await app.request(`/api/owner/services/${created.id}`, {
      method: 'PUT',
      json: serviceInput({ title: 'Sunset wine tasting', cancellationPolicy: 'NO_REFUND', tagIds: [] }),
      token: provider.token,
    });
    expect(updated.body).toMatchObject({
      title: 'Sunset wine tasting',
      cancellationPolicy: 'NO_REFUND',
      cancellationBefore: null,
      tagIds: [],
    });

    const off = await app.request(`/api/owner/services/${created.id}/enabled?enabled=false`, { method: 'PUT', token: provider.token });
    expect(off.body).toMatchObject({ enabled: false });

    expect(
      (await app.request(`/api/owner/services/${created.id}?id=${created.id}`, { method: 'DELETE', token: provider.token })).status,
    ).toBe(204);
    expect((await app.request(`/api/owner/services/${created.id}`, { token: provider.token })).status).toBe(404);
  });

  it('gives the spec messages for the service fields', async () => {
    const provider = await providerWithBrand(app);
    const response = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput({
        title: '',
        description: '',
        ownerStatement: '',
        microLocation: '',
        included: ['Wine', ''],
        minPeople: 0,
        answerTimeHours: 'soon',
        distances: [],
      }),
      token: provider.token,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({
      title: 'Please enter service name.',
      description: 'Please enter the description for this service.',
      ownerStatement: 'Please enter the statement about why you are specific.',
      microLocation: 'Please enter the statement about why the micro-location is specific.',
      included: 'Please enter the element.',
      minPeople: 'Please enter the minimum and maximum number of people.',
      answerTimeHours: 'Please enter the response time.',
      distances: 'Please add at least one distance from a key location.',
    });
    const rules = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput({ minPeople: 8, maxPeople: 4, cancellationBefore: null, categoryId: 999, tagIds: [999] }),
      token: provider.token,
    });
    expect(fieldsOf(rules.body)).toEqual({
      minPeople: 'The minimum number of people cannot be above the maximum.',
      cancellationBefore: 'Please enter how many days or hours before the start a full refund is possible.',
      categoryId: 'Please choose a category from the list.',
      tagIds: 'Some tags do not exist.',
    });
  });

  it('lists the form resources', async () => {
    const provider = await providerWithBrand(app);
    const response = await app.request('/api/owner/services/resources', { token: provider.token });
    const body = response.body as Record<string, unknown[]>;
    expect(body.categories.length).toBeGreaterThanOrEqual(4);
    expect(body.regions).toHaveLength(10);
    expect(body.languages.length).toBeGreaterThan(10);
    expect(body.activityTypes.length).toBeGreaterThan(5);
  });
});

describe('offers: /api/owner/services/{id}/variations', () => {
  it('adds per-person and group offers with the public price fields, keeps names unique, updates and deletes', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const base = `/api/owner/services/${service.id}/variations`;
    const perPerson = await app.request(base, {
      method: 'POST',
      json: offerInput({ price: 40, discountPrice: 34.5, durationDays: 0, durationHours: 2, durationMinutes: 30, difficulty: 'EASY' }),
      token: provider.token,
    });
    expect(perPerson.status).toBe(201);
    expect(perPerson.body).toMatchObject({
      name: 'Classic tasting',
      identifier: (perPerson.body as { id: number }).id,
      priceCents: 4000,
      discountPriceCents: 3450,
      initPrice: 40,
      calculatedPrice: 34.5,
      discountRate: 14,
      priceType: { value: 'PER_PERSON' },
      groupNumber: 1,
      duration: { days: 0, hours: 2, minutes: 30 },
      difficulty: 'EASY',
    });
    const group = await app.request(base, {
      method: 'POST',
      json: offerInput({ name: 'Private tasting for 6', priceType: 'GROUP', groupNumber: 6, price: 180 }),
      token: provider.token,
    });
    expect(group.body).toMatchObject({ priceType: { value: 'GROUP' }, groupNumber: 6, calculatedPrice: 180, discountRate: 0 });

    const duplicate = await app.request(base, { method: 'POST', json: offerInput({ name: 'CLASSIC TASTING' }), token: provider.token });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'There is already an offer with this name.',
      fields: { name: 'There is already an offer with this name.' },
    });

    const groupId = (group.body as { id: number }).id;
    const renameClash = await app.request(`${base}/${groupId}`, {
      method: 'PUT',
      json: offerInput({ name: 'Classic tasting' }),
      token: provider.token,
    });
    expect(fieldsOf(renameClash.body)).toEqual({ name: 'There is already an offer with this name.' });

    const invalid = await app.request(base, {
      method: 'POST',
      json: { name: '', priceType: 'GROUP', groupNumber: 1, price: 'free', discountPrice: 50 },
      token: provider.token,
    });
    expect(fieldsOf(invalid.body)).toMatchObject({ name: 'Please enter the offer name.', price: 'Please enter the price.' });
    const rules = await app.request(base, {
      method: 'POST',
      json: offerInput({ name: 'Group', priceType: 'GROUP', groupNumber: 1, price: 50, discountPrice: 60 }),
      token: provider.token,
    });
    expect(fieldsOf(rules.body)).toEqual({
      groupNumber: 'A group price needs a group of at least 2 people.',
      discountPrice: 'The discount price must be lower than the price.',
    });

    expect((await app.request(base, { token: provider.token })).body).toHaveLength(2);
    expect((await app.request(`${base}/${groupId}`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect((await app.request(base, { token: provider.token })).body).toHaveLength(1);
  });

  it('has the same rules over GraphQL', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const mutation =
      'mutation($s: Int!, $input: OfferInput!) { createOffer(serviceId: $s, input: $input) { name calculatedPrice priceType { value } } }';
    const ok = await app.graphql<{ createOffer: { calculatedPrice: number } }>(
      mutation,
      { s: service.id, input: { name: 'Tasting', priceType: 'PER_PERSON', price: 20 } },
      { token: provider.token },
    );
    expect(ok.data?.createOffer.calculatedPrice).toBe(20);
    const clash = await app.graphql(
      mutation,
      { s: service.id, input: { name: 'tasting', priceType: 'PER_PERSON', price: 20 } },
      { token: provider.token },
    );
    expect(clash.errors?.[0]).toMatchObject({
      message: 'There is already an offer with this name.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('photos: /api/owner/services/{id}/photos', () => {
  it('uploads (first is the cover), re-encodes, describes, changes the cover and deletes', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const first = await uploadServicePhoto(app, provider.token, service.id, await pngImage(3000, 2000));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      primary: true,
      width: 2560,
      height: 1707,
      url: `/api/photos/${(first.body as { name: string }).name}`,
    });
    const second = await uploadServicePhoto(app, provider.token, service.id);
    expect(second.body).toMatchObject({ primary: false, width: 800, height: 600 });
    const secondName = (second.body as { name: string }).name;

    const described = await app.request(`/api/owner/services/${service.id}/photos`, {
      method: 'PATCH',
      json: { photoName: secondName, description: 'The cellar' },
      token: provider.token,
    });
    expect(described.body).toMatchObject({ description: 'The cellar' });
    const cover = await app.request(`/api/owner/services/${service.id}/photos/${secondName}`, { method: 'PATCH', token: provider.token });
    expect((cover.body as { name: string; primary: boolean }[]).map((p) => [p.name, p.primary])).toEqual([
      [secondName, true],
      [(first.body as { name: string }).name, false],
    ]);

    expect(
      (await app.request(`/api/owner/services/${service.id}/photos/${secondName}`, { method: 'DELETE', token: provider.token })).status,
    ).toBe(204);
    const left = (await app.request(`/api/owner/services/${service.id}/photos`, { token: provider.token })).body as { primary: boolean }[];
    expect(left).toHaveLength(1);
    expect(left[0].primary).toBe(true);
    expect((await app.request(`/api/photos/${secondName}`)).status).toBe(404);
  });

  it('refuses what is not an image', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const response = await uploadServicePhoto(app, provider.token, service.id, Buffer.from('GIF89a not really'));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please upload an image (JPEG, PNG, WebP or AVIF) of at most 10 MB.' });
  });
});

describe('approval: draft → submitted → approved (visible) or returned', () => {
  it('needs an offer and a photo, lets staff approve, and marks the provider complete', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const early = await app.request(`/api/owner/services/${service.id}/submission`, { method: 'PUT', token: provider.token });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Add at least one offer and one photo before sending the service for approval.',
    });

    await app.request(`/api/owner/services/${service.id}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
    await uploadServicePhoto(app, provider.token, service.id);
    const submitted = await app.request(`/api/owner/services/${service.id}/submission`, { method: 'PUT', token: provider.token });
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED' });
    expect((await app.request(`/api/services/${service.id}`)).status).toBe(404);

    const queue = await app.request('/api/admin/services/review', { token: staffToken });
    expect((queue.body as { id: number }[]).map((s) => s.id)).toContain(service.id);
    expect((await app.request('/api/admin/services/review', { token: provider.token })).status).toBe(403);
    expect((await app.request('/api/owner/progress', { token: provider.token })).body).toMatchObject({ complete: false, serviceCount: 1 });

    await acceptAgreement(app, provider.token);
    const approved = await app.graphql<{ approveService: { status: string } }>(
      'mutation($id: Int!) { approveService(id: $id) { status } }',
      { id: service.id },
      { token: staffToken },
    );
    expect(approved.data?.approveService.status).toBe('APPROVED');
    expect((await app.request('/api/owner/progress', { token: provider.token })).body).toMatchObject({
      complete: true,
      approvedServiceCount: 1,
    });
    const listed = await app.request('/api/services?size=100');
    expect((listed.body as { content: { serviceId: number }[] }).content.map((s) => s.serviceId)).toContain(service.id);

    const twice = await app.request(`/api/admin/services/${service.id}/approval`, { method: 'PUT', token: staffToken });
    expect(twice.status).toBe(409);
  });

  it('sends a service back with a note, which the provider sees', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    await app.request(`/api/owner/services/${service.id}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
    await uploadServicePhoto(app, provider.token, service.id);
    await app.request(`/api/owner/services/${service.id}/submission`, { method: 'PUT', token: provider.token });
    const returned = await app.request(
      `/api/admin/services/${service.id}/return?note=${encodeURIComponent('Please add a photo of the cellar.')}`,
      { method: 'PUT', token: staffToken },
    );
    expect(returned.body).toMatchObject({ status: 'RETURNED', reviewNote: 'Please add a photo of the cellar.' });
    expect((await app.request(`/api/owner/services/${service.id}`, { token: provider.token })).body).toMatchObject({
      status: 'RETURNED',
      reviewNote: 'Please add a photo of the cellar.',
    });
  });

  it('shows the provider a preview whatever the state', async () => {
    const provider = await providerWithBrand(app);
    const service = await newService(provider);
    const preview = await app.request(`/api/owner/services/${service.id}/preview`, { token: provider.token });
    expect(preview.body).toMatchObject({
      serviceId: service.id,
      title: 'Wine tasting in Vodnjan',
      bookable: false,
      offers: [],
      categorySlug: 'drink',
      regionSlug: 'istria',
    });
  });
});

describe("another provider's services, offers and photos are not found", () => {
  it('answers 404 on every owner call', async () => {
    const mine = await providerWithBrand(app);
    const theirs = await providerWithBrand(app);
    const service = await newService(theirs);
    const offer = (
      await app.request(`/api/owner/services/${service.id}/variations`, { method: 'POST', json: offerInput(), token: theirs.token })
    ).body as { id: number };
    const photo = (await uploadServicePhoto(app, theirs.token, service.id)).body as { name: string };
    const s = service.id;
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/owner/brands/${theirs.brandId}/services`, serviceInput()],
      ['GET', `/api/owner/services/${s}`],
      ['PUT', `/api/owner/services/${s}`, serviceInput()],
      ['DELETE', `/api/owner/services/${s}`],
      ['GET', `/api/owner/services/${s}/preview`],
      ['PUT', `/api/owner/services/${s}/enabled?enabled=false`],
      ['PUT', `/api/owner/services/${s}/submission`],
      ['GET', `/api/owner/services/${s}/variations`],
      ['POST', `/api/owner/services/${s}/variations`, offerInput({ name: 'Other' })],
      ['PUT', `/api/owner/services/${s}/variations/${offer.id}`, offerInput()],
      ['DELETE', `/api/owner/services/${s}/variations/${offer.id}`],
      ['GET', `/api/owner/services/${s}/photos`],
      ['PATCH', `/api/owner/services/${s}/photos`, { photoName: photo.name, description: 'x' }],
      ['PATCH', `/api/owner/services/${s}/photos/${photo.name}`],
      ['DELETE', `/api/owner/services/${s}/photos/${photo.name}`],
    ];
    for (const [method, path, json] of calls) {
      const response = await app.request(path, { method, json, token: mine.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await uploadServicePhoto(app, mine.token, s)).status).toBe(404);
    // The other provider's data is untouched.
    expect((await app.request(`/api/owner/services/${s}/variations`, { token: theirs.token })).body).toHaveLength(1);
    expect((await app.request(`/api/owner/services/${s}/photos`, { token: theirs.token })).body).toHaveLength(1);
    const graphql = await app.graphql('query($id: Int!) { myService(id: $id) { id } }', { id: s }, { token: mine.token });
    expect(graphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
