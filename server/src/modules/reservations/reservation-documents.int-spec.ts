// The voucher and the receipt to download: the signed-in guest's own accepted booking (another's
// 404, one not accepted 409 in the caller's language) and through the emailed link (wrong token
// 404, expired 410), as PDF attachments never cached.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { ReservationState } from './reservation.entity.js';
import { reservationLinkToken } from './reservation-link.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let accepted: { id: number; number: string };
let pending: { id: number; number: string };
let acceptedStartsAt: Date;

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app);
  other = await signedIn(app);
  const shop = await bookableService(app, { title: 'Truffle hunt in Motovun' });
  const mine = {
    serviceId: shop.serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    offers: [{ offerId: shop.offerId, quantity: 2 }],
  };
  acceptedStartsAt = startIn(8);
  accepted = await reservationOf(app, { ...mine, startsAt: acceptedStartsAt, state: ReservationState.ACCEPTED, places: 'capacity' });
  pending = await reservationOf(app, { ...mine, startsAt: startIn(9), state: ReservationState.PENDING, places: 'capacity' });
}, 120_000);

/** The raw answer: status, headers and the body's bytes. */
async function download(path: string, init: { token?: string; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.language) headers['accept-language'] = init.language;
  const response = await fetch(`${app.baseUrl}/api${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as { code: string; reason?: string; message: string },
  };
}

function expectPdf(answer: Awaited<ReturnType<typeof download>>, filename: string) {
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(answer.bytes.length).toBeGreaterThan(1000);
}

describe('the signed-in guest', () => {
  it('downloads the voucher and the receipt of their accepted booking', async () => {
    expectPdf(
      await download(`/customer/reservations/${accepted.id}/voucher`, { token: guest.token }),
      `lokalno-voucher-${accepted.number}.pdf`,
    );
    expectPdf(
      await download(`/customer/reservations/${accepted.id}/receipt`, { token: guest.token, language: 'hr' }),
      `lokalno-receipt-${accepted.number}.pdf`,
    );
  });

  it("gets a 404 for another guest's booking or none, 401 signed out", async () => {
    expect((await download(`/customer/reservations/${accepted.id}/voucher`, { token: other.token })).status).toBe(404);
    expect((await download('/customer/reservations/999999/receipt', { token: guest.token })).status).toBe(404);
    expect((await download(`/customer/reservations/${accepted.id}/voucher`)).status).toBe(401);
  });

  it('gets a 409 for a booking not accepted yet, in their language', async () => {
    const english = await download(`/customer/reservations/${pending.id}/voucher`, { token: guest.token });
    expect(english.status).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'RESERVATION_NOT_ACCEPTED',
      message:
        "The voucher and the receipt are ready once the provider has accepted the booking (it is waiting for the provider's answer).",
    });
    const croatian = await download(`/customer/reservations/${pending.id}/receipt`, { token: guest.token, language: 'hr' });
    expect(croatian.status).toBe(409);
    expect(croatian.json().message).toBe(
      'Vaučer i račun bit će spremni kada pružatelj usluge prihvati rezervaciju (status: čeka odgovor pružatelja usluge).',
    );
  });
});

describe('the emailed link', () => {
  it("downloads the voucher and the receipt with the link's token", async () => {
    const token = await reservationLinkToken(testContext(app), { number: accepted.number, startsAt: acceptedStartsAt });
    expectPdf(await download(`/booking/reservations/${accepted.number}/voucher?token=${token}`), `lokalno-voucher-${accepted.number}.pdf`);
    expectPdf(await download(`/booking/reservations/${accepted.number}/receipt?token=${token}`), `lokalno-receipt-${accepted.number}.pdf`);
  });

  it("refuses another number's token (404), a forged one (404), an expired one (410), a booking not accepted (409)", async () => {
    const ctx = testContext(app);
    const pendingToken = await reservationLinkToken(ctx, { number: pending.number, startsAt: startIn(9) });
    expect((await download(`/booking/reservations/${accepted.number}/voucher?token=${pendingToken}`)).status).toBe(404);
    expect((await download(`/booking/reservations/${accepted.number}/voucher?token=nonsense`)).status).toBe(404);
    const expired = await reservationLinkToken(ctx, { number: accepted.number, startsAt: acceptedStartsAt }, new Date(Date.now() - 60_000));
    const gone = await download(`/booking/reservations/${accepted.number}/receipt?token=${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.json().code).toBe('GONE');
    const early = await download(`/booking/reservations/${pending.number}/voucher?token=${pendingToken}`);
    expect(early.status).toBe(409);
    expect(early.json().reason).toBe('RESERVATION_NOT_ACCEPTED');
    expect((await download(`/booking/reservations/${accepted.number}/voucher`)).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the downloads as PDF attachments', async () => {
    const document = (await app.request('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object; content?: Record<string, unknown> }> }>>;
    };
    for (const path of ['/api/customer/reservations/{id}/voucher', '/api/booking/reservations/{number}/receipt']) {
      const ok = document.paths[path].get.responses['200'];
      expect(Object.keys(ok.content ?? {})).toEqual(['application/pdf']);
      expect(ok.headers).toHaveProperty('Content-Disposition');
    }
  });
});
