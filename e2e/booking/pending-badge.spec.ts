// The live pending counter (issue 12): the demo provider has the dashboard open; the demo guest
// books in another browser context; the badge on Bookings goes up by one without a reload. The
// provider accepts the request (the badge goes down again), the guest's booking shows accepted, and
// the revenue of its month grows by its total once the card is charged.
import { expect, test, type APIRequestContext } from '../test';
import { DEMO } from '../fixtures/accounts';
import { logIn, logInAsGuest, requestToBook, wineServiceId } from '../fixtures/booking';

test('a provider with the dashboard open sees the pending badge go up when a guest books', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await logIn(provider, DEMO.provider);
  await provider.goto('/dashboard/brands');
  const bookings = provider.getByRole('navigation', { name: 'Provider menu' }).getByRole('link', { name: /Bookings/ });
  const badge = bookings.getByTestId('pending-badge');
  // What the Requests list counts now (other specs may have answered the demo's pending request).
  const token = await provider.evaluate(() => localStorage.getItem('accessToken'));
  const list = await request.get('/api/owner/reservations/pending/future', {
    headers: { Authorization: `Bearer ${token}` },
    params: { page: 0, size: 1 },
  });
  const before = ((await list.json()) as { totalElements: number }).totalElements;
  if (before > 0) {
    await expect(badge).toHaveText(String(before));
    await expect(badge).toHaveAccessibleName(before === 1 ? '1 request waits for an answer' : `${before} requests wait for an answer`);
  } else {
    await expect(badge).toHaveCount(0);
  }

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await logInAsGuest(guest);
  const flow = await requestToBook(guest, await wineServiceId(request));
  await flow.confirmRecap();
  await flow.fillPersonalInfo({ phone: '091 234 5678' });
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const guestToken = await guest.evaluate(() => localStorage.getItem('accessToken'));
  const guestHeaders = { Authorization: `Bearer ${guestToken}` };
  const pending = (await (
    await request.get('/api/customer/reservations/pending', { headers: guestHeaders, params: { size: 100 } })
  ).json()) as { content: Booked[] };
  const booked = pending.content.reduce((latest, item) => (item.id > latest.id ? item : latest));

  await expect(badge).toHaveText(String(before + 1), { timeout: 5_000 });

  // The provider answers: accepted in one click, the badge goes back down.
  const ownerHeaders = { Authorization: `Bearer ${token}` };
  const month = booked.date.slice(0, 7);
  const revenueBefore = await bookingsOf(request, ownerHeaders, month);
  await bookings.click();
  const card = provider.locator(`[data-testid="desk-card"][data-number="${booked.number}"]`);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(provider.getByText(`Request ${booked.number} accepted.`)).toBeVisible();
  if (before > 0) await expect(badge).toHaveText(String(before), { timeout: 5_000 });
  else await expect(badge).toHaveCount(0, { timeout: 5_000 });

  // The guest sees it accepted.
  await guest.goto('/customer/purchases');
  const guestCard = guest.locator(`[data-testid="reservation-card"][data-number="${booked.number}"]`);
  await expect(guestCard).toContainText('Accepted');
  await guestContext.close();

  // Once the capture job has charged the card, the month of its start counts it, and the chart's table shows it.
  await expect
    .poll(() => bookingsOf(request, ownerHeaders, month), { timeout: 30_000 })
    .toMatchObject({ bookings: revenueBefore.bookings + 1, grossCents: revenueBefore.grossCents + booked.totalCents });
  await provider.goto('/dashboard/statistics');
  await provider.getByRole('combobox', { name: 'Period' }).click();
  await provider.getByRole('option', { name: 'Next 12 months (booked)' }).click();
  await expect(provider.getByTestId('revenue-chart').locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  const row = provider.getByTestId('revenue-table').locator(`tr[data-month="${month}"]`);
  await expect(row).toContainText(euros(revenueBefore.grossCents + booked.totalCents));
  await providerContext.close();
});

interface Booked {
  id: number;
  number: string;
  date: string;
  totalCents: number;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

/** The provider's revenue figures of one month (YYYY-MM). */
async function bookingsOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  month: string,
): Promise<{ bookings: number; grossCents: number }> {
  const response = await request.get('/api/owner/reservations/revenue', { headers, params: { from: month, to: month } });
  const report = (await response.json()) as { months: { month: string; bookings: number; grossCents: number }[] };
  const figures = report.months.find((item) => item.month === month)!;
  return { bookings: figures.bookings, grossCents: figures.grossCents };
}
