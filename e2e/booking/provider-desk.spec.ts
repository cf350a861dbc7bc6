// The provider's bookings desk (issue 12): the demo provider (demo data has a booking in every
// state) opens each tab and sees its bookings; the tab lives in the address and survives a reload;
// an empty list says what to do next. Cancel and change run against the desk server (see below).
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts';
import { logIn } from '../fixtures/booking';
import { blockMapTiles, createActiveProvider } from '../fixtures/catalog';

async function openTab(page: Page, name: RegExp, tab: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

test('the demo provider sees bookings in every tab, the tab in the address', async ({ page }) => {
  await blockMapTiles(page);
  await logIn(page, DEMO.provider);
  await page.goto('/dashboard/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const cards = page.getByTestId('desk-card');

  // Requests: guest, phone, time left, accept and reject.
  await expect(page.getByTestId('desk-list-requests')).toBeVisible();
  const request = cards.first();
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
  const upcoming = cards.first();
  await expect(upcoming).toHaveAttribute('data-state', 'ACCEPTED');
  await expect(upcoming).toContainText('Paid');
  await expect(upcoming.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  // Past: accepted, no actions.
  await openTab(page, /Past/, 'past');
  await expect(cards.first()).toHaveAttribute('data-state', 'ACCEPTED');
  await expect(cards.first().getByRole('button')).toHaveCount(0);

  // Rejected & canceled: rejected with its reason, cancelled by either side, expired.
  await openTab(page, /Rejected & canceled/, 'inactive');
  await expect(cards.filter({ hasText: 'Sorry, a large group booked the whole day.' })).toHaveAttribute('data-state', 'REJECTED');
  await expect(page.locator('[data-testid="desk-card"][data-state="CANCELLED"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="desk-card"][data-state="EXPIRED"]')).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Cancelled by you' })).toHaveCount(1);

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
