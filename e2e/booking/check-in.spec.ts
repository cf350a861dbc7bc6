// Check-in at the door (issue 24): on the start's day the provider opens /dashboard/check-in on a
// phone, feeds it the QR code of the guest's voucher PDF (the picture scanner, the same ZXing reader
// as the camera), sees the booking valid for today and checks the guest in with one tap; a second
// scan says when and by whom; the Today list shows it. The start's day is real: the demo data has an
// accepted booking of the demo guest today (seeded relative to today), so no clock is moved.
import { expect, test, type APIRequestContext } from '../test';
import { AxeReport, waitUntilLoaded } from '../fixtures/accessibility';
import { DEMO } from '../fixtures/accounts';
import { logIn } from '../fixtures/booking';
import { voucherQrPng } from '../fixtures/experience';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { form: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test('on the start’s day the provider scans the voucher’s QR code on a phone and checks the guest in', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Today's accepted booking of the demo guest, and its voucher as the guest downloads it.
  const provider = await tokenOf(request, DEMO.provider);
  const today = await request.get('/api/owner/reservations/accepted/today', { headers: provider, params: { size: 50 } });
  expect(today.status()).toBe(200);
  const booking = ((await today.json()) as { content: { id: number; number: string; guest: { email: string } }[] }).content.find(
    (candidate) => candidate.guest.email === DEMO.guest.email,
  );
  expect(booking, "the demo guest's booking today").toBeDefined();
  const guest = await tokenOf(request, DEMO.guest);
  const voucher = await request.get(`/api/customer/reservations/${booking!.id}/voucher`, { headers: guest });
  expect(voucher.status()).toBe(200);
  const qr = voucherQrPng(await voucher.body());

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.provider);
  const axe = new AxeReport();

  await page.goto('/dashboard/check-in');
  await waitUntilLoaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await axe.check(page, '/dashboard/check-in (phone)');

  // The photo of the QR code, read by the same reader as the camera.
  await page.locator('input[type="file"]').setInputFiles({ name: 'voucher-qr.png', mimeType: 'image/png', buffer: qr });
  const preview = page.getByTestId('check-in-preview');
  await expect(preview).toHaveAttribute('data-status', 'READY');
  await expect(preview).toContainText('Emma Schmidt');
  await expect(preview).toContainText(booking!.number);
  await expect(page.getByTestId('check-in-status')).toHaveText('Valid for today');
  await axe.check(page, '/dashboard/check-in (preview)');
  await page.screenshot({ path: test.info().outputPath('check-in-phone-preview.png'), fullPage: true });

  await page.getByTestId('check-in-button').click();
  const answer = page.getByTestId('check-in-answer');
  await expect(answer).toHaveAttribute('data-status', 'CHECKED_IN');
  await expect(answer).toContainText('Emma Schmidt');
  await axe.check(page, '/dashboard/check-in (checked in)');
  await page.screenshot({ path: test.info().outputPath('check-in-phone-done.png'), fullPage: true });

  // The same code again: already checked in, when and by whom.
  await page.getByTestId('check-in-next').click();
  await page.getByTestId('check-in-number').fill(booking!.number.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('check-in-preview')).toHaveAttribute('data-status', 'ALREADY_CHECKED_IN');
  await expect(page.getByTestId('check-in-status')).toHaveText(/^Already checked in at \d\d:\d\d by /);
  await expect(page.getByTestId('check-in-button')).toHaveCount(0);

  // The Today list and the latest events show it.
  await page.goto('/dashboard/recent');
  const todayBooking = page.locator(`[data-testid="today-booking"][data-number="${booking!.number}"]`);
  await expect(todayBooking.getByTestId('today-checked-in')).toHaveText(/^Checked in \d\d:\d\d$/, { timeout: 60_000 });
  await expect(page.locator(`[data-testid="activity-event"][data-kind="CHECKED_IN"]`).first()).toContainText(booking!.number);

  // The laptop layout of the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/check-in');
  await waitUntilLoaded(page);
  await axe.check(page, '/dashboard/check-in (laptop)');
  await page.screenshot({ path: test.info().outputPath('check-in-laptop.png'), fullPage: true });
  // In Croatian on the phone, with the answer for the booking already checked in.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: 'HR' }).check({ force: true });
  await page.getByTestId('check-in-number').fill(booking!.number);
  await page.getByRole('button', { name: 'Pronađi' }).click();
  await expect(page.getByTestId('check-in-status')).toHaveText(/^Već prijavljen u \d\d:\d\d/);
  await axe.check(page, '/dashboard/check-in (hr, phone)');
  await page.screenshot({ path: test.info().outputPath('check-in-phone-hr.png'), fullPage: true });
  axe.expectNone();
});
