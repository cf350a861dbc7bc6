import { expect, test } from '../test';
import { COMPANY, createActiveProvider, photoFile, publicServices, STAFF } from '../fixtures/catalog';
import { BrandForm } from '../pages/brand-form';
import { CompanyForm } from '../pages/company-form';
import { signIn } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { OffersEditor } from '../pages/offers-editor';
import { PhotoGallery } from '../pages/photo-gallery';
import { ServiceForm } from '../pages/service-form';
import { ServicePreview } from '../pages/service-preview';
import { StaffReview } from '../pages/staff-review';

/** Saving a step and opening the next can take a while on a busy machine. */
const STEP = { timeout: 30_000 };

test.describe('provider onboarding wizard', () => {
  // A whole journey: registration mail, five wizard steps, uploads, staff review.
  test.describe.configure({ timeout: 180_000 });

  test('a new provider adds a service through the wizard, staff approve it, and guests can see it', async ({ page, browser, request }) => {
    const stamp = Date.now();
    const serviceTitle = `Sunset wine tasting ${stamp}, Vodnjan`;
    const account = await createActiveProvider(request, 'wizard');

    // First login: no business entity yet, so the welcome screen opens.
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/add\/welcome$/, STEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lokalno', STEP);
    // The welcome lists the step bar's seven steps.
    await expect(page.getByRole('list', { name: 'Steps of the setup' }).getByRole('listitem')).toHaveCount(7);
    await page.getByRole('link', { name: "Let's start" }).click();

    // Business entity: the spec's messages, the IBAN checked while typing, then valid data.
    const company = new CompanyForm(page);
    await expect(page).toHaveURL(/\/add\/company$/, STEP);
    await expect(company.heading).toHaveText('Your business entity', STEP);
    await company.submit.click();
    for (const message of [
      'Please enter your company name.',
      "Please enter company's personal number.",
      'Please enter your primary activity.',
      'Please enter the address.',
      'Please enter the zip code.',
      'Please enter the city/town name.',
      'Please enter your contact number.',
      "Please enter the account owner's name.",
      'Please enter IBAN.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await company.iban.fill('HR12 1001 0051');
    await expect(page.getByText('Please enter a valid IBAN.', { exact: true })).toBeVisible();
    await company.iban.fill(COMPANY.iban);
    await expect(page.getByText('Please enter a valid IBAN.', { exact: true })).toHaveCount(0);

    await company.legalName.fill(COMPANY.legalName);
    await company.vatNumber.fill(COMPANY.vatNumber);
    await company.choosePrimaryActivity(/winery/i);
    await company.address.fill(COMPANY.address);
    await company.zipCode.fill(COMPANY.zipCode);
    await company.town.fill(COMPANY.town);
    await company.contactMobile.fill(COMPANY.contactMobile);
    await company.accountOwnerName.fill(COMPANY.accountOwnerName);
    await company.submit.click();

    // Brand: the position comes from a click on the map (whose tiles never load here).
    const brand = new BrandForm(page);
    await expect(page).toHaveURL(/\/add\/brand$/, STEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your brand', STEP);
    await brand.submit.click();
    await expect(page.getByText('Please enter your brand name.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the activity description.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid address.', { exact: true })).toBeVisible();
    await brand.name.fill(`Vina Mare ${stamp}`);
    await brand.description.fill('A family winery by the sea, three generations in the same cellar.');
    await brand.address.fill('Vinogradska 5, 52215 Vodnjan');
    await brand.clickMap(0.55, 0.45);
    await expect(brand.latitude).not.toHaveValue('');
    await expect(brand.longitude).not.toHaveValue('');
    await expect(page.getByText('Please enter a valid address.', { exact: true })).toHaveCount(0);
    // Typed coordinates work as well as the click.
    await brand.latitude.fill('44.9595');
    await brand.longitude.fill('13.8514');
    await brand.submit.click();

    // Service: the spec's messages, then the form filled in; the meeting point starts at the brand.
    const service = new ServiceForm(page);
    await expect(page).toHaveURL(/\/add\/\d+\/service\/new$/, STEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your service', STEP);
    const brandId = Number(/\/add\/(\d+)\//.exec(page.url())![1]);
    await expect(service.meetingPoint).toHaveValue('Vinogradska 5, 52215 Vodnjan');
    await expect(service.latitude).toHaveValue('44.9595');
    await service.submit.click();
    for (const message of [
      'Please enter service name.',
      'Please enter the description for this service.',
      'Please enter the statement about why you are specific.',
      'Please enter the statement about why the micro-location is specific.',
      'Please enter the minimum and maximum number of people.',
      'Please enter the response time.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await service.title.fill(serviceTitle);
    await service.choose(service.category, 'Drink');
    await service.choose(service.region, 'Istria');
    await service.choose(service.languages, 'English');
    await service.description.fill('Taste five wines from our own vineyards with cheese and prosciutto as the sun sets.');
    await service.ownerStatement.fill('Three generations of winemaking in the same stone cellar.');
    await service.microLocation.fill('The cellar sits among olive groves with a view of the Brijuni islands.');
    await service.addIncluded.click();
    await service.included(0).fill('Five wines');
    await service.distancePlace(0).fill('Pula');
    await service.distanceKm(0).fill('abc');
    await service.maxPeople.fill('10');
    await service.answerTime.fill('0.5');
    await service.submit.click();
    await expect(page.getByText('Please enter a numeric value.', { exact: true })).toBeVisible();
    await service.distanceKm(0).fill('11.5');
    await service.submit.click();

    // Two offers: one per person, one group price with a discount.
    const offers = new OffersEditor(page);
    await expect(page).toHaveURL(/\/add\/\d+\/service\/\d+\/offers$/, STEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers', STEP);
    const serviceId = Number(/\/service\/(\d+)\//.exec(page.url())![1]);
    await offers.submit.click();
    await expect(page.getByText('Please enter the offer name.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the price.', { exact: true })).toBeVisible();
    await offers.name.fill('Classic tasting');
    await offers.price().fill('35');
    await offers.submit.click();
    await expect(offers.cards).toHaveCount(1);
    await offers.addAnother.click();
    await offers.name.fill('Classic tasting');
    await offers.groupPrice.check();
    await offers.groupNumber().fill('6');
    await offers.price().fill('180');
    await offers.discountPrice().fill('160');
    await offers.submit.click();
    await expect(page.getByText('There is already an offer with this name.', { exact: true })).toBeVisible();
    await offers.name.fill('Private tasting for 6');
    await offers.submit.click();
    await expect(offers.cards).toHaveCount(2);
    await expect(offers.cards.nth(1)).toContainText('−11%');

    // One step bar on every step, from the business entity to the preview; it leads on to the photos.
    await expect(page.getByRole('button', { name: /Business entity/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next: Calendar' })).toBeVisible();
    await page.getByRole('button', { name: /Photogallery/ }).click();
    const gallery = new PhotoGallery(page);
    await expect(page).toHaveURL(new RegExp(`/add/${brandId}/service/${serviceId}/photogallery$`), STEP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo gallery', STEP);
    await gallery.fileInput.setInputFiles([
      await photoFile('cellar.png', [120, 40, 50]),
      await photoFile('vineyard.png', [60, 120, 40]),
      await photoFile('sea.png', [20, 80, 150]),
    ]);
    await expect(gallery.cards).toHaveCount(3);
    await expect(gallery.coverBadges).toHaveCount(1);
    await expect(gallery.card(0)).toContainText('Cover photo');
    // The third photo becomes the cover; the gallery lists the cover first.
    const third = gallery.card(2);
    await third.getByLabel('Description').fill('The sea below the vineyard at sunset');
    // Leaving the field saves the description (no click on "Save description" needed).
    await third.getByLabel('Description').press('Tab');
    await expect(page.getByText('The description has been saved.')).toBeVisible();
    await third.getByRole('button', { name: 'Make cover' }).click();
    await expect(gallery.card(0).getByLabel('Description')).toHaveValue('The sea below the vineyard at sunset');
    await expect(gallery.card(0)).toContainText('Cover photo');
    await expect(gallery.coverBadges).toHaveCount(1);
    await gallery.next.click();

    // Preview as guests will see it, then send for approval.
    const preview = new ServicePreview(page);
    await expect(page).toHaveURL(new RegExp(`/${brandId}/service/${serviceId}/preview$`), STEP);
    await expect(preview.title).toHaveText(serviceTitle);
    await expect(preview.status).toHaveText('Draft');
    await expect(preview.offers).toHaveCount(2);
    await expect(page.getByRole('link', { name: '← Back', exact: true })).toHaveAttribute(
      'href',
      `/add/${brandId}/service/${serviceId}/photogallery`,
    );
    for (const id of ['description', 'offers', 'location', 'additional-content', 'how-to-book'] as const) {
      await expect(preview.section(id)).toBeVisible();
    }
    const cover = preview.gallery.getByRole('img').first();
    await expect(cover).toHaveAttribute('alt', 'The sea below the vineyard at sunset');
    await expect(cover).toHaveAttribute('srcset', /\/api\/photos\/[^ ]+\?auto=format&w=100 100w/);
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await preview.send.click();
    await expect(preview.sent).toBeVisible();
    await expect(preview.status).toHaveText('Waiting for approval');

    // The first submission brings the cooperation agreement: the provider ticks and accepts it right there.
    const agreement = page.getByTestId('agreement-panel');
    await expect(agreement.getByTestId('agreement-status')).toHaveText('Waiting for your acceptance');
    await expect(agreement).toContainText('a commission of 15% of each booking plus 25% VAT on it');
    await expect(agreement.getByRole('button', { name: 'Accept the agreement' })).toBeDisabled();
    await agreement.getByLabel('I have read the cooperation agreement (version 1) and accept it on behalf of my company.').check();
    await agreement.getByRole('button', { name: 'Accept the agreement' }).click();
    await expect(agreement.getByTestId('agreement-status')).toHaveText('Accepted');
    await expect(agreement.getByRole('status')).toHaveText('Thank you! You have accepted the cooperation agreement.');

    // Not in the public catalog before staff approve it.
    expect((await publicServices(request)).content.map((entry) => entry.title)).not.toContain(serviceTitle);

    // Staff approve it on their review screen.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, { email: STAFF.email, password: STAFF.password });
    await staffPage.goto('/staff/review');
    const review = new StaffReview(staffPage);
    await expect(staffPage).toHaveURL(/\/staff\/review$/, STEP);
    await expect(review.heading).toHaveText('Services for review');
    const card = review.card(serviceTitle);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByText(`${serviceTitle} has been approved and released.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await staffContext.close();

    // Guests can now see it.
    const catalog = await publicServices(request);
    const listed = catalog.content.find((entry) => entry.title === serviceTitle);
    expect(listed?.serviceId).toBe(serviceId);
    expect(listed?.primaryPhoto).not.toBeNull();

    // The provider sees it approved in the dashboard.
    await page.goto(`/dashboard/brands/${brandId}/services`);
    await expect(page.getByTestId('service-card').filter({ hasText: serviceTitle }).getByTestId('service-status')).toHaveText('Approved');
  });
});
