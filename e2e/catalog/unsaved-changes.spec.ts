import { expect, test } from '../test';
import { createService, providerWithBrand } from '../fixtures/catalog';
import { CompanyForm } from '../pages/company-form';
import { signIn } from '../fixtures/accounts';
import { PhotoGallery } from '../pages/photo-gallery';

test.describe('unsaved changes', () => {
  test.describe.configure({ timeout: 90_000 });

  test('leaving a changed form asks first; saving moves on without asking; a photo description saves on leaving the field', async ({
    page,
    request,
  }) => {
    const provider = await providerWithBrand(request, 'unsaved');
    const serviceId = await createService(request, provider, `Kayak tour ${Date.now()}`, { complete: true });
    await signIn(page, { email: provider.account.email, password: provider.account.password });
    await page.goto('/dashboard/recent');
    await expect(page).toHaveURL(/\/dashboard\/recent$/);

    // A changed business entity: the provider is asked, can stay, and can leave without saving.
    await page.goto('/dashboard/company');
    const company = new CompanyForm(page);
    await expect(company.town).toHaveValue('Split');
    await company.town.fill('Trogir');
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('link', { name: 'Brands & services' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/company$/);
    await expect(company.town).toHaveValue('Trogir');
    await page.getByRole('link', { name: 'Brands & services' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/dashboard\/brands$/);

    // In the wizard, saving a step moves on without a question, and an unchanged step is left freely.
    await page.goto('/add/company');
    await expect(company.town).toHaveValue('Split');
    await company.town.fill('Trogir');
    await page.getByRole('button', { name: 'Next: Brand' }).click();
    await expect(page).toHaveURL(/\/add\/brand$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your brand');
    await expect(ask).toHaveCount(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/add\/company$/);
    await expect(company.town).toHaveValue('Trogir');

    // A photo description typed and left through the step bar is saved, not lost.
    await page.goto(`/add/${provider.brandId}/service/${serviceId}/photogallery`);
    const gallery = new PhotoGallery(page);
    await gallery.card(0).getByLabel('Description').fill('Kayaks on the beach at sunrise');
    await page.getByRole('button', { name: /Calendar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/add/${provider.brandId}/service/${serviceId}/seasons$`));
    await expect(ask).toHaveCount(0);
    await page.goto(`/add/${provider.brandId}/service/${serviceId}/photogallery`);
    await expect(gallery.card(0).getByLabel('Description')).toHaveValue('Kayaks on the beach at sunrise');
  });
});
