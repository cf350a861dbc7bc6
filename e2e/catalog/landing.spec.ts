import { expect, test } from '../test';
import { PARTNER, STAFF } from '../fixtures/catalog';
import { LoginPage } from '../pages/login-page';

test.describe('where staff and partners land', () => {
  test('staff land on the review of services waiting for approval', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/staff\/review$/);
    await expect(page).toHaveTitle('Services for review | Lokalno');
  });

  test('an accommodation partner lands on the partner area', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(PARTNER.email, PARTNER.password);
    await expect(page).toHaveURL(/\/partner\/objects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objects and links');
  });

  test('the review screen is for staff only', async ({ page }) => {
    await page.goto('/staff/review');
    await expect(page).toHaveURL(/\/login\?redirect=true$/);
  });
});
