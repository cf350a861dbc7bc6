import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { leastQueries, queriesOf } from '../../../test/count-queries.js';
import { approvedService, offerInput, providerWithBrand, serviceInput } from '../../../test/catalog.js';

let app: TestApp;
let serviceIds: number[] = [];
let provider: Awaited<ReturnType<typeof providerWithBrand>>;

type Page = {
  content: {
    serviceId: number;
    title: string;
    regionSlug: string;
    categorySlug: string;
    offers: unknown[];
    primaryPhoto: { url: string } | null;
    tags: string[];
  }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
};

beforeAll(async () => {
  app = await startTestApp();
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  provider = await providerWithBrand(app);
  const regions = [1, 2, 6, 7];
  const categories = [1, 2, 3, 4];
  serviceIds = [];
  for (let i = 0; i < 22; i += 1) {
    serviceIds.push(
      await approvedService(app, provider, staff.token, {
        title: `Experience ${String(i).padStart(2, '0')}`,
        regionId: regions[i % 4],
        categoryId: categories[(i >> 1) % 4],
        tagIds: [1, 2],
        amenityIds: [1],
      }),
    );
  }
}, 120_000);

describe('public catalog lists', () => {
  it('pages through approved, active services with the public shape', async () => {
    const first = await app.request('/api/services?size=10&page=0');
    expect(first.status).toBe(200);
    const page = first.body as Page;
    expect(page).toMatchObject({ totalElements: 22, totalPages: 3, page: 0, size: 10 });
    expect(page.content.map((s) => s.title)).toEqual([...Array(10).keys()].map((i) => `Experience ${String(i).padStart(2, '0')}`));
    const service = page.content[0];
    expect(service).toMatchObject({
      conditions: { minPeople: 2, maxPeople: 10, advance: 24, cancellation: 2, maxResponseTime: 30 },
      categoryName: 'Food',
      categorySlug: 'food',
      regionName: 'Istria',
      regionSlug: 'istria',
      country: 'HR',
      location: { address: 'Vinogradska 5, Vodnjan', latitude: 44.96, longitude: 13.85 },
      nearByLocations: [{ place: 'Pula', km: 11 }],
      includedInTheService: ['Five wines', 'Cheese and prosciutto'],
      spLanguages: ['English', 'Croatian'],
      tags: ['Cooking class', 'Food tour'],
      amenities: ['Parking'],
      priceFrom: 35,
      priceFromType: 'PER_PERSON',
      priceFromGroupNumber: 1,
      bookable: true,
      exclusive: false,
      brandName: 'Vina Horvat',
    });
    expect(service.primaryPhoto?.url).toMatch(/^\/api\/photos\/photo-/);
    expect(service.offers).toMatchObject([{ name: 'Classic tasting', calculatedPrice: 35, priceType: { value: 'PER_PERSON' } }]);
    const last = (await app.request('/api/services?size=10&page=2')).body as Page;
    expect(last.content).toHaveLength(2);
  });

  it('answers in Croatian when asked', async () => {
    const page = (await app.request('/api/services?size=1', { headers: { 'accept-language': 'hr' } })).body as Page & {
      content: { categoryName: string; spLanguages: string[] }[];
    };
    expect(page.content[0]).toMatchObject({ categoryName: 'Hrana', spLanguages: ['Engleski', 'Hrvatski'] });
  });

  it('lists latest, popular, by category and by region', async () => {
    const latest = (await app.request('/api/services/latest?size=3')).body as Page;
    expect(latest.content.map((s) => s.serviceId)).toEqual(serviceIds.slice(-3).reverse());
    const popular = (await app.request('/api/services/popular?size=5')).body as Page;
    expect(popular.content).toHaveLength(5);
    const drink = (await app.request('/api/services/category/drink?size=50')).body as Page;
    expect(drink.totalElements).toBe(6);
    expect(drink.content.every((s) => s.categorySlug === 'drink')).toBe(true);
    const dubrovnik = (await app.request('/api/services/region/dalmatia-dubrovnik?size=50')).body as Page;
    expect(dubrovnik.totalElements).toBe(5);
    expect(dubrovnik.content.every((s) => s.regionSlug === 'dalmatia-dubrovnik')).toBe(true);
    expect((await app.request('/api/services/category/no-such')).status).toBe(404);
    expect((await app.request('/api/services/region/no-such')).status).toBe(404);
    expect((await app.request('/api/services?size=1000')).status).toBe(400);
  });

  it("gives one service, its photos, related services and the brand's services", async () => {
    const id = serviceIds[0];
    const one = await app.request(`/api/services/${id}`);
    expect(one.body).toMatchObject({ serviceId: id, title: 'Experience 00' });
    const photos = await app.request(`/api/services/${id}/photos`);
    expect(photos.body).toMatchObject([{ primary: true, width: 800, height: 600 }]);
    const relatedResponse = await app.request(`/api/services/${id}/related`);
    expect(relatedResponse.status, relatedResponse.text).toBe(200);
    const related = relatedResponse.body as Page['content'];
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related.map((s) => s.serviceId)).not.toContain(id);
    expect(related[0].categorySlug).toBe('food');
    const brand = await app.request(`/api/brands/${provider.brandId}/services`);
    expect((brand.body as unknown[]).length).toBe(22);
    expect((await app.request('/api/services/999999')).status).toBe(404);
  });

  it('hides services that are inactive, not approved or exclusive; a service without offers shows as not bookable', async () => {
    const [hidden, empty] = serviceIds.slice(-2);
    await app.request(`/api/owner/services/${hidden}/enabled?enabled=false`, { method: 'PUT', token: provider.token });
    expect((await app.request(`/api/services/${hidden}`)).status).toBe(404);
    const offers = (await app.request(`/api/owner/services/${empty}/variations`, { token: provider.token })).body as { id: number }[];
    for (const offer of offers)
      await app.request(`/api/owner/services/${empty}/variations/${offer.id}`, { method: 'DELETE', token: provider.token });
    expect((await app.request(`/api/services/${empty}`)).body).toMatchObject({
      bookable: false,
      offers: [],
      priceFrom: null,
      priceFromType: null,
      priceFromGroupNumber: null,
    });
    // Group offers only: the group price with its size, not the group price divided per person.
    await app.request(`/api/owner/services/${empty}/variations`, {
      method: 'POST',
      json: offerInput({ name: 'Private tour', priceType: 'GROUP', groupNumber: 6, price: 160 }),
      token: provider.token,
    });
    expect((await app.request(`/api/services/${empty}`)).body).toMatchObject({
      bookable: true,
      priceFrom: 160,
      priceFromType: 'GROUP',
      priceFromGroupNumber: 6,
    });
    const graphql = await app.graphql<{ service: { priceFrom: number; priceFromType: string; priceFromGroupNumber: number } }>(
      'query($id: Int!) { service(id: $id) { priceFrom priceFromType priceFromGroupNumber } }',
      { id: empty },
    );
    expect(graphql.data?.service).toEqual({ priceFrom: 160, priceFromType: 'GROUP', priceFromGroupNumber: 6 });

    const draft = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput({ title: 'Draft' }),
      token: provider.token,
    });
    const draftId = (draft.body as { id: number }).id;
    await app.request(`/api/owner/services/${draftId}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
    expect((await app.request(`/api/services/${draftId}`)).status).toBe(404);
    const all = (await app.request('/api/services?size=100')).body as Page;
    expect(all.totalElements).toBe(21);

    await app.request(`/api/owner/services/${hidden}/enabled?enabled=true`, { method: 'PUT', token: provider.token });
  });

  it('answers the same over GraphQL', async () => {
    const result = await app.graphql<{
      services: { totalElements: number; content: { title: string; offers: { calculatedPrice: number }[] }[] };
    }>('{ services(size: 2) { totalElements content { title offers { calculatedPrice } } } }');
    expect(result.data?.services.content[0]).toEqual({ title: 'Experience 00', offers: [{ calculatedPrice: 35 }] });
  });
});

describe('no N+1: a page costs a fixed number of queries', () => {
  it('runs the same number of SQL statements for 5 and for 20 services with offers, photos, category and region', async () => {
    const small = await queriesOf(app, '/api/services?size=5');
    const large = await queriesOf(app, '/api/services?size=20');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
    const graphql = (size: number) =>
      leastQueries(app, () =>
        app.graphql(`{ services(size: ${size}) { content { title categoryName regionName primaryPhoto { url } offers { name } } } }`),
      );
    expect(await graphql(20)).toBe(await graphql(5));
  });
});
