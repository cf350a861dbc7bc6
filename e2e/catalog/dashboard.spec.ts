import { expect, test } from '../test';
import { COMPANY, createService, photoFile, providerWithBrand } from '../fixtures/catalog';
import { BrandForm } from '../pages/brand-form';
import { CompanyForm } from '../pages/company-form';
import { signIn } from '../fixtures/accounts';
import { PhotoGallery } from '../pages/photo-gallery';

test.describe('provider dashboard: business entity, brands, services', () => {
  test.describe.configure({ timeout: 90_000 });

  test('edits the business entity, in Croatian too, with the spec messages next to the fields', async ({ page, request }) => {
    const { account } = await providerWithBrand(request, 'company');
    await signIn(page, { email: account.email, password: account.password });
    await page.goto('/dashboard/recent');
    await expect(page).toHaveURL(/\/dashboard\/recent$/);

    await page.getByRole('link', { name: 'Business entity' }).click();
    const company = new CompanyForm(page);
    await expect(company.heading).toHaveText('Business entity');
    await expect(company.legalName).toHaveValue(COMPANY.legalName);
    await expect(company.iban).toHaveValue('HR12 1001 0051 8630 0016 0');

    await company.legalName.fill('');
    await company.vatNumber.fill('69435151531');
    await company.submit.click();
    await expect(page.getByText('Please enter your company name.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This OIB is not valid: its last digit (the check digit) does not match the first ten. Please check the number.', {
        exact: true,
      }),
    ).toBeVisible();

    await page.getByRole('banner').getByText('HR', { exact: true }).click();
    await expect(company.heading).toHaveText('Poslovni subjekt');
    await expect(page.getByText('Molimo unesite naziv svoje tvrtke.', { exact: true })).toBeVisible();
    await company.iban.fill('HR00 0000');
    await expect(page.getByText('Molimo unesite ispravan IBAN.', { exact: true })).toBeVisible();

    await company.legalName.fill('Kayak Mare j.d.o.o.');
    await company.vatNumber.fill(COMPANY.vatNumber);
    await company.iban.fill(COMPANY.iban);
    await company.submit.click();
    await expect(page.getByText('Poslovni subjekt je spremljen.')).toBeVisible();
    await page.reload();
    await expect(company.legalName).toHaveValue('Kayak Mare j.d.o.o.');
  });

  test('lists brands, adds a service from the brand, toggles it and deletes it after confirming', async ({ page, request }) => {
    const provider = await providerWithBrand(request, 'brands');
    const { account, brandId, headers } = provider;
    await signIn(page, { email: account.email, password: account.password });
    await page.goto('/dashboard/recent');
    await expect(page).toHaveURL(/\/dashboard\/recent$/);

    await page.getByRole('link', { name: 'Brands & services' }).click();
    await expect(page).toHaveURL(/\/dashboard\/brands$/);
    const card = page.getByRole('article', { name: 'Kayak Mare' });
    await expect(card).toContainText('Riva 1, Split');

    // Edit the brand: the map position can be typed.
    await card.getByRole('link', { name: 'Edit' }).click();
    const brand = new BrandForm(page);
    await expect(page).toHaveURL(new RegExp(`/dashboard/brand/edit/${brandId}$`));
    await expect(brand.name).toHaveValue('Kayak Mare');
    await brand.latitude.fill('91');
    await brand.submit.click();
    await expect(page.getByText('Please enter a valid address.', { exact: true })).toBeVisible();
    await brand.latitude.fill('43.5');
    await brand.submit.click();
    await expect(page).toHaveURL(/\/dashboard\/brands$/);

    await page.getByRole('article', { name: 'Kayak Mare' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${brandId}/services$`));
    await expect(page.getByText('No services yet')).toBeVisible();

    // A service added through the API shows with its state; the toggle and delete work from the list.
    const serviceId = await createService(request, provider, 'Sea kayak tour to the Pakleni islands');
    await page.reload();
    const service = page.getByTestId('service-card').filter({ hasText: 'Sea kayak tour to the Pakleni islands' });
    await expect(service.getByTestId('service-status')).toHaveText('Draft');

    // Sending without offers and photos is refused with the server's reason.
    await service.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText('Add at least one offer and one photo before sending the service for approval.')).toBeVisible();

    await service.getByRole('switch', { name: /is active/ }).click();
    await expect(page.getByText('The service is hidden for now.')).toBeVisible();
    await expect(service).toContainText('Inactive');

    // The gallery: a photo uploaded from the dashboard becomes the cover.
    await service.getByRole('link', { name: 'Photos' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${brandId}/services/${serviceId}/photogallery$`));
    const gallery = new PhotoGallery(page);
    await gallery.fileInput.setInputFiles([await photoFile('kayak.png', [30, 110, 160])]);
    await expect(gallery.cards).toHaveCount(1);
    await expect(gallery.coverBadges).toHaveCount(1);
    await page.getByRole('link', { name: /Services of Kayak Mare/ }).click();

    await page.getByTestId('service-card').filter({ hasText: 'Sea kayak tour' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this service?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No services yet')).toBeVisible();
    const gone = await request.get(`/api/owner/services/${serviceId}`, { headers });
    expect(gone.status()).toBe(404);
  });
});
