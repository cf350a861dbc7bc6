// The public search on real PostgreSQL: diacritics, typos, every filter, sorts, paging, the date
// filter through the availability rule, bad input, and a fixed number of queries.
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queriesOf } from '../../../test/count-queries.js';
import { approvedService, offerInput, providerWithBrand } from '../../../test/catalog.js';
import { createContext, type RequestContext } from '../../context.js';
import { diskStorageFor } from '../../shared/file-storage.js';
import { JobQueue } from '../../shared/jobs.js';
import { holdPlaces } from './capacity.service.js';
import { WEEKDAYS } from './season.entity.js';
import { createSeason } from './season.service.js';

type Page = {
  content: { serviceId: number; title: string; priceFrom: number | null }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
};
type ErrorBody = { code: string; fields?: Record<string, string> };

let app: TestApp;
let ctx: RequestContext;
const ids: Record<string, number> = {};

async function idOf(table: string, slug: string): Promise<number> {
  const [row] = await app.db.dataSource.query(`SELECT id FROM ${table} WHERE slug = $1`, [slug]);
  return row.id;
}

const seasonOf = (unavailableDates: string[] = []) => ({
  name: 'Season',
  bookingType: 'START_TIMES' as never,
  from: '2027-01-01',
  to: '2027-12-31',
  workingTimes: [{ startHour: 8, startMinute: 0, endHour: 20, endMinute: 0, weekdays: [...WEEKDAYS] }],
  bookingTimes: [{ hour: 10, minute: 0 }],
  unavailableDates,
});

const titles = (page: Page) => page.content.map((service) => service.title);
async function search(query: string): Promise<Page> {
  const response = await app.request(`/api/services?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as Page;
}

beforeAll(async () => {
  app = await startTestApp();
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  const provider = await providerWithBrand(app);
  ctx = createContext({
    dataSource: app.db.dataSource,
    config: app.config,
    jobs: new JobQueue(app.db.url, pino({ level: 'silent' })),
    storage: diskStorageFor(app.config.DATA_DIR),
    locale: 'en',
    log: pino({ level: 'silent' }),
  });
  const ownerCtx: RequestContext = { ...ctx, user: { id: provider.user.id, roles: ['ROLE_OWNER'] } };
  const drink = await idOf('category', 'drink');
  const nature = await idOf('category', 'nature');
  const culture = await idOf('category', 'culture');
  const boats = await idOf('category', 'boat-trips');
  const wineTag = await idOf('tag', 'wine-tasting');
  const make = async (key: string, overrides: Record<string, unknown>, offer: Record<string, unknown>) => {
    const id = await approvedService(app, provider, staff.token, {
      minPeople: 1,
      maxPeople: 10,
      placesPerStart: 10,
      advanceHours: 0,
      ...overrides,
    });
    const [first] = (await app.request(`/api/owner/services/${id}/variations`, { token: provider.token })).body as { id: number }[];
    const updated = await app.request(`/api/owner/services/${id}/variations/${first.id}`, {
      method: 'PUT',
      json: offerInput(offer),
      token: provider.token,
    });
    expect(updated.status, updated.text).toBe(200);
    ids[key] = id;
  };
  await make(
    'wine',
    {
      title: 'Wine tasting in the Horvat cellar',
      categoryId: drink,
      regionId: await idOf('region', 'istria'),
      tagIds: [wineTag],
      languageCodes: ['en', 'hr'],
      placesPerStart: 4,
    },
    { price: 35, durationHours: 1, durationMinutes: 30 },
  );
  await make(
    'krka',
    {
      title: 'Krka waterfalls day trip',
      categoryId: nature,
      regionId: await idOf('region', 'dalmatia-sibenik'),
      description: 'A whole day at the falls, swimming and walking.',
      languageCodes: ['de'],
      minPeople: 2,
    },
    { price: 80, durationHours: 8 },
  );
  await make(
    'oysters',
    {
      title: 'Oysters and wine on Pelješac',
      categoryId: drink,
      regionId: await idOf('region', 'dalmatia-dubrovnik'),
      description: 'Fresh oysters from Ston bay by the sea.',
      languageCodes: ['en'],
    },
    { name: 'Private tasting', priceType: 'GROUP', groupNumber: 6, price: 160, durationHours: 3 },
  );
  await make(
    'sailing',
    {
      title: 'Sailing week in the Kornati',
      categoryId: boats,
      regionId: await idOf('region', 'dalmatia-zadar'),
      maxPeople: 20,
      placesPerStart: 20,
      description: 'A week on a yacht between the islands.',
      languageCodes: ['en'],
    },
    { price: 900, durationDays: 3, durationHours: 0 },
  );
  await make(
    'walk',
    {
      title: 'Upper town history walk',
      categoryId: culture,
      regionId: await idOf('region', 'zagreb'),
      description: 'Gornji grad and Kaptol with a local historian.',
      languageCodes: ['hr'],
    },
    { price: 20, durationHours: 1 },
  );
  // Popularity: walk, krka, wine, oysters, sailing.
  for (const [key, count] of [
    ['walk', 50],
    ['krka', 40],
    ['wine', 30],
    ['oysters', 20],
    ['sailing', 10],
  ] as const) {
    await app.db.dataSource.query('UPDATE service SET booking_count = $1 WHERE id = $2', [count, ids[key]]);
  }
  // The wine cellar: closed on 2027-07-20; the krka trip runs every day.
  await createSeason(ownerCtx, ids.wine, seasonOf(['2027-07-20']));
  await createSeason(ownerCtx, ids.krka, seasonOf());
  // Zagreb is UTC+2 in summer: the 10:00 start is 08:00Z. Full on 07-10, two places left on 07-11.
  await holdPlaces(ctx, {
    serviceId: ids.wine,
    startsAt: new Date('2027-07-10T08:00:00Z'),
    people: 4,
    reference: 'search:full',
    ttlMs: 3_600_000,
  });
  await holdPlaces(ctx, {
    serviceId: ids.wine,
    startsAt: new Date('2027-07-11T08:00:00Z'),
    people: 2,
    reference: 'search:half',
    ttlMs: 3_600_000,
  });
}, 120_000);

describe('text search', () => {
  it('finds a place with or without its diacritics, by region name too', async () => {
    expect(titles(await search('q=sibenik'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('q=%C5%A0ibenik'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('q=peljesac'))).toEqual(['Oysters and wine on Pelješac']);
    expect(titles(await search('q=Gornji%20GRAD'))).toEqual(['Upper town history walk']);
  });

  it('tolerates a typo and a swap of two letters', async () => {
    expect(titles(await search('q=wnie')).sort()).toEqual(['Oysters and wine on Pelješac', 'Wine tasting in the Horvat cellar']);
    expect(titles(await search('q=vine')).sort()).toEqual(['Oysters and wine on Pelješac', 'Wine tasting in the Horvat cellar']);
    expect(titles(await search('q=waterfals'))).toEqual(['Krka waterfalls day trip']);
    // Against the English stem too ("waterfal" for "waterfalls"); Croatian "vina" one letter from "vino".
    expect(titles(await search('q=waterfel'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('q=vino'))).toEqual(['Wine tasting in the Horvat cellar']);
    expect((await search('q=xyzzy')).totalElements).toBe(0);
    expect((await search('q=wni')).totalElements).toBe(0);
  });

  it('finds English stems, Croatian tag names, and needs every word', async () => {
    expect(titles(await search('q=tastings'))).toEqual(['Wine tasting in the Horvat cellar']);
    expect(titles(await search('q=ku%C5%A1anje%20vina'))).toEqual(['Wine tasting in the Horvat cellar']);
    expect(titles(await search('q=wine%20istria'))).toEqual(['Wine tasting in the Horvat cellar']);
    expect((await search('q=wine%20zagreb')).totalElements).toBe(0);
    expect((await search('q=%21%21%21')).totalElements).toBe(5);
  });

  it('ranks by relevance with q: the title before the description', async () => {
    await app.db.dataSource.query("UPDATE service SET description = 'After the walk, a glass of wine.' WHERE id = $1", [ids.walk]);
    const page = await search('q=wine');
    expect(titles(page)).toHaveLength(3);
    expect(titles(page)[2]).toBe('Upper town history walk');
  });
});

describe('filters', () => {
  it('filters by category, destination, language, people, duration and price', async () => {
    expect(titles(await search('category=drink&sort=TITLE'))).toEqual([
      'Oysters and wine on Pelješac',
      'Wine tasting in the Horvat cellar',
    ]);
    expect(titles(await search('destination=dalmatia-sibenik'))).toEqual(['Krka waterfalls day trip']);
    expect((await search('destination=no-such-place')).totalElements).toBe(0);
    expect(titles(await search('language=de'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('people=12'))).toEqual(['Sailing week in the Kornati']);
    expect(titles(await search('duration=UP_TO_2H&sort=TITLE'))).toEqual(['Upper town history walk', 'Wine tasting in the Horvat cellar']);
    expect(titles(await search('duration=HALF_DAY'))).toEqual(['Oysters and wine on Pelješac']);
    expect(titles(await search('duration=FULL_DAY'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('duration=MULTI_DAY'))).toEqual(['Sailing week in the Kornati']);
    expect(titles(await search('priceMin=30&priceMax=100&sort=PRICE_ASC'))).toEqual([
      'Wine tasting in the Horvat cellar',
      'Krka waterfalls day trip',
    ]);
    expect(titles(await search('priceMax=35&sort=PRICE_DESC'))).toEqual(['Wine tasting in the Horvat cellar', 'Upper town history walk']);
  });

  it('keeps only services with a start that day with places for the group', async () => {
    // The krka trip takes at least 2 people: without people, a day it runs counts.
    expect(titles(await search('date=2027-07-09'))).toEqual(['Krka waterfalls day trip', 'Wine tasting in the Horvat cellar']);
    expect(titles(await search('date=2027-07-09&people=1'))).toEqual(['Wine tasting in the Horvat cellar']);
    // Its only start is full.
    expect(titles(await search('date=2027-07-10'))).toEqual(['Krka waterfalls day trip']);
    // An unavailable date of its season.
    expect(titles(await search('date=2027-07-20'))).toEqual(['Krka waterfalls day trip']);
    expect(titles(await search('date=2027-07-11&people=2'))).toEqual(['Krka waterfalls day trip', 'Wine tasting in the Horvat cellar']);
    expect(titles(await search('date=2027-07-11&people=3'))).toEqual(['Krka waterfalls day trip']);
    // Outside every season.
    expect((await search('date=2028-01-05')).totalElements).toBe(0);
    expect(titles(await search('date=2027-07-11&people=2&q=wnie&destination=istria'))).toEqual(['Wine tasting in the Horvat cellar']);
  });

  it('applies the filters to a category or destination list and answers 404 for an unknown slug', async () => {
    const drinks = (await app.request('/api/services/category/drink?q=pelje%C5%A1ac')).body as Page;
    expect(titles(drinks)).toEqual(['Oysters and wine on Pelješac']);
    const sibenik = (await app.request('/api/services/region/dalmatia-sibenik?date=2027-07-10')).body as Page;
    expect(titles(sibenik)).toEqual(['Krka waterfalls day trip']);
    expect((await app.request('/api/services/category/no-such?q=wine')).status).toBe(404);
    expect((await app.request('/api/services/region/no-such?date=2027-07-10')).status).toBe(404);
  });
});

describe('sort and paging', () => {
  it('sorts by popularity, newest, price and title', async () => {
    expect(titles(await search('sort=POPULAR'))).toEqual([
      'Upper town history walk',
      'Krka waterfalls day trip',
      'Wine tasting in the Horvat cellar',
      'Oysters and wine on Pelješac',
      'Sailing week in the Kornati',
    ]);
    expect((await search('sort=NEWEST')).content.map((s) => s.serviceId)).toEqual([ids.walk, ids.sailing, ids.oysters, ids.krka, ids.wine]);
    expect((await search('sort=PRICE_ASC')).content.map((s) => s.priceFrom)).toEqual([20, 35, 80, 160, 900]);
    expect((await search('sort=PRICE_DESC')).content.map((s) => s.priceFrom)).toEqual([900, 160, 80, 35, 20]);
    // No parameters: by title, as before the search existed.
    expect(titles(await search(''))).toEqual([...titles(await search(''))].sort());
  });

  it('pages with the total', async () => {
    const second = await search('sort=POPULAR&size=2&page=1');
    expect(second).toMatchObject({ totalElements: 5, totalPages: 3, page: 1, size: 2 });
    expect(titles(second)).toEqual(['Wine tasting in the Horvat cellar', 'Oysters and wine on Pelješac']);
    const beyond = await search('sort=POPULAR&size=2&page=9');
    expect(beyond).toMatchObject({ totalElements: 5, content: [] });
  });
});

describe('GraphQL', () => {
  it('takes the same names as REST', async () => {
    const result = await app.graphql<{ services: { totalElements: number; content: { title: string }[] } }>(
      'query($q: String, $date: String, $people: Int, $sort: ServiceSort) { services(q: $q, date: $date, people: $people, sort: $sort, destination: "dalmatia-sibenik", priceMin: 10, priceMax: 100, duration: FULL_DAY, language: "de", size: 5) { totalElements content { title } } }',
      { q: 'sibenik', date: '2027-07-10', people: 2, sort: 'PRICE_ASC' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.services).toEqual({ totalElements: 1, content: [{ title: 'Krka waterfalls day trip' }] });
    const category = await app.graphql<{ categoryServices: { content: { title: string }[] } }>(
      '{ categoryServices(slug: "drink", q: "wnie", sort: TITLE) { content { title } } }',
    );
    expect(category.data?.categoryServices.content.map((s) => s.title)).toEqual([
      'Oysters and wine on Pelješac',
      'Wine tasting in the Horvat cellar',
    ]);
    const bad = await app.graphql('{ services(people: 0, date: "2027-02-30") { totalElements } }');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys((bad.errors?.[0].extensions as { fields: object }).fields).sort()).toEqual(['date', 'people']);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`q=${'a'.repeat(201)}`, 'q'],
      ['people=0', 'people'],
      ['people=1001', 'people'],
      ['people=two', 'people'],
      ['date=2027-02-30', 'date'],
      ['date=tomorrow', 'date'],
      ['priceMin=-1', 'priceMin'],
      ['priceMin=50&priceMax=10', 'priceMax'],
      ['duration=WEEK', 'duration'],
      ['sort=RANDOM', 'sort'],
      ['category=Not%20a%20slug', 'category'],
      ['destination=%C5%A1ibenik', 'destination'],
      ['language=english', 'language'],
      ['size=101', 'size'],
      ['q=a%00b', 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await app.request(`/api/services?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((response.body as ErrorBody).fields ?? {}), query).toContain(field);
    }
  });
});

describe('no N+1: a list costs a fixed number of queries', () => {
  const count = (path: string) => queriesOf(app, path);

  it('costs 2 statements whatever the size and filters, 3 with a date', async () => {
    expect(await count('/api/services?size=1')).toBe(2);
    expect(await count('/api/services?size=100')).toBe(2);
    expect(
      await count(
        '/api/services?size=100&q=wnie&category=drink&priceMin=1&priceMax=500&language=en&duration=UP_TO_2H&people=2&sort=PRICE_ASC',
      ),
    ).toBe(2);
    expect(await count('/api/services/category/drink?size=100')).toBe(2);
    expect(await count('/api/services?size=1&date=2027-07-09')).toBe(3);
    expect(await count('/api/services?size=100&date=2027-07-09&people=2&q=wine')).toBe(3);
  });
});
