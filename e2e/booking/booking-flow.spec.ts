// Issue 11's "Done when" journey on the guest's side: a guest books two offers for a date from the
// service page, pays with 4242 4242 4242 4242 and sees the pending request; a second run pays with
// …9995, sees "Booking request unsuccessful!" with the cause and resends with a good card.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts';
import { blockMapTiles } from '../fixtures/catalog';
import { BookingFlowPage } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { PublicServicePage } from '../pages/public-service-page';

const WINE = 'Wine tasting in the Horvat cellar, Vodnjan';
const WINE_PATH = '/istria/wine-tasting-in-the-horvat-cellar-vodnjan';

async function wineServiceId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/services', { params: { page: 0, size: 100 } });
  expect(response.ok()).toBe(true);
  const { content } = (await response.json()) as { content: { serviceId: number; title: string }[] };
  const wine = content.find((service) => service.title === WINE);
  expect(wine, WINE).toBeDefined();
  return wine!.serviceId;
}

async function logInAsGuest(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO.guest.email, DEMO.guest.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** From the service page: a bookable day, its first start, 2 × Classic tasting and 1 × Private tasting for 6. */
async function requestToBook(page: Page, serviceId: number): Promise<BookingFlowPage> {
  const servicePage = new PublicServicePage(page);
  await page.goto(`${WINE_PATH}/${serviceId}`);
  await expect(servicePage.heading).toHaveText(WINE, { timeout: 30_000 });
  await servicePage.pickFirstBookableDay();
  await servicePage.pickStartTime(0);
  await servicePage.addOne('Classic tasting', 2);
  await servicePage.addOne('Private tasting for 6');
  // 2 × €35 + €160 (the discounted group price) = €230.
  await expect(servicePage.total).toHaveText('€230.00');
  await servicePage.widget.getByRole('button', { name: 'Request to book' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const flow = new BookingFlowPage(page);
  await expect(flow.recap).toBeVisible();
  return flow;
}

test.describe('booking flow', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest books two offers, pays with 4242 and sees the pending request', async ({ page, request }) => {
    await blockMapTiles(page);
    const serviceId = await wineServiceId(request);
    await logInAsGuest(page);
    const flow = await requestToBook(page, serviceId);

    // Recap: the countdown, the summary with both offers and the total in both currencies.
    await expect(flow.countdown).toContainText('Time left to send the request');
    await expect(flow.countdown.getByTestId('countdown-time')).toHaveText(/^1[0-5]:\d\d$/);
    await expect(flow.summary.getByTestId('summary-offer')).toHaveCount(2);
    await expect(flow.summary).toContainText('2 × Classic tasting');
    await expect(flow.summary).toContainText('1 × Private tasting for 6');
    await expect(flow.summary.getByTestId('summary-people')).toHaveText('8 people');
    await expect(flow.summaryTotal).toHaveText('€230.00');
    await expect(flow.summary.getByTestId('summary-total-other')).toHaveText('(HRK 1,732.94)');
    await flow.confirmRecap();

    // Personal info: the signed-in customer's email is filled in.
    await expect(flow.personal.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.guest.email);
    await flow.fillPersonalInfo({ phone: '091 234 5678', message: 'One of us is vegetarian.' });

    await flow.payWithTestCard('4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/done$/);
    await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
    await expect(flow.reservationNumber).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const number = (await flow.reservationNumber.textContent())!;

    // The request waits for the provider: pending in the guest's bookings.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const pending = await request.get('/api/customer/reservations/pending', { headers: { Authorization: `Bearer ${token}` }, params: { page: 0, size: 50 } });
    expect(pending.status()).toBe(200);
    const body = (await pending.json()) as { content: { number: string; state: string; totalCents: number; people: number }[] };
    expect(body.content.find((reservation) => reservation.number === number)).toMatchObject({ state: 'PENDING', totalCents: 23000, people: 8 });
  });

  test('a refused card shows the failure with its cause, and the guest resends', async ({ page, request }) => {
    await blockMapTiles(page);
    const serviceId = await wineServiceId(request);
    await logInAsGuest(page);
    const flow = await requestToBook(page, serviceId);
    await flow.confirmRecap();
    await flow.fillPersonalInfo({ phone: '091 234 5678' });

    await flow.payWithTestCard('4000 0000 0000 9995');
    await expect(page).toHaveURL(/\/done$/);
    await expect(flow.failed.getByRole('heading', { name: 'Booking request unsuccessful!' })).toBeVisible();
    await expect(flow.failed.getByTestId('failure-cause')).toHaveText('The card has insufficient funds.');
    // The places are still held: the countdown goes on.
    await expect(flow.countdown).toBeVisible();

    // Resend: back to the payment step, a good card this time.
    await flow.failed.getByRole('button', { name: 'Try again' }).click();
    await expect(flow.payment).toBeVisible();
    await flow.payWithTestCard('4242 4242 4242 4242');
    await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
    await expect(flow.reservationNumber).toBeVisible();
  });
});
