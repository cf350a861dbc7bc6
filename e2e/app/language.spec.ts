import { expect, test } from '../test';
import { LoginPage } from '../pages/login-page';

test('switching to Croatian translates the screen and is remembered', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading).toHaveText('Log in');

  await login.header.switchLanguage('HR');

  await expect(login.heading).toHaveText('Prijava');
  await expect(page).toHaveTitle('Prijava | Lokalno');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hr');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
  expect(cookie?.value).toBe('hr');
  expect(cookie?.path).toBe('/');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 60 * 60);

  await page.reload();
  await expect(login.heading).toHaveText('Prijava');

  await login.submit.click();
  await expect(page.getByText('Molimo unesite svoju adresu e-pošte.')).toBeVisible();
});

test('requests carry the chosen language', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.header.switchLanguage('HR');

  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/login'));
  await login.logIn('ana@example.hr', 'Secret-password-1');

  expect((await request).headers()['accept-language']).toBe('hr');
});
