import { expect, test } from '../test';
import { acceptAgreement, COMPANY, createService, providerWithBrand, STAFF } from '../fixtures/catalog';
import { signIn } from '../fixtures/accounts';
import { StaffReview } from '../pages/staff-review';

test.describe('the richer staff review screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('staff see the provider, company, brand, history and guest view, and approve with the keyboard and from the full preview', async ({
    page,
    request,
  }) => {
    const provider = await providerWithBrand(request, 'review-rich');
    const stamp = Date.now();
    const first = `Sea kayak to Brač ${stamp}`;
    const second = `Sunset kayak in Split ${stamp}`;
    const firstId = await createService(request, provider, first, { complete: true });
    const secondId = await createService(request, provider, second, { complete: true });
    for (const id of [firstId, secondId]) {
      expect((await request.put(`/api/owner/services/${id}/submission`, { headers: provider.headers })).status()).toBe(200);
    }
    await acceptAgreement(request, provider);

    await signIn(page, { email: STAFF.email, password: STAFF.password });
    await page.goto('/staff/review');
    const review = new StaffReview(page);
    await expect(page).toHaveURL(/\/staff\/review$/);

    const card = review.card(first);
    await expect(card).toContainText(`${provider.account.firstName} ${provider.account.lastName}`);
    await expect(card.getByRole('link', { name: provider.account.email })).toHaveAttribute('href', `mailto:${provider.account.email}`);
    await expect(card).toContainText(COMPANY.legalName);
    await expect(card).toContainText(`OIB ${COMPANY.vatNumber}`);
    await expect(card.getByTestId('review-agreement')).toContainText('Version 1 accepted on');
    await expect(card).toContainText('Kayak Mare');
    await expect(card).toContainText('No seasons yet');
    await expect(card.getByTestId('review-history')).toContainText('Sent for approval');

    // The guest view opens in place: offers with prices and the meeting point.
    const toggle = card.getByRole('button', { name: 'Show as guests will see it' });
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Hide the guest view' })).toHaveAttribute('aria-expanded', 'true');
    const guestView = review.guestView(card);
    await expect(guestView.getByTestId('preview-offer')).toContainText('Half-day tour');
    await expect(guestView.getByTestId('preview-offer')).toContainText('55');
    await expect(guestView).toContainText('Riva 1, Split');
    await expect(guestView.getByRole('button', { name: 'Open photo 1' })).toBeVisible();

    // Keyboard: from "Send back" the next stop is "Approve", and Enter approves.
    await card.getByRole('button', { name: 'Send back' }).focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Approve' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${first} has been approved and released.`)).toBeVisible();
    await expect(review.card(first)).toHaveCount(0);

    // The full preview of the other service, and approval from there.
    await review.card(second).getByRole('link', { name: 'Open full preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/review/${secondId}$`));
    // The page's own heading; the guest view below carries the service's title as guests see it.
    await expect(page.getByRole('heading', { level: 1, name: `Review: ${second}` })).toBeVisible();
    await expect(page.getByTestId('preview-offer')).toContainText('Half-day tour');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${second} has been approved and released.`)).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/review$/);
    await expect(review.card(second)).toHaveCount(0);

    // Both are in the public catalog now.
    for (const id of [firstId, secondId]) expect((await request.get(`/api/services/${id}`)).status()).toBe(200);
  });
});
