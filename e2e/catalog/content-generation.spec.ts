import { expect, test } from '../test';
import { DEMO, signIn } from '../fixtures/accounts';
import { ServiceForm } from '../pages/service-form';

test.describe('content generation in the service form', () => {
  test('checks the website and keywords, and reports a website it cannot read', async ({ page }) => {
    await signIn(page, { email: DEMO.provider.email, password: DEMO.provider.password });
    await page.goto('/dashboard/recent');
    await expect(page).toHaveURL(/\/dashboard\/recent$/);

    await page.getByRole('link', { name: 'Brands & services' }).click();
    await page.getByRole('article').first().getByRole('link', { name: 'Services' }).click();
    await page.getByRole('link', { name: 'Add service' }).click();
    await expect(page).toHaveURL(/\/dashboard\/brands\/\d+\/service\/new$/);
    const form = new ServiceForm(page);
    await form.fillFromWebsite.click();
    const dialog = page.getByRole('dialog', { name: 'Fill in from your website' });
    const propose = dialog.getByRole('button', { name: 'Propose texts' });

    await propose.click();
    await expect(dialog.getByText('Please enter a valid website address, e.g. www.example.com.')).toBeVisible();
    await expect(dialog.getByText('Please enter at least 2 keywords, each at most two words.')).toBeVisible();

    await dialog.getByLabel('Website address').fill('www.lokalno-e2e.invalid');
    await dialog.getByLabel('Keywords').fill('wine tasting in the old cellar, olive oil');
    await propose.click();
    await expect(dialog.getByText('Please enter at least 2 keywords, each at most two words.')).toBeVisible();

    await dialog.getByLabel('Keywords').fill('wine tasting, olive oil');
    await propose.click();
    // A name that does not resolve: the message says the address could not be reached.
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not reach this website. Please check the address and that the site is online.',
      { timeout: 30_000 },
    );
    // Nothing reached the form.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(form.title).toHaveValue('');
  });
});
