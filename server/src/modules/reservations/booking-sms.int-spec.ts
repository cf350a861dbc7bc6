// The guests' SMS through the real job runner and the local SMS catcher: the acceptance SMS for a guest
// who ticked "Send me a confirmation SMS" and none for one who did not; one message per event however
// often the job runs; numbers normalised to E.164 and a number that does not parse never sent nor
// logged; the Twilio path through the real `twilio` SDK against a local checking server; the short link;
// and the day-before reminder (email en/hr, SMS), once, from 09:00 Zagreb time on the day before,
// with Zagreb's day boundaries across the change to summer time.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { TwilioApi } from '../../../test/twilio-server.js';
import { loadConfig } from '../../config.js';
import type { RequestContext } from '../../context.js';
import type { SeedReservation } from '../../demo/demo-reservations.js';
import { inTransaction } from '../../shared/transaction.js';
import { SmsCatcher } from '../notifications/sms-catcher.js';
import { createTwilioGateway } from '../notifications/sms-gateway.js';
import { queueSms, smsHandler, type SmsJob } from '../notifications/sms.service.js';
import { queueBookingEmail } from './booking-emails.js';
import { BOOKING_SMS_RENDERERS } from './booking-sms.js';
import { sweepDayBeforeReminders } from './day-before-reminder.js';
import { ReservationState } from './reservation.entity.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof bookableService>>;
let day = 3;
let phoneSerial = 100;

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app, { firstName: 'Ana', lastName: 'Horvat' });
  shop = await bookableService(app, {
    title: 'Olive oil tasting in Vodnjan',
    meetingPoint: 'Trg slobode 3, Vodnjan',
    arrivalInstructions: 'Park by the church and walk 200 m uphill.',
  });
}, 120_000);

/** A Croatian mobile of its own for each reservation (so each test reads only its messages), typed nationally. */
function nextPhone(): { typed: string; e164: string } {
  phoneSerial += 1;
  return { typed: `091 555 ${String(phoneSerial).padStart(4, '0')}`, e164: `+38591555${String(phoneSerial).padStart(4, '0')}` };
}

async function reserve(overrides: Partial<SeedReservation> & { sms: boolean }) {
  day += 1;
  const { sms, ...spec } = overrides;
  const phone = nextPhone();
  const made = await reservationOf(app, {
    serviceId: shop.serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    phone: phone.typed,
    startsAt: startIn(day),
    state: ReservationState.PENDING,
    places: 'capacity',
    offers: [{ offerId: shop.offerId, quantity: 2 }],
    ...spec,
  });
  // What the booking form's "Send me a confirmation SMS" stores.
  await app.db.dataSource.query('UPDATE reservation SET confirmation_sms = $2 WHERE id = $1', [made.id, sms]);
  return { ...made, phone: phone.e164 };
}

const caught = (to: string) => app.sms!.list(to);

async function waitForSms(to: string, pattern: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = caught(to).find((message) => pattern.test(message.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no SMS matching ${pattern} to ${to}; caught: ${JSON.stringify(caught(to))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Until the job runner has nothing of these queues waiting or running. */
async function jobsSettled() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [{ open }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS open FROM pgboss.job WHERE name IN ('booking.email', 'notifications.sms') AND state IN ('created', 'retry', 'active')",
    );
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error('jobs did not settle');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const accept = (id: number) =>
  app.request(`/api/owner/reservations/${id}/acceptance`, { method: 'PUT', json: {}, token: shop.provider.token });

/** Runs the SMS job's handler itself, with its own gateway and logger. */
function runSmsJob(data: SmsJob, options: { gateway?: SmsCatcher | ReturnType<typeof createTwilioGateway>; log?: pino.Logger } = {}) {
  const ctx: RequestContext = { ...testContext(app), log: options.log ?? pino({ level: 'silent' }) };
  return smsHandler(options.gateway ?? new SmsCatcher(), { ...BOOKING_SMS_RENDERERS })({ id: 'test', attempt: 1, data, ctx });
}

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('booking SMS', () => {
  it('a guest who ticked the box gets the acceptance SMS with the number and a short link to the booking', async () => {
    const made = await reserve({ sms: true });
    expect((await accept(made.id)).status).toBe(200);
    const sms = await waitForSms(made.phone, new RegExp(made.number));
    expect(sms.to).toBe(made.phone);
    expect(sms.text).toMatch(
      new RegExp(
        `^Lokalno: booking ${made.number} is confirmed: Olive oil tasting in Vodnjan, \\w{3}, \\w{3} \\d{1,2} at 10:00\\. Details: `,
      ),
    );
    expect(sms).toMatchObject({ encoding: 'GSM-7', segments: 1 });

    // The catcher's JSON (what the end-to-end suite reads) and its page.
    const listed = await app.request(`/dev/sms.json?to=${encodeURIComponent(made.phone)}`);
    expect(listed.body).toEqual({ messages: [expect.objectContaining({ to: made.phone, text: sms.text })] });
    const page = await app.request('/dev/sms');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(`Lokalno: booking ${made.number} is confirmed`);

    // The short link leads to the guest's reservation page with a working token.
    const link = new URL(sms.text.split(' ').at(-1)!);
    expect(link.pathname).toMatch(new RegExp(`^/s/${made.number}/[A-Za-z0-9_-]{16}$`));
    const opened = await app.request(link.pathname);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location')!);
    expect(target.pathname).toBe(`/booking/reservation/${made.number}`);
    const byLink = await app.request(`/api/booking/reservations/${made.number}?token=${target.searchParams.get('token')}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({ id: made.id, state: 'ACCEPTED' });
    // Another code, or another number with this code, leads nowhere.
    const [, , number, code] = link.pathname.split('/');
    expect((await app.request(`/s/${number}/${'A'.repeat(16)}`)).status).toBe(404);
    expect((await app.request(`/s/ZZZZ-ZZZZ/${code}`)).status).toBe(404);
  });

  it('a guest who did not tick the box gets no SMS, only the email', async () => {
    const made = await reserve({ sms: false });
    expect((await accept(made.id)).status).toBe(200);
    await app.mail.waitFor(guest.user.email, { subject: new RegExp(made.number) });
    await jobsSettled();
    expect(caught(made.phone)).toEqual([]);
    const [{ jobs }] = await app.db.dataSource.query(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'notifications.sms' AND data->>'reservationId' = $1",
      [String(made.id)],
    );
    expect(jobs).toBe(0);
  });

  it('sends one SMS per event: the event queued twice, the job run again, or run by another process', async () => {
    const made = await reserve({ sms: true });
    expect((await accept(made.id)).status).toBe(200);
    await waitForSms(made.phone, /is confirmed/);
    // The same event queued again (a repeated transaction): the same job.
    await inTransaction(testContext(app), (tx) => queueBookingEmail(tx, made.id, 'ACCEPTED'));
    await inTransaction(testContext(app), (tx) => queueSms(tx, { reservationId: made.id, kind: 'ACCEPTED' }));
    // The job itself run twice more, with other gateways: sent_sms holds the event's claim.
    const other = new SmsCatcher();
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway: other });
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway: other });
    await jobsSettled();
    expect(other.list()).toEqual([]);
    expect(caught(made.phone)).toHaveLength(1);
    const rows = await app.db.dataSource.query(
      'SELECT kind, segments, provider_message_id, sent_at FROM sent_sms WHERE idempotency_key = $1',
      [`sms:reservation:${made.id}:ACCEPTED`],
    );
    expect(rows).toEqual([{ kind: 'ACCEPTED', segments: 1, provider_message_id: caught(made.phone)[0].id, sent_at: expect.any(Date) }]);
  });

  it('a cancellation by the provider: one SMS; a guest withdrawing a request gets none', async () => {
    const accepted = await reserve({ sms: true });
    expect((await accept(accepted.id)).status).toBe(200);
    await waitForSms(accepted.phone, /is confirmed/);
    const cancelled = await app.request(`/api/owner/reservations/${accepted.id}/cancellation`, {
      method: 'PUT',
      json: { reasonId: (await app.db.dataSource.query('SELECT id FROM rejection_reason ORDER BY id LIMIT 1'))[0].id },
      token: shop.provider.token,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const sms = await waitForSms(accepted.phone, /is cancelled/);
    expect(sms.text).toMatch(
      new RegExp(`^Lokalno: booking ${accepted.number} \\(Olive oil tasting in Vodnjan, \\w{3}, \\w{3} \\d{1,2}\\) is cancelled`),
    );

    const pending = await reserve({ sms: true });
    const withdrawn = await app.request(`/api/customer/reservations/${pending.id}/withdrawal`, {
      method: 'PUT',
      json: {},
      token: guest.token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    await app.mail.waitFor(guest.user.email, { subject: new RegExp(pending.number) });
    await jobsSettled();
    expect(caught(pending.phone)).toEqual([]);
  });

  it('a change proposed by the provider and accepted by the guest: one SMS each, with the new start', async () => {
    const made = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(startIn(day));
    const proposed = await app.request(`/api/owner/reservations/${made.id}/change`, {
      method: 'POST',
      json: { date, startTime: '14:00', offers: [{ offerId: shop.offerId, quantity: 2 }] },
      token: shop.provider.token,
    });
    expect(proposed.status, proposed.text).toBe(200);
    const proposal = await waitForSms(made.phone, /proposes a change/);
    expect(proposal.text).toMatch(
      new RegExp(`^Lokalno: the provider proposes a change to booking ${made.number}\\. Please answer by \\w{3}, \\w{3} \\d{1,2}: http`),
    );
    const answer = await app.request(`/api/customer/reservations/${made.id}/change/acceptance`, {
      method: 'PUT',
      json: {},
      token: guest.token,
    });
    expect(answer.status, answer.text).toBe(200);
    const changed = await waitForSms(made.phone, /is changed/);
    expect(changed.text).toMatch(
      new RegExp(`^Lokalno: booking ${made.number} is changed: Olive oil tasting in Vodnjan, \\w{3}, \\w{3} \\d{1,2} at 14:00\\.`),
    );
    await jobsSettled();
    expect(caught(made.phone)).toHaveLength(2);
  });

  it('normalises numbers to E.164 and sends nothing to a number that does not parse, without logging it', async () => {
    const international = await reserve({ sms: true, phone: '00 44 7911 123456', state: ReservationState.ACCEPTED });
    const catcher = new SmsCatcher();
    await runSmsJob({ reservationId: international.id, kind: 'ACCEPTED' }, { gateway: catcher });
    expect(catcher.list().map((message) => message.to)).toEqual(['+447911123456']);

    const broken = await reserve({ sms: true, phone: '+385 91 234 5678', state: ReservationState.ACCEPTED });
    await app.db.dataSource.query("UPDATE reservation SET phone = '12 34' WHERE id = $1", [broken.id]);
    const { log, lines } = capturedLog();
    await runSmsJob({ reservationId: broken.id, kind: 'ACCEPTED' }, { gateway: catcher, log });
    expect(catcher.list()).toHaveLength(1);
    expect(lines.join('')).toContain('SMS not sent: the phone number is not a valid number');
    expect(lines.join('')).not.toContain('12 34');
    expect(
      await app.db.dataSource.query('SELECT 1 FROM sent_sms WHERE idempotency_key = $1', [`sms:reservation:${broken.id}:ACCEPTED`]),
    ).toEqual([]);
  });

  it('sends an SMS to a number with a ready text (queueSms for other modules, e.g. a waitlist offer)', async () => {
    const { e164 } = nextPhone();
    await inTransaction(testContext(app), (tx) =>
      queueSms(tx, {
        phone: e164,
        kind: 'booking.accepted',
        locale: 'hr',
        values: { number: 'ABCD-EFGH', service: 'Kušanje', date: 'sub 5. 12.', time: '10:00', link: 'https://x.hr/s/1' },
        key: 'direct-test',
      }),
    );
    const sms = await waitForSms(e164, /ABCD-EFGH/);
    // 99 characters with đ and š would be two UCS-2 segments: without diacritics it is one GSM-7 segment.
    expect(sms.text).toBe('Lokalno: rezervacija ABCD-EFGH je potvrdena: Kusanje, sub 5. 12. u 10:00. Detalji: https://x.hr/s/1');
    expect(sms).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('the Twilio path (the real twilio SDK against a local checking server)', () => {
  const SID = `AC${'0123456789abcdef'.repeat(2)}`;
  const TOKEN = 'twilio-test-auth-token-0001';
  const twilio = new TwilioApi(SID, TOKEN);
  let gateway: ReturnType<typeof createTwilioGateway>;
  let apiUrl: string;

  beforeAll(async () => {
    apiUrl = await twilio.start();
    gateway = createTwilioGateway(
      loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: 'Lokalno', TWILIO_API_URL: apiUrl }),
    );
  });
  afterAll(() => twilio.stop());

  it('posts the message as Twilio expects and records its sid', async () => {
    const made = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway });
    expect(twilio.messages).toHaveLength(1);
    const [message] = twilio.messages;
    expect(message).toMatchObject({ to: made.phone, from: 'Lokalno', messagingServiceSid: null });
    expect(message.body).toMatch(new RegExp(`^Lokalno: booking ${made.number} is confirmed`));
    const call = twilio.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${SID}/Messages.json`, status: 201 });
    expect(call.userAgent).toMatch(/^twilio-node\/6\./);
    expect(Object.keys(call.form).sort()).toEqual(['Body', 'From', 'To']);
    const [row] = await app.db.dataSource.query('SELECT provider_message_id, sent_at FROM sent_sms WHERE idempotency_key = $1', [
      `sms:reservation:${made.id}:ACCEPTED`,
    ]);
    expect(row).toEqual({ provider_message_id: message.sid, sent_at: expect.any(Date) });
  });

  it('a Messaging Service instead of a sender', async () => {
    const service = `MG${'fedcba9876543210'.repeat(2)}`;
    const viaService = createTwilioGateway(
      loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_MESSAGING_SERVICE_SID: service, TWILIO_API_URL: apiUrl }),
    );
    const sent = await viaService.send({ to: '+385915550001', body: 'Hello' });
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages.at(-1)).toMatchObject({ messagingServiceSid: service, from: null });
  });

  it('a 5xx answer: not sent, the claim released and the job fails to be retried; the retry sends once', async () => {
    const made = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    twilio.fail({ status: 503, code: 20503, message: 'Service unavailable' });
    await expect(runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway })).rejects.toThrow(/did not take the message/);
    expect(
      await app.db.dataSource.query('SELECT 1 FROM sent_sms WHERE idempotency_key = $1', [`sms:reservation:${made.id}:ACCEPTED`]),
    ).toEqual([]);
    const before = twilio.messages.length;
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway });
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway });
    expect(twilio.messages.length - before).toBe(1);
  });

  it("a refusal (400, e.g. an unreachable number): not retried, logged with Twilio's code and no number", async () => {
    const made = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    twilio.fail({ status: 400, code: 21614, message: `'To' number ${made.phone} is not a valid mobile number` });
    const { log, lines } = capturedLog();
    await runSmsJob({ reservationId: made.id, kind: 'ACCEPTED' }, { gateway, log });
    const logged = lines.join('');
    expect(logged).toContain('"code":21614');
    expect(logged).not.toContain(made.phone);
    expect(logged).not.toContain(made.phone.slice(4));
    const [row] = await app.db.dataSource.query('SELECT sent_at FROM sent_sms WHERE idempotency_key = $1', [
      `sms:reservation:${made.id}:ACCEPTED`,
    ]);
    expect(row).toEqual({ sent_at: null });
  });
});

describe('the day-before reminder', () => {
  /** The Zagreb wall-clock time `time` on the day before `startsAt`'s Zagreb day. */
  function dayBefore(startsAt: Date, time: string): Date {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(
      new Date(startsAt.getTime() - 86_400_000 + 3 * 3_600_000),
    );
    return zagreb(date, time);
  }
  /** A Zagreb wall-clock date and time as an instant (through PostgreSQL's zone rules). */
  function zagreb(date: string, time: string): Date {
    const local = new Date(`${date}T${time}:00Z`);
    for (const offset of [1, 2]) {
      const candidate = new Date(local.getTime() - offset * 3_600_000);
      const shown = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Zagreb',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(candidate);
      if (shown === time) return candidate;
    }
    throw new Error(`no ${date} ${time} in Zagreb`);
  }

  it('emails every accepted guest (English) and texts the one who ticked the box, once, from 09:00 the day before', async () => {
    const texted = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    const start = startIn(day);
    expect((await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '08:59') })).includes(texted.id)).toBe(false);
    const reminded = await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '09:00') });
    expect(reminded).toContain(texted.id);
    expect(await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '09:10') })).not.toContain(texted.id);

    const mail = await app.mail.waitFor(guest.user.email, { subject: new RegExp(`Reminder: .*${texted.number}`) });
    expect(mail.subject).toBe(`Reminder: Olive oil tasting in Vodnjan tomorrow, booking ${texted.number}`);
    expect(mail.text).toContain('Your booking of Olive oil tasting in Vodnjan is tomorrow');
    expect(mail.text).toMatch(/at 10:00 \(Croatian time, CES?T\), for 2 people/);
    expect(mail.text).toContain('Meeting point: Trg slobode 3, Vodnjan');
    expect(mail.text).toContain('How to get there: Park by the church and walk 200 m uphill.');
    expect(mail.text).toMatch(/Provider's phone: \+385/);
    expect(mail.text).toContain(`${app.baseUrl}/booking/reservation/${texted.number}?token=`);

    const sms = await waitForSms(texted.phone, /tomorrow/);
    expect(sms.text).toMatch(/^Lokalno: see you tomorrow at 10:00, Trg slobode 3, Vodnjan\. Provider: \+385[\d ]+\. http/);
    expect(sms.segments).toBe(1);
    await jobsSettled();
    expect(caught(texted.phone).filter((message) => /tomorrow/.test(message.text))).toHaveLength(1);
  });

  it('in Croatian for a Croatian booking; no SMS without the box; not for a booking cancelled since', async () => {
    const email = `gost-${Date.now()}@example.com`;
    const hr = await reserve({ sms: false, state: ReservationState.ACCEPTED, userId: null, email, language: 'hr' });
    const start = startIn(day);
    expect(await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '12:00') })).toContain(hr.id);
    const mail = await app.mail.waitFor(email, { subject: /Podsjetnik/ });
    expect(mail.subject).toBe(`Podsjetnik: Olive oil tasting in Vodnjan sutra, rezervacija ${hr.number}`);
    expect(mail.text).toMatch(/je sutra, .* u 10:00 \(hrvatsko vrijeme, CES?T\), za 2 osoba/);
    expect(mail.text).toContain('Mjesto sastanka: Trg slobode 3, Vodnjan');
    expect(mail.text).toContain('Kako doći: Park by the church');
    expect(mail.text).toMatch(/Telefon pružatelja usluge: \+385/);
    await jobsSettled();
    expect(caught(hr.phone)).toEqual([]);

    const cancelled = await reserve({ sms: true, state: ReservationState.CANCELLED });
    expect(await sweepDayBeforeReminders(testContext(app), { now: dayBefore(startIn(day), '12:00') })).not.toContain(cancelled.id);
  });

  it('reminds a booking moved to another start again, of the new start; a reminder queued for the old start is not sent', async () => {
    const made = await reserve({ sms: true, state: ReservationState.ACCEPTED });
    const start = startIn(day);
    expect(await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '10:00') })).toContain(made.id);
    await waitForSms(made.phone, /tomorrow at 10:00/);
    // Moved to 14:00 the same day (as an accepted change does): due again, and the reminder says 14:00.
    await app.db.dataSource.query("UPDATE reservation SET starts_at = starts_at + interval '4 hours', start_time = '14:00' WHERE id = $1", [
      made.id,
    ]);
    expect(await sweepDayBeforeReminders(testContext(app), { now: dayBefore(start, '11:00') })).toContain(made.id);
    await waitForSms(made.phone, /tomorrow at 14:00/);
    // The old start's reminder run again: nothing.
    const catcher = new SmsCatcher();
    await runSmsJob({ reservationId: made.id, kind: 'DAY_BEFORE', occasion: `start-${start.toISOString()}` }, { gateway: catcher });
    expect(catcher.list()).toEqual([]);
    await jobsSettled();
    expect(caught(made.phone).filter((message) => /tomorrow/.test(message.text))).toHaveLength(2);
    const mails = app.mail.mails.filter((mail) =>
      mail.subject.includes(`Reminder: Olive oil tasting in Vodnjan tomorrow, booking ${made.number}`),
    );
    expect(mails).toHaveLength(2);
  });

  it('counts days in Zagreb across the change to summer time', async () => {
    // Monday 29 March 2027 00:30 Zagreb (CEST): its day before is Sunday 28 March, the 23-hour day.
    const startsAt = zagreb('2027-03-29', '00:30');
    const made = await reserve({ sms: false, state: ReservationState.ACCEPTED, places: 'record', startsAt });
    const sweep = (date: string, time: string) => sweepDayBeforeReminders(testContext(app), { now: zagreb(date, time) });
    // Saturday 27 March 23:30 (CET) is two Zagreb days before, though less than 25 hours before.
    expect(await sweep('2027-03-27', '23:30')).not.toContain(made.id);
    // Sunday 28 March 08:59 CEST (06:59 UTC): not yet 09:00 in Zagreb.
    expect(await sweep('2027-03-28', '08:59')).not.toContain(made.id);
    expect(await sweep('2027-03-28', '09:00')).toContain(made.id);
  });
});
