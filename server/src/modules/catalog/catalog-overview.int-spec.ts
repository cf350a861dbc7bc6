// The category and region overviews: every row with its number of visible services and a cover
// photo, in a fixed number of queries whatever the number of services.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { leastQueries } from '../../../test/count-queries.js';
import { approvedService, providerWithBrand } from '../../../test/catalog.js';

let app: TestApp;
let staff: string;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;

interface Group {
  id: number;
  slug: string;
  name: string;
  serviceCount: number;
  coverPhoto: { name: string; url: string; width: number } | null;
}

beforeAll(async () => {
  app = await startTestApp();
  staff = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  provider = await providerWithBrand(app);
}, 60_000);

async function overview(path: string, language = 'en'): Promise<Group[]> {
  const response = await app.request(path, { headers: { 'accept-language': language } });
  expect(response.status, response.text).toBe(200);
  return response.body as Group[];
}

const queriesOf = (path: string) => leastQueries(app, () => overview(path));

describe('category and region overviews', () => {
  it('lists every category and region, with counts and covers only where guests can book', async () => {
    const empty = await overview('/api/categories/overview');
    expect(empty.length).toBeGreaterThan(3);
    expect(empty.every((group) => group.serviceCount === 0 && group.coverPhoto === null)).toBe(true);

    const costBefore = { categories: await queriesOf('/api/categories/overview'), regions: await queriesOf('/api/regions/overview') };
    // categoryId 2 is drink, regionId 1 is Istria, regionId 7 is Dubrovnik.
    await approvedService(app, provider, staff, { title: 'Wine tasting', categoryId: 2, regionId: 1 });
    await approvedService(app, provider, staff, { title: 'Winery tour', categoryId: 2, regionId: 7 });
    await approvedService(app, provider, staff, { title: 'Truffles', categoryId: 1, regionId: 1 });
    const hidden = await approvedService(app, provider, staff, { title: 'Hidden', categoryId: 1, regionId: 1 });
    await app.request(`/api/owner/services/${hidden}/enabled?enabled=false`, { method: 'PUT', token: provider.token });

    const categories = await overview('/api/categories/overview');
    expect(categories.find((group) => group.slug === 'drink')).toMatchObject({ serviceCount: 2, name: 'Drink' });
    expect(categories.find((group) => group.slug === 'food')).toMatchObject({ serviceCount: 1 });
    expect(categories.find((group) => group.slug === 'food')?.coverPhoto?.url).toMatch(/^\/api\/photos\/photo-/);
    const regions = await overview('/api/regions/overview', 'hr');
    expect(regions.find((group) => group.slug === 'istria')).toMatchObject({ serviceCount: 2, name: 'Istra' });
    expect(regions.find((group) => group.slug === 'dalmatia-dubrovnik')?.serviceCount).toBe(1);
    expect(regions.find((group) => group.slug === 'zagreb')).toMatchObject({ serviceCount: 0, coverPhoto: null });

    // A fixed number of queries, whatever the number of services and covers.
    expect(await queriesOf('/api/categories/overview')).toBe(costBefore.categories);
    expect(await queriesOf('/api/regions/overview')).toBe(costBefore.regions);
    expect(costBefore.regions).toBeLessThanOrEqual(3);

    const graphql = await app.graphql<{ regionOverview: Group[]; categoryOverview: Group[] }>(
      '{ regionOverview { slug serviceCount coverPhoto { url } } categoryOverview { slug serviceCount } }',
    );
    expect(graphql.data?.regionOverview.find((group) => group.slug === 'istria')?.serviceCount).toBe(2);
    expect(graphql.data?.categoryOverview.find((group) => group.slug === 'drink')?.serviceCount).toBe(2);
  });
});
