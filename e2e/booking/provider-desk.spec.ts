// The provider's bookings desk (issue 12): the demo provider (demo data has a booking in every
// state) opens each tab and sees its bookings; the tab lives in the address and survives a reload;
// an empty list says what to do next. Cancel and change run against the desk server (see below).
import { expect, test, type Locator, type Page } from '../test';
import { DEMO } from '../fixtures/accounts';
import { waitForMailLink } from '../fixtures/mail';
import { BookingFlowPage } from '../pages/booking-flow';
import { logIn, signedInPage } from '../fixtures/booking';
import { createActiveProvider } from '../fixtures/catalog';

/** Some demo bookings bring fewer people than the service's minimum: one more until the rules are met. */
async function meetPeopleRules(dialog: Locator): Promise<void> {
  await expect(dialog.getByTestId('change-people')).toBeVisible();
  for (let more = 0; more < 12 && (await dialog.getByTestId('change-people-problem').count()) > 0; more += 1) {
    await dialog
      .getByRole('button', { name: /^One more:/ })
      .first()
      .click();
  }
}

/** The demo data's phone: other specs' bookings (of the demo guest too) have other numbers. */
const SEEDED = '+385 91 555 0101';

async function openTab(page: Page, name: RegExp, tab: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

test('the demo provider sees bookings in every tab, the tab in the address', async ({ page }) => {
  await logIn(page, DEMO.provider);
  await page.goto('/dashboard/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const cards = page.getByTestId('desk-card');

  // Requests: guest, phone, time left, accept and reject.
  await expect(page.getByTestId('desk-list-requests')).toBeVisible();
  const request = cards.filter({ hasText: SEEDED }).first();
  await expect(request).toHaveAttribute('data-state', 'PENDING');
  await expect(request.getByTestId('time-left')).toHaveText(/left to answer/);
  await expect(request).toContainText('+385 91 555 0101');
  await expect(request.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(request.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(page.getByTestId('desk-count-requests')).toHaveText(/^[1-9]\d*$/);

  // Today: the demo booking at 18:00.
  await openTab(page, /Today/, 'today');
  await expect(cards.filter({ hasText: '18:00' }).first()).toHaveAttribute('data-state', 'ACCEPTED');

  // Upcoming: accepted, paid, change and cancel.
  await openTab(page, /Upcoming/, 'upcoming');
  const upcoming = cards.filter({ hasText: SEEDED }).last();
  await expect(upcoming).toHaveAttribute('data-state', 'ACCEPTED');
  await expect(upcoming).toContainText('Paid');
  await expect(upcoming.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  // Past: accepted; the one action left is marking a no-show (the day is over, nobody checked the guest in).
  await openTab(page, /Past/, 'past');
  await expect(cards.first()).toHaveAttribute('data-state', 'ACCEPTED');
  await expect(cards.first().getByRole('button')).toHaveText(['Mark as no-show']);

  // Rejected & canceled: rejected with its reason, cancelled by either side, expired.
  await openTab(page, /Rejected & canceled/, 'inactive');
  await expect(cards.filter({ hasText: 'Sorry, a large group booked the whole day.' })).toHaveAttribute('data-state', 'REJECTED');
  await expect(cards.filter({ hasText: 'Cancelled by you' }).first()).toHaveAttribute('data-state', 'CANCELLED');
  await expect(cards.filter({ hasText: 'Cancelled by the guest' }).first()).toHaveAttribute('data-state', 'CANCELLED');
  await expect(page.locator('[data-testid="desk-card"][data-state="EXPIRED"]').first()).toBeVisible();

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: /Rejected & canceled/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first()).toBeVisible();
});

test('a new provider is told what to do next on an empty tab', async ({ page, request }) => {
  const provider = await createActiveProvider(request, 'desk-empty');
  await logIn(page, provider);
  await page.goto('/dashboard/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const empty = page.getByTestId('desk-empty');
  await expect(empty).toContainText('make sure your services are released');
  await expect(empty.getByRole('link', { name: 'Go to Brands & services' })).toHaveAttribute('href', '/dashboard/brands');
  await expect(page.getByTestId('desk-count-requests')).toHaveText('0');
  await page.goto('/dashboard/reservations?tab=past');
  await expect(page.getByTestId('desk-empty')).toContainText('No past bookings yet.');
});

test('the provider cancels an upcoming booking with a reason; the guest sees it cancelled', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations?tab=upcoming');
  const booking = provider.getByTestId('desk-card').filter({ hasText: SEEDED }).last();
  await expect(booking).toHaveAttribute('data-state', 'ACCEPTED');
  const number = (await booking.getAttribute('data-number'))!;

  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByTestId('confirm-cancel').click();
  await expect(dialog).toContainText('Choose a reason or write one for the guest.');
  await dialog.getByRole('radio', { name: 'Weather conditions' }).check();
  await dialog.getByLabel('Note to the guest').fill('A storm is forecast; we are sorry.');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(provider.getByText(`Booking ${number} cancelled.`)).toBeVisible();
  await expect(provider.locator(`[data-testid="desk-card"][data-number="${number}"]`)).toHaveCount(0);

  await openTab(provider, /Rejected & canceled/, 'inactive');
  const cancelled = provider.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await expect(cancelled).toContainText('Cancelled by you');
  await expect(cancelled).toContainText('Reason: Weather conditions');
  await expect(cancelled).toContainText('A storm is forecast; we are sorry.');
  await providerContext.close();

  const { context: guestContext, page: guest } = await signedInPage(browser, DEMO.guest);
  await guest.goto('/customer/purchases');
  const card = guest.getByTestId('purchases-inactive').locator(`[data-testid="reservation-card"][data-number="${number}"]`);
  await expect(card).toContainText('The provider cancelled this booking');
  await guestContext.close();
});

test('the provider proposes a change that costs more; the guest pays the difference and accepts', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations?tab=upcoming');
  const booking = provider.getByTestId('desk-card').filter({ hasText: SEEDED }).first();
  const number = (await booking.getAttribute('data-number'))!;
  await booking.getByRole('button', { name: 'Change' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Propose a change' });
  // One more person at another start of the same day.
  await dialog
    .getByRole('button', { name: /^One more:/ })
    .first()
    .click();
  await dialog.getByTestId('change-start').filter({ hasNotText: '(now)' }).first().click();
  await expect(dialog.getByTestId('change-difference')).toHaveText(/The guest pays €\d+\.\d\d more\./);
  // The preview is priced as the server prices the proposal (common/booking-rules.ts changePrice).
  const previewed = /€\d+\.\d\d/.exec((await dialog.getByTestId('change-difference').textContent())!)![0];
  await dialog.getByLabel('Note to the guest').fill('We can take you both at this time.');
  await dialog.getByTestId('send-change').click();
  await expect(provider.getByText(`Change of booking ${number} proposed.`)).toBeVisible();
  const proposed = provider.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await expect(proposed.getByTestId('change-proposed')).toContainText('Change proposed — waiting for the guest');
  await providerContext.close();

  const { context: guestContext, page: guest } = await signedInPage(browser, DEMO.guest);
  await guest.goto('/customer/purchases');
  const proposal = guest.locator(`[data-testid="reservation-card"][data-number="${number}"]`).getByTestId('change-proposal');
  await expect(proposal.getByTestId('change-difference')).toHaveText(/You pay €\d+\.\d\d more/);
  await expect(proposal.getByTestId('change-difference')).toContainText(`You pay ${previewed} more`);
  await expect(proposal).toContainText('We can take you both at this time.');
  await proposal.getByTestId('accept-change').click();
  const card = new BookingFlowPage(guest).testPayment;
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay €\d+\.\d\d and accept$/ }).click();
  await expect(guest.getByText(`You accepted the change of booking ${number}.`)).toBeVisible();
  await expect(guest.locator(`[data-testid="reservation-card"][data-number="${number}"]`)).toContainText('2 people');
  await guestContext.close();
});

test('the guest declines a change from the emailed link; the booking stays and the provider sees it declined', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations?tab=upcoming');
  const booking = provider
    .getByTestId('desk-card')
    .filter({ hasText: SEEDED })
    .filter({ has: provider.getByTestId('change-booking') })
    .first();
  const number = (await booking.getAttribute('data-number'))!;
  const before = (await booking.textContent())!.match(/at (\d\d:\d\d)/)![1];
  await booking.getByTestId('change-booking').click();
  const dialog = provider.getByRole('dialog', { name: 'Propose a change' });
  await meetPeopleRules(dialog);
  await dialog.getByTestId('change-start').filter({ hasNotText: '(now)' }).first().click();
  await expect(dialog.getByTestId('change-difference')).toHaveText(/^(The total stays the same|The guest pays €\d+\.\d\d more)\.$/);
  await dialog.getByTestId('send-change').click();
  await expect(provider.getByText(`Change of booking ${number} proposed.`)).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(await waitForMailLink(DEMO.guest.email, `/booking/reservation/${number}`));
  const proposal = guest.getByTestId('change-proposal');
  await expect(proposal.getByTestId('change-difference')).toHaveText(/^(The total stays the same|You pay €\d+\.\d\d more)$/);
  await proposal.getByTestId('decline-change').click();
  await expect(guest.getByText(`You declined the change; booking ${number} stays as it was.`)).toBeVisible();
  await expect(proposal).toHaveCount(0);
  await expect(guest.getByTestId('reservation-card')).toContainText(`at ${before}`);
  await guestContext.close();

  await provider.reload();
  await expect(provider.locator(`[data-testid="desk-card"][data-number="${number}"]`)).toContainText(
    'The guest declined your proposed change.',
  );
  await providerContext.close();
});

test('the provider withdraws a proposed change; the booking can be changed again', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInPage(browser, DEMO.provider);
  await page.goto('/dashboard/reservations?tab=upcoming');
  const booking = page
    .getByTestId('desk-card')
    .filter({ hasText: SEEDED })
    .filter({ has: page.getByTestId('change-booking') })
    .first();
  const number = (await booking.getAttribute('data-number'))!;
  await booking.getByTestId('change-booking').click();
  const dialog = page.getByRole('dialog', { name: 'Propose a change' });
  await meetPeopleRules(dialog);
  await dialog.getByTestId('change-start').filter({ hasNotText: '(now)' }).first().click();
  await dialog.getByTestId('send-change').click();
  const card = page.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await expect(card.getByTestId('change-proposed')).toBeVisible();
  await expect(card.getByTestId('change-booking')).toHaveCount(0);

  await card.getByTestId('withdraw-change').click();
  await expect(page.getByText(`The proposed change of booking ${number} was withdrawn.`)).toBeVisible();
  await expect(card.getByTestId('change-proposed')).toHaveCount(0);
  await expect(card.getByTestId('change-booking')).toBeVisible();
  await context.close();
});
