import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

type Named = { name: string; nameEn: string; nameHr: string; slug?: string };

describe('GET /api/countries', () => {
  it('lists every ISO country with English and Croatian names and calling codes', async () => {
    const response = await app.request('/api/countries');
    expect(response.status).toBe(200);
    const countries = response.body as (Named & { code: string; callingCode: string | null })[];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.code === 'HR')).toEqual({
      code: 'HR',
      name: 'Croatia',
      nameEn: 'Croatia',
      nameHr: 'Hrvatska',
      callingCode: '385',
    });
    expect(countries.find((c) => c.code === 'DE')?.nameHr).toBe('Njemačka');
    expect(response.headers.get('cache-control')).toContain('max-age');
  });

  it('names and sorts countries in Croatian when asked', async () => {
    const response = await app.request('/api/countries', { headers: { 'accept-language': 'hr-HR,hr;q=0.9' } });
    const countries = response.body as (Named & { code: string })[];
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Njemačka');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('hr').compare));
  });
});

describe('GET /api/regions and /api/regions/sorted', () => {
  it('lists the Croatian tourist regions in their usual order', async () => {
    const response = await app.request('/api/regions');
    expect(response.status).toBe(200);
    const regions = response.body as (Named & { slug: string; sortOrder: number })[];
    expect(regions).toHaveLength(10);
    expect(regions[0]).toMatchObject({ slug: 'istria', name: 'Istria', nameHr: 'Istra', sortOrder: 1 });
    expect(regions.map((r) => r.slug)).toContain('dalmatia-dubrovnik');
  });

  it('sorts regions by name in the language of the request', async () => {
    const response = await app.request('/api/regions/sorted', { headers: { 'accept-language': 'hr' } });
    const names = (response.body as Named[]).map((r) => r.name);
    expect(names[0]).toBe('Dalmacija – Dubrovnik');
    expect(names).toEqual([...names].sort(new Intl.Collator('hr').compare));
  });
});

describe('GET /api/categories, /api/categories/sorted and /api/tags/{categoryId}', () => {
  it('lists categories with slugs and their tags', async () => {
    const response = await app.request('/api/categories');
    expect(response.status).toBe(200);
    const categories = response.body as (Named & { id: number; slug: string; tags: (Named & { categoryId: number })[] })[];
    expect(categories.slice(0, 4).map((c) => c.slug)).toEqual(['food', 'drink', 'culture', 'nature']);
    const drink = categories.find((c) => c.slug === 'drink')!;
    expect(drink.tags[0]).toMatchObject({ slug: 'wine-tasting', name: 'Wine tasting', categoryId: drink.id });
  });

  it('sorts categories by name', async () => {
    const response = await app.request('/api/categories/sorted');
    const names = (response.body as Named[]).map((c) => c.name);
    expect(names[0]).toBe('Adventure and sports');
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('lists the tags of one category', async () => {
    const categories = (await app.request('/api/categories')).body as { id: number; slug: string }[];
    const food = categories.find((c) => c.slug === 'food')!;
    const response = await app.request(`/api/tags/${food.id}`, { headers: { 'accept-language': 'hr' } });
    expect(response.status).toBe(200);
    const tags = response.body as (Named & { slug: string })[];
    expect(tags.find((t) => t.slug === 'truffle-hunting')?.name).toBe('Lov na tartufe');
  });

  it('answers 404 for an unknown category and 400 for a non-numeric id', async () => {
    const missing = await app.request('/api/tags/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'The requested resource was not found.' });
    const invalid = await app.request('/api/tags/wine');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a numeric value.',
      fields: { categoryId: 'Please enter a numeric value.' },
    });
  });
});

describe('GET /api/amenities, /api/languages, /api/payment-types', () => {
  it('lists amenities', async () => {
    const response = await app.request('/api/amenities', { headers: { 'accept-language': 'hr' } });
    expect(response.status).toBe(200);
    expect((response.body as Named[]).find((a) => a.slug === 'parking')?.name).toBe('Parkiralište');
  });

  it('lists languages with native names', async () => {
    const response = await app.request('/api/languages');
    const languages = response.body as (Named & { code: string; nativeName: string })[];
    expect(languages.find((l) => l.code === 'de')).toEqual({
      code: 'de',
      name: 'German',
      nameEn: 'German',
      nameHr: 'Njemački',
      nativeName: 'Deutsch',
    });
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['hr', 'en', 'it']));
  });

  it('lists payment types', async () => {
    const response = await app.request('/api/payment-types');
    expect((response.body as { code: string }[]).map((p) => p.code)).toEqual(expect.arrayContaining(['VISA', 'MASTERCARD', 'AMEX']));
  });
});

describe('GET /api/phone/examples and /api/phone/supported-calling-codes', () => {
  it('gives a Croatian example number from libphonenumber-js', async () => {
    const response = await app.request('/api/phone/examples?code=HR');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ country: 'HR', callingCode: '385' });
    expect((response.body as { international: string }).international).toMatch(/^\+385 \d/);
  });

  it('refuses an unknown country code with a field message', async () => {
    const response = await app.request('/api/phone/examples?code=XX');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { code: 'There is no country with the code XX.' } });
    const missing = await app.request('/api/phone/examples');
    expect(missing.status).toBe(400);
    expect((missing.body as { fields: Record<string, string> }).fields).toHaveProperty('code');
  });

  it('lists supported calling codes', async () => {
    const response = await app.request('/api/phone/supported-calling-codes');
    const codes = response.body as { country: string; callingCode: string }[];
    expect(codes.length).toBeGreaterThan(200);
    expect(codes).toContainEqual({ country: 'HR', callingCode: '385' });
    expect(codes).toContainEqual({ country: 'US', callingCode: '1' });
  });
});

describe('GET /api/hnb/tecaj', () => {
  it('gives the fixed EUR rate of 7.5345 and HRK as 1', async () => {
    expect((await app.request('/api/hnb/tecaj?valuta=EUR')).body).toEqual({ currency: 'EUR', rate: 7.5345 });
    expect((await app.request('/api/hnb/tecaj?valuta=hrk')).body).toEqual({ currency: 'HRK', rate: 1 });
  });

  it('refuses other currencies in the language of the request', async () => {
    const response = await app.request('/api/hnb/tecaj?valuta=USD', { headers: { 'accept-language': 'hr' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Valuta mora biti EUR ili HRK.' });
  });
});

describe('reference data over GraphQL', () => {
  it('answers the same data as REST', async () => {
    const result = await app.graphql<{
      countries: { code: string }[];
      regions: { slug: string }[];
      categories: { slug: string; tags: { slug: string }[] }[];
      amenities: { slug: string }[];
      languages: { code: string }[];
      paymentTypes: { code: string }[];
      phoneExample: { callingCode: string };
      supportedCallingCodes: { country: string }[];
      exchangeRate: { rate: number };
    }>(`{
      countries { code name }
      regions(sorted: true) { slug name }
      categories { slug tags { slug } }
      amenities { slug }
      languages { code nativeName }
      paymentTypes { code }
      phoneExample(code: "HR") { callingCode international }
      supportedCallingCodes { country callingCode }
      exchangeRate(currency: "EUR") { currency rate }
    }`);
    expect(result.errors).toBeUndefined();
    const rest = (await app.request('/api/regions/sorted')).body as { slug: string }[];
    expect(result.data!.regions.map((r) => r.slug)).toEqual(rest.map((r) => r.slug));
    expect(result.data!.countries.length).toBeGreaterThanOrEqual(249);
    expect(result.data!.categories[0].tags.length).toBeGreaterThan(0);
    expect(result.data!.phoneExample.callingCode).toBe('385');
    expect(result.data!.exchangeRate.rate).toBe(7.5345);
  });

  it('gives NOT_FOUND and BAD_USER_INPUT codes like REST', async () => {
    const missing = await app.graphql('{ tags(categoryId: 99999) { slug } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'The requested resource was not found.', extensions: { code: 'NOT_FOUND' } });
    const invalid = await app.graphql('{ exchangeRate(currency: "USD") { rate } }');
    expect(invalid.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { valuta: 'The currency must be EUR or HRK.' } });
  });
});
