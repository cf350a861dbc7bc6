// The provider's change of an accepted booking against real PostgreSQL, the card simulator and the
// app's own job runner: proposed (the new places held), accepted (the places moved in one
// transaction, the booking replaced), declined, withdrawn, expired by the sweep; a lower total
// refunded in part exactly once, a higher one authorised and captured as a second payment (a
// failed card keeps the proposal open), a later cancellation refunding both payments; REST and
// GraphQL; the 409s and 404s; each proposal and answer in the provider's latest events.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, serviceContext, staffAndProvider, type BookableService } from '../../../test/booking.js';
import type { RequestContext } from '../../context.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { placesTaken } from '../scheduling/capacity.service.js';
import { sweepBookings } from './booking-sweep.js';
import { refundPayment } from './payment-jobs.js';
import { startInstant } from '../scheduling/wall-clock.js';
import { CASE_OFFERS, CHANGE_CASES } from '../../../../common/booking-rule-cases.js';
import type { BookableOffer, OfferQuantity } from '../../../../common/booking-rules.js';

const CARD = { expMonth: 12, expYear: 2034, cvc: '123' };
const VISA = { number: '4242 4242 4242 4242', ...CARD };
const FUNDS = { number: '4000000000009995', ...CARD };

let app: TestApp;
let service: BookableService;
let rival: BookableService;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let rivalProvider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let guest: Awaited<ReturnType<typeof signedIn>>;
let ctx: RequestContext;
let dates = 0;

interface Change {
  id: number;
  state: string;
  date: string;
  startTime: string;
  people: number;
  totalCents: number;
  differenceCents: number;
  note: string | null;
  offers: { offerId: number; quantity: number }[];
}
interface View {
  id: number;
  number: string;
  state: string;
  date: string;
  startTime: string;
  people: number;
  totalCents: number;
  change: Change | null;
  payment: { state: string; amountCents: number; capturedCents: number; refundedCents: number } | null;
}

beforeAll(async () => {
  app = await startTestApp();
  const setup = await staffAndProvider(app);
  provider = setup.provider;
  service = await bookableService(app, provider, setup.staffToken);
  const other = await staffAndProvider(app);
  rival = await bookableService(app, other.provider, other.staffToken);
  rivalProvider = other.provider;
  guest = await signedIn(app);
  ctx = serviceContext(app);
}, 120_000);

function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 2, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const put = (path: string, token?: string, json?: unknown) => app.request(`/api${path}`, { method: 'PUT', token, json });
const post = (path: string, token: string, json: unknown) => app.request(`/api${path}`, { method: 'POST', token, json });
const payments = (reservationId: number) => app.db.dataSource.manager.find(Payment, { where: { reservationId }, order: { id: 'ASC' } });
const taken = (date: string, time: string, on = service) =>
  placesTaken(ctx, { serviceId: on.serviceId, startsAt: startInstant(date, time)! });

/** An accepted booking made through the real flow (simulator card), its payment captured. */
async function accepted(
  adults = 2,
  on = service,
  choice: { offers?: { offerId: number; quantity: number }[]; discountCode?: string } = {},
) {
  const date = nextDate();
  const { id } = await requestReadyToPay(app, on, {
    token: guest.token,
    date,
    offers: choice.offers ?? [{ offerId: on.adultOfferId, quantity: adults }],
    discountCode: choice.discountCode,
  });
  expect((await app.request(`/api/booking/request/${id}/prepare-payment`, { token: guest.token })).status).toBe(200);
  const paid = await app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA, token: guest.token });
  expect(paid.status, paid.text).toBe(200);
  const reservation = (paid.body as { reservation: { id: number; number: string } }).reservation;
  const ownerToken = on === service ? provider.token : undefined;
  if (ownerToken) {
    const answer = await put(`/owner/reservations/${reservation.id}/acceptance`, ownerToken);
    expect(answer.status, answer.text).toBe(200);
    await until(async () => (await payments(reservation.id))[0]?.state === PaymentState.CAPTURED);
  }
  return { ...reservation, date };
}

const propose = (id: number, body: object, token = provider.token) => post(`/owner/reservations/${id}/change`, token, body);

describe('a change at the same price', () => {
  it('is proposed (new places held, the guest emailed) and accepted: the places move, the booking is replaced', async () => {
    const made = await accepted();
    expect(await taken(made.date, '10:00')).toBe(2);
    const proposed = await propose(made.id, {
      date: made.date,
      startTime: '15:00',
      offers: [{ offerId: service.adultOfferId, quantity: 2 }],
      note: 'The morning boat is in repair.',
    });
    expect(proposed.status, proposed.text).toBe(200);
    const view = proposed.body as View;
    expect(view).toMatchObject({
      state: 'ACCEPTED',
      startTime: '10:00',
      change: {
        state: 'PROPOSED',
        date: made.date,
        startTime: '15:00',
        people: 2,
        differenceCents: 0,
        note: 'The morning boat is in repair.',
      },
    });
    expect(await taken(made.date, '15:00')).toBe(2);
    const mail = await app.mail.waitFor('guest@example.com', { subject: new RegExp(`proposes a change to your booking ${made.number}`) });
    expect(mail.text).toContain('The total stays');

    const answer = await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, {});
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ state: 'ACCEPTED', date: made.date, startTime: '15:00', people: 2, change: { state: 'ACCEPTED' } });
    expect(await taken(made.date, '10:00')).toBe(0);
    expect(await taken(made.date, '15:00')).toBe(2);
    const [hold] = await app.db.dataSource.query(
      'SELECT h.state, h.starts_at FROM reservation r JOIN hold h ON h.id = r.hold_id WHERE r.id = $1',
      [made.id],
    );
    expect(hold.state).toBe('CONFIRMED');
    await app.mail.waitFor(provider.user.email, { subject: new RegExp(`accepted the change to booking ${made.number}`) });
    // The guest gets the changed booking with its new voucher, receipt and calendar entry.
    const changed = await app.mail.waitFor('guest@example.com', { subject: new RegExp(`Your booking ${made.number} has been changed`) });
    expect(changed.text).toContain('at 15:00');
    expect(changed.attachments.map((file) => file.filename)).toEqual([
      `voucher-${made.number}.pdf`,
      `receipt-${made.number}.pdf`,
      `booking-${made.number}.ics`,
    ]);
    expect((await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, {})).body).toMatchObject({
      reason: 'RESERVATION_CHANGE_STATE',
      message: 'This change is no longer open.',
    });
  });

  it('declined: the held places are freed, the booking unchanged, the provider emailed', async () => {
    const made = await accepted();
    expect(
      (await propose(made.id, { date: made.date, startTime: '09:00', offers: [{ offerId: service.adultOfferId, quantity: 3 }] })).status,
    ).toBe(200);
    expect(await taken(made.date, '09:00')).toBe(3);
    const declined = await put(`/customer/reservations/${made.id}/change/decline`, guest.token);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ startTime: '10:00', people: 2, change: { state: 'DECLINED' } });
    expect(await taken(made.date, '09:00')).toBe(0);
    expect(await taken(made.date, '10:00')).toBe(2);
    await app.mail.waitFor(provider.user.email, { subject: new RegExp(`declined the change to booking ${made.number}`) });
    const again = await put(`/customer/reservations/${made.id}/change/decline`, guest.token);
    expect(again.status).toBe(409);
  });

  it('withdrawn by the provider (a new proposal replaces an open one), then 409', async () => {
    const made = await accepted();
    const first = (
      await propose(made.id, { date: made.date, startTime: '09:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] })
    ).body as View;
    const second = (
      await propose(made.id, { date: made.date, startTime: '15:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] })
    ).body as View;
    expect(second.change!.id).not.toBe(first.change!.id);
    const [old] = await app.db.dataSource.query('SELECT state FROM reservation_change WHERE id = $1', [first.change!.id]);
    expect(old.state).toBe('WITHDRAWN');
    expect(await taken(made.date, '09:00')).toBe(0);
    const withdrawn = await app.request(`/api/owner/reservations/${made.id}/change?id=${second.change!.id}`, {
      method: 'DELETE',
      token: provider.token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toMatchObject({ startTime: '10:00', change: { id: second.change!.id, state: 'WITHDRAWN' } });
    expect(await taken(made.date, '15:00')).toBe(0);
    const again = await app.request(`/api/owner/reservations/${made.id}/change`, { method: 'DELETE', token: provider.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'RESERVATION_CHANGE_STATE' });
    // The guest hears of the withdrawal, once: not of the proposal the second one replaced.
    const told = await app.mail.waitFor('guest@example.com', {
      subject: new RegExp(`change to your booking ${made.number} was withdrawn`),
    });
    expect(told.text).toContain('stays as it is');
    expect(app.mail.mails.filter((mail) => mail.subject.includes(`${made.number} was withdrawn`))).toHaveLength(1);
  });

  it('expires by the sweep: its places are released and it can no longer be accepted', async () => {
    const made = await accepted();
    const view = (await propose(made.id, { date: made.date, startTime: '09:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] }))
      .body as View;
    await app.db.dataSource.query("UPDATE reservation_change SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [
      view.change!.id,
    ]);
    expect((await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, {})).status).toBe(409);
    const swept = await sweepBookings(ctx);
    expect(swept.changesExpired).toContain(view.change!.id);
    expect(await taken(made.date, '09:00')).toBe(0);
    const [row] = await app.db.dataSource.query('SELECT state FROM reservation_change WHERE id = $1', [view.change!.id]);
    expect(row.state).toBe('EXPIRED');
    await app.mail.waitFor('guest@example.com', { subject: new RegExp(`change to your booking ${made.number} has expired`) });
  });

  it("is refused for another company's booking (404), a guest (403), too few people (400), an unknown offer (400), no change (400)", async () => {
    const made = await accepted();
    const body = (quantity: number, offerId = service.adultOfferId) => ({
      date: made.date,
      startTime: '15:00',
      offers: [{ offerId, quantity }],
    });
    const few = await propose(made.id, body(1));
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({ fields: { offers: 'Minimum no. of people is 2.' } });
    const many = await propose(made.id, body(7));
    expect(many.body).toMatchObject({ fields: { offers: 'Maximum no. of people is 6.' } });
    expect((await propose(made.id, body(2, rival.adultOfferId))).body).toMatchObject({
      fields: { 'offers.0.offerId': expect.any(String) },
    });
    const same = await propose(made.id, { date: made.date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] });
    expect(same.status).toBe(400);
    expect(Object.keys((same.body as { fields: object }).fields)).toEqual(['date']);
    const malformed = await propose(made.id, { date: '2027-02-30', startTime: '24:00', offers: 'all' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      fields: { date: 'Please select a date.', startTime: 'Please select a time.', offers: expect.any(String) },
    });
    expect((await propose(made.id, body(2), guest.token)).status).toBe(403);

    const pending = await requestReadyToPay(app, rival, { token: guest.token, date: nextDate() });
    await app.request(`/api/booking/request/${pending.id}/prepare-payment`, { token: guest.token });
    const sent = (await app.request(`/api/booking/request/${pending.id}/test-card`, { method: 'POST', json: VISA, token: guest.token }))
      .body as { reservation: { id: number } };
    expect((await propose(sent.reservation.id, body(2, rival.adultOfferId))).status).toBe(404);
    const [rivalOwner] = await app.db.dataSource.query(
      'SELECT c.owner_id FROM reservation r JOIN company c ON c.id = r.company_id WHERE r.id = $1',
      [sent.reservation.id],
    );
    expect(rivalOwner.owner_id).not.toBe(provider.user.id);
  });
});

describe('a change at a lower price', () => {
  it('refunds the difference once, even when the refund job runs twice', async () => {
    const made = await accepted(3);
    const proposed = await propose(made.id, {
      date: made.date,
      startTime: '15:00',
      offers: [{ offerId: service.adultOfferId, quantity: 2 }],
    });
    expect(proposed.status, proposed.text).toBe(200);
    const change = (proposed.body as View).change!;
    expect(change.differenceCents).toBe(-3500);
    await app.mail.waitFor('guest@example.com', { subject: new RegExp(`proposes a change to your booking ${made.number}`) });

    const answer = await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, {});
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ people: 2, totalCents: 7000, startTime: '15:00' });
    const [payment] = await payments(made.id);
    await until(async () => (await app.db.dataSource.manager.findOneByOrFail(Payment, { id: payment.id })).refundedCents === 3500);
    const [job] = await app.db.dataSource.query(
      "SELECT id, data FROM pgboss.job WHERE name = 'payments.refund' AND data->>'paymentId' = $1",
      [String(payment.id)],
    );
    expect(job.data).toEqual({ paymentId: payment.id, amountCents: 3500 });
    // The same job again (a retry after a lost answer): nothing more is refunded or recorded.
    await refundPayment({ id: job.id, data: job.data, ctx } as never);
    const after = await app.db.dataSource.manager.findOneByOrFail(Payment, { id: payment.id });
    expect(after).toMatchObject({ capturedCents: 10500, refundedCents: 3500, state: PaymentState.REFUNDED });
    const [{ count }] = await app.db.dataSource.query('SELECT count(*)::int AS count FROM payment_refund WHERE payment_id = $1', [
      payment.id,
    ]);
    expect(count).toBe(1);

    // A later cancellation by the provider refunds the rest, never more than was captured.
    expect((await put(`/owner/reservations/${made.id}/cancellation`, provider.token, { note: 'Storm.' })).status).toBe(200);
    await until(async () => (await app.db.dataSource.manager.findOneByOrFail(Payment, { id: payment.id })).refundedCents === 10500);
  });
});

describe('a change at a higher price', () => {
  it('paid with the 3-D Secure card: the acceptance waits for the check; failed is AUTHENTICATION_FAILED, completed accepts (issue 22)', async () => {
    const made = await accepted(2);
    expect(
      (await propose(made.id, { date: made.date, startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 3 }] })).status,
    ).toBe(200);
    expect((await app.request(`/api/customer/reservations/${made.id}/change/prepare-payment`, { token: guest.token })).status).toBe(200);
    const acceptance = (body: object) => put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, body);

    const asked = await acceptance({ testCard: { number: '4000 0025 0000 3155', ...CARD } });
    expect([asked.status, (asked.body as { reason: string }).reason]).toEqual([409, 'AUTHENTICATION_REQUIRED']);
    const failed = await acceptance({ testAuthentication: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ reason: 'PAYMENT_FAILED', cause: 'AUTHENTICATION_FAILED' });
    expect((await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token })).body).toMatchObject({
      people: 2,
      change: { state: 'PROPOSED' },
    });

    // Another try with the same card, the check completed this time.
    expect((await acceptance({ testCard: { number: '4000002500003155', ...CARD } })).status).toBe(409);
    const completed = await acceptance({ testAuthentication: 'complete' });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({ people: 3, change: { state: 'ACCEPTED' } });
    expect((await acceptance({ testAuthentication: 'sometimes' })).status).toBe(400);
  });

  it('needs the difference authorised: a failed card keeps the proposal; a good one makes a second payment, captured; a cancellation refunds both', async () => {
    const made = await accepted(2);
    const proposed = await propose(made.id, {
      date: made.date,
      startTime: '10:00',
      offers: [{ offerId: service.adultOfferId, quantity: 3 }],
    });
    expect(proposed.status, proposed.text).toBe(200);
    expect((proposed.body as View).change).toMatchObject({ differenceCents: 3500, people: 3 });
    expect(await taken(made.date, '10:00')).toBe(5);
    const mail = await app.mail.waitFor('guest@example.com', { subject: new RegExp(`proposes a change to your booking ${made.number}`) });
    expect(mail.text).toContain('you would pay 35.00 EUR');

    expect((await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, {})).status).toBe(409);
    const prepared = await app.request(`/api/customer/reservations/${made.id}/change/prepare-payment`, { token: guest.token });
    expect(prepared.status, prepared.text).toBe(200);
    expect(prepared.body).toMatchObject({ mode: 'simulator', amountCents: 3500 });

    const failed = await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, { testCard: FUNDS });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ reason: 'PAYMENT_FAILED' });
    // Its cause, as the booking flow gives it (issue 22): the guest is told why.
    expect(failed.body).toMatchObject({ code: 'PAYMENT_REQUIRED', cause: 'INSUFFICIENT_FUNDS' });
    const still = await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token });
    expect(still.body).toMatchObject({ people: 2, change: { state: 'PROPOSED' } });

    const paid = await put(`/customer/reservations/${made.id}/change/acceptance`, guest.token, { testCard: VISA });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ people: 3, totalCents: 10500, change: { state: 'ACCEPTED' } });
    expect(await taken(made.date, '10:00')).toBe(3);
    const [first, second] = await until(async () => {
      const rows = await payments(made.id);
      return rows.length === 2 && rows[1].state === PaymentState.CAPTURED ? rows : undefined;
    });
    expect(first).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: 7000 });
    expect(second).toMatchObject({ state: PaymentState.CAPTURED, amountCents: 3500, capturedCents: 3500 });
    const view = await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token });
    expect((view.body as View).payment).toMatchObject({ state: 'CAPTURED', amountCents: 10500, capturedCents: 10500, refundedCents: 0 });

    expect((await put(`/owner/reservations/${made.id}/cancellation`, provider.token, { note: 'Storm.' })).status).toBe(200);
    await until(async () =>
      (await payments(made.id)).every(
        (payment) => payment.state === PaymentState.REFUNDED && payment.refundedCents === payment.capturedCents,
      ),
    );
    expect(await taken(made.date, '10:00')).toBe(0);
  });
});

describe('GraphQL', () => {
  it('proposes and accepts like REST', async () => {
    const made = await accepted();
    const fields = 'id state startTime people change { id state startTime people differenceCents offers { offerId quantity } }';
    const proposed = await app.graphql<{ proposeReservationChange: View }>(
      `mutation($id: Int!, $input: ReservationChangeInput!) { proposeReservationChange(id: $id, input: $input) { ${fields} } }`,
      { id: made.id, input: { date: made.date, startTime: '09:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] } },
      { token: provider.token },
    );
    expect(proposed.errors).toBeUndefined();
    expect(proposed.data!.proposeReservationChange).toMatchObject({
      startTime: '10:00',
      change: { state: 'PROPOSED', startTime: '09:00', differenceCents: 0, offers: [{ offerId: service.adultOfferId, quantity: 2 }] },
    });
    const accepted2 = await app.graphql<{ acceptReservationChange: View }>(
      `mutation($id: Int!) { acceptReservationChange(id: $id) { ${fields} } }`,
      { id: made.id },
      { token: guest.token },
    );
    expect(accepted2.errors).toBeUndefined();
    expect(accepted2.data!.acceptReservationChange).toMatchObject({ startTime: '09:00', change: { state: 'ACCEPTED' } });
    const again = await app.graphql(
      `mutation($id: Int!) { declineReservationChange(id: $id) { id } }`,
      { id: made.id },
      { token: guest.token },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe("the provider's latest events", () => {
  interface ActivityEvent {
    kind: string;
    number: string;
    link: string;
    tab: string;
  }
  const activity = async (token: string) => {
    const response = await app.request('/api/owner/reservations/activity', { token });
    expect(response.status, response.text).toBe(200);
    return (response.body as { events: ActivityEvent[] }).events;
  };
  const kindsOf = (events: ActivityEvent[], number: string) => events.filter((event) => event.number === number).map((event) => event.kind);

  it("show a proposal and the guest's answer, newest first, linked to the booking, to its provider only (REST and GraphQL)", async () => {
    const kept = await accepted();
    expect(
      (await propose(kept.id, { date: kept.date, startTime: '15:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] })).status,
    ).toBe(200);
    expect((await put(`/customer/reservations/${kept.id}/change/acceptance`, guest.token, {})).status).toBe(200);
    const refused = await accepted();
    expect(
      (await propose(refused.id, { date: refused.date, startTime: '09:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }] }))
        .status,
    ).toBe(200);
    expect((await put(`/customer/reservations/${refused.id}/change/decline`, guest.token)).status).toBe(200);

    const events = await activity(provider.token);
    expect(kindsOf(events, refused.number).slice(0, 2)).toEqual(['CHANGE_DECLINED', 'CHANGE_PROPOSED']);
    expect(kindsOf(events, kept.number).slice(0, 2)).toEqual(['CHANGE_ACCEPTED', 'CHANGE_PROPOSED']);
    // The newest first: the decline of the second booking comes before anything of the first.
    expect(events.findIndex((event) => event.kind === 'CHANGE_DECLINED' && event.number === refused.number)).toBeLessThan(
      events.findIndex((event) => event.number === kept.number),
    );
    const proposal = events.find((event) => event.kind === 'CHANGE_PROPOSED' && event.number === kept.number)!;
    expect(proposal.link).toBe(`/dashboard/reservations?tab=upcoming&number=${encodeURIComponent(kept.number)}`);

    const graphql = await app.graphql<{ ownerRecentActivity: { events: ActivityEvent[] } }>(
      '{ ownerRecentActivity { events { kind number link tab } } }',
      {},
      { token: provider.token },
    );
    expect(graphql.errors).toBeUndefined();
    const ours = (list: ActivityEvent[]) =>
      list
        .filter((event) => event.number === kept.number || event.number === refused.number)
        .map(({ kind, number, link, tab }) => ({ kind, number, link, tab }));
    expect(ours(graphql.data!.ownerRecentActivity.events)).toEqual(ours(events));

    const others = await activity(rivalProvider.token);
    expect(ours(others)).toEqual([]);
    const otherGraphql = await app.graphql<{ ownerRecentActivity: { events: ActivityEvent[] } }>(
      '{ ownerRecentActivity { events { kind number } } }',
      {},
      { token: rivalProvider.token },
    );
    expect(otherGraphql.data!.ownerRecentActivity.events.some((event) => event.kind.startsWith('CHANGE_'))).toBe(false);
  });
});

describe('the price of a change shared with the client (common/booking-rule-cases.ts)', () => {
  const idOf = (caseOfferId: number) => [service.adultOfferId, service.childOfferId, service.familyOfferId][caseOfferId - 1];
  const onService = (lines: readonly OfferQuantity[]) => lines.map((line) => ({ offerId: idOf(line.offerId), quantity: line.quantity }));
  const setPrices = async (offers: readonly BookableOffer[]) => {
    for (const offer of offers)
      await app.db.dataSource.query('UPDATE offer SET price_cents = $2, discount_price_cents = $3 WHERE id = $1', [
        idOf(offer.id),
        offer.priceCents,
        offer.discountPriceCents,
      ]);
  };

  // The fee percent is the server's configuration (0 here); the cases with a fee run in pricing.spec.ts.
  it.each(CHANGE_CASES.filter((entry) => !entry.terms.feePercent))('$name', async ({ booked, terms, currentOffers, quantities, price }) => {
    const made = await accepted(0, service, { offers: onService(booked.quantities), discountCode: booked.discountCode ?? undefined });
    const view = await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token });
    // What the client's change preview is priced with.
    expect(view.body).toMatchObject({ totalCents: booked.totalCents, discountPercent: terms.discountPercent ?? null, feePercent: 0 });
    await setPrices(currentOffers);
    try {
      const proposed = await propose(made.id, { date: made.date, startTime: '15:00', offers: onService(quantities) });
      expect(proposed.status, proposed.text).toBe(200);
      expect((proposed.body as View).change).toMatchObject({
        people: price.people,
        totalCents: price.totalCents,
        differenceCents: price.differenceCents,
      });
    } finally {
      await setPrices(Object.values(CASE_OFFERS));
    }
  });
});
