// Issue 22's card snags, as the guest sees them with the test payment form (the card simulator):
// the 3-D Secure test card 4000 0025 0000 3155 opens the challenge; completing it sends the request,
// failing it says the 3D Secure check failed and the guest tries another card. An expired card (01/20)
// says it has expired. A declined card paying a change's difference says why, and the 3-D Secure card
// asks for its check there too.
import { expect, test, type Page } from '../test';
import { DEMO } from '../fixtures/accounts';
import { logInAsGuest, requestToBook, signedInPage, wineServiceId } from '../fixtures/booking';
import { BookingFlowPage } from '../pages/booking-flow';

test.describe.configure({ timeout: 180_000 });

/** The demo guest at the payment step of a request for the demo wine tasting. */
async function atPayment(page: Page, request: Parameters<typeof wineServiceId>[0]): Promise<BookingFlowPage> {
  const serviceId = await wineServiceId(request);
  await logInAsGuest(page);
  const flow = await requestToBook(page, serviceId);
  await flow.confirmRecap();
  await flow.fillPersonalInfo({ phone: '091 234 5678' });
  return flow;
}

test('the 3-D Secure card asks for the check; completing it sends the request', async ({ page, request }) => {
  const flow = await atPayment(page, request);
  await expect(flow.testPayment).toContainText('4000 0025 0000 3155');
  await flow.payWithTestCard('4000 0025 0000 3155');

  const challenge = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(challenge).toContainText('Your bank asks you to confirm the payment of €230.00.');
  // The request waits for the answer: not sent, no failure.
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/done$/);
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  await expect(flow.reservationNumber).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
});

test('failing the 3-D Secure check says so, and the guest pays with another card', async ({ page, request }) => {
  const flow = await atPayment(page, request);
  await flow.payWithTestCard('4000 0025 0000 3155');
  await page.getByRole('dialog', { name: '3-D Secure check' }).getByRole('button', { name: 'Fail authentication' }).click();

  await expect(page).toHaveURL(/\/done$/);
  await expect(flow.failed.getByRole('heading', { name: 'Booking request unsuccessful!' })).toBeVisible();
  await expect(flow.failed.getByTestId('failure-cause')).toHaveText('The 3D Secure check of the card failed.');
  await expect(flow.failed).not.toContainText('This card type is not accepted.');

  await flow.failed.getByRole('button', { name: 'Try again' }).click();
  await expect(flow.payment).toBeVisible();
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
});

test('an expired card (01/20) says it has expired', async ({ page, request }) => {
  const flow = await atPayment(page, request);
  const form = flow.testPayment;
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date').fill('01/20');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toContainText('Your card has expired.');
  await expect(form).not.toContainText('Please enter a valid expiry date (MM/YY).');
  await expect(form.getByLabel('Expiry date')).toHaveAttribute('aria-invalid', 'true');
  // Nothing was sent: the guest is still at the payment step.
  await expect(flow.payment).toBeVisible();
});

test('a declined card paying a change gives its cause, a failed 3-D Secure check too; the proposal stays open', async ({ browser }) => {
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations?tab=upcoming');
  const booking = provider
    .getByTestId('desk-card')
    .filter({ hasText: '+385 91 555 0101' })
    .filter({ has: provider.getByTestId('change-booking') })
    .first();
  const number = (await booking.getAttribute('data-number'))!;
  await booking.getByTestId('change-booking').click();
  const dialog = provider.getByRole('dialog', { name: 'Propose a change' });
  await dialog
    .getByRole('button', { name: /^One more:/ })
    .first()
    .click();
  await dialog.getByTestId('change-start').filter({ hasNotText: '(now)' }).first().click();
  await expect(dialog.getByTestId('change-difference')).toHaveText(/The guest pays €\d+\.\d\d more\./);
  await dialog.getByTestId('send-change').click();
  await expect(provider.getByText(`Change of booking ${number} proposed.`)).toBeVisible();
  await providerContext.close();

  const { context: guestContext, page: guest } = await signedInPage(browser, DEMO.guest);
  await guest.goto('/customer/purchases');
  const proposal = guest.locator(`[data-testid="reservation-card"][data-number="${number}"]`).getByTestId('change-proposal');
  await proposal.getByTestId('accept-change').click();
  const card = new BookingFlowPage(guest).testPayment;
  await card.getByLabel('Card number').fill('4000 0000 0000 9995');
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay €\d+\.\d\d and accept$/ }).click();
  await expect(card.getByRole('alert')).toHaveText('The card has insufficient funds.');

  // The 3-D Secure card asks for the check here too; failing it says so.
  await card.getByLabel('Card number').fill('4000 0025 0000 3155');
  await card.getByRole('button', { name: /^Pay €\d+\.\d\d and accept$/ }).click();
  await guest.getByRole('dialog', { name: '3-D Secure check' }).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(card.getByRole('alert')).toHaveText('The 3D Secure check of the card failed.');

  // The proposal is still open: the guest leaves it as it was.
  await card.getByRole('button', { name: 'Back' }).click();
  await proposal.getByTestId('decline-change').click();
  await expect(guest.getByText(`You declined the change; booking ${number} stays as it was.`)).toBeVisible();
  await guestContext.close();
});
