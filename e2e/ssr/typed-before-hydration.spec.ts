// Issue 22 snag: on a home page rendered by the server, text typed into "What" before the app has
// hydrated the page is kept, and the search goes out with it.
import { expect, test } from '../test';

test('what a visitor types into "What" before the page has hydrated is searched for', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The server renders home once its screen's code is loaded (the first render after a start may send the shell).
  await expect(async () => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('id="lokalno-ssr"');
  }).toPass({ timeout: 30_000 });
  // The app's modules wait until the visitor has typed: the page is the server's HTML until then.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Croatia with the locals');
  const search = page.getByRole('search');
  await search.getByLabel('What').pressSequentially('vino');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 40_000 });
  await expect(search.getByLabel('What')).toHaveValue('vino');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/things-to-do\?(.*&)?q=vino(&|$)/);
});
