// A guest writes to a provider from the brand page they reached through a service page's brand link:
// the provider's notice and the guest's copy arrive by email, and staff see it among "To providers".
import { expect, test } from '../test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { STAFF } from '../fixtures/catalog';
import { waitForMail } from '../fixtures/mail';
import { LoginPage } from '../pages/login-page';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

test('a guest contacts the brand from its page; provider, guest and staff see the message', async ({ page }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };
  const email = uniqueEmail('brand-page');
  const name = `Lucija Contact ${Date.now()}`;
  const message = 'Can we bring our own cheese platter for a group of 8 in June?';

  await page.goto('/things-to-do?q=wine');
  await page.getByTestId('experience-card').filter({ hasText: WINE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WINE, slow);
  await page.getByTestId('brand-link').click();
  await expect(page).toHaveURL(/\/brand\/vina-horvat\/\d+$/);
  const brandId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vina Horvat', slow);

  const form = page.getByRole('form', { name: 'Contact the provider' });
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByText('Please enter your first and last name.')).toBeVisible();
  await form.getByLabel('First and last name').fill(name);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent to the provider.');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const notice = await waitForMail(DEMO.provider.email, /A guest wrote to Vina Horvat/);
  expect(notice.text).toContain(message);
  expect(notice.text).toContain(email);
  const copy = await waitForMail(email, /We received your message to a provider/);
  expect(copy.text).toContain(message);

  await page.goto('/login');
  await new LoginPage(page).logIn(STAFF.email, STAFF.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/staff/inquiries');
  await page.getByRole('tab', { name: 'To providers' }).click();
  await expect(page).toHaveURL(/kind=BRAND_CONTACT/);
  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toContainText(message, slow);
  await expect(card).toContainText(`#${brandId}`);
});
