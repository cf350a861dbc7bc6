// The booking emails through the real job runner and a real SMTP capture: each kind to its readers
// in their language, the accepted booking's voucher, receipt and calendar file, the guest's link,
// one email per reader whatever the repeats; and the booking sweep (expiry through the state table,
// the provider's halfway reminder once).
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { linkIn } from '../../../test/mail.js';
import { inTransaction } from '../../shared/transaction.js';
import { BOOKING_EMAIL_QUEUE, queueBookingEmail, type BookingEmailKind } from './booking-emails.js';
import { sweepBookings } from './booking-sweep.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';
import type { SeedReservation } from '../../demo/demo-reservations.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof bookableService>>;
let day = 2;

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app, { firstName: 'Ana', lastName: 'Horvat' });
  shop = await bookableService(app, {
    title: 'Olive oil tasting in Vodnjan',
    arrivalInstructions: 'Park by the church and walk 200 m uphill.',
  });
}, 120_000);

const send = (reservationId: number, kind: BookingEmailKind) =>
  inTransaction(testContext(app), (tx) => queueBookingEmail(tx, reservationId, kind));
const anonymous = () => `guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function reserve(overrides: Partial<SeedReservation> = {}) {
  day += 1;
  return reservationOf(app, {
    serviceId: shop.serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    startsAt: startIn(day),
    state: ReservationState.PENDING,
    places: 'capacity',
    offers: [{ offerId: shop.offerId, quantity: 2 }],
    ...overrides,
  });
}

const mailsTo = (email: string, subject?: RegExp) =>
  app.mail.mails.filter((mail) => mail.to.includes(email) && (!subject || subject.test(mail.subject)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

describe('booking emails', () => {
  it("REQUEST_RECEIVED goes to the guest and to the provider, with the guest's link", async () => {
    const made = await reserve({ message: 'We bring a dog & a cat.' });
    await send(made.id, 'REQUEST_RECEIVED');
    const toGuest = await app.mail.waitFor(guest.user.email, { subject: new RegExp(made.number) });
    expect(toGuest.subject).toBe(`Your booking request ${made.number} is sent`);
    expect(toGuest.text).toContain('Hello Ana Horvat,');
    expect(toGuest.text).toContain('70.00 EUR (527.42 HRK) is reserved on your card');
    expect(toGuest.text).toContain('Offers: 2 × Classic tasting');
    const link = linkIn(toGuest, `${app.baseUrl}/booking/reservation/${made.number}?token=`);
    const opened = await app.request(`/api/booking/reservations/${made.number}?token=${link.searchParams.get('token')}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: made.id, state: 'PENDING' });

    const toProvider = await app.mail.waitFor(shop.provider.user.email, { subject: new RegExp(made.number) });
    expect(toProvider.subject).toBe(`New booking request ${made.number}: Olive oil tasting in Vodnjan`);
    expect(toProvider.text).toContain(`Email: ${guest.user.email}`);
    expect(toProvider.text).toContain('Message for you: We bring a dog & a cat.');
    expect(toProvider.html).toContain('We bring a dog &amp; a cat.');
    expect(toProvider.text).toContain(`${app.baseUrl}/dashboard/reservations`);
  });

  it("writes every time of day with Zagreb's zone: CET in winter, CEST in summer, in English and Croatian", async () => {
    // Deadlines and starts are Europe/Zagreb wall-clock times (issue 22: "answers by 04:49" said no zone).
    const zone = (date: Date) =>
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Zagreb', timeZoneName: 'longOffset' }).format(date).endsWith('+02:00')
        ? 'CEST'
        : 'CET';
    // The first days ahead in winter and in summer, whenever the test runs.
    const ahead = Array.from({ length: 365 }, (_, index) => index + 2);
    const w = ahead.find((days) => zone(startIn(days)) === 'CET' && zone(startIn(days - 1)) === 'CET')!;
    const s = ahead.find((days) => zone(startIn(days)) === 'CEST' && zone(startIn(days - 1)) === 'CEST')!;
    const winter = await reserve({ places: 'record', startsAt: startIn(w, '10:00'), answerDeadline: startIn(w - 1, '04:49') });
    const summer = await reserve({ places: 'record', startsAt: startIn(s, '10:00'), answerDeadline: startIn(s - 1, '04:49') });
    const email = anonymous();
    const summerHr = await reserve({
      userId: null,
      email,
      language: 'hr',
      places: 'record',
      startsAt: startIn(s, '10:00'),
      answerDeadline: startIn(s - 1, '04:49'),
    });
    const winterHr = await reserve({
      userId: null,
      email,
      language: 'hr',
      places: 'record',
      startsAt: startIn(w, '10:00'),
      answerDeadline: startIn(w - 1, '04:49'),
    });
    for (const made of [winter, summer, summerHr, winterHr]) await send(made.id, 'REQUEST_RECEIVED');
    const text = async (to: string, number: string) => (await app.mail.waitFor(to, { subject: new RegExp(number) })).text;
    const winterEn = await text(guest.user.email, winter.number);
    expect(winterEn).toMatch(/The provider answers by \w+, \w+ \d+, \d{4}, 04:49 \(Croatian time, CET\)/);
    expect(winterEn).toContain('at 10:00 (Croatian time, CET)');
    expect(winterEn).toContain('Time: 10:00 (Croatian time, CET)');
    const summerEn = await text(guest.user.email, summer.number);
    expect(summerEn).toMatch(/The provider answers by .*, 04:49 \(Croatian time, CEST\)/);
    expect(summerEn).toContain('Time: 10:00 (Croatian time, CEST)');
    const toProvider = await text(shop.provider.user.email, winter.number);
    expect(toProvider).toMatch(/by .*, 04:49 \(Croatian time, CET\)/);

    const summerHrText = await text(email, summerHr.number);
    expect(summerHrText).toMatch(/04:49 \(hrvatsko vrijeme, CEST\)/);
    expect(summerHrText).toContain('10:00 (hrvatsko vrijeme, CEST)');
    const winterHrText = await text(email, winterHr.number);
    expect(winterHrText).toMatch(/04:49 \(hrvatsko vrijeme, CET\)/);
    expect(winterHrText).toContain('10:00 (hrvatsko vrijeme, CET)');
  });

  it('ACCEPTED sends the voucher, the receipt and a calendar entry, with the receipt in the body', async () => {
    const made = await reserve({ state: ReservationState.ACCEPTED });
    await send(made.id, 'ACCEPTED');
    const mail = await app.mail.waitFor(guest.user.email, { subject: new RegExp(`${made.number} is confirmed`) });
    expect(mail.text).toContain('70.00 EUR (527.42 HRK) has been charged to your card');
    expect(mail.text).toContain('Meeting point: Vinogradska 5, Vodnjan');
    expect(mail.text).toContain('How to get there: Park by the church and walk 200 m uphill.');
    expect(mail.text).toMatch(
      /Receipt\n2 × Classic tasting: 70.00 EUR \(527.42 HRK\)\nSubtotal: 70.00 EUR \(527.42 HRK\)\nService fee: 0.00 EUR \(0.00 HRK\)\nTotal: 70.00 EUR \(527.42 HRK\)/,
    );
    const files = Object.fromEntries(mail.attachments.map((attachment) => [attachment.filename, attachment]));
    expect(Object.keys(files).sort()).toEqual([`booking-${made.number}.ics`, `receipt-${made.number}.pdf`, `voucher-${made.number}.pdf`]);
    expect(files[`voucher-${made.number}.pdf`].contentType).toBe('application/pdf');
    expect(files[`voucher-${made.number}.pdf`].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(files[`voucher-${made.number}.pdf`].content.length).toBeGreaterThan(5000);
    expect(files[`receipt-${made.number}.pdf`].content.subarray(0, 5).toString()).toBe('%PDF-');
    const calendar = files[`booking-${made.number}.ics`].content.toString();
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`SUMMARY:Olive oil tasting in Vodnjan (${made.number})`);
    expect(calendar).toContain('LOCATION:Vinogradska 5\\, Vodnjan');
  });

  it("REJECTED tells the reason, in the guest's language (Croatian), to an anonymous guest", async () => {
    const email = anonymous();
    const made = await reserve({
      userId: null,
      email,
      language: 'hr',
      state: ReservationState.REJECTED,
      places: 'record',
      startsAt: startIn(-2),
      rejectionReasonCode: 'WEATHER',
      rejectionNote: 'Bura do 100 km/h.',
    });
    await send(made.id, 'REJECTED');
    const mail = await app.mail.waitFor(email);
    expect(mail.subject).toBe(`Vaš zahtjev za rezervaciju ${made.number} nije prihvaćen`);
    expect(mail.text).toContain('Pozdrav,');
    expect(mail.text).toContain('Razlog: Vremenski uvjeti');
    expect(mail.text).toContain('Napomena pružatelja: Bura do 100 km/h.');
    expect(mail.text).toContain('70,00 EUR (527,42 HRK)');
  });

  it('CANCELLED by the provider promises the full refund; REFUNDED confirms it; EXPIRED tells both sides', async () => {
    const email = anonymous();
    const cancelled = await reserve({
      userId: null,
      email,
      state: ReservationState.CANCELLED,
      cancelledBy: CancelledBy.PROVIDER,
      places: 'record',
      startsAt: startIn(-1),
    });
    await send(cancelled.id, 'CANCELLED');
    await send(cancelled.id, 'REFUNDED');
    const cancellation = await app.mail.waitFor(email, { subject: /is cancelled/ });
    expect(cancellation.text).toContain('the provider had to cancel your booking');
    expect(cancellation.text).toContain('You will get a refund of 70.00 EUR (527.42 HRK) to your card.');
    const refund = await app.mail.waitFor(email, { subject: /Your refund/ });
    expect(refund.text).toContain('We have refunded 70.00 EUR (527.42 HRK) to your card');

    const withdrawnEmail = anonymous();
    const withdrawn = await reserve({
      userId: null,
      email: withdrawnEmail,
      state: ReservationState.CANCELLED,
      cancelledBy: CancelledBy.GUEST,
      places: 'record',
      startsAt: startIn(-1),
    });
    await send(withdrawn.id, 'CANCELLED');
    const withdrawal = await app.mail.waitFor(withdrawnEmail);
    expect(withdrawal.text).toContain('is cancelled, as you asked');
    expect(withdrawal.text).toContain('The amount reserved on your card has been released; you have not been charged.');
    expect(
      (await app.mail.waitFor(shop.provider.user.email, { subject: new RegExp(`${withdrawn.number} was cancelled by the guest`) })).text,
    ).toContain('The places are free again.');

    const expiredEmail = anonymous();
    const expired = await reserve({
      userId: null,
      email: expiredEmail,
      state: ReservationState.EXPIRED,
      places: 'record',
      startsAt: startIn(-1),
    });
    await send(expired.id, 'EXPIRED');
    expect((await app.mail.waitFor(expiredEmail)).subject).toBe(`Your booking request ${expired.number} has expired`);
    expect((await app.mail.waitFor(shop.provider.user.email, { subject: new RegExp(`${expired.number} expired`) })).text).toContain(
      'was not answered by its deadline',
    );
  });

  it('sends each email once, whatever the repeats and retries', async () => {
    const email = anonymous();
    const made = await reserve({ userId: null, email, state: ReservationState.ACCEPTED });
    await send(made.id, 'ACCEPTED');
    await send(made.id, 'ACCEPTED');
    await app.mail.waitFor(email);
    // Another job for the same reservation and kind (as a retry after the send would be).
    await inTransaction(testContext(app), (tx) =>
      tx.jobs.enqueue(tx.manager, BOOKING_EMAIL_QUEUE, { reservationId: made.id, kind: 'ACCEPTED' }, `again:${made.id}`),
    );
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('the booking sweep', () => {
  it('expires PENDING requests past their deadline through the state table: places back, release queued, both sides told', async () => {
    const email = anonymous();
    const overdue = await reserve({
      userId: null,
      email,
      createdAt: new Date(Date.now() - 2 * 3_600_000),
      answerDeadline: new Date(Date.now() - 60_000),
    });
    const waiting = await reserve({ userId: null, email: anonymous(), answerDeadline: new Date(Date.now() + 3 * 3_600_000) });
    const result = await sweepBookings(testContext(app));
    expect(result.expired).toEqual([overdue.id]);

    const [row] = await app.db.dataSource.query(
      'SELECT r.state, r.decided_at, h.state AS hold FROM reservation r JOIN hold h ON h.id = r.hold_id WHERE r.id = $1',
      [overdue.id],
    );
    expect(row).toMatchObject({ state: 'EXPIRED', hold: 'RELEASED' });
    expect(row.decided_at).not.toBeNull();
    const [still] = await app.db.dataSource.query('SELECT state FROM reservation WHERE id = $1', [waiting.id]);
    expect(still.state).toBe('PENDING');
    const [payment] = await app.db.dataSource.query('SELECT id FROM payment WHERE reservation_id = $1', [overdue.id]);
    const [{ n }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payments.release' AND data->>'paymentId' = $1",
      [String(payment.id)],
    );
    expect(n).toBe(1);
    expect((await app.mail.waitFor(email)).subject).toBe(`Your booking request ${overdue.number} has expired`);

    // A second run finds nothing left to expire.
    expect((await sweepBookings(testContext(app))).expired).toEqual([]);
  });

  it('reminds the provider once, halfway to the deadline, not before', async () => {
    const halfway = await reserve({
      userId: null,
      email: anonymous(),
      createdAt: new Date(Date.now() - 2 * 3_600_000),
      answerDeadline: new Date(Date.now() + 3_600_000),
    });
    const early = await reserve({
      userId: null,
      email: anonymous(),
      createdAt: new Date(Date.now() - 600_000),
      answerDeadline: new Date(Date.now() + 2 * 3_600_000),
    });
    const first = await sweepBookings(testContext(app));
    expect(first.reminded).toContain(halfway.id);
    expect(first.reminded).not.toContain(early.id);
    expect((await sweepBookings(testContext(app))).reminded).not.toContain(halfway.id);

    const reminder = await app.mail.waitFor(shop.provider.user.email, {
      subject: new RegExp(`Reminder: booking request ${halfway.number}`),
    });
    expect(reminder.text).toContain('is still waiting for your answer');
    await settle();
    expect(mailsTo(shop.provider.user.email, new RegExp(`Reminder: booking request ${halfway.number}`))).toHaveLength(1);
    const [row] = await app.db.dataSource.query('SELECT reminder_sent_at FROM reservation WHERE id = $1', [halfway.id]);
    expect(row.reminder_sent_at).not.toBeNull();
  });
});
