import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';

test.describe('login page', () => {
  test('the root path redirects to the login page', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Log in | Lokalno');
    await expect(login.heading).toHaveText('Log in');
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.forgotPassword).toHaveAttribute('href', '/password-reset');
    await expect(login.google).toHaveAttribute('href', '/api/oauth2/authorize/google');
    await expect(login.facebook).toHaveAttribute('href', '/api/oauth2/authorize/facebook');
  });

  test('asks for the email address and password with the spec texts', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.submit.click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();

    await login.email.fill('ana@');
    await login.password.focus();
    await expect(page.getByText('Please enter a correct email format.')).toBeVisible();
  });

  test('shows the server message when the login is refused', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await login.logIn('nobody@example.hr', 'Wrong-password-1');
    const body: unknown = await (await answer).json();

    const message = (body as { message?: unknown }).message;
    expect(typeof message).toBe('string');
    await expect(login.formError).toHaveText(message as string);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guarded routes', () => {
  test('a guarded route sends a visitor to log in and remembers where they were going', async ({ page }) => {
    await page.goto('/dashboard/recent');

    await expect(page).toHaveURL(/\/login\?redirect=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(await page.evaluate(() => sessionStorage.getItem('previousPath'))).toBe('/dashboard/recent');
  });

  test('public browsing paths lead to the login page', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/istria/wine-tasting/42');
    await expect(page).toHaveURL(/\/login$/);
  });
});
