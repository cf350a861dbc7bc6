// Public pages arrive rendered (server/src/modules/storefront/page-renderer.ts): readable without
// JavaScript, hydrated by the browser without replacing the server's markup, and rendered afresh for
// a visitor the server did not render for (paying in HRK), all without errors.
import { expect, test, type APIRequestContext, type Page } from '../test';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

/** The service's canonical address, as the sitemap lists it. */
async function wineServicePath(request: APIRequestContext): Promise<string> {
  const services = await request.get('/api/services?page=0&size=100');
  const { content } = (await services.json()) as { content: { serviceId: number; title: string }[] };
  const wine = content.find((service) => service.title === WINE);
  expect(wine, WINE).toBeDefined();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const url = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .find((path) => path.endsWith(`/${wine!.serviceId}`));
  expect(url, 'the service in the sitemap').toBeDefined();
  return url!;
}

/**
 * The HTML of `path` once the server renders it: a page's first render after the server starts loads
 * its screen's code and may miss the renderer's time limit (the shell goes out then, by design).
 */
async function renderedHtml(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  let html = '';
  await expect(async () => {
    html = await (await request.get(path, { headers: { Accept: 'text/html', ...headers } })).text();
    expect(html).toContain('id="lokalno-ssr"');
  }).toPass({ timeout: 30_000 });
  return html;
}

/** Page errors, and (rootReplaced) whether the client replaced the server's markup rather than hydrating it. */
async function watchRoot(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  // The server's heading, taken before any script runs: hydration keeps that very element, a fresh render replaces it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const flags = window as unknown as { serverHeading?: Element | null };
      if (document.readyState === 'interactive' && flags.serverHeading === undefined)
        flags.serverHeading = document.querySelector('#root h1');
    });
  });
  return { errors };
}

const rootReplaced = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    if (!heading) throw new Error('the page came without a server-rendered heading');
    return !heading.isConnected;
  });

test('the HTML of a service page holds the page itself and the state to hydrate it with', async ({ request }) => {
  const path = await wineServicePath(request);
  const html = await renderedHtml(request, path);
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="lokalno-ssr"'));
  expect(root).toContain(`<h1`);
  expect(root).toContain(WINE);
  expect(root).toMatch(/€\s?\d/);
  // The first page of its reviews (demo reviews) comes with the page, for guests and search engines alike.
  expect(root).toContain('data-testid="service-reviews"');
  expect(root).toContain('data-testid="review"');
  const state = JSON.parse(/<script id="lokalno-ssr" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as {
    url: string;
    language: string;
    answers: object;
  };
  expect(state.url).toBe(path);
  expect(state.language).toBe('en');
  expect(Object.keys(state.answers).length).toBeGreaterThan(0);
});

test('with the lang cookie set to hr the page is rendered in Croatian', async ({ request }) => {
  const html = await renderedHtml(request, '/', { Cookie: 'lang=hr' });
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Doživite Hrvatsku uz domaćine');
  expect(root).toContain('Popularna iskustva');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest reads home, a search and a service page', async ({ page, request }) => {
    const service = await wineServicePath(request);
    for (const path of ['/', '/things-to-do?q=wine', service]) await renderedHtml(request, path);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Croatia with the locals');
    await expect(page.getByRole('heading', { name: 'Popular experiences' })).toBeVisible();
    await expect(page.getByTestId('experience-card').first()).toBeVisible();

    await page.goto('/things-to-do?q=wine');
    await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible();

    await page.goto(service);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE);
  });
});

test('the browser hydrates home without replacing it, and the search works', async ({ page, request }) => {
  await renderedHtml(request, '/');
  const { errors } = await watchRoot(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Croatia with the locals');
  // Interactive once hydrated (the screen marks it; until then public/prehydration.js holds submits back).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
  expect(await rootReplaced(page)).toBe(false);
  const search = page.getByRole('search');
  await search.getByLabel('What').fill('wine');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/things-to-do\?.*q=wine/);
  await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a service page hydrates without errors and its booking widget comes alive', async ({ page, request }) => {
  const service = await wineServicePath(request);
  await renderedHtml(request, service);
  const { errors } = await watchRoot(page);
  await page.goto(service);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE);
  await expect(page.getByTestId('booking-widget').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await rootReplaced(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('a visitor paying in HRK gets the page rendered afresh, in HRK, without errors', async ({ page, request }) => {
  const service = await wineServicePath(request);
  await renderedHtml(request, service);
  await page.addInitScript(() => window.localStorage.setItem('currency', 'HRK'));
  const { errors } = await watchRoot(page);
  await page.goto(service);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE);
  await expect(page.getByText(/(HRK|kn)\s?\d|\d\s?(kn|HRK)/).first()).toBeVisible({ timeout: 20_000 });
  expect(await rootReplaced(page)).toBe(true);
  expect(errors).toEqual([]);
});
