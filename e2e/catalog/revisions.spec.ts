// A live service's description changes only once staff approve the revision; guests keep the
// approved text meanwhile.
import { expect, test, type APIRequestContext } from '../test';
import { acceptAgreement, createService, providerWithBrand, STAFF } from '../fixtures/catalog';
import { signIn } from '../fixtures/accounts';
import { ServiceForm } from '../pages/service-form';
import { StaffReview } from '../pages/staff-review';

const APPROVED_TEXT = 'Paddle to hidden beaches of the Pakleni islands.';
const NEW_TEXT = 'Paddle at sunset to the caves of the Pakleni islands, with a swim stop.';

/** What guests read: the public REST and GraphQL answers for the service. */
async function guestDescription(request: APIRequestContext, serviceId: number) {
  const rest = await request.get(`/api/services/${serviceId}`);
  expect(rest.status()).toBe(200);
  const graphql = await request.post('/graphql', {
    data: { query: 'query($id: Int!) { service(id: $id) { description } }', variables: { id: serviceId } },
  });
  const body = (await graphql.json()) as { data: { service: { description: string } } };
  return { rest: ((await rest.json()) as { description: string }).description, graphql: body.data.service.description };
}

test.describe('revisions of a live service', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the provider edits the live description, guests keep the approved text until staff approve', async ({ page, browser, request }) => {
    const provider = await providerWithBrand(request, 'revision');
    const title = `Sea kayak tour ${Date.now()}`;
    const serviceId = await createService(request, provider, title, { complete: true });
    expect((await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers })).status()).toBe(200);
    await acceptAgreement(request, provider);
    const staffLogin = await request.post('/api/login', { form: { email: STAFF.email, password: STAFF.password } });
    const staffHeaders = { Authorization: `Bearer ${((await staffLogin.json()) as { token: string }).token}` };
    expect((await request.put(`/api/admin/services/${serviceId}/approval`, { headers: staffHeaders })).status()).toBe(200);
    expect(await guestDescription(request, serviceId)).toEqual({ rest: APPROVED_TEXT, graphql: APPROVED_TEXT });

    // The provider changes the description of the live service.
    await signIn(page, { email: provider.account.email, password: provider.account.password });
    await page.goto(`/dashboard/brands/${provider.brandId}/services/${serviceId}`);
    const form = new ServiceForm(page);
    await expect(form.description).toHaveValue(APPROVED_TEXT);
    await form.description.fill(NEW_TEXT);
    await form.submit.click();
    await expect(page.getByText('Saved. Your changes to what guests read are waiting for our review.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${provider.brandId}/services$`));
    const card = page.getByTestId('service-card').filter({ hasText: title });
    await expect(card.getByTestId('revision-banner')).toContainText('Changes waiting for review');

    // The form shows the pending text under the banner; guests still read the approved text.
    await page.goto(`/dashboard/brands/${provider.brandId}/services/${serviceId}`);
    await expect(page.getByTestId('revision-banner')).toContainText('Changes waiting for review');
    await expect(form.description).toHaveValue(NEW_TEXT);
    expect(await guestDescription(request, serviceId)).toEqual({ rest: APPROVED_TEXT, graphql: APPROVED_TEXT });

    // Staff see the difference and approve it.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, { email: STAFF.email, password: STAFF.password });
    await staffPage.goto('/staff/review');
    await expect(staffPage).toHaveURL(/\/staff\/review$/);
    await staffPage.getByText('Revisions', { exact: true }).click();
    const revision = new StaffReview(staffPage).revisionCard(title);
    const diff = revision.getByTestId('revision-diff');
    await expect(diff.locator('tr', { hasText: 'Description' })).toContainText(APPROVED_TEXT);
    await expect(diff.locator('tr', { hasText: 'Description' })).toContainText(NEW_TEXT);
    await revision.getByRole('button', { name: 'Approve changes' }).click();
    await expect(staffPage.getByText(`The changes to ${title} are now public.`)).toBeVisible();
    await expect(revision).toHaveCount(0);
    await staffContext.close();

    // Guests now read the new text; the provider's banner is gone.
    expect(await guestDescription(request, serviceId)).toEqual({ rest: NEW_TEXT, graphql: NEW_TEXT });
    await page.goto(`/dashboard/brands/${provider.brandId}/services`);
    await expect(page.getByTestId('service-card').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('service-card').filter({ hasText: title }).getByTestId('revision-banner')).toHaveCount(0);
  });
});
