// Issue 25's reseller management in the browser: staff create a reseller, let it sell the demo
// provider, make its key and see it once (copy button, "you will not see it again"; the list then
// shows only the prefix); the key answers on the API's key lookup only through its hash. The demo
// provider sees the reseller on its resellers page and switches instant confirmation on a service.
import { expect, test } from '../test';
import { DEMO } from '../fixtures/accounts';
import { signedInPage } from '../fixtures/booking';
import { STAFF } from '../fixtures/catalog';
import { bearer } from '../fixtures/partners';

test('staff create a reseller, allow the demo provider and see its key once; the provider switches instant confirmation', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const providerHeaders = await bearer(request, DEMO.provider);
  const company = (await (await request.get('/api/owner/company', { headers: providerHeaders })).json()) as { legalName: string };
  const name = `Adriatic OTA ${Date.now()}`;

  // Staff: the list, the form, the new reseller's page.
  const staff = await signedInPage(browser, STAFF);
  await staff.page.goto('/staff/resellers');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Resellers' })).toBeVisible();
  await staff.page.getByRole('link', { name: 'New reseller' }).click();
  const form = staff.page.getByRole('form', { name: 'Reseller' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Contact person').fill('Ana Kovač');
  await form.getByLabel('Contact email').fill('desk@adriatic-ota.example');
  await form.getByLabel('Commission').fill('15,5');
  await form.getByRole('button', { name: 'Create reseller' }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(staff.page).toHaveURL(/\/staff\/resellers\/\d+$/);

  // The demo provider, then its key, shown once.
  await staff.page.getByRole('combobox', { name: 'Add a provider' }).click();
  await staff.page.getByRole('option', { name: company.legalName }).click();
  await staff.page.getByRole('button', { name: 'Allow', exact: true }).click();
  const provider = staff.page.getByTestId('reseller-provider').filter({ hasText: company.legalName });
  await expect(provider).toContainText('No key yet.');
  await provider.getByRole('button', { name: 'Make a key' }).click();
  const dialog = staff.page.getByRole('dialog', { name: `New API key for ${company.legalName}` });
  await expect(dialog).toContainText('You will not see this key again.');
  await expect(dialog.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const key = await dialog.getByTestId('issued-key').inputValue();
  expect(key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(dialog).toBeHidden();
  const liveKey = provider.getByTestId('reseller-key');
  await expect(liveKey).toHaveCount(1);
  await expect(liveKey).toContainText(`${key.slice(0, 9)}…`);
  await expect(liveKey).toContainText('Live');
  await expect(staff.page.locator('body')).not.toContainText(key);
  await staff.page.reload();
  await expect(staff.page.getByTestId('reseller-key')).toHaveCount(1);
  await expect(staff.page.locator('body')).not.toContainText(key);
  await staff.context.close();

  // The provider sees the reseller and confirms its bookings on one service instantly.
  const owner = await signedInPage(browser, DEMO.provider);
  await owner.page.goto('/dashboard');
  await owner.page.getByRole('navigation', { name: 'Provider menu' }).getByRole('link', { name: 'Resellers' }).click();
  await expect(owner.page).toHaveURL(/\/dashboard\/resellers$/);
  const reseller = owner.page.getByTestId('provider-reseller').filter({ hasText: name });
  await expect(reseller).toContainText('Allowed');
  const service = owner.page.getByTestId('reseller-service').first();
  const instant = service.getByRole('switch', { name: 'Confirm reseller bookings instantly' });
  const before = await instant.isChecked();
  await instant.click({ force: true });
  await expect(instant).toBeChecked({ checked: !before });
  const title = (await service.getAttribute('data-title'))!;
  const overview = (await (await request.get('/api/owner/resellers', { headers: providerHeaders })).json()) as {
    services: { title: string; resellerInstantConfirmation: boolean }[];
  };
  expect(overview.services.find((item) => item.title === title)?.resellerInstantConfirmation).toBe(!before);
  await owner.context.close();
});
