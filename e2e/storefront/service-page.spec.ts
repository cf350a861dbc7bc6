// A guest on a demo service page: gallery and lightbox, anchors, the map without tiles, the booking
// widget (date, start, two offers, total in EUR and HRK, the people rules), the brand page; axe on both.
import { expect, test, type APIRequestContext, type Page } from '../test';
import { seriousViolations } from '../fixtures/accessibility';
import { PublicServicePage } from '../pages/public-service-page';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';

interface ListedService {
  serviceId: number;
  title: string;
  regionSlug: string;
  brandId: number;
  brandName: string;
}

async function demoService(request: APIRequestContext, title: string): Promise<ListedService> {
  const response = await request.get('/api/services?page=0&size=100');
  expect(response.ok()).toBe(true);
  const { content } = (await response.json()) as { content: ListedService[] };
  const service = content.find((entry) => entry.title === title);
  expect(service, title).toBeDefined();
  return service!;
}

/** The storefront header's switcher when there is one; else the stored choice the app reads at start. */
async function switchCurrency(page: Page, currency: 'EUR' | 'HRK'): Promise<boolean> {
  const switcher = page.getByRole('combobox', { name: 'Currency' });
  if ((await switcher.count()) > 0) {
    await switcher.first().selectOption(currency);
    return false;
  }
  await page.evaluate((value) => localStorage.setItem('currency', value), currency);
  await page.reload();
  return true;
}

test.describe('service page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest looks around and chooses date, time and offers', async ({ page, request }) => {
    const wine = await demoService(request, WINE);
    const servicePage = new PublicServicePage(page);

    // An old slug and region lead to the canonical address.
    await page.goto(`/somewhere/old-name/${wine.serviceId}`);
    // The first page of a fresh server on a busy machine may take a while.
    await expect(page).toHaveURL(new RegExp(`/istria/wine-tasting-in-the-horvat-cellar-vodnjan/${wine.serviceId}$`), { timeout: 30_000 });
    await expect(servicePage.heading).toHaveText(WINE);

    // Gallery: the first photo first, the rest lazy; the lightbox opens and Escape closes it.
    const tiles = servicePage.gallery.getByTestId('gallery-tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(tiles.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(tiles.first().locator('img')).toHaveAttribute('srcset', /w=\d+/);
    await tiles.first().click();
    await expect(servicePage.lightbox).toBeVisible();
    const first = servicePage.lightbox.getByRole('group', { name: '1 of 3' });
    await expect(first).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('alt', `${WINE} — photo 1`);
    await expect(servicePage.lightbox.getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(servicePage.lightbox.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(servicePage.lightbox).toHaveCount(0);

    // Anchors scroll to their section.
    await servicePage.anchors.getByRole('link', { name: 'Location' }).click();
    await expect(page).toHaveURL(/#location$/);
    await expect(page.getByRole('heading', { name: 'Location', level: 2 })).toBeInViewport();

    // The map without tiles: the pin, the address and Open in maps.
    await expect(page.getByTestId('position-map').locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.locator('#location').getByText('Vinogradska 5, Vodnjan')).toBeVisible();
    const openInMaps = page.getByTestId('map-links');
    await expect(openInMaps.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=44.9595,13.8514',
    );
    await expect(openInMaps.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', /mlat=44\.9595&mlon=13\.8514/);

    // Similar services are experience cards.
    await expect(page.getByRole('region', { name: 'Similar experiences' }).getByTestId('experience-card').first()).toBeVisible();

    // Booking widget: a date with starts, a start time, two offers, the total.
    await expect(servicePage.widget.getByText('Choose date, time and offers')).toBeVisible();
    const pick = async () => {
      // A start with all 12 places left, so the maximum below is the service's own.
      await servicePage.pickStartWithPlaces(12);
      await servicePage.addOne('Classic tasting', 2);
      await servicePage.addOne('Private tasting for 6');
    };
    await pick();
    await expect(servicePage.widget.getByTestId('start-time').first()).toContainText(/places left/);
    // 2 × €35 + €160 (the discounted group price) = €230.
    await expect(servicePage.total).toHaveText('€230.00');
    await expect(servicePage.totalOther).toHaveText('(HRK 1,732.94)');
    await expect(servicePage.widget.getByText('Choose date, time and offers')).toHaveCount(0);

    // Too many people: 2 + 6 + 6 = 14 above the maximum of 12; back down to 8 and it is fine.
    await servicePage.addOne('Private tasting for 6');
    await expect(servicePage.peopleProblem).toHaveText('Maximum no. of people is 12.');
    await servicePage.removeOne('Private tasting for 6');
    await expect(servicePage.peopleProblem).toHaveCount(0);
    await servicePage.removeOne('Classic tasting');
    await servicePage.removeOne('Classic tasting');
    await servicePage.removeOne('Private tasting for 6');
    await servicePage.addOne('Classic tasting');
    await expect(servicePage.peopleProblem).toHaveText('Minimum no. of people is 2.');
    await servicePage.addOne('Classic tasting', 1);
    await servicePage.addOne('Private tasting for 6');

    // The total in HRK once the guest switches currency.
    const reloaded = await switchCurrency(page, 'HRK');
    if (reloaded) {
      await expect(servicePage.heading).toHaveText(WINE);
      await pick();
    }
    await expect(servicePage.total).toHaveText('HRK 1,732.94');
    await expect(servicePage.totalOther).toHaveText('(€230.00)');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown service is not found', async ({ page }) => {
    await page.goto('/istria/no-such-service/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the brand link leads to the brand page with its services', async ({ page, request }) => {
    const wine = await demoService(request, WINE);
    await page.goto(`/istria/wine-tasting-in-the-horvat-cellar-vodnjan/${wine.serviceId}`);
    await page.getByTestId('brand-link').click();
    await expect(page).toHaveURL(new RegExp(`/brand/vina-horvat/${wine.brandId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vina Horvat');
    const services = page.getByRole('region', { name: 'Experiences by Vina Horvat' }).getByTestId('experience-card');
    await expect(services.filter({ hasText: WINE })).toHaveCount(1);
    await expect(services.filter({ hasText: 'Olive oil tasting on the Horvat estate, Vodnjan' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Contact the provider' })).toBeVisible();

    // A wrong slug is replaced by the brand's own.
    await page.goto(`/brand/old-name/${wine.brandId}`);
    await expect(page).toHaveURL(new RegExp(`/brand/vina-horvat/${wine.brandId}$`));
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('service page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar shows the price from and opens the booking widget', async ({ page, request }) => {
    const wine = await demoService(request, WINE);
    const servicePage = new PublicServicePage(page);
    await page.goto(`/istria/wine-tasting-in-the-horvat-cellar-vodnjan/${wine.serviceId}`);
    const bar = page.getByTestId('booking-bar');
    await expect(bar).toContainText('From €35.00 per person');
    await expect(servicePage.widget).toHaveCount(0);
    await bar.getByRole('button', { name: 'See dates' }).click();
    await expect(page.getByRole('dialog', { name: WINE })).toBeVisible();
    await servicePage.pickFirstBookableDay();
    await servicePage.pickStartTime(0);
    await servicePage.addOne('Classic tasting', 2);
    await expect(servicePage.total).toHaveText('€70.00');
    await page.keyboard.press('Escape');
    await expect(servicePage.widget).toHaveCount(0);
  });
});
