// Issue 22 snags of provider onboarding, tried as a new provider would: "+ Add …" puts the focus in
// the new row, switching the refund period's unit converts the number, no message before the
// provider has done anything, a notice on the edit page of a live service, and a draft of the
// service form kept over a reload.
import { expect, test, type Page } from '../test';
import { acceptAgreement, createService, providerWithBrand, STAFF, type ProviderSetup } from '../fixtures/catalog';
import { LoginPage } from '../pages/login-page';
import { ServiceForm } from '../pages/service-form';

test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, provider: ProviderSetup): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(provider.account.email, provider.account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

async function openNewService(page: Page, provider: ProviderSetup): Promise<ServiceForm> {
  await page.goto(`/dashboard/brands/${provider.brandId}/service/new`);
  const form = new ServiceForm(page);
  await expect(form.title).toBeVisible({ timeout: 60_000 });
  return form;
}

test('"+ Add element" and "+ Add characteristic" put the focus in the new row, so a phrase typed goes there', async ({ page, request }) => {
  const provider = await providerWithBrand(request, 'add-focus');
  await signIn(page, provider);
  const form = await openNewService(page, provider);

  await form.addIncluded.click();
  await expect(form.included(0)).toBeFocused();
  await page.keyboard.type('Bread and olive oil from the farm');
  await expect(form.included(0)).toHaveValue('Bread and olive oil from the farm');
  await expect(page.locator('input[name^="included["]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add characteristic' }).click();
  const characteristic = page.locator('input[name="characteristics[0]"]');
  await expect(characteristic).toBeFocused();
  await page.keyboard.type('Small groups of six');
  await expect(characteristic).toHaveValue('Small groups of six');
  await expect(page.locator('input[name^="characteristics["]')).toHaveCount(1);
  await expect(page.getByText('Please enter the element.')).toHaveCount(0);
});

test('switching the refund period from hours to days converts it and says so', async ({ page, request }) => {
  const provider = await providerWithBrand(request, 'refund-unit');
  await signIn(page, provider);
  await openNewService(page, provider);

  await page.getByRole('radio', { name: 'Full refund up to a number of hours before the start' }).check();
  const period = page.locator('input[name="cancellationBefore"]');
  await expect(period).toBeVisible();
  // Nothing typed yet: no field says anything is missing.
  await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(0);
  await period.fill('24');
  await page.getByRole('radio', { name: 'Full refund up to a number of days before the start' }).check();
  await expect(period).toHaveValue('1');
  await expect(page.getByTestId('refund-period-converted')).toHaveText('Converted: 24 hours = 1 day.');

  await page.getByRole('radio', { name: 'Full refund up to a number of hours before the start' }).check();
  await expect(period).toHaveValue('24');
  await expect(page.getByTestId('refund-period-converted')).toHaveText('Converted: 1 day = 24 hours.');
});

test('choosing "Group price" shows no message until the provider has left the group size or tried to save', async ({ page, request }) => {
  const provider = await providerWithBrand(request, 'touched');
  const serviceId = await createService(request, provider, `Olive grove walk ${Date.now()}`);
  await signIn(page, provider);
  await page.goto(`/dashboard/brands/${provider.brandId}/service/${serviceId}/offers/new`);
  await page.getByRole('radio', { name: 'Group price' }).check();
  const groupSize = page.locator('input[name="prices[0].groupNumber"]');
  await expect(groupSize).toBeVisible();
  const message = page.getByText('Please enter the number of people in the group.');
  await expect(message).toHaveCount(0);
  await expect(page.getByText('Please enter the price.')).toHaveCount(0);

  await groupSize.focus();
  await groupSize.blur();
  await expect(message).toBeVisible();
});

test('the edit page of a live service says before saving that text changes wait for review', async ({ page, request }) => {
  const provider = await providerWithBrand(request, 'live-notice');
  const serviceId = await createService(request, provider, `Sea kayak tour ${Date.now()}`, { complete: true });
  expect((await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers })).status()).toBe(200);
  await acceptAgreement(request, provider);
  const staffLogin = await request.post('/api/login', { form: { email: STAFF.email, password: STAFF.password } });
  const staffHeaders = { Authorization: `Bearer ${((await staffLogin.json()) as { token: string }).token}` };
  expect((await request.put(`/api/admin/services/${serviceId}/approval`, { headers: staffHeaders })).status()).toBe(200);

  await signIn(page, provider);
  await page.goto(`/dashboard/brands/${provider.brandId}/services/${serviceId}`);
  const notice = page.getByTestId('live-service-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('This service is live');
  await expect(notice).toContainText("wait for our team's review before guests see them");

  // A draft service carries no such notice.
  const draftId = await createService(request, provider, `River rafting ${Date.now()}`);
  await page.goto(`/dashboard/brands/${provider.brandId}/services/${draftId}`);
  await expect(new ServiceForm(page).title).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('live-service-notice')).toHaveCount(0);
});

test('what was typed into the service form is back after a reload, until the draft is discarded', async ({ page, request }) => {
  const provider = await providerWithBrand(request, 'draft');
  await signIn(page, provider);
  let form = await openNewService(page, provider);
  await expect(page.getByTestId('service-draft-notice')).toHaveCount(0);
  await form.title.fill('Truffle hunt in the Motovun forest');
  await form.addIncluded.click();
  await page.keyboard.type('Truffle tasting');
  // Kept in this browser, under the user's and the new service's key.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('Truffle tasting'))))
    .toEqual([expect.stringMatching(/^lokalno\.serviceDraft\.\d+\.new-\d+$/)]);

  await page.reload();
  form = new ServiceForm(page);
  await expect(form.title).toHaveValue('Truffle hunt in the Motovun forest', { timeout: 60_000 });
  await expect(form.included(0)).toHaveValue('Truffle tasting');
  const notice = page.getByTestId('service-draft-notice');
  await expect(notice).toContainText('Your unsaved changes are back');

  await notice.getByRole('button', { name: 'Discard draft' }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.title).toHaveValue('');
  await page.reload();
  await expect(new ServiceForm(page).title).toHaveValue('', { timeout: 60_000 });
  await expect(page.getByTestId('service-draft-notice')).toHaveCount(0);
});
