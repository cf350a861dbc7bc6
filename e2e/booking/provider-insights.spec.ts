// Issue 12's statistics, "Today" and day manifest for the demo provider (whose demo data holds
// bookings in every state, one accepted for today): the revenue chart and table show the figures
// the API computes, the "Today" landing shows today's bookings (or says there are none), and the
// day manifest downloads as a PDF; the Reviews tab summarises the demo reviews. Screenshots at desktop and phone width go to the test output.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../test';
import { DEMO } from '../fixtures/accounts';
import { logIn } from '../fixtures/booking';
import { providerHeaders } from '../fixtures/scheduling';

interface Report {
  months: { month: string; grossCents: number; bookings: number }[];
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

test("the demo provider reads the revenue, today's bookings and downloads the day manifest", async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await providerHeaders(request);
  const revenue = await request.get('/api/owner/reservations/revenue', { headers });
  expect(revenue.status()).toBe(200);
  const report = (await revenue.json()) as Report;
  const month = [...report.months].reverse().find((candidate) => candidate.grossCents > 0);
  expect(month, 'the demo provider has revenue in the last 12 months').toBeDefined();

  await logIn(page, DEMO.provider);
  await page.goto('/dashboard/statistics');
  await expect(page.getByRole('tab', { name: 'Revenues' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('revenue-chart').locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  const row = page.getByTestId('revenue-table').locator(`tr[data-month="${month!.month}"]`);
  await expect(row).toContainText(euros(month!.grossCents));
  await page.screenshot({ path: test.info().outputPath('statistics-desktop.png'), fullPage: true });

  // The demo provider's services carry the demo reviews: the tab summarises them.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByTestId('owner-reviews');
  await expect(reviews.getByText('Average rating')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Reviews are coming soon')).toHaveCount(0);

  await page.goto('/dashboard/recent');
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  const today = page.getByTestId('today-section');
  await expect(today.getByTestId('today-booking').first().or(today.getByTestId('today-empty'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('events-section').getByTestId('activity-event').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recent-desktop.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('print-manifest').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lokalno-manifest-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('recent-phone.png'), fullPage: true });
  await page.goto('/dashboard/statistics');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('statistics-phone.png'), fullPage: true });
});
