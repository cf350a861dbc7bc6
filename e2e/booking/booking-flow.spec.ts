// Issue 11's "Done when" journey on the guest's side: a guest books two offers for a date from the
// service page, pays with 4242 4242 4242 4242 and sees the pending request; a second run pays with
// …9995, sees "Booking request unsuccessful!" with the cause and resends with a good card.
import { expect, test } from '../test';
import { DEMO } from '../fixtures/accounts';
import { logInAsGuest, requestToBook, wineServiceId } from '../fixtures/booking';

test.describe('booking flow', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest books two offers, pays with 4242 and sees the pending request', async ({ page, request }) => {
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
    const pending = await request.get('/api/customer/reservations/pending', {
      headers: { Authorization: `Bearer ${token}` },
      params: { page: 0, size: 50 },
    });
    expect(pending.status()).toBe(200);
    const body = (await pending.json()) as { content: { number: string; state: string; totalCents: number; people: number }[] };
    expect(body.content.find((reservation) => reservation.number === number)).toMatchObject({
      state: 'PENDING',
      totalCents: 23000,
      people: 8,
    });
  });

  test('a refused card shows the failure with its cause, and the guest resends', async ({ page, request }) => {
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
