import { expect, test } from '../test';
import { ErrorPage, NotFoundPage } from '../pages/status-pages';

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  const notFound = new NotFoundPage(page);
  await page.goto('/this-page-does-not-exist');

  await expect(notFound.heading).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Lokalno');
  await expect(notFound.goBack).toBeVisible();

  // Opened straight from outside the app, going back leads to the start: the home page.
  await notFound.goBack.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Croatia with the locals');
});

test('/error shows the server error text and a button to the homepage', async ({ page }) => {
  const error = new ErrorPage(page);
  await error.goto();

  await expect(error.heading).toHaveText('Oops, there seems to have been some error.');
  await error.homeButton.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Croatia with the locals');
});

test('a screen whose code fails to load ends on the error page', async ({ page }) => {
  await page.route(/\/assets\/password-reset-page-.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();

  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, there seems to have been some error.');
});
