import { expect, test } from '../test';
import { publicServicePath } from '../../common/service-links';
import { createService, providerWithBrand, STAFF } from '../fixtures/catalog';
import { waitForMail } from '../fixtures/mail';
import { signIn } from '../fixtures/accounts';
import { StaffReview } from '../pages/staff-review';

test.describe('staff review', () => {
  test.describe.configure({ timeout: 90_000 });

  test('staff send a service back with a note, and the provider sees it', async ({ page, browser, request }) => {
    const provider = await providerWithBrand(request, 'review');
    const title = `Kayak sunset tour ${Date.now()}`;
    const serviceId = await createService(request, provider, title, { complete: true });
    const submitted = await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers });
    expect(submitted.status()).toBe(200);

    await signIn(page, { email: STAFF.email, password: STAFF.password });
    await page.goto('/staff/review');
    const review = new StaffReview(page);
    await expect(page).toHaveURL(/\/staff\/review$/);
    const card = review.card(title);
    await expect(card).toContainText('Nature');
    await expect(card).toContainText('1–8');

    await card.getByRole('button', { name: 'Send back' }).click();
    await card.getByRole('button', { name: 'Send back with this note' }).click();
    await expect(card.getByText('Please enter a note for the provider.')).toBeVisible();
    await card.getByLabel('Note for the provider').fill('Please add a photo of the kayaks on the water.');
    await card.getByRole('button', { name: 'Send back with this note' }).click();
    await expect(page.getByText(`${title} has been sent back.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The provider gets an email with the note and the link to edit the service.
    const mail = await waitForMail(provider.account.email, /needs a few changes/);
    expect(mail.subject).toBe(`Your service "${title}" needs a few changes`);
    expect(mail.text).toContain('Please add a photo of the kayaks on the water.');
    expect(mail.text).toContain(`/dashboard/brands/${provider.brandId}/services/${serviceId}`);

    // The provider finds it sent back, with the note, and can send it again.
    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, { email: provider.account.email, password: provider.account.password });
    await providerPage.goto(`/dashboard/brands/${provider.brandId}/services`);
    const service = providerPage.getByTestId('service-card').filter({ hasText: title });
    await expect(service.getByTestId('service-status')).toHaveText('Sent back');
    await expect(service).toContainText('Please add a photo of the kayaks on the water.');
    await service.getByRole('button', { name: 'Send for approval' }).click();
    await expect(service.getByTestId('service-status')).toHaveText('Waiting for approval');
    await providerContext.close();
  });

  test('staff approve a service, and the provider gets an email with its public link', async ({ page, browser, request }) => {
    const provider = await providerWithBrand(request, 'approval');
    // Croatian letters and punctuation in the title: the link carries its slug.
    const title = `Kayak tour to Pakleni otoci, Šćedro ${Date.now()}`;
    const serviceId = await createService(request, provider, title, { complete: true });
    expect((await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers })).status()).toBe(200);
    const service = (await (await request.get(`/api/owner/services/${serviceId}`, { headers: provider.headers })).json()) as {
      regionId: number;
    };
    const regions = (await (await request.get('/api/regions')).json()) as { id: number; slug: string }[];
    const regionSlug = regions.find((region) => region.id === service.regionId)!.slug;

    await signIn(page, { email: STAFF.email, password: STAFF.password });
    await page.goto('/staff/review');
    const review = new StaffReview(page);
    const card = review.card(title);
    // Approval waits for the provider's cooperation agreement: the card says so, and a try is refused with the reason.
    await expect(card.getByTestId('review-agreement')).toHaveText('Version 1 sent, not accepted yet: approval waits for it');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByText('The provider has not accepted the cooperation agreement yet. The service can be approved once they accept it.'),
    ).toBeVisible();
    await expect(card).toHaveCount(1);
    await card.screenshot({ path: test.info().outputPath('review-card-waiting.png') });

    // The provider got it by email, and accepts it on their phone in the dashboard after downloading it.
    const agreementMail = await waitForMail(provider.account.email, /cooperation agreement/);
    expect(agreementMail.subject).toBe('Your cooperation agreement with Lokalno');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const providerPage = await phone.newPage();
    await signIn(providerPage, { email: provider.account.email, password: provider.account.password });
    await providerPage.goto('/dashboard/company');
    const panel = providerPage.getByTestId('agreement-panel');
    await expect(panel.getByTestId('agreement-status')).toHaveText('Waiting for your acceptance');
    const [download] = await Promise.all([
      providerPage.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the agreement (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lokalno-agreement-v1-en.pdf');
    await panel.screenshot({ path: test.info().outputPath('agreement-phone-waiting.png') });
    await panel.getByLabel('I have read the cooperation agreement (version 1) and accept it on behalf of my company.').check();
    await panel.getByRole('button', { name: 'Accept the agreement' }).click();
    await expect(panel.getByTestId('agreement-status')).toHaveText('Accepted');
    await expect(panel).toContainText('You accepted version 1 on');
    expect(await providerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await providerPage.screenshot({ path: test.info().outputPath('agreement-phone.png'), fullPage: true });
    await phone.close();

    await page.reload();
    await expect(card.getByTestId('review-agreement')).toContainText('Version 1 accepted on');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${title} has been approved`)).toBeVisible();
    await expect(card).toHaveCount(0);

    const mail = await waitForMail(provider.account.email, /is live on Lokalno/);
    expect(mail.subject).toBe(`Your service "${title}" is live on Lokalno`);
    const path = publicServicePath(regionSlug, title, serviceId);
    expect(path).toMatch(new RegExp(`^/${regionSlug}/kayak-tour-to-pakleni-otoci-scedro-\\d+/${serviceId}$`));
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`));
    expect(mail.html).toContain(`${path}"`);

    // The link opens the public service page, for a guest as for anyone.
    const guest = await browser.newPage();
    await guest.goto(path);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await guest.close();
  });
});
