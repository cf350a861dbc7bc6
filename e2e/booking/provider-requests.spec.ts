// The provider's bookings desk, Requests tab (issues 11 and 12): the demo provider sees a pending request
// of the demo guest (made for this test through the API), accepts it in one click, finds it under Today or Upcoming, and the demo
// guest finds it among today's or upcoming bookings, accepted.
import { expect, test } from '../test';
import { DEMO } from '../fixtures/accounts';
import { demoGuestPendingRequest, signedInPage } from '../fixtures/booking';

test("the provider accepts the demo guest's request and the guest sees it as accepted", async ({ browser, request: api }) => {
  test.setTimeout(120_000);
  const pending = await demoGuestPendingRequest(api);
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations');
  await expect(provider.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(provider.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');

  const request = provider.locator(`[data-testid="desk-card"][data-number="${pending}"]`);
  await expect(request).toBeVisible();
  await expect(request).toContainText(DEMO.guest.email);
  const number = await request.getAttribute('data-number');
  expect(number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(request).toContainText(/left to answer/);
  await expect(request).toContainText('Reserved on the card');

  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(provider.getByText(`Request ${number} accepted.`)).toBeVisible();
  await expect(provider.locator(`[data-testid="desk-card"][data-number="${number}"]`)).toHaveCount(0);

  // Accepted: under Upcoming (or Today, for a start later today), paid, with change and cancel.
  const accepted = provider.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await provider.getByRole('tab', { name: /Upcoming/ }).click();
  await expect(provider).toHaveURL(/tab=upcoming/);
  await expect(provider.getByTestId('desk-list-upcoming').or(provider.getByTestId('desk-empty'))).toBeVisible();
  if ((await accepted.count()) === 0) {
    await provider.getByRole('tab', { name: /Today/ }).click();
    await expect(provider).toHaveURL(/tab=today/);
  }
  await expect(accepted).toBeVisible();
  await expect(accepted).toContainText('Accepted');
  // Paid once the capture job ran; the amount is still reserved until then.
  await expect(accepted).toContainText(/Paid|Reserved on the card/);
  await expect(accepted.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await providerContext.close();

  const { context: guestContext, page: guest } = await signedInPage(browser, DEMO.guest);
  await guest.goto('/customer/purchases');
  const card = guest.locator(`[data-testid="reservation-card"][data-number="${number}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Accepted');
  const section = guest.locator('[data-testid="purchases-today"], [data-testid="purchases-upcoming"]').filter({ has: card });
  await expect(section).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await guestContext.close();
});
