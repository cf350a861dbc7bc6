// The "Done when" journey in one test: an anonymous guest goes from the home page's search to a
// complete choice of date, start time and offers on the wine tasting, in EUR then HRK, with the people rules.
import { expect, test } from '../test';
import { createActiveCustomer } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { PublicServicePage } from '../pages/public-service-page';
import { StorefrontHome } from '../pages/storefront-home';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

/**
 * A day in Europe/Zagreb, `days` after today, as YYYY-MM-DD. The demo wine cellar's main season starts
 * on the day the server seeds it, with four starts every day; its first closed day is today + 10.
 */
function zagrebDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** Clicks the given day in the booking calendar, moving on a month when it is not shown yet. */
async function pickDay(servicePage: PublicServicePage, date: string): Promise<void> {
  const day = servicePage.calendar.locator(`button[data-date="${date}"]`);
  for (let month = 0; month < 2 && (await day.count()) === 0; month += 1) {
    await expect(servicePage.calendar.locator('button[data-date]').first()).toBeVisible();
    if ((await day.count()) > 0) break;
    await servicePage.widget.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(servicePage.widget.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(day).toBeEnabled();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

test('an anonymous guest searches wine, filters by destination and date and chooses date, time and offers', async ({ page }) => {
  // A fresh server on a busy machine: generous waits, never fixed sleeps.
  test.setTimeout(180_000);
  const slow = { timeout: 45_000 };
  const date = zagrebDayFromToday(3);
  const home = new StorefrontHome(page);

  // Home: the hero search with "wine".
  await home.goto();
  await expect(home.heading).toHaveText('Experience Croatia with the locals', slow);
  await home.search.getByLabel('What').fill('wine');
  await home.search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/things-to-do\?q=wine(&|$)/);
  await expect(page.getByTestId('experience-card').filter({ hasText: WINE })).toBeVisible(slow);

  // Things to do: destination and a date on which the cellar has starts.
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('option', { name: 'Istria' }).click();
  await expect(page).toHaveURL(/destination=istria/);
  await page.getByLabel('Date').fill(date);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByTestId('result-count')).toHaveText('1 experience', slow);

  // The service page.
  await page.getByTestId('experience-card').filter({ hasText: WINE }).click();
  const servicePage = new PublicServicePage(page);
  await expect(page).toHaveURL(/\/istria\/wine-tasting-in-the-horvat-cellar-vodnjan\/\d+$/, slow);
  await expect(servicePage.heading).toHaveText(WINE, slow);

  // Date, start time, two offers: 2 × €35 + the group's discounted €160 = €230.
  await pickDay(servicePage, date);
  const start = await servicePage.pickStartTime(0);
  expect(start).toBe('09:30');
  await servicePage.addOne('Classic tasting', 2);
  await servicePage.addOne('Private tasting for 6');
  await expect(servicePage.widget.getByTestId('quantity')).toHaveText(['2', '1']);
  await expect(servicePage.total).toHaveText('€230.00');
  await expect(servicePage.peopleProblem).toHaveCount(0);

  // The header's currency: HRK = EUR × 7.5345 rounded to cents (230 × 7.5345 = 1,732.9350).
  await home.currency.selectOption('HRK');
  await expect(servicePage.total).toHaveText('HRK 1,732.94');
  await expect(servicePage.totalOther).toHaveText('(€230.00)');

  // The people rules: 2 + 6 + 6 = 14 is above the maximum of 12; one person is below the minimum of 2.
  await servicePage.addOne('Private tasting for 6');
  await expect(servicePage.peopleProblem).toHaveText('Maximum no. of people is 12.');
  await servicePage.removeOne('Private tasting for 6');
  await expect(servicePage.peopleProblem).toHaveCount(0);
  await servicePage.removeOne('Private tasting for 6');
  await servicePage.removeOne('Classic tasting');
  await expect(servicePage.peopleProblem).toHaveText('Minimum no. of people is 2.');
  await servicePage.addOne('Classic tasting');
  await expect(servicePage.peopleProblem).toHaveCount(0);
  await expect(servicePage.total).toHaveText('HRK 527.42');

  // The one primary button hands the choice to the booking flow (e2e/booking/* go on from there).
  await servicePage.widget.getByRole('button', { name: 'Request to book' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('booking-step-RECAP')).toBeVisible();
});

test('a logged-in guest who follows a service link sees the service, not their purchases', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await createActiveCustomer(request, 'journey-link');
  const listed = await request.get('/api/services?page=0&size=100');
  const { content } = (await listed.json()) as { content: { serviceId: number; title: string }[] };
  const wine = content.find((service) => service.title === WINE)!;
  const link = `/istria/wine-tasting-in-the-horvat-cellar-vodnjan/${wine.serviceId}`;

  await page.goto('/login');
  await new LoginPage(page).logIn(customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);

  // A link shared by a friend or from an email, opened in a fresh page load.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE, { timeout: 30_000 });
  await expect(page.getByTestId('booking-widget')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
});
