// Issue 23's "Done when", the partner's whole way: a partner registers (API), staff approve them on the
// partners screen, the partner accepts the agreement from the notice on their objects page, adds an
// object (API) and downloads its poster; a guest follows the poster's link and books the exclusive
// service with a test card; the provider accepts (API); the partner's overview shows the booking in
// the funnel and the commission pending, then payable once the start has passed (the ledger sweep run
// with a moved clock); the month's statement downloads, staff mark it paid and the partner sees it paid.
import { expect, test, type Page } from '../test';
import { createActiveAccount, uniqueEmail } from '../fixtures/accounts';
import { logIn, signedInPage } from '../fixtures/booking';
import { STAFF } from '../fixtures/catalog';
import { bearer, savePartnerProfile, sweepLedger } from '../fixtures/partners';
import { BookingFlowPage } from '../pages/booking-flow';
import { PublicServicePage } from '../pages/public-service-page';

const EXCLUSIVE = 'Private sunrise boat to the Blue Cave for hotel guests';
/** The demo partner's object, whose guests see the exclusive service already. */
const DEMO_CODE = 'APARTMAN23';
/** The demo provider of the exclusive service (Jadran Adventures). */
const PROVIDER2 = { email: 'provider2@example.com', password: 'Provider123' };
/** 2 × €120, of which Lokalno's 15% is €36 and the partner's half of it €18. */
const COMMISSION = '€18.00';

async function pdfHead(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.createReadStream();
  const head = await new Promise<string>((resolve, reject) => {
    file.once('data', (chunk: Buffer | string) => resolve(chunk.toString().slice(0, 5)));
    file.once('error', reject);
  });
  file.destroy();
  return { name: download.suggestedFilename(), head };
}

/** The first day of the month after `date` (YYYY-MM-DD), at noon UTC. */
function firstOfNextMonth(date: string): Date {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1, 12));
}

test('a partner earns through a poster: approved, agreement accepted, a guest books, commission pending, payable, on a statement, paid', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(300_000);

  // A new partner registers and saves their payout details (API).
  const account = await createActiveAccount(request, 'partner', 'journey-partner');
  const partner = await bearer(request, account);
  const legalName = `Hotel Park Journey ${Date.now()}`;
  const partnerId = await savePartnerProfile(request, partner, legalName, account.email);

  // Staff approve them on the partners screen.
  const staff = await signedInPage(browser, STAFF);
  await staff.page.goto('/staff/partners');
  const partnerCard = staff.page.getByRole('article', { name: legalName });
  await partnerCard.getByRole('button', { name: 'Approve' }).click();
  await staff.page
    .getByRole('dialog', { name: `Approve ${legalName}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(staff.page.getByText(`${legalName} was approved.`)).toBeVisible();

  // The partner is told their links earn only once they accept the agreement, and accepts it.
  await logIn(page, account);
  await page.goto('/partner/objects');
  const notice = page.getByTestId('agreement-notice');
  await expect(notice).toContainText('Your links earn once you accept the agreement');
  await notice.getByRole('link', { name: 'Read and accept the agreement' }).click();
  await expect(page).toHaveURL(/\/partner\/agreement$/);
  const agreement = page.getByTestId('agreement-panel');
  await expect(agreement.getByTestId('agreement-status')).toHaveText('Waiting for your acceptance');
  await agreement.getByRole('checkbox', { name: /I have read the sales partner agreement/ }).check();
  await agreement.getByRole('button', { name: 'Accept the agreement' }).click();
  await expect(agreement.getByTestId('agreement-status')).toHaveText('Accepted');

  // An object (API), and its poster from the objects page.
  const objectName = `Hotel Park, Split ${Date.now()}`;
  const created = await request.post('/api/partner/objects', {
    headers: partner,
    data: { name: objectName, kind: 'HOTEL', address: 'Uvala Baluni 2, Split', latitude: 43.5075, longitude: 16.4256, beds: 40 },
  });
  expect(created.status()).toBe(201);
  const object = (await created.json()) as { referralCode: string; referralUrl: string };
  await page.goto('/partner/objects');
  await expect(page.getByTestId('agreement-notice')).toHaveCount(0);
  const poster = await pdfHead(page, () =>
    page
      .getByRole('article', { name: objectName })
      .getByRole('button', { name: `English poster of ${objectName}` })
      .click(),
  );
  expect(poster.head).toBe('%PDF-');

  // The provider opens the exclusive service (found through the demo partner's code) to this partner's guests too (API).
  const provider = await bearer(request, PROVIDER2);
  const listed = await request.get('/api/services', {
    params: { page: 0, size: 100 },
    headers: { 'Lokalno-Referral': DEMO_CODE },
  });
  const serviceId = ((await listed.json()) as { content: { serviceId: number; title: string }[] }).content.find(
    (service) => service.title === EXCLUSIVE,
  )!.serviceId;
  const chosen = (await (await request.get(`/api/owner/services/${serviceId}/partners`, { headers: provider })).json()) as { id: number }[];
  const opened = await request.put(`/api/owner/services/${serviceId}/partners`, {
    headers: provider,
    data: { partnerIds: [...chosen.map((entry) => entry.id), partnerId] },
  });
  expect(opened.status()).toBe(200);

  // A guest scans the poster, finds the exclusive service and books it with a test card.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(object.referralUrl);
  await expect(guest.getByTestId('referral-note')).toHaveText(`Recommended by ${objectName}`);
  await guest.goto('/things-to-do?q=sunrise');
  await guest.getByTestId('experience-card').filter({ hasText: EXCLUSIVE }).click();
  const servicePage = new PublicServicePage(guest);
  await expect(servicePage.heading).toHaveText(EXCLUSIVE, { timeout: 30_000 });
  const { date } = await servicePage.pickStartTimeWithRoom(2);
  await servicePage.addOne('Sunrise trip', 2);
  await expect(servicePage.total).toHaveText('€240.00');
  await servicePage.widget.getByRole('button', { name: 'Request to book' }).click();
  const flow = new BookingFlowPage(guest);
  await expect(flow.recap).toBeVisible();
  await flow.confirmRecap();
  await flow.fillPersonalInfo({ email: uniqueEmail('journey-guest'), phone: '091 765 4321' });
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const number = (await flow.reservationNumber.textContent())!;
  await guestContext.close();

  // The provider accepts (API): the card is captured and the ledger sweep enters the commission.
  const activity = (await (await request.get('/api/owner/reservations/activity', { headers: provider })).json()) as {
    needsAnswer: { id: number; number: string }[];
  };
  const reservationId = activity.needsAnswer.find((reservation) => reservation.number === number)!.id;
  expect((await request.put(`/api/owner/reservations/${reservationId}/acceptance`, { headers: provider })).status()).toBe(200);
  await expect
    .poll(
      async () => {
        await sweepLedger(appServer);
        const summary = (await (await request.get('/api/partner/summary', { headers: partner })).json()) as {
          totals: { pendingCents: number };
        };
        return summary.totals.pendingCents;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(1800);

  // The overview: the booking in the funnel of the object, the commission pending.
  await page.goto('/partner/dashboard');
  const row = page.getByTestId('funnel-table').locator(`tr[data-object="${objectName}"]`);
  await expect(row.getByRole('cell')).toHaveText(['1', /^1/, /^1/, /^0/]);
  await expect(page.getByTestId('figure-pendingCents')).toContainText(COMMISSION);
  await expect(page.getByTestId('figure-payableCents')).toContainText('€0.00');

  // The start has passed (the sweep's clock moved past it): the commission is payable.
  await sweepLedger(appServer, new Date(`${date}T23:00:00Z`));
  await page.reload();
  await expect(page.getByTestId('figure-payableCents')).toContainText(COMMISSION);
  await expect(page.getByTestId('figure-pendingCents')).toContainText('€0.00');

  // The month is over: its statement is ready and downloads as a PDF.
  await sweepLedger(appServer, firstOfNextMonth(date));
  await page.getByRole('navigation', { name: 'Partner menu' }).getByRole('link', { name: 'Statements' }).click();
  const statement = page.getByTestId('partner-statement').first();
  await expect(statement.getByTestId('statement-status')).toHaveText('To be paid');
  await expect(statement.getByTestId('statement-total')).toContainText(COMMISSION);
  const document = await pdfHead(page, () => statement.getByRole('button', { name: /as a PDF in English$/ }).click());
  expect(document.head).toBe('%PDF-');
  expect(document.name).toMatch(/^lokalno-statement-\d{4}-\d{2}-en\.pdf$/);

  // Staff pay it and mark it paid; the partner sees it paid.
  await staff.page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Partner statements' }).click();
  const due = staff.page.getByRole('article', { name: new RegExp(legalName) });
  await expect(due).toContainText(COMMISSION);
  await due.getByRole('button', { name: 'Mark paid' }).click();
  await staff.page
    .getByRole('dialog', { name: new RegExp(`Mark the statement of ${legalName}`) })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await expect(staff.page.getByText(new RegExp(`The statement of ${legalName} for .* is marked paid\\.`))).toBeVisible();
  await staff.context.close();

  await page.reload();
  await expect(statement.getByTestId('statement-status')).toHaveText(/^Paid /);
  await page.goto('/partner/dashboard');
  await expect(page.getByTestId('figure-paidCents')).toContainText(COMMISSION);
});
