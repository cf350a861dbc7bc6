// The guest's home page: hero search, popular and newest experiences, destinations, categories and
// announcements in the storefront frame; currency and language switches; the overviews; staff's
// announcements, with axe on the edited list (every page's axe run is in e2e/app/accessibility.spec.ts).
import { expect, test } from '../test';
import { seriousViolations } from '../fixtures/accessibility';
import { DEMO, signIn } from '../fixtures/accounts';
import { STAFF } from '../fixtures/catalog';
import { LoginPage } from '../pages/login-page';
import { StorefrontHome } from '../pages/storefront-home';

test.describe('storefront home', () => {
  test('an anonymous guest sees every section, in EUR then HRK, in English then Croatian', async ({ page }) => {
    test.setTimeout(60_000);
    const home = new StorefrontHome(page);
    await home.goto();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page).toHaveTitle('Local experiences in Croatia | Lokalno');
    await expect(home.heading).toHaveText('Experience Croatia with the locals');
    for (const name of ['Popular experiences', 'Newest experiences', 'Destinations', 'Browse by category', 'News from Lokalno']) {
      await expect(home.section(name)).toBeVisible();
    }
    const popular = home.section('Popular experiences');
    await expect(popular.getByTestId('experience-card').first()).toBeVisible();
    await expect(popular.getByRole('link', { name: 'See all popular experiences' })).toHaveAttribute('href', '/things-to-do');
    await expect(home.section('Newest experiences').getByRole('link', { name: 'See all newest experiences' })).toHaveAttribute(
      'href',
      '/most-recent',
    );
    await expect(home.section('Destinations').getByRole('link', { name: /^Istria/ })).toHaveAttribute('href', '/destination/istria');
    await expect(home.section('Browse by category').getByRole('link', { name: /^Drink/ })).toHaveAttribute('href', '/category/drink');
    await expect(home.section('News from Lokalno').getByTestId('announcement').first()).toBeVisible();

    // Header and footer on every public page.
    for (const [name, href] of [
      ['Things to do', '/things-to-do'],
      ['Destinations', '/destinations'],
      ['Categories', '/categories'],
    ]) {
      await expect(home.header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const href of [
      '/help',
      '/about-us',
      '/custom-private-tours',
      '/bozic-akcija',
      '/privacy-policy',
      '/cookie-policy',
      '/site-terms-conditions',
      '/travel-conditions',
      '/register-partners',
      '/register-accomodation',
    ]) {
      await expect(home.footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(home.footer.getByRole('link', { name: 'Become a provider' })).toHaveAttribute('href', '/register-partners');

    const firstPrice = popular
      .getByTestId('experience-card')
      .first()
      .getByText(/^From /);
    await expect(firstPrice).toContainText('€');
    await home.currency.selectOption('HRK');
    await expect(firstPrice).toContainText('HRK');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('HRK');
    await page.reload();
    await expect(
      popular
        .getByTestId('experience-card')
        .first()
        .getByText(/^From /),
    ).toContainText('HRK');

    await home.switchLanguage('HR');
    await expect(home.heading).toHaveText('Doživite Hrvatsku uz domaćine');
    await expect(page).toHaveTitle('Lokalna iskustva u Hrvatskoj | Lokalno');
    await expect(home.section('Popularna iskustva')).toBeVisible();
    await expect(home.section('Destinacije').getByRole('link', { name: /^Istra/ })).toBeVisible();
    await expect(home.section('Popularna iskustva').getByTestId('experience-card').first().getByText(/^Od /)).toContainText('kn');
    await expect(home.footer.getByRole('link', { name: 'Postanite pružatelj usluga' })).toBeVisible();
  });

  test('the hero search opens things to do with what, where, when and how many people', async ({ page }) => {
    const home = new StorefrontHome(page);
    await home.goto();
    await home.searchFor({ what: 'wine', where: 'Istria', when: '2030-06-15', people: 3 });
    await expect(page).toHaveURL(/\/things-to-do\?q=wine&destination=istria&date=2030-06-15&people=3$/);
  });

  test('the overviews list every category and destination with their experiences', async ({ page }) => {
    await page.goto('/categories');
    await expect(page).toHaveTitle('Categories | Lokalno');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
    await expect(page.getByRole('link', { name: /^Food\s*\d+ experiences?/ })).toHaveAttribute('href', '/category/food');
    await expect(page.getByTestId('catalog-group-tile')).not.toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Destinations', exact: true }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Destinations');
    await expect(page.getByRole('link', { name: /^Istria\s*\d+ experiences?/ })).toHaveAttribute('href', '/destination/istria');
    await expect(page.getByRole('link', { name: /^Slavonia/ })).toBeVisible();
  });

  test('a guest who logs in from a storefront page comes back to it, and follows a service link', async ({ page }) => {
    await page.goto('/destinations');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const login = new LoginPage(page);
    await login.logIn(DEMO.guest.email, DEMO.guest.password);
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();

    await page.goto('/');
    const card = page.getByTestId('experience-card').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/[a-z-]+\/[a-z0-9-]+\/\d+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('on a phone the links sit behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const home = new StorefrontHome(page);
    await home.goto();
    await expect(home.header.getByRole('link', { name: 'Things to do' })).toBeHidden();
    await home.header.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Currency' })).toBeVisible();
    await menu.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('staff add, reorder and remove announcements; guests see them on the home page', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, { email: STAFF.email, password: STAFF.password });
    await page.goto('/staff/announcements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
    const title = `Summer wine nights ${Date.now()}`;

    await page.getByRole('button', { name: 'Add announcement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please fill in this field.').first()).toBeVisible();
    await dialog.getByLabel('Title in English').fill(title);
    await dialog.getByLabel('Title in Croatian').fill('Ljetne vinske večeri');
    await dialog.getByLabel('Text in English').fill('Tastings under the stars every Friday.');
    await dialog.getByLabel('Text in Croatian').fill('Kušanja pod zvijezdama svakog petka.');
    await dialog.getByLabel('Link').fill('//elsewhere.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/Please enter a path on the site/)).toBeVisible();
    await dialog.getByLabel('Link').fill('/things-to-do');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const rows = page.getByTestId('staff-announcement');
    await expect(rows.last()).toContainText(title);
    await page.getByRole('button', { name: `Move up: ${title}` }).click();
    await expect(rows.nth(-2)).toContainText(title);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/');
    const news = new StorefrontHome(page).section('News from Lokalno');
    await expect(news.getByTestId('announcement').filter({ hasText: title })).toBeVisible();
    await expect(news.getByTestId('announcement').last()).not.toContainText(title);

    await page.goto('/staff/announcements');
    await page.getByRole('button', { name: `Remove: ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('staff-announcement').filter({ hasText: title })).toHaveCount(0);
  });
});
