// Sales partners (issue 23) in the browser: the demo partner adds an object and downloads its poster;
// a guest who follows a partner's link is told who recommended the experiences and sees the exclusive
// service marked, which a guest without the link never sees; staff approve a newly registered partner.
import { expect, test, type Page } from '../test';
import { createActiveAccount } from '../fixtures/accounts';
import { logIn } from '../fixtures/booking';
import { COMPANY, PARTNER, STAFF } from '../fixtures/catalog';

const EXCLUSIVE = 'Private sunrise boat to the Blue Cave for hotel guests';
/** The demo partner's Rovinj apartment (README "Sales partners"). */
const DEMO_CODE = 'APARTMAN23';

async function firstBytes(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.createReadStream();
  const head = await new Promise<string>((resolve, reject) => {
    file.once('data', (chunk: Buffer | string) => resolve(chunk.toString().slice(0, 5)));
    file.once('error', reject);
  });
  file.destroy();
  return { name: download.suggestedFilename(), head };
}

test.describe('sales partners', () => {
  test('the partner adds an object, gets its link and downloads its poster as a PDF', async ({ page }) => {
    const name = `Villa Maslina ${Date.now()}`;
    await logIn(page, PARTNER);
    await page.goto('/partner');
    await expect(page).toHaveURL(/\/partner\/objects$/);
    await expect(page.getByRole('heading', { name: 'Apartment Lavanda, Rovinj' })).toBeVisible();

    await page.getByRole('link', { name: 'Add object' }).first().click();
    const form = page.getByRole('form', { name: 'Object' });
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input#kind').click();
    await page.getByRole('option', { name: 'Apartment' }).click();
    await form.locator('input[name="beds"]').fill('6');
    await form.locator('input[name="address"]').fill('Ulica Maslina 4, Poreč');
    await form.locator('input[name="latitude"]').fill('45.2271');
    await form.locator('input[name="longitude"]').fill('13.5950');
    await form.getByRole('button', { name: 'Add object' }).click();

    await expect(page).toHaveURL(/\/partner\/objects$/);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Apartment · 6 beds');
    await expect(card.getByTestId('referral-url')).toHaveText(/\/\?ref=[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);

    const poster = await firstBytes(page, () => card.getByRole('button', { name: `English poster of ${name}` }).click());
    expect(poster.head).toBe('%PDF-');
    expect(poster.name).toMatch(/^lokalno-poster-villa-maslina-\d+-en\.pdf$/);
  });

  test("a guest through a partner's link sees who recommends and the exclusive service; without it, neither", async ({ page, browser }) => {
    await page.goto(`/?ref=${DEMO_CODE}`);
    await expect(page.getByTestId('referral-note')).toHaveText('Recommended by Apartment Lavanda, Rovinj');
    // The link stays as it was followed.
    expect(new URL(page.url()).search).toBe(`?ref=${DEMO_CODE}`);

    // Another page later: the kept referral still opens the partner's exclusive service.
    await page.goto('/things-to-do?q=sunrise');
    const exclusiveCard = page.getByTestId('experience-card').filter({ hasText: EXCLUSIVE });
    await expect(exclusiveCard).toBeVisible({ timeout: 20_000 });
    await expect(exclusiveCard.getByTestId('exclusive-badge')).toHaveText('Exclusive');
    await expect(page.getByTestId('referral-note')).toBeVisible();
    await exclusiveCard.click();
    await expect(page.getByRole('heading', { level: 1, name: EXCLUSIVE })).toBeVisible();
    await expect(page.getByTestId('exclusive-badge')).toBeVisible();

    // A guest of their own (no referral), and an unknown code: nothing recommended, no exclusive service.
    const context = await browser.newContext();
    const stranger = await context.newPage();
    await stranger.goto('/?ref=NOSUCHCODE');
    await stranger.goto('/things-to-do?q=sunrise');
    await expect(stranger.getByText('No experiences found')).toBeVisible({ timeout: 20_000 });
    await expect(stranger.getByText(EXCLUSIVE)).toHaveCount(0);
    await expect(stranger.getByTestId('referral-note')).toHaveCount(0);
    await context.close();
  });

  test('staff approve a newly registered partner', async ({ page, request }) => {
    const account = await createActiveAccount(request, 'partner', 'partner');
    const login = await request.post('/api/login', { form: { email: account.email, password: account.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const legalName = `Apartmani Novak ${Date.now()}`;
    const profile = await request.put('/api/partner/profile', {
      headers,
      data: {
        legalName,
        oib: COMPANY.vatNumber,
        iban: COMPANY.iban,
        contactName: 'Ivana Novak',
        contactPhone: '+385 91 234 5678',
        contactEmail: account.email,
      },
    });
    expect(profile.status()).toBe(200);

    await logIn(page, STAFF);
    await page.goto('/staff/review');
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Sales partners' }).click();
    await expect(page).toHaveURL(/\/staff\/partners$/);
    const card = page.getByRole('article', { name: legalName });
    await expect(card.getByTestId('partner-status')).toHaveText('Pending approval');
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${legalName}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${legalName} was approved.`)).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Approved', { exact: true }).click();
    await expect(page.getByRole('article', { name: legalName }).getByTestId('partner-status')).toHaveText('Approved');
    const own = await request.get('/api/partner/profile', { headers });
    expect(((await own.json()) as { status: string }).status).toBe('APPROVED');
  });
});
