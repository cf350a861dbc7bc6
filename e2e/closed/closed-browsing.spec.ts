// The spec's closed build (PUBLIC_BROWSING=false, the "closed" Playwright project): home and every
// route of "Routes that redirect to login" lead to the login page.
import { expect, test } from '../test';

const PATHS = [
  '/',
  '/brand/vina-horvat/1',
  '/istria/wine-tasting-in-the-horvat-cellar-vodnjan/1',
  '/things-to-do',
  '/things-to-do?q=wine&destination=istria',
  '/most-recent',
  '/category/drink',
  '/destination/istria',
  '/destinations',
  '/categories',
  '/help',
  '/custom-private-tours',
  '/privacy-policy',
  '/cookie-policy',
  '/site-terms-conditions',
  '/travel-conditions',
  '/about-us',
  '/bozic-akcija',
];

test('with public browsing closed, home and every public route lead to the login page', async ({ page }) => {
  // 18 full page loads.
  test.setTimeout(180_000);
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    });
  }
});

test('the server tells the client that browsing is closed', async ({ request }) => {
  const html = await (await request.get('/categories')).text();
  expect(html).toContain('<meta name="lokalno-public-browsing" content="false"');
});
