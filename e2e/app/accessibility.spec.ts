// axe's full default rule set over every page of the app, failing on any serious or critical violation
// (e2e/fixtures/accessibility.ts): the public pages, and each role's pages in one test that logs in once,
// visits them all and reports every page, rule and target together. One language per page (contrast does
// not depend on it): the content pages and the overviews in Croatian, the rest in English; the key pages
// also at a phone's width.
import { expect, test, type APIRequestContext, type Page } from '../test';
import { DEMO } from '../fixtures/accounts';
import { AxeReport } from '../fixtures/accessibility';
import { logIn, requestToBook, wineServiceId } from '../fixtures/booking';
import { createService, PARTNER, providerWithBrand, STAFF } from '../fixtures/catalog';
import { demoPublicServices } from '../fixtures/scheduling';

const WINE_PATH = '/istria/wine-tasting-in-the-horvat-cellar-vodnjan';
const PHONE = { width: 390, height: 844 };
const CONTENT_PAGES = [
  '/help',
  '/about-us',
  '/privacy-policy',
  '/cookie-policy',
  '/site-terms-conditions',
  '/travel-conditions',
  '/custom-private-tours',
  '/bozic-akcija',
  '/reviews-policy',
  '/sell',
];

async function inCroatian(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'hr'));
}

async function wineBrandId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/services', { params: { page: 0, size: 100 } });
  const { content } = (await response.json()) as { content: { title: string; brandId: number }[] };
  return content.find((service) => service.title === 'Wine tasting in the Horvat cellar, Vodnjan')!.brandId;
}

test.describe('accessibility: axe, full default rules, serious and critical', () => {
  // Each test is a role or a group of pages on its own server: they spread over the workers. axe takes
  // a few seconds per page, far more on a busy machine: generous limits, never fixed sleeps.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('public pages in English: home, lists, a service, a brand, the account screens, not found', async ({ page, request }) => {
    const wine = await wineServiceId(request);
    const brand = await wineBrandId(request);
    const report = new AxeReport();
    for (const path of [
      '/',
      '/things-to-do',
      '/things-to-do?q=zzzz',
      '/category/drink',
      '/destination/istria',
      '/most-recent',
      `${WINE_PATH}/${wine}`,
      `/brand/vina-horvat/${brand}`,
      '/login',
      '/register',
      '/password-reset',
      '/register-partners',
      '/register-accomodation',
      '/no-such-page',
    ]) {
      await report.visit(page, path);
    }
    report.expectNone();
  });

  test('public pages in Croatian: the overviews and the content pages', async ({ page }) => {
    await inCroatian(page);
    const report = new AxeReport();
    for (const path of ['/categories', '/destinations', ...CONTENT_PAGES]) await report.visit(page, path);
    report.expectNone();
  });

  test('public pages on a phone: home, a list and a service', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const wine = await wineServiceId(request);
    const report = new AxeReport();
    for (const path of ['/', '/things-to-do', `${WINE_PATH}/${wine}`]) await report.visit(page, path, `${path} (phone)`);
    report.expectNone();
  });

  test("the guest's pages: purchases, personal info, the booking flow; purchases on a phone", async ({ page, request }) => {
    const wine = await wineServiceId(request);
    await logIn(page, DEMO.guest);
    const report = new AxeReport();
    await report.visit(page, '/customer/purchases');
    await report.visit(page, '/customer/personal');

    const flow = await requestToBook(page, wine);
    const requestId = new URL(page.url()).pathname.split('/').pop()!;
    await report.check(page, `/booking/${requestId} (recap)`);
    await flow.confirmRecap();
    await report.check(page, `/booking/${requestId} (personal info)`);
    // Gives the held places back for the other specs of this worker.
    const login = await request.post('/api/login', { form: { email: DEMO.guest.email, password: DEMO.guest.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    expect((await request.delete(`/api/booking/request/${requestId}`, { headers })).status()).toBe(200);

    await page.setViewportSize(PHONE);
    await report.visit(page, '/customer/purchases', '/customer/purchases (phone)');
    report.expectNone();
  });

  test("the provider's pages: desk, account, brands, a service's every screen, the wizard; the desk on a phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(1_200_000);
    const [{ brandId: b, serviceId: s }] = await demoPublicServices(request);
    await logIn(page, DEMO.provider);
    const report = new AxeReport();
    for (const path of [
      '/dashboard/recent',
      '/dashboard/reservations',
      '/dashboard/statistics',
      '/dashboard/check-in',
      '/dashboard/cooperation',
      '/dashboard/resellers',
      '/dashboard/personal-info',
      '/dashboard/company',
      '/dashboard/brands',
      `/dashboard/brand/edit/${b}`,
      '/dashboard/new-brand',
      `/dashboard/brands/${b}/services`,
      `/dashboard/brands/${b}/services/${s}`,
      `/dashboard/brands/${b}/service/new`,
      `/dashboard/brands/${b}/services/${s}/offers`,
      `/dashboard/brands/${b}/service/${s}/offers/new`,
      `/dashboard/brands/${b}/services/${s}/season`,
      `/dashboard/brands/${b}/service/${s}/seasons/new`,
      `/dashboard/brands/${b}/services/${s}/photogallery`,
      `/dashboard/brands/${b}/service/${s}/photogallery/new`,
      '/add/welcome',
      '/add/company',
      '/add/brand',
      `/add/${b}/service/new`,
      `/add/${b}/service/${s}`,
      `/add/${b}/service/${s}/offers`,
      `/add/${b}/service/${s}/seasons`,
      `/add/${b}/service/${s}/photogallery`,
      `/${b}/service/${s}/preview`,
    ]) {
      await report.visit(page, path);
    }
    await page.setViewportSize(PHONE);
    for (const path of ['/dashboard/recent', '/dashboard/reservations', '/dashboard/check-in'])
      await report.visit(page, path, `${path} (phone)`);
    report.expectNone();
  });

  test("staff's pages: review list and a submitted service, sales partners and their statements, resellers, announcements, inquiries", async ({
    page,
    request,
  }) => {
    const provider = await providerWithBrand(request, 'axe-review');
    const serviceId = await createService(request, provider, `Olive oil tasting ${Date.now()}`, { complete: true });
    const submitted = await request.put(`/api/owner/services/${serviceId}/submission`, { headers: provider.headers });
    expect(submitted.status()).toBe(200);
    // A reseller allowed to sell the new provider, with a key (revoked once: both key states show).
    const staffLogin = await request.post('/api/login', { form: { email: STAFF.email, password: STAFF.password } });
    const staffHeaders = { Authorization: `Bearer ${((await staffLogin.json()) as { token: string }).token}` };
    const reseller = (await (
      await request.post('/api/admin/resellers', {
        headers: staffHeaders,
        data: { name: `Axe OTA ${Date.now()}`, contactEmail: 'axe@ota.example', commissionPercent: 15 },
      })
    ).json()) as { id: number };
    const company = (await (await request.get('/api/owner/company', { headers: provider.headers })).json()) as { id: number };
    await request.post(`/api/admin/resellers/${reseller.id}/providers`, { headers: staffHeaders, data: { companyId: company.id } });
    for (let key = 0; key < 2; key += 1)
      await request.post(`/api/admin/resellers/${reseller.id}/keys`, { headers: staffHeaders, data: { companyId: company.id } });
    await logIn(page, STAFF);
    const report = new AxeReport();
    for (const path of [
      '/staff/review',
      `/staff/review/${serviceId}`,
      '/staff/partners?status=ALL',
      '/staff/partner-statements?status=ALL',
      '/staff/resellers',
      '/staff/resellers/new',
      `/staff/resellers/${reseller.id}`,
      '/staff/announcements',
      '/staff/inquiries',
      '/staff/moderation',
    ])
      await report.visit(page, path);
    report.expectNone();
  });

  test("the sales partner's pages: overview, objects and links, an object, a new object, commissions, statements, the agreement, the profile; overview and objects on a phone", async ({
    page,
  }) => {
    await logIn(page, PARTNER);
    const report = new AxeReport();
    await report.visit(page, '/partner/objects');
    const objectId = (await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href'))!
      .split('/')
      .pop();
    for (const path of [
      `/partner/objects/${objectId}`,
      '/partner/objects/new',
      '/partner/dashboard',
      '/partner/commissions',
      '/partner/statements',
      '/partner/agreement',
      '/partner/profile',
    ])
      await report.visit(page, path);
    await page.setViewportSize(PHONE);
    await report.visit(page, '/partner/objects', '/partner/objects (phone)');
    await report.visit(page, '/partner/dashboard', '/partner/dashboard (phone)');
    report.expectNone();
  });
});
