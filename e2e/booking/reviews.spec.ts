// Issue 24's reviews, the whole way round: the guest opens their past, accepted booking through the
// emailed booking link and reviews it with stars and a photo; the provider replies on the Reviews tab
// of /dashboard/statistics; the service page shows the stars, the review and the reply; staff see the
// moderation queue. axe finds no serious issue on the new pages and the policy page.
import { SignJWT } from 'jose';
import { expect, test, type Page } from '../test';
import { AxeReport, waitUntilLoaded } from '../fixtures/accessibility';
import { DEMO } from '../fixtures/accounts';
import { logIn } from '../fixtures/booking';
import { addReviewPhoto, onAppDatabase, pickStars } from '../fixtures/experience';
import { shared } from '../support/app-servers';

const STAFF = { email: 'staff@example.com', password: 'Staff1234' };

/** The demo guest's past accepted booking not reviewed yet, and a booking link token for it (the server's own signing key). */
async function pastBooking(database: string): Promise<{ number: string; serviceId: number; token: string }> {
  const [row] = await onAppDatabase<{ number: string; service_id: number; starts_at: Date }>(
    database,
    `SELECT r.number, r.service_id, r.starts_at FROM reservation r JOIN user_account u ON u.id = r.user_id
      WHERE u.email = $1 AND r.state = 'ACCEPTED' AND r.starts_at < clock_timestamp() - interval '1 day'
        AND r.starts_at > clock_timestamp() - interval '30 days'
        AND NOT EXISTS (SELECT 1 FROM guest_review g WHERE g.reservation_id = r.id) ORDER BY r.starts_at DESC LIMIT 1`,
    [DEMO.guest.email],
  );
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(row.number)
    .setIssuer('lokalno')
    .setAudience('reservation-link')
    .setIssuedAt()
    .setExpirationTime(Math.floor(row.starts_at.getTime() / 1000) + 30 * 86_400)
    .sign(new TextEncoder().encode(shared('jwtSecret')));
  return { number: row.number, serviceId: row.service_id, token };
}

/** Screenshots of a new screen on a laptop and a phone (test-results/reviews-screens), to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: `test-results/reviews-screens/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/reviews-screens/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
}

test('a guest reviews with stars and a photo, the provider replies, the service page shows both', async ({ browser, appServer }) => {
  test.setTimeout(240_000);
  const axe = new AxeReport();
  const booking = await pastBooking(appServer.database);
  const text = `Wonderful wines and a warm welcome ${Date.now()}`;

  // The guest, without signing in, through the booking link.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/booking/reservation/${booking.number}?token=${encodeURIComponent(booking.token)}`);
  const form = guest.getByTestId('review-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await waitUntilLoaded(guest);
  await axe.check(guest, 'booking link: review form');
  await shoot(guest, 'review-form');
  await pickStars(form, 'Overall: 5 stars');
  await pickStars(form, 'Safety: 4 stars');
  await form.getByRole('textbox', { name: 'Your review' }).fill(text);
  await form.getByRole('textbox', { name: 'First name shown' }).fill('Emma');
  await form.getByTestId('review-submit').click();
  const yours = guest.getByTestId('your-review');
  await expect(yours).toContainText(text);
  await expect(yours.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

  await addReviewPhoto(guest, yours, 'sea.jpg', '#2f7fa6');
  await axe.check(guest, 'booking link: your review');
  await shoot(guest, 'your-review');

  // The provider replies on the Reviews tab.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await logIn(provider, DEMO.provider);
  await provider.goto('/dashboard/statistics');
  await provider.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = provider.getByTestId('owner-reviews');
  const mine = reviews.getByTestId('review').filter({ hasText: text });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await axe.check(provider, '/dashboard/statistics (reviews)');
  await mine.getByTestId('reply-open').click();
  await mine.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Emma! Come back for the harvest.');
  await mine.getByTestId('reply-save').click();
  await expect(mine.getByTestId('review-reply')).toContainText('Come back for the harvest');
  await shoot(provider, 'statistics-reviews');
  await providerContext.close();

  // The service page: stars with the count, the review with its photo and the reply.
  await guest.goto(`/x/x/${booking.serviceId}`);
  const section = guest.getByTestId('service-reviews');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('img', { name: /out of 5 stars, \d+ reviews?/ })).toBeVisible();
  const shown = section.getByTestId('review').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('review-reply')).toContainText('Come back for the harvest');
  await expect(shown.getByRole('img', { name: "Photo 1 from Emma's review" })).toBeVisible();
  await expect(section.getByRole('link', { name: 'How reviews work' })).toBeVisible();
  await axe.check(guest, 'service page (reviews)');
  await section.scrollIntoViewIfNeeded();
  await shoot(guest, 'service-page');
  await axe.visit(guest, '/reviews-policy');
  await expect(guest.getByRole('heading', { level: 1, name: 'How reviews work' })).toBeVisible();
  await shoot(guest, 'reviews-policy');
  await guestContext.close();

  // Staff: the moderation queue (the demo data's reported review waits there).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF);
  await axe.visit(staff, '/staff/moderation');
  await expect(staff.getByTestId('review').first()).toBeVisible();
  await expect(staff.getByText('Open reports')).toBeVisible();
  await shoot(staff, 'moderation');
  await staffContext.close();
  axe.expectNone();
});
