// The HTML the server sends for public pages, read as a crawler does (plain fetch, no JavaScript):
// title, canonical, hreflang, Open Graph, JSON-LD, escaping, 404 + noindex, the 301 from a service's
// old or wrong address to its canonical one, sitemap and robots, and the modulepreload links of the
// route's lazy screen.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicServicePath, slugify } from '../../../../common/service-links.js';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { leastQueries } from '../../../test/count-queries.js';
import { approvedService, offerInput, providerWithBrand, serviceInput } from '../../../test/catalog.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lokalno: local food, drink, culture and nature experiences in Croatia." />
    <title>Lokalno</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
/** A build manifest's shape, cut down: the entry, two screens and the shared chunks between them. */
const MANIFEST = {
  'index.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_react-intl-1.js'] },
  '_react-intl-1.js': { file: 'assets/react-intl-1.js' },
  '_text-input-1.js': { file: 'assets/text-input-1.js', imports: ['_react-intl-1.js'], css: ['assets/text-input-1.css'] },
  'src/modules/accounts/pages/login-page.tsx': {
    file: 'assets/login-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_text-input-1.js'],
  },
  'src/modules/storefront/pages/public-service-page.tsx': {
    file: 'assets/public-service-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-intl-1.js'],
  },
  'src/shared/i18n/croatian-messages.ts': { file: 'assets/croatian-messages-1.js', isDynamicEntry: true },
};
const EVIL_TITLE = `</script><script>alert(1)</script> "Wine" & 'olives' $' tour`;

let app: TestApp;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let serviceId: number;
let evilId: number;
let hiddenId: number;
let exclusiveId: number;

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-shell-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.baseUrl + url, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const { document } = parseHTML(html);
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
  return { response, html, document, attr, jsonLd, title: document.querySelector('title')?.textContent ?? null };
}

beforeAll(async () => {
  app = await startTestApp({ clientDir: clientDir() });
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  provider = await providerWithBrand(app);
  serviceId = await approvedService(app, provider, staff.token, { title: 'Wine tasting in Vodnjan' });
  await app.request(`/api/owner/services/${serviceId}/variations`, {
    method: 'POST',
    json: offerInput({ name: 'Premium tasting', price: 60 }),
    token: provider.token,
  });
  evilId = await approvedService(app, provider, staff.token, { title: EVIL_TITLE, description: `Say "cheese" </script><!-- & more` });
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput({ title: 'Not yet approved' }),
    token: provider.token,
  });
  hiddenId = (created.body as { id: number }).id;
  exclusiveId = await approvedService(app, provider, staff.token, { title: 'Wine tasting for partners', exclusive: true });
}, 120_000);

describe('service page metadata', () => {
  it('writes title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD into the HTML', async () => {
    const servicePath = publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId);
    const { response, title, attr, jsonLd, document } = await page(servicePath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(title).toBe('Wine tasting in Vodnjan | Lokalno');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toBe('Taste five wines from our own vineyards with local cheese.');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${app.baseUrl}${servicePath}`);
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${app.baseUrl}${servicePath}`);
    expect(attr('link[hreflang="hr"]', 'href')).toBe(`${app.baseUrl}${servicePath}?lang=hr`);
    expect(attr('link[hreflang="x-default"]', 'href')).toBe(`${app.baseUrl}${servicePath}`);
    expect(attr('meta[property="og:title"]', 'content')).toBe('Wine tasting in Vodnjan | Lokalno');
    expect(attr('meta[property="og:type"]', 'content')).toBe('product');
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${app.baseUrl}${servicePath}`);
    const image = new URL(attr('meta[property="og:image"]', 'content')!);
    expect(image.pathname).toMatch(/^\/api\/photos\/photo-/);
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ width: '1200', height: '630', fit: 'cover' });
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attr('meta[name="lokalno-public-browsing"]', 'content')).toBe('true');

    const product = jsonLd.find((doc) => Array.isArray(doc['@type']) && doc['@type'].includes('Product'));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'TouristTrip'],
      name: 'Wine tasting in Vodnjan',
      url: `${app.baseUrl}${servicePath}`,
      image: [image.href],
    });
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: 35, highPrice: 60, offerCount: 2 });
    expect(product.offers.offers.map((offer: { name: string; price: number }) => [offer.name, offer.price])).toEqual([
      ['Classic tasting', 35],
      ['Premium tasting', 60],
    ]);
    const breadcrumbs = jsonLd.find((doc) => doc['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Istria',
      'Drink',
      'Wine tasting in Vodnjan',
    ]);

    // The image the tags point to is really served at 1200×630.
    const photo = await fetch(image.href);
    expect(photo.status).toBe(200);
  });

  it('answers in Croatian at ?lang=hr, with that address as canonical', async () => {
    const servicePath = publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId);
    const { document, attr, jsonLd } = await page(`${servicePath}?lang=hr`);
    expect(document.documentElement.getAttribute('lang')).toBe('hr');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${app.baseUrl}${servicePath}?lang=hr`);
    expect(attr('meta[property="og:locale"]', 'content')).toBe('hr_HR');
    expect(jsonLd.find((doc) => doc['@type'] === 'BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Početna',
      'Istra',
      'Piće',
      'Wine tasting in Vodnjan',
    ]);
  });

  it('escapes text in attributes, the title and JSON-LD', async () => {
    const { html, title, attr, jsonLd, document } = await page(publicServicePath('istria', EVIL_TITLE, evilId));
    expect(title).toBe(`${EVIL_TITLE} | Lokalno`);
    expect(attr('meta[property="og:title"]', 'content')).toBe(`${EVIL_TITLE} | Lokalno`);
    expect(attr('meta[name="description"]', 'content')).toBe(`Say "cheese" </script><!-- & more`);
    // No script but the JSON-LD ones: nothing closed them early.
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><!--');
    expect(jsonLd[0].name).toBe(EVIL_TITLE);
    expect(jsonLd[0].description).toBe(`Say "cheese" </script><!-- & more`);
  });

  it('answers an unknown or unpublished service with 404 and noindex (the client shows its not-found page)', async () => {
    for (const url of [
      `/istria/nothing/${hiddenId}`,
      '/istria/nothing/999999',
      '/brand/nobody/999999',
      '/category/no-such',
      '/destination/no-such',
    ]) {
      const { response, attr, jsonLd, document } = await page(url);
      expect(response.status, url).toBe(404);
      expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
      expect(jsonLd).toEqual([]);
      expect(document.querySelector('#root')).not.toBeNull();
    }
  });

  it("leaves the app's own screens with the generic head", async () => {
    const { response, title, document } = await page('/dashboard/brands/3/services');
    expect(response.status).toBe(200);
    expect(title).toBe('Lokalno');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('a service asked at another address than its canonical one', () => {
  /** The answer itself, not where it leads. */
  const asked = (url: string) => fetch(app.baseUrl + url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const canonical = () => publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId);

  it('moves an old title slug for good to the canonical address, query kept, briefly cached', async () => {
    const response = await asked(`/istria/wine-tasting-in-the-old-cellar/${serviceId}?lang=hr&people=2`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${canonical()}?lang=hr&people=2`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('moves a wrong destination, capitals, a mistyped slug and a trailing slash the same way', async () => {
    for (const url of [
      `/dalmatia/wine-tasting-in-vodnjan/${serviceId}`,
      `/Istria/Wine-Tasting-In-Vodnjan/${serviceId}`,
      `/istra/ku%C5%A1anje-vina/${serviceId}`,
      `/istria/wine_tasting/${serviceId}`,
      `${canonical()}/`,
    ]) {
      const response = await asked(url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get('location'), url).toBe(canonical());
    }
  });

  it('answers the canonical address itself with the page (200), and the redirect leads there', async () => {
    const response = await asked(canonical());
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const followed = await page(`/dalmatia/old/${serviceId}`);
    expect(followed.response.status).toBe(200);
    expect(followed.response.url).toBe(app.baseUrl + canonical());
    expect(followed.title).toBe('Wine tasting in Vodnjan | Lokalno');
  });

  it('answers an unknown, unpublished or exclusive service with the 404 page, never a redirect to its address', async () => {
    for (const id of [999999, hiddenId, exclusiveId]) {
      const response = await asked(`/istria/old-name/${id}`);
      const html = await response.text();
      expect(response.status, String(id)).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(html).toContain('<meta name="robots" content="noindex"');
      for (const slug of [slugify('Not yet approved'), slugify('Wine tasting for partners')]) expect(html).not.toContain(slug);
    }
  });

  it("leaves the app's own three-part addresses alone", async () => {
    for (const url of ['/staff/review/12', '/STAFF/review/12', '/booking/reservation/12']) {
      const response = await asked(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('location'), url).toBeNull();
    }
  });
});

describe('preload links', () => {
  async function preloads(url: string, headers: Record<string, string> = {}) {
    const { document } = await page(url, headers);
    return [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => [
      link.getAttribute('href'),
      link.hasAttribute('crossorigin'),
    ]);
  }

  it("preloads the route's screen and its imports the entry does not load, as Vite does (crossorigin)", async () => {
    expect(await preloads(publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId))).toEqual([
      ['/assets/public-service-page-1.js', true],
    ]);
    expect(await preloads('/login')).toEqual([
      ['/assets/login-page-1.js', true],
      ['/assets/text-input-1.js', true],
    ]);
    const { attr } = await page('/login');
    expect(attr('link[rel="preload"][as="style"]', 'href')).toBe('/assets/text-input-1.css');
    expect(attr('link[rel="preload"][as="style"]', 'crossorigin')).toBe('');
  });

  it('adds the Croatian texts when the client will show Croatian (?lang or its cookie)', async () => {
    const croatian = ['/assets/login-page-1.js', '/assets/text-input-1.js', '/assets/croatian-messages-1.js'];
    expect((await preloads('/login?lang=hr')).map(([href]) => href)).toEqual(croatian);
    expect((await preloads('/login', { cookie: 'lang=hr' })).map(([href]) => href)).toEqual(croatian);
    expect(await preloads('/login', { 'accept-language': 'hr' })).toHaveLength(2);
  });

  it('preloads nothing for a route it does not know', async () => {
    expect(await preloads('/dashboard/brands/3/services')).toEqual([]);
    expect(await preloads('/no/such/page/at-all')).toEqual([]);
  });
});

describe('cost', () => {
  const queriesFor = (url: string) =>
    leastQueries(app, async () => (await fetch(app.baseUrl + url, { headers: { accept: 'text/html' } })).text());

  it("describes a service page (or where an old address of it leads) with the public catalog's fixed queries, then from memory; the sitemap with 3", async () => {
    // Addresses and a language not asked before, so each first request is not cached yet; the least of 3.
    // Old addresses: each is its own entry, and its redirect costs what the page's description does.
    const firstRequests: number[] = [];
    for (const slug of ['x', 'y', 'z']) {
      app.db.queries.reset();
      const response = await fetch(`${app.baseUrl}/istria/${slug}/${serviceId}?lang=hr`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      await response.text();
      firstRequests.push(app.db.queries.count);
    }
    expect(Math.min(...firstRequests)).toBeGreaterThan(0);
    expect(Math.min(...firstRequests)).toBeLessThanOrEqual(6);
    expect(await queriesFor(`/istria/x/${serviceId}?lang=hr`)).toBe(0);
    expect(await queriesFor(`${publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId)}?lang=hr`)).toBe(0);
    expect(await queriesFor('/sitemap.xml')).toBe(3);
  });
});

describe('brand, category, destination and fixed pages', () => {
  it('describes each with its own title and canonical', async () => {
    const brandPath = `/brand/${slugify('Vina Horvat')}/${provider.brandId}`;
    const brand = await page(brandPath);
    expect(brand.response.status).toBe(200);
    expect(brand.title).toBe('Vina Horvat | Lokalno');
    expect(brand.attr('link[rel="canonical"]', 'href')).toBe(app.baseUrl + brandPath);
    expect(brand.jsonLd[0]).toMatchObject({ '@type': 'LocalBusiness', name: 'Vina Horvat' });

    const category = await page('/category/drink');
    expect(category.title).toBe('Drink experiences in Croatia | Lokalno');
    expect(category.attr('link[rel="canonical"]', 'href')).toBe(`${app.baseUrl}/category/drink`);
    const destination = await page('/destination/istria?lang=hr');
    expect(destination.title).toBe('Što raditi – Istra | Lokalno');
    const home = await page('/');
    expect(home.title).toBe('Local experiences in Croatia | Lokalno');
    expect(home.attr('meta[property="og:type"]', 'content')).toBe('website');
    const help = await page('/help', { 'accept-language': 'hr' });
    expect(help.title).toBe('Pomoć | Lokalno');
    expect(help.attr('link[rel="canonical"]', 'href')).toBe(`${app.baseUrl}/help?lang=hr`);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page with lastmod and hreflang alternates; robots points to it', async () => {
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const servicePath = publicServicePath('istria', 'Wine tasting in Vodnjan', serviceId);
    const { document } = parseHTML(sitemap.text.replace(/<\?xml[^>]*>/, ''));
    const locs = [...document.querySelectorAll('loc')].map((loc) => loc.textContent);
    for (const path of [
      '/',
      '/things-to-do',
      '/help',
      '/about-us',
      '/privacy-policy',
      '/cookie-policy',
      '/site-terms-conditions',
      '/travel-conditions',
      '/custom-private-tours',
      '/bozic-akcija',
      '/category/drink',
      '/destination/istria',
      servicePath,
      `/brand/vina-horvat/${provider.brandId}`,
    ]) {
      expect(locs, path).toContain(app.baseUrl + path);
      expect(locs, path).toContain(`${app.baseUrl}${path}?lang=hr`);
    }
    expect(locs.some((loc) => loc?.endsWith(`/${hiddenId}`))).toBe(false);
    expect(sitemap.text).toContain(`<loc>${app.baseUrl}${servicePath}</loc><lastmod>`);
    expect(sitemap.text).toContain(`hreflang="hr" href="${app.baseUrl}${servicePath}?lang=hr"`);
    // The title with markup is escaped in the XML too (its slug has none; the address stays valid).
    expect(sitemap.text).not.toContain('<script>');

    const robots = await app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${app.baseUrl}/sitemap.xml`);
    for (const path of ['/dashboard', '/add', '/customer', '/staff', '/api', '/graphql'])
      expect(robots.text).toContain(`Disallow: ${path}\n`);
  });
});

describe('closed public browsing', () => {
  it('describes no storefront page, lists none and keeps crawlers out', async () => {
    const closed = await startTestApp({ clientDir: clientDir(), env: { PUBLIC_BROWSING: 'false' } });
    const response = await fetch(`${closed.baseUrl}/help`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Lokalno</title>');
    expect(html).toContain('<meta name="lokalno-public-browsing" content="false" />');
    expect(html).not.toContain('rel="canonical"');
    expect((await closed.request('/sitemap.xml')).status).toBe(404);
    expect((await closed.request('/robots.txt')).text).toBe('User-agent: *\nDisallow: /\n');
  });
});
