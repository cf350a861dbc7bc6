// Guests' SMS (issue 24) through the built server's local SMS catcher (no TWILIO_* set): the demo guest's
// request with "Send me a confirmation SMS" ticked, accepted by the provider on the bookings desk, gives
// the acceptance SMS (with the number and the short link, which opens the booking); one without the box
// gives none. The day before (the reminder sweep's CLI with a moved clock) the ticked one gets the
// reminder SMS. /dev/sms shows the messages, with no serious axe finding.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '../test';
import { DEMO } from '../fixtures/accounts';
import { seriousViolations } from '../fixtures/accessibility';
import { demoGuestPendingRequest, signedInPage } from '../fixtures/booking';
import { bearer } from '../fixtures/partners';
import { repoRoot, shared, withDatabase, type AppServer } from '../support/app-servers';

const run = promisify(execFile);

interface CaughtSms {
  to: string;
  text: string;
  encoding: string;
  segments: number;
}

async function smsTo(request: APIRequestContext, to: string): Promise<CaughtSms[]> {
  const response = await request.get('/dev/sms.json', { params: { to } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: CaughtSms[] }).messages;
}

/** One run of the day-before reminder sweep on the worker's database, its clock at `now`. */
async function sweepReminders(appServer: AppServer, now: Date): Promise<number[]> {
  const { stdout } = await run(process.execPath, ['dist/server/src/cli/day-before-sweep.js', `--now=${now.toISOString()}`], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: withDatabase(shared('databaseUrl'), appServer.database),
      DATA_DIR: shared('dataDir'),
      JWT_SECRET: shared('jwtSecret'),
    },
    timeout: 60_000,
  });
  return (JSON.parse(stdout.trim().split('\n').pop()!) as { reminded: number[] }).reminded;
}

test('the SMS catcher holds the acceptance SMS and the reminder for a guest who ticked the box, and nothing for one who did not', async ({
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(150_000);
  const ticked = {
    number: await demoGuestPendingRequest(request, { confirmationSms: true, phone: '091 555 0101' }),
    phone: '+385915550101',
  };
  const unticked = { number: await demoGuestPendingRequest(request, { phone: '+385 91 555 0102' }), phone: '+385915550102' };

  // The provider accepts the ticked one on the bookings desk, the other through the API.
  const { context, page: provider } = await signedInPage(browser, DEMO.provider);
  await provider.goto('/dashboard/reservations');
  const card = provider.locator(`[data-testid="desk-card"][data-number="${ticked.number}"]`);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(provider.getByText(`Request ${ticked.number} accepted.`)).toBeVisible();
  const headers = await bearer(request, DEMO.provider);
  const pending = (await (await request.get('/api/owner/reservations/pending/future', { headers, params: { size: 100 } })).json()) as {
    content: { id: number; number: string }[];
  };
  const other = pending.content.find((reservation) => reservation.number === unticked.number)!;
  expect((await request.put(`/api/owner/reservations/${other.id}/acceptance`, { headers, data: {} })).status()).toBe(200);

  await expect.poll(async () => (await smsTo(request, ticked.phone)).length, { timeout: 20_000 }).toBe(1);
  const [accepted] = await smsTo(request, ticked.phone);
  expect(accepted.text).toMatch(
    new RegExp(
      `^Lokalno: booking ${ticked.number} is confirmed: Wine tasting in the Horvat\\.\\.\\., \\w{3}, \\w{3} \\d{1,2} at \\d\\d:\\d\\d\\. Details: http`,
    ),
  );
  expect(accepted).toMatchObject({ encoding: 'GSM-7', segments: 1 });

  // The short link opens the booking.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(accepted.text.split(' ').at(-1)!);
  await expect(guestPage).toHaveURL(new RegExp(`/booking/reservation/${ticked.number}\\?token=`));
  await expect(guestPage.getByText(ticked.number).first()).toBeVisible();
  await guest.close();

  // The day before the ticked booking's start, from 09:00 Zagreb time: the reminder.
  const accepteds = (await (await request.get('/api/owner/reservations/accepted/future', { headers, params: { size: 100 } })).json()) as {
    content: { id: number; number: string; date: string }[];
  };
  const booked = accepteds.content.find((reservation) => reservation.number === ticked.number)!;
  const dayBefore = new Date(Date.parse(`${booked.date}T12:00:00+01:00`) - 86_400_000);
  expect(await sweepReminders(appServer, dayBefore)).toContain(booked.id);
  await expect.poll(async () => (await smsTo(request, ticked.phone)).length, { timeout: 20_000 }).toBe(2);
  const [reminder] = await smsTo(request, ticked.phone);
  expect(reminder.text).toMatch(/^Lokalno: see you tomorrow at \d\d:\d\d, .*\. Provider: \+385[\d ]+\. http/);

  // Whoever did not tick the box: no SMS, though accepted.
  expect(await smsTo(request, unticked.phone)).toEqual([]);

  // The catcher's page, for a developer.
  await provider.goto('/dev/sms');
  await expect(provider.getByRole('heading', { name: 'SMS catcher' })).toBeVisible();
  await expect(provider.getByText(accepted.text)).toBeVisible();
  expect(await seriousViolations(provider)).toEqual([]);
  await context.close();
});
