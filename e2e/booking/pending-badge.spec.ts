// The live pending counter (issue 12): the demo provider has the dashboard open; the demo guest
// books in another browser context; the badge on Bookings goes up by one without a reload.
import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/accounts';
import { logIn, logInAsGuest, requestToBook, wineServiceId } from '../fixtures/booking';
import { blockMapTiles } from '../fixtures/catalog';

test('a provider with the dashboard open sees the pending badge go up when a guest books', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await blockMapTiles(provider);
  await logIn(provider, DEMO.provider);
  await provider.goto('/dashboard/brands');
  const bookings = provider.getByRole('navigation', { name: 'Provider menu' }).getByRole('link', { name: /Bookings/ });
  const badge = bookings.getByTestId('pending-badge');
  // What the Requests list counts now (other specs may have answered the demo's pending request).
  const token = await provider.evaluate(() => localStorage.getItem('accessToken'));
  const list = await request.get('/api/owner/reservations/pending/future', { headers: { Authorization: `Bearer ${token}` }, params: { page: 0, size: 1 } });
  const before = ((await list.json()) as { totalElements: number }).totalElements;
  if (before > 0) {
    await expect(badge).toHaveText(String(before));
    await expect(badge).toHaveAccessibleName(before === 1 ? '1 request waits for an answer' : `${before} requests wait for an answer`);
  } else {
    await expect(badge).toHaveCount(0);
  }

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await blockMapTiles(guest);
  await logInAsGuest(guest);
  const flow = await requestToBook(guest, await wineServiceId(request));
  await flow.confirmRecap();
  await flow.fillPersonalInfo({ phone: '091 234 5678' });
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  await guestContext.close();

  await expect(badge).toHaveText(String(before + 1), { timeout: 5_000 });
  await providerContext.close();
});
