// axe over every public page of the storefront (issue 10's "Done when"): home, the four lists, the two
// overviews, a service page, a brand page and the eight content pages, in English and in Croatian.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../test';
import { blockMapTiles } from '../fixtures/catalog';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';
const LISTS = ['/things-to-do', '/most-recent', '/category/drink', '/destination/istria'];
const OVERVIEWS = ['/categories', '/destinations'];
const CONTENT_PAGES = ['/help', '/about-us', '/privacy-policy', '/cookie-policy', '/site-terms-conditions', '/travel-conditions', '/custom-private-tours', '/bozic-akcija'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens the page and waits until its data is shown (no skeletons, no loading count). */
async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByText('Učitavanje…')).toHaveCount(0);
}

for (const language of ['en', 'hr'] as const) {
  test(`axe finds no serious or critical violation on any public page (${language})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await blockMapTiles(page);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const listed = await request.get('/api/services?page=0&size=100');
    const { content } = (await listed.json()) as { content: { serviceId: number; title: string; brandId: number }[] };
    const wine = content.find((service) => service.title === WINE)!;
    const pages = [
      '/',
      ...LISTS,
      ...OVERVIEWS,
      `/istria/wine-tasting-in-the-horvat-cellar-vodnjan/${wine.serviceId}`,
      `/brand/vina-horvat/${wine.brandId}`,
      ...CONTENT_PAGES,
    ];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await test.step(path, async () => {
        await openLoaded(page, path);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      });
    }
    expect(found).toEqual({});
  });
}
