// Issue 24, one booking the whole way round the experience: a start of the truffle hunt is filled (a
// booking of all its places, accepted); a guest without an account picks that start in the booking
// widget, which offers "Join the waitlist", and joins with their email; the provider sees the line on
// the desk's Today page and cancels the booking; the guest gets the offer email (MailDev), opens its
// link and books the held places through the booking flow; the provider accepts. On the day, the
// provider scans the voucher's QR code on a phone and checks the guest in; the day after, the guest
// reviews with stars and a photo from the booking link, the provider replies, and the service page
// shows the stars and the review. The e2e server runs on the real clock, so "on the day" and "the day
// after" are injected by moving the booking's start in the database (the only time travel here).
// axe finds no serious issue on the new screens, and each is captured on a laptop and a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { AxeReport, waitUntilLoaded } from '../fixtures/accessibility';
import { signedInPage } from '../fixtures/booking';
import { addReviewPhoto, onAppDatabase, pickStars, voucherQrPng } from '../fixtures/experience';
import { waitForMail, waitForMailLink } from '../fixtures/mail';
import { BookingFlowPage } from '../pages/booking-flow';
import { PublicServicePage } from '../pages/public-service-page';

const TRUFFLE = 'Truffle hunting in the Motovun forest';
const TRUFFLE_PATH = '/istria/truffle-hunting-in-the-motovun-forest';
const SHOTS = process.env.WAITLIST_SCREENSHOTS;

async function token(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { form: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A start of the truffle hunt with all its places free, some weeks ahead: the last start of the first such day. */
async function freeStart(request: APIRequestContext, serviceId: number): Promise<{ date: string; time: string; places: number }> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const availability = (await (
    await request.get(`/api/services/${serviceId}/availability`, { params: { from: day(20), to: day(80) } })
  ).json()) as { days: { date: string; bookable: boolean; startTimes: { time: string; placesLeft: number }[] }[] };
  const max = Math.max(...availability.days.flatMap((candidate) => candidate.startTimes.map((start) => start.placesLeft)));
  const found = availability.days
    .filter((candidate) => candidate.bookable && candidate.startTimes.some((start) => start.placesLeft === max))
    .map((candidate) => ({ date: candidate.date, time: candidate.startTimes.filter((start) => start.placesLeft === max).at(-1)!.time }))
    .at(0);
  expect(found, 'a free start of the truffle hunt').toBeDefined();
  return { ...found!, places: max };
}

/** The demo guest books every place of the start (REST booking steps, test card 4242); the provider accepts. Returns the reservation id. */
async function fillStart(
  request: APIRequestContext,
  serviceId: number,
  offerId: number,
  start: { date: string; time: string; places: number },
) {
  const guest = await token(request, DEMO.guest);
  const id = crypto.randomUUID();
  const step = async (path: string, data: object) => {
    const response = await request.post(`/api/booking/request/${id}${path}`, { data, headers: guest });
    expect(response.status(), `${path || 'request'}: ${await response.text()}`).toBe(200);
    return response;
  };
  await step('', { serviceId, date: start.date, startTime: start.time, offers: [{ offerId, quantity: start.places }] });
  await step('/first', {});
  await step('/second', { email: DEMO.guest.email, phone: '+385 91 234 5678', conditionsAccepted: true });
  expect((await request.get(`/api/booking/request/${id}/prepare-payment`, { headers: guest })).status()).toBe(200);
  const paid = await step('/test-card', { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' });
  const reservationId = ((await paid.json()) as { reservation: { id: number } }).reservation.id;
  const provider = await token(request, DEMO.provider);
  const accepted = await request.put(`/api/owner/reservations/${reservationId}/acceptance`, { headers: provider });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return reservationId;
}

async function capture(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** On the service page: the start's day (moving on months as needed) and the start itself. */
async function pickStart(servicePage: PublicServicePage, start: { date: string; time: string }): Promise<void> {
  const day = servicePage.calendar.locator(`button[data-date="${start.date}"]`);
  for (let month = 0; month < 4 && (await day.count()) === 0; month += 1) {
    await expect(servicePage.widget.locator('[aria-busy="true"]')).toHaveCount(0);
    await servicePage.widget.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  const button = servicePage.widget.getByTestId('start-time').filter({ hasText: start.time });
  await expect(button).toContainText('Full · waitlist');
  await button.click();
}

test('a guest joins the waitlist of a full start and books the freed places; on the day the provider checks them in; the day after they review', async ({
  browser,
  page: guest,
  request,
  appServer,
}) => {
  test.setTimeout(480_000);
  const axe = new AxeReport();
  const email = uniqueEmail('waitlist');
  const list = (await (await request.get('/api/services', { params: { page: 0, size: 100 } })).json()) as {
    content: { serviceId: number; title: string }[];
  };
  const serviceId = list.content.find((service) => service.title === TRUFFLE)!.serviceId;
  const service = (await (await request.get(`/api/services/${serviceId}`)).json()) as { offers: { id: number; name: string }[] };
  const hunt = service.offers.find((offer) => offer.name === 'Hunt and lunch')!;
  const start = await freeStart(request, serviceId);
  const bookingId = await fillStart(request, serviceId, hunt.id, start);

  // The guest picks the full start: the widget offers the waitlist instead of "Request to book".
  const servicePage = new PublicServicePage(guest);
  await guest.goto(`${TRUFFLE_PATH}/${serviceId}`);
  await expect(servicePage.heading).toHaveText(TRUFFLE, { timeout: 90_000 });
  await pickStart(servicePage, start);
  await servicePage.addOne('Hunt and lunch', 2);
  const join = servicePage.widget.getByTestId('join-waitlist');
  await expect(join).toContainText('This start is full.');
  await expect(servicePage.widget.getByTestId('request-to-book')).toHaveCount(0);
  await axe.check(guest, 'service page, waitlist offered');
  await join.getByLabel('Your email').fill(email);
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(servicePage.widget.getByTestId('waitlist-joined')).toContainText('You are number 1 in line.');
  await axe.check(guest, 'service page, waitlist joined');
  await waitForMail(email, /You are on the waitlist: Truffle hunting/);

  // The leave link's page (not used: the guest stays in line).
  const leaveLink = await waitForMailLink(email, '/waitlist/leave');
  await guest.goto(leaveLink);
  await waitUntilLoaded(guest);
  await expect(guest.getByTestId('waitlist-entry')).toContainText('You are number 1 in line.');
  await axe.check(guest, '/waitlist/leave');
  await capture(guest, 'waitlist-leave');

  // The provider sees the line on the desk and cancels the booking.
  const { context: providerContext, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/recent');
  const line = provider.getByTestId('waitlist-section').getByTestId('waitlist-start').filter({ hasText: TRUFFLE });
  await expect(line).toContainText('1 waiting (2 people)', { timeout: 30_000 });
  await axe.check(provider, '/dashboard/recent with a waitlist');
  await capture(provider, 'waitlist-desk');
  const cancelled = await request.put(`/api/owner/reservations/${bookingId}/cancellation`, {
    headers: await token(request, DEMO.provider),
    data: { note: 'The forest is closed after the storm.' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await providerContext.close();

  // The offer email; its link opens the offer, and the booking flow with the held places.
  const offerLink = await waitForMailLink(email, '/waitlist/offer');
  await guest.goto(offerLink);
  await waitUntilLoaded(guest);
  const offer = guest.getByTestId('waitlist-offer');
  await expect(offer).toContainText(TRUFFLE);
  await expect(offer).toContainText('2 people');
  await expect(guest.getByTestId('offer-until')).toBeVisible();
  await axe.check(guest, '/waitlist/offer');
  await capture(guest, 'waitlist-offer');
  await offer.getByRole('button', { name: 'Book these places' }).click();
  await expect(guest).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const flow = new BookingFlowPage(guest);
  await expect(flow.recap).toBeVisible({ timeout: 30_000 });
  await flow.confirmRecap();
  await flow.fillPersonalInfo({ email, phone: '091 765 4321' });
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible({ timeout: 30_000 });

  // The places were taken over, not taken twice: the start is full again with the guest's 2 people booked.
  const availability = (await (
    await request.get(`/api/services/${serviceId}/availability`, { params: { from: start.date, to: start.date } })
  ).json()) as { days: { startTimes: { time: string; placesLeft: number }[] }[] };
  expect(availability.days[0].startTimes.find((candidate) => candidate.time === start.time)?.placesLeft).toBe(start.places - 2);

  // The provider accepts the request; the guest's link (emailed) opens the booking.
  const [{ id: reservationId, number }] = await onAppDatabase<{ id: number; number: string }>(
    appServer.database,
    'SELECT id, number FROM reservation WHERE email = $1',
    [email],
  );
  const guestLink = new URL(await waitForMailLink(email, `/booking/reservation/${number}`));
  const linkToken = guestLink.searchParams.get('token')!;
  const accepted = await request.put(`/api/owner/reservations/${reservationId}/acceptance`, {
    headers: await token(request, DEMO.provider),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // On the day: the booking's start is now (Zagreb). The provider scans the voucher's QR code on a phone and checks the guest in.
  await onAppDatabase(
    appServer.database,
    `UPDATE reservation SET starts_at = date_trunc('minute', clock_timestamp()),
       date = (clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date,
       start_time = to_char(clock_timestamp() AT TIME ZONE 'Europe/Zagreb', 'HH24:MI') WHERE id = $1`,
    [reservationId],
  );
  const voucher = await request.get(`/api/booking/reservations/${number}/voucher`, { params: { token: linkToken } });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const qr = voucherQrPng(await voucher.body());
  const { context: doorContext, page: door } = await signedInPage(browser, DEMO.provider);
  await door.setViewportSize({ width: 390, height: 844 });
  await door.goto('/dashboard/check-in');
  await waitUntilLoaded(door);
  await door.locator('input[type="file"]').setInputFiles({ name: 'voucher-qr.png', mimeType: 'image/png', buffer: qr });
  await expect(door.getByTestId('check-in-preview')).toHaveAttribute('data-status', 'READY');
  await expect(door.getByTestId('check-in-preview')).toContainText(number);
  await expect(door.getByTestId('check-in-status')).toHaveText('Valid for today');
  await door.getByTestId('check-in-button').click();
  await expect(door.getByTestId('check-in-answer')).toHaveAttribute('data-status', 'CHECKED_IN');
  await axe.check(door, '/dashboard/check-in (checked in, phone)');
  await doorContext.close();

  // The day after: the guest reviews from the booking link, with stars and a photo.
  await onAppDatabase(
    appServer.database,
    "UPDATE reservation SET starts_at = starts_at - interval '1 day', date = date - 1 WHERE id = $1",
    [reservationId],
  );
  const text = `Found two truffles and ate them with pasta ${Date.now()}`;
  await guest.goto(guestLink.toString());
  const form = guest.getByTestId('review-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await waitUntilLoaded(guest);
  await pickStars(form, 'Overall: 5 stars');
  await form.getByRole('textbox', { name: 'Your review' }).fill(text);
  await form.getByRole('textbox', { name: 'First name shown' }).fill('Petra');
  await form.getByTestId('review-submit').click();
  const yours = guest.getByTestId('your-review');
  await expect(yours).toContainText(text);
  await addReviewPhoto(guest, yours, 'truffles.jpg', '#6b4f2a');
  await axe.check(guest, 'booking link: your review');

  // The provider replies on the Reviews tab.
  const { context: replyContext, page: replier } = await signedInPage(browser, DEMO.provider);
  await replier.goto('/dashboard/statistics');
  await replier.getByRole('tab', { name: 'Reviews' }).click();
  const mine = replier.getByTestId('owner-reviews').getByTestId('review').filter({ hasText: text });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await mine.getByTestId('reply-open').click();
  await mine.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Petra! The autumn truffles are even better.');
  await mine.getByTestId('reply-save').click();
  await expect(mine.getByTestId('review-reply')).toContainText('autumn truffles');
  await replyContext.close();

  // The service page shows the stars, the review with its photo and the reply.
  await guest.goto(`${TRUFFLE_PATH}/${serviceId}`);
  const section = guest.getByTestId('service-reviews');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('img', { name: /out of 5 stars, \d+ reviews?/ })).toBeVisible();
  const shown = section.getByTestId('review').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('review-reply')).toContainText('autumn truffles');
  await expect(shown.getByRole('img', { name: "Photo 1 from Petra's review" })).toBeVisible();
  await axe.check(guest, 'service page with the new review');
  axe.expectNone();
});
