// axe (WCAG 2 A and AA) over every provider, staff and account screen: no serious or critical violations.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../test';
import { createActiveCustomer } from '../fixtures/accounts';
import { blockMapTiles, createService, providerWithBrand, STAFF } from '../fixtures/catalog';
import { LoginPage } from '../pages/login-page';

/** The serious and critical violations of the page as it is now, one line each, for a readable failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens a screen, waits until it has loaded (its heading shown, no skeleton left) and runs axe. */
async function expectAccessible(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('accessibility', () => {
  // axe takes a few seconds per screen.
  test.describe.configure({ timeout: 240_000 });

  test('account screens for visitors', async ({ page }) => {
    for (const path of ['/login', '/register', '/register-partners', '/register-accomodation', '/password-reset']) {
      await expectAccessible(page, path);
    }
  });

  /** A new provider with a brand and a complete draft service, logged in. */
  async function loggedInProvider(page: Page, request: APIRequestContext, label: string) {
    const provider = await providerWithBrand(request, label);
    const serviceId = await createService(request, provider, `Kayak tour ${Date.now()}`, { complete: true });
    await blockMapTiles(page);
    await logIn(page, provider.account.email, provider.account.password);
    return { b: provider.brandId, serviceId };
  }

  test('provider dashboard screens: brands, service, offers, seasons, photos, personal info', async ({ page, request }) => {
    const { b, serviceId } = await loggedInProvider(page, request, 'axe-dashboard');
    const screens = [
      '/dashboard/recent',
      '/dashboard/reservations',
      '/dashboard/statistics',
      '/dashboard/cooperation',
      '/dashboard/personal-info',
      '/dashboard/company',
      '/dashboard/brands',
      `/dashboard/brand/edit/${b}`,
      '/dashboard/new-brand',
      `/dashboard/brands/${b}/services`,
      `/dashboard/brands/${b}/services/${serviceId}`,
      `/dashboard/brands/${b}/service/new`,
      `/dashboard/brands/${b}/services/${serviceId}/offers`,
      `/dashboard/brands/${b}/service/${serviceId}/offers/new`,
      `/dashboard/brands/${b}/services/${serviceId}/season`,
      `/dashboard/brands/${b}/service/${serviceId}/seasons/new`,
      `/dashboard/brands/${b}/services/${serviceId}/photogallery`,
      `/dashboard/brands/${b}/service/${serviceId}/photogallery/new`,
    ];
    for (const path of screens) await expectAccessible(page, path);
  });

  test('provider wizard screens, from the welcome to the preview', async ({ page, request }) => {
    const { b, serviceId } = await loggedInProvider(page, request, 'axe-wizard');
    const screens = [
      '/add/welcome',
      '/add/company',
      '/add/brand',
      `/add/${b}/service/new`,
      `/add/${b}/service/${serviceId}`,
      `/add/${b}/service/${serviceId}/offers`,
      `/add/${b}/service/${serviceId}/seasons`,
      `/add/${b}/service/${serviceId}/photogallery`,
      `/${b}/service/${serviceId}/preview`,
    ];
    for (const path of screens) await expectAccessible(page, path);
  });

  test('the staff review screen', async ({ page, request }) => {
    const provider = await providerWithBrand(request, 'axe-review');
    const serviceId = await createService(request, provider, `Olive oil tasting ${Date.now()}`, { complete: true });
    const submitted = await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers });
    expect(submitted.status()).toBe(200);
    await logIn(page, STAFF.email, STAFF.password);
    await expectAccessible(page, '/staff/review');
  });

  test("a guest's personal info and purchases", async ({ page, request }) => {
    const guest = await createActiveCustomer(request, 'axe-guest');
    await logIn(page, guest.email, guest.password);
    await expectAccessible(page, '/customer/personal');
    await expectAccessible(page, '/customer/purchases');
  });
});
