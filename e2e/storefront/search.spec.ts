// A guest searches the experiences: text, destination and date filters kept in the URL, the matching
// card leads to the service page, a reload keeps the filters, and an empty list offers to clear them.
import { expect, test } from '../test';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

/** A day the demo wine cellar runs (its seasons start today; its first closed day is in 10 days). */
function dayInThreeDays(): string {
  const date = new Date(Date.now() + 3 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(date);
}

test.describe('search and lists', () => {
  // Screens and searches on a busy machine: generous waits, never fixed sleeps.
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 30_000 });
  const slow = { timeout: 45_000 };

  test('a guest finds the wine tasting by text, destination and date, shares the URL and opens the service', async ({ page }) => {
    const date = dayInThreeDays();
    await page.goto('/things-to-do');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Things to do in Croatia', slow);
    await expect(page).toHaveTitle('Things to do in Croatia | Lokalno');

    await page.getByLabel('What would you like to do?').fill('wine');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=wine/);
    await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible(slow);

    await page.getByRole('combobox', { name: 'Destination' }).click();
    await page.getByRole('option', { name: 'Istria' }).click();
    await page.getByLabel('Date').fill(date);
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(page).toHaveURL(/destination=istria/);
    await expect(page.getByTestId('result-count')).toHaveText('1 experience');
    const card = page.getByTestId('experience-card').filter({ hasText: WINE });
    await expect(card).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText('1 experience', slow);
    await expect(page.getByLabel('What would you like to do?')).toHaveValue('wine');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Istria');
    await expect(page.getByLabel('Date')).toHaveValue(date);

    // The card leads to the service page /{regionSlug}/{slug}/{id}.
    const servicePath = /\/istria\/wine-tasting-in-the-horvat-cellar-vodnjan\/\d+$/;
    await expect(card).toHaveAttribute('href', servicePath);
    await card.click();
    await expect(page).toHaveURL(servicePath, slow);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE, slow);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=wine/);
    await expect(page.getByTestId('result-count')).toHaveText('1 experience', slow);
  });

  test('a typo still finds wine; nothing found offers to clear the filters', async ({ page }) => {
    await page.goto('/things-to-do?q=wnie');
    await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible(slow);

    await page.goto('/things-to-do?q=wine&destination=zagreb');
    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText('No experiences found', slow);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/things-to-do$/);
    await expect(page.getByTestId('experience-card').first()).toBeVisible();
  });

  test('category and destination lists carry their name; an unknown slug is not found', async ({ page }) => {
    await page.goto('/category/drink');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drink', slow);
    await expect(page).toHaveTitle('Drink | Lokalno');
    await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible();
    await page.goto('/destination/dalmatia-sibenik');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dalmatia – Šibenik', slow);
    await expect(page.getByTestId('experience-card').first()).toContainText('Krka');
    await page.goto('/most-recent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most recent experiences', slow);
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', slow);
  });

  test('the filters sit in a drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/things-to-do');
    await page.getByRole('button', { name: 'Filters' }).click(slow);
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('What would you like to do?').fill('sibenik');
    await drawer.getByRole('button', { name: 'Search' }).click();
    await drawer.getByRole('button', { name: 'Show 1 experience' }).click();
    await expect(page.getByTestId('experience-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Filters/ })).toContainText('1');
  });
});
