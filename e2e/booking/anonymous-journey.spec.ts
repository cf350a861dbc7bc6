// Issue 11's "Done when", the whole way round for a guest without an account: they book by email and
// pay with 4242, open their reservation from the emailed link (pending), the provider accepts it on
// the requests list, the voucher email arrives with its PDF, and the link now shows it accepted with
// the voucher to download.
import { expect, test } from '../test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { logIn, requestToBook, wineServiceId } from '../fixtures/booking';
import { waitForMail, waitForMailLink } from '../fixtures/mail';

const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? '1180'}`;

/** The attachments' file names of the newest mail to `address` with this subject (MailDev's API). */
async function attachmentNames(address: string, subject: RegExp): Promise<string[]> {
  const mails = (await (await fetch(`${MAILDEV_URL}/api/email`)).json()) as {
    to: { address: string }[];
    subject: string;
    attachments?: { filename?: string; generatedFileName?: string }[];
  }[];
  const mail = mails.find((candidate) => subject.test(candidate.subject) && candidate.to.some((to) => to.address === address));
  return (mail?.attachments ?? []).map((attachment) => attachment.filename ?? attachment.generatedFileName ?? '');
}

test("an anonymous guest books by email, opens the emailed link, and sees the provider's acceptance", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('anonymous-booking');
  const serviceId = await wineServiceId(request);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const flow = await requestToBook(guest, serviceId);
  await flow.confirmRecap();
  await expect(flow.personal.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await flow.fillPersonalInfo({ email, phone: '091 765 4321' });
  await flow.payWithTestCard('4242 4242 4242 4242');
  await expect(flow.sent.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const number = (await flow.reservationNumber.textContent())!;

  // The emailed link opens the reservation without an account.
  const link = await waitForMailLink(email, `/booking/reservation/${number}`);
  await guest.goto(link);
  const card = guest.locator(`[data-testid="reservation-card"][data-number="${number}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Waiting for the answer');

  // The provider answers on the requests list.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await logIn(provider, DEMO.provider);
  await provider.goto('/dashboard/reservations');
  const requestCard = provider.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await expect(requestCard).toContainText(email);
  await requestCard.getByRole('button', { name: 'Accept' }).click();
  await expect(provider.getByText(`Request ${number} accepted.`)).toBeVisible();
  await providerContext.close();

  // The voucher email, with the voucher and the receipt as PDFs and the calendar entry.
  await waitForMail(email, new RegExp(`Your booking ${number} is confirmed`));
  const names = await attachmentNames(email, new RegExp(`Your booking ${number} is confirmed`));
  expect(
    names.some((name) => /voucher.*\.pdf$/i.test(name)),
    names.join(', '),
  ).toBe(true);
  expect(
    names.some((name) => /\.ics$/i.test(name)),
    names.join(', '),
  ).toBe(true);

  await guest.reload();
  await expect(card).toContainText('Accepted', { timeout: 30_000 });

  // The voucher downloads through the link, as a PDF named after the booking.
  const [download] = await Promise.all([guest.waitForEvent('download'), card.getByRole('button', { name: 'Download voucher' }).click()]);
  expect(download.suggestedFilename()).toBe(`lokalno-voucher-${number}.pdf`);
  const file = await download.createReadStream();
  const head = await new Promise<string>((resolve, reject) => {
    file.once('data', (chunk: Buffer | string) => resolve(chunk.toString().slice(0, 5)));
    file.once('error', reject);
  });
  file.destroy();
  expect(head).toBe('%PDF-');
  await expect(card.getByRole('button', { name: 'Download receipt' })).toBeEnabled();
  await guestContext.close();
});
