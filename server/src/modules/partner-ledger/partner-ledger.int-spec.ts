// The partners' commission ledger end to end on one app: the partner agreement (offered and emailed
// on approval, accepted; attribution waits for it); commission accrued at capture, reversed pro rata
// on refund, payable only after the start (an injected clock), never for a cancelled booking; a
// sweep run twice writes once; the ledger refuses UPDATE, DELETE and TRUNCATE; statements made once
// a month is over, emailed, their PDF and CSV, paid by staff with payout entries, balancing against
// the ledger; the summary's numbers in a fixed number of statements; the provider's three-way split;
// another partner's statement is a 404.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { VALID_IBAN, VALID_OIB } from '../../../test/catalog.js';
import { queriesOf } from '../../../test/count-queries.js';
import { reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import { applyRefund } from '../reservations/payment-results.js';
import { sweepLedger } from './ledger-sweep.js';
import { partnerCommissionCents } from './ledger-rules.js';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

let app: TestApp;
let staffToken: string;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let service: BookableService;

interface PartnerAccount {
  token: string;
  email: string;
  partnerId: number;
  objectId: number;
  code: string;
}

interface Entry {
  kind: string;
  state: string;
  amount_cents: number;
  idempotency_key: string;
  statement_month: string;
}

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function binary(path: string, token: string, accept?: string) {
  const response = await fetch(app.baseUrl + path, { headers: { authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) } });
  return { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
}

async function partnerAccount(options: { accept?: boolean } = {}): Promise<PartnerAccount> {
  const account = await signedIn(app, { roles: ['ROLE_PARTNER'] });
  const profile = {
    legalName: 'Apartmani Mare d.o.o.',
    oib: VALID_OIB,
    iban: VALID_IBAN,
    contactName: 'Mara Marić',
    contactPhone: '+385 91 234 5678',
    contactEmail: 'mara@example.com',
  };
  const saved = await app.request('/api/partner/profile', { method: 'PUT', json: profile, token: account.token });
  expect(saved.status, saved.text).toBe(200);
  const object = await app.request('/api/partner/objects', {
    method: 'POST',
    json: { name: 'Apartment Lavanda', kind: 'APARTMENT', address: 'Ulica sv. Mauro 1, Poreč', latitude: 45.2271, longitude: 13.5947 },
    token: account.token,
  });
  expect(object.status, object.text).toBe(201);
  const partnerId = (saved.body as { id: number }).id;
  const approved = await app.request(`/api/admin/partners/${partnerId}/approval`, {
    method: 'PUT',
    json: { approved: true },
    token: staffToken,
  });
  expect(approved.status, approved.text).toBe(200);
  if (options.accept !== false) await acceptAgreement(account.token);
  const { id, referralCode } = object.body as { id: number; referralCode: string };
  return { token: account.token, email: account.user.email, partnerId, objectId: id, code: referralCode };
}

async function acceptAgreement(token: string) {
  const accepted = await app.request('/api/partner/agreement/acceptance', { method: 'POST', json: { version: 1 }, token });
  expect(accepted.status, accepted.text).toBe(200);
  return accepted.body as { status: string };
}

/** A guest's booking request through the partner's link, sent with a card (PENDING, authorised). */
async function bookThrough(code: string, startTime = '10:00'): Promise<number> {
  const visit = await app.request('/api/referrals/visits', { method: 'POST', json: { code } });
  expect(visit.status, visit.text).toBe(200);
  const referralCode = (visit.body as { referralCode: string }).referralCode;
  const id = randomUUID();
  const choice = {
    serviceId: service.serviceId,
    date: '2027-07-01',
    startTime,
    offers: [{ offerId: service.adultOfferId, quantity: 2 }],
    referralCode,
  };
  expect((await app.request(`/api/booking/request/${id}`, { method: 'POST', json: choice })).status).toBe(200);
  expect((await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {} })).status).toBe(200);
  const second = await app.request(`/api/booking/request/${id}/second`, {
    method: 'POST',
    json: { email: 'guest@example.com', phone: '+385 91 234 5678', confirmationSms: false, conditionsAccepted: true },
  });
  expect(second.status, second.text).toBe(200);
  expect((await app.request(`/api/booking/request/${id}/prepare-payment`)).status).toBe(200);
  const paid = await app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA });
  expect(paid.status, paid.text).toBe(200);
  return (paid.body as { reservation: { id: number } }).reservation.id;
}

/** An accepted (captured) reservation attributed to the partner, starting at `startsAt`. */
async function referred(partner: PartnerAccount, startsAt: Date, state = ReservationState.ACCEPTED) {
  const made = await reservationOf(app, {
    serviceId: service.serviceId,
    userId: null,
    email: `guest-${randomUUID()}@example.com`,
    startsAt,
    createdAt: new Date(Math.min(Date.now(), startsAt.getTime())),
    state,
    places: 'record',
    offers: [{ offerId: service.adultOfferId, quantity: 2 }],
  });
  await app.db.dataSource.query('UPDATE reservation SET partner_id = $2, partner_object_id = $3, partner_share_bp = 5000 WHERE id = $1', [
    made.id,
    partner.partnerId,
    partner.objectId,
  ]);
  const [payment]: { id: number; captured_cents: number }[] = await app.db.dataSource.query(
    'SELECT id, captured_cents FROM payment WHERE reservation_id = $1',
    [made.id],
  );
  return { ...made, paymentId: payment.id, capturedCents: payment.captured_cents };
}

async function entriesOf(reservationId: number): Promise<Entry[]> {
  return app.db.dataSource.query(
    'SELECT kind, state, amount_cents, idempotency_key, statement_month FROM partner_ledger_entry WHERE reservation_id = $1 ORDER BY id',
    [reservationId],
  );
}

const total = (entries: Entry[], keep: (entry: Entry) => boolean = () => true) =>
  entries.filter(keep).reduce((sum, entry) => sum + entry.amount_cents, 0);

/** The first instant of the next Europe/Zagreb month (plus an hour): the current month is over. */
async function nextMonth(): Promise<Date> {
  const [{ at }] = await app.db.dataSource.query(
    `SELECT (date_trunc('month', clock_timestamp() AT TIME ZONE 'Europe/Zagreb') + interval '1 month 1 hour') AT TIME ZONE 'Europe/Zagreb' AS at`,
  );
  return new Date(at);
}

async function currentMonth(): Promise<string> {
  const [{ month }] = await app.db.dataSource.query(`SELECT to_char(clock_timestamp() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM') AS month`);
  return month;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ provider, staffToken } = await staffAndProvider(app));
  service = await bookableService(app, provider, staffToken, { title: 'Truffle hunt in Motovun' });
}, 180_000);

describe('the partner agreement', () => {
  it('is offered and emailed on approval, downloaded, accepted; until then the links earn nothing', async () => {
    const partner = await partnerAccount({ accept: false });
    const mail = await app.mail.waitFor(partner.email, { subject: /sales partner agreement/ });
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
    const offered = await app.request('/api/partner/agreement', { token: partner.token });
    expect(offered.body).toMatchObject({
      version: 1,
      status: 'AWAITING_ACCEPTANCE',
      shareBp: 5000,
      attributionWindowDays: 30,
      payoutDay: 15,
    });
    const pdf = await binary('/api/partner/agreement/pdf', partner.token);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.data);
    expect(text).toContain('Apartmani Mare d.o.o.');
    expect(text).toContain('50% of the platform');
    expect(text).toContain('30 days');

    const before = await bookThrough(partner.code, '09:00');
    const [unattributed] = await app.db.dataSource.query('SELECT partner_id FROM reservation WHERE id = $1', [before]);
    expect(unattributed.partner_id).toBeNull();

    const accepted = await app.graphql<{ acceptPartnerAgreement: { status: string } }>(
      'mutation { acceptPartnerAgreement(input: { version: 1 }) { status } }',
      {},
      { token: partner.token },
    );
    expect(accepted.data?.acceptPartnerAgreement.status).toBe('ACCEPTED');
    const after = await bookThrough(partner.code, '15:00');
    const [attributed] = await app.db.dataSource.query('SELECT partner_id, partner_share_bp FROM reservation WHERE id = $1', [after]);
    expect(attributed).toEqual({ partner_id: partner.partnerId, partner_share_bp: 5000 });
    // Another partner's agreement is not reachable; a customer is refused.
    const customer = await signedIn(app);
    expect((await app.request('/api/partner/agreement', { token: customer.token })).status).toBe(403);
  }, 60_000);
});

describe('the ledger', () => {
  let partner: PartnerAccount;

  beforeAll(async () => {
    partner = await partnerAccount();
  });

  it('accrues at capture once however often the sweep runs, and reverses refunds pro rata, never past the accrual', async () => {
    const booking = await referred(partner, startIn(5));
    const ctx = testContext(app);
    await Promise.all([sweepLedger(ctx), sweepLedger(ctx)]);
    await sweepLedger(ctx);
    const accrual = partnerCommissionCents(booking.capturedCents, 5000);
    expect(accrual).toBe(Math.round((booking.capturedCents * 15 * 0.5) / 100));
    expect(await entriesOf(booking.id)).toEqual([
      expect.objectContaining({
        kind: 'ACCRUAL',
        state: 'PENDING',
        amount_cents: accrual,
        idempotency_key: `capture:${booking.paymentId}`,
      }),
    ]);

    const quarter = Math.floor(booking.capturedCents / 4);
    await applyRefund(ctx, booking.paymentId, { id: 're_quarter', amountCents: quarter, status: 'succeeded' });
    await sweepLedger(ctx);
    await sweepLedger(ctx);
    let entries = await entriesOf(booking.id);
    expect(entries.filter((entry) => entry.kind === 'REVERSAL')).toHaveLength(1);
    expect(total(entries, (entry) => entry.kind === 'REVERSAL')).toBe(
      -Math.floor((2 * accrual * quarter + booking.capturedCents) / (2 * booking.capturedCents)),
    );

    await applyRefund(ctx, booking.paymentId, { id: 're_rest', amountCents: booking.capturedCents - quarter, status: 'succeeded' });
    await sweepLedger(ctx);
    entries = await entriesOf(booking.id);
    expect(total(entries, (entry) => entry.kind === 'REVERSAL')).toBe(-accrual);
    expect(total(entries)).toBe(0);
  });

  it('moves to PAYABLE only once the start has passed (injected clock)', async () => {
    const start = startIn(3);
    const booking = await referred(partner, start);
    const ctx = testContext(app);
    await sweepLedger(ctx);
    expect((await entriesOf(booking.id)).map((entry) => entry.kind)).toEqual(['ACCRUAL']);
    await sweepLedger(ctx, { now: new Date(start.getTime() - 60_000) });
    expect((await entriesOf(booking.id)).map((entry) => entry.kind)).toEqual(['ACCRUAL']);
    await sweepLedger(ctx, { now: new Date(start.getTime() + 60_000) });
    await sweepLedger(ctx, { now: new Date(start.getTime() + 120_000) });
    const entries = await entriesOf(booking.id);
    const accrual = partnerCommissionCents(booking.capturedCents, 5000);
    expect(entries.map((entry) => `${entry.kind}/${entry.state}/${entry.amount_cents}`)).toEqual([
      `ACCRUAL/PENDING/${accrual}`,
      `PAYABLE/PENDING/${-accrual}`,
      `PAYABLE/PAYABLE/${accrual}`,
    ]);
  });

  it('never pays a booking cancelled before its start: the accrual is reversed in full', async () => {
    const start = startIn(4);
    const booking = await referred(partner, start);
    const ctx = testContext(app);
    await sweepLedger(ctx);
    // The guest cancels in time; the refund may come later or, past the policy, never.
    await app.db.dataSource.query("UPDATE reservation SET state = 'CANCELLED', cancelled_by = 'GUEST' WHERE id = $1", [booking.id]);
    await sweepLedger(ctx, { now: new Date(start.getTime() + 3_600_000) });
    await applyRefund(ctx, booking.paymentId, { id: 're_cancel', amountCents: booking.capturedCents, status: 'succeeded' });
    await sweepLedger(ctx, { now: new Date(start.getTime() + 7_200_000) });
    const entries = await entriesOf(booking.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['ACCRUAL', 'REVERSAL']);
    expect(total(entries)).toBe(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [{ id }] = await app.db.dataSource.query('SELECT id FROM partner_ledger_entry ORDER BY id LIMIT 1');
    await expect(app.db.dataSource.query('UPDATE partner_ledger_entry SET amount_cents = 0 WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(app.db.dataSource.query('DELETE FROM partner_ledger_entry WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(app.db.dataSource.query('TRUNCATE partner_ledger_entry CASCADE')).rejects.toThrow(/append-only/);
  });
});

describe('statements', () => {
  let partner: PartnerAccount;
  let stranger: PartnerAccount;
  let month: string;
  let payable: number;
  let number: string;

  beforeAll(async () => {
    partner = await partnerAccount();
    stranger = await partnerAccount();
    month = await currentMonth();
    const started = await referred(partner, new Date(Date.now() - 3_600_000));
    number = started.number;
    await referred(partner, startIn(20)); // still pending: not on the statement
    await sweepLedger(testContext(app));
    const [{ sum }] = await app.db.dataSource.query(
      "SELECT coalesce(sum(amount_cents), 0)::int AS sum FROM partner_ledger_entry WHERE partner_id = $1 AND state = 'PAYABLE'",
      [partner.partnerId],
    );
    payable = sum;
  });

  it('are made once the month is over, once, and emailed with the PDF', async () => {
    expect(payable).toBeGreaterThan(0);
    const ctx = testContext(app);
    expect((await sweepLedger(ctx)).statements).toEqual([]); // the month is not over
    const at = await nextMonth();
    const first = await sweepLedger(ctx, { now: at });
    await sweepLedger(ctx, { now: at });
    const rows = await app.db.dataSource.query('SELECT id, month, total_cents, status FROM partner_statement WHERE partner_id = $1', [
      partner.partnerId,
    ]);
    expect(rows).toEqual([{ id: expect.any(Number), month, total_cents: payable, status: 'READY' }]);
    expect(first.statements).toContain(rows[0].id);
    const mail = await app.mail.waitFor(partner.email, { subject: new RegExp(`commission statement for ${month}`) });
    expect(mail.attachments[0].contentType).toBe('application/pdf');

    const list = await app.request('/api/partner/statements', { token: partner.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        month,
        fromMonth: month,
        totalCents: payable,
        currency: 'EUR',
        status: 'READY',
        reservations: 1,
        paidAt: null,
      }),
    ]);
  });

  it('download as PDF and as CSV with the columns; another partner’s is a 404', async () => {
    const pdf = await binary(`/api/partner/statements/${month}`, partner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.data);
    expect(text).toContain(`Commission statement ${month}`);
    expect(text).toContain(number);
    expect(text).toContain('Truffle hunt in Motovun');

    const csv = await binary(`/api/partner/statements/${month}?lang=en`, partner.token, 'text/csv');
    expect(csv.type).toMatch(/^text\/csv/);
    const [header, line, ...rest] = csv.data.toString('utf8').trim().split('\r\n');
    expect(header).toBe('Reservation number,Service,Date of the experience,Amount captured,Refunds,Commission,Status');
    expect(line.split(',')).toEqual([
      number,
      'Truffle hunt in Motovun',
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      expect.any(String),
      '0.00',
      (payable / 100).toFixed(2),
      'PAYABLE',
    ]);
    expect(rest).toEqual([]);
    const hr = await binary(`/api/partner/statements/${month}?lang=hr`, partner.token, 'text/csv');
    expect(hr.data.toString('utf8')).toMatch(/^Broj rezervacije,Usluga,Datum doživljaja/);

    expect((await binary(`/api/partner/statements/${month}`, stranger.token)).status).toBe(404);
    expect((await binary('/api/partner/statements/2020-01', partner.token)).status).toBe(404);
    expect((await app.request('/api/partner/statements/2020-13', { token: partner.token })).status).toBe(400);
  });

  it('staff list them due first and mark one paid: payout entries, PAID; again changes nothing; the ledger balances', async () => {
    expect((await app.request('/api/admin/partner-statements', { token: partner.token })).status).toBe(403);
    const due = await app.request('/api/admin/partner-statements?status=READY&size=50', { token: staffToken });
    const statement = (due.body as { content: { id: number; partnerId: number; partnerIban: string }[] }).content.find(
      (item) => item.partnerId === partner.partnerId,
    )!;
    expect(statement.partnerIban).toBe(VALID_IBAN);
    const paid = await app.request(`/api/admin/partner-statements/${statement.id}/payment`, { method: 'PUT', token: staffToken });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', totalCents: payable, paidAt: expect.any(String) });
    const again = await app.graphql<{ payPartnerStatement: { status: string } }>(
      `mutation { payPartnerStatement(id: ${statement.id}) { status } }`,
      {},
      { token: staffToken },
    );
    expect(again.data?.payPartnerStatement.status).toBe('PAID');

    const byState: { state: string; kind: string; sum: number; n: number }[] = await app.db.dataSource.query(
      `SELECT state, kind, sum(amount_cents)::int AS sum, count(*)::int AS n FROM partner_ledger_entry WHERE partner_id = $1 GROUP BY state, kind ORDER BY state, kind`,
      [partner.partnerId],
    );
    const payout = byState.filter((row) => row.kind === 'PAYOUT');
    expect(payout).toEqual([
      { state: 'PAID', kind: 'PAYOUT', sum: payable, n: 1 },
      { state: 'PAYABLE', kind: 'PAYOUT', sum: -payable, n: 1 },
    ]);
    // The ledger per state equals the statements: PAID = the paid statements, PAYABLE of their months = 0.
    const [balance] = await app.db.dataSource.query(
      `SELECT (SELECT coalesce(sum(amount_cents), 0)::int FROM partner_ledger_entry WHERE partner_id = $1 AND state = 'PAID') AS paid,
         (SELECT coalesce(sum(total_cents), 0)::int FROM partner_statement WHERE partner_id = $1 AND status = 'PAID') AS statements,
         (SELECT coalesce(sum(amount_cents), 0)::int FROM partner_ledger_entry WHERE partner_id = $1 AND state = 'PAYABLE' AND statement_month <= $2) AS payable`,
      [partner.partnerId, month],
    );
    expect(balance).toEqual({ paid: payable, statements: payable, payable: 0 });
    const csv = await binary(`/api/partner/statements/${month}`, partner.token, 'text/csv');
    expect(csv.data.toString('utf8')).toContain(',PAID\r\n');
  });
});

describe('the summary, the commissions and the revenue split', () => {
  it('counts visits, requests, accepted, completed and commission per state per object, in a fixed number of statements', async () => {
    const partner = await partnerAccount();
    const empty = await queriesOf(app, '/api/partner/summary', partner.token);
    await app.request('/api/referrals/visits', { method: 'POST', json: { code: partner.code } });
    await bookThrough(partner.code); // a request: visit 2, requests 1
    const done = await referred(partner, new Date(Date.now() - 3_600_000));
    const upcoming = await referred(partner, startIn(8));
    await sweepLedger(testContext(app));
    const second = await app.request('/api/partner/objects', {
      method: 'POST',
      json: { name: 'Hotel Grad', kind: 'HOTEL', address: 'Marmontova 4, Split', latitude: 43.5, longitude: 16.44 },
      token: partner.token,
    });
    expect(second.status).toBe(201);
    expect(await queriesOf(app, '/api/partner/summary', partner.token)).toBe(empty);

    const summary = (await app.request('/api/partner/summary', { token: partner.token })).body as {
      from: string;
      to: string;
      objects: { objectId: number; months: { month: string }[]; totals: Record<string, number> }[];
      months: unknown[];
      totals: Record<string, number>;
    };
    expect(summary.months).toHaveLength(12);
    expect(summary.objects.map((object) => object.objectId)).toEqual([partner.objectId, (second.body as { id: number }).id]);
    const accrual = (booking: { capturedCents: number }) => partnerCommissionCents(booking.capturedCents, 5000);
    expect(summary.objects[0].totals).toEqual({
      visits: 2,
      requests: 3,
      accepted: 2,
      completed: 1,
      pendingCents: accrual(upcoming),
      payableCents: accrual(done),
      paidCents: 0,
    });
    expect(summary.totals).toEqual(summary.objects[0].totals);
    const graphql = await app.graphql<{ partnerSummary: { totals: { visits: number } } }>(
      '{ partnerSummary { totals { visits } } }',
      {},
      { token: partner.token },
    );
    expect(graphql.data?.partnerSummary.totals.visits).toBe(2);

    const ledger = await app.request('/api/partner/commissions?size=2', { token: partner.token });
    expect(ledger.body).toMatchObject({ totalElements: 4, totalPages: 2, page: 0, size: 2 });
    const [newest] = (ledger.body as { content: Record<string, unknown>[] }).content;
    expect(Object.keys(newest).sort()).toEqual(
      [
        'amountCents',
        'currency',
        'experienceDate',
        'id',
        'kind',
        'month',
        'objectId',
        'objectName',
        'occurredAt',
        'reservationId',
        'reservationNumber',
        'serviceTitle',
        'state',
      ].sort(),
    );
    const otherMonth = await app.request('/api/partner/commissions?month=2020-01', { token: partner.token });
    expect(otherMonth.body).toMatchObject({ totalElements: 0, content: [] });

    // The provider sees the three-way split; an unattributed booking's partner share is null.
    const plain = await reservationOf(app, {
      serviceId: service.serviceId,
      userId: null,
      email: 'walk-in@example.com',
      startsAt: new Date(done.capturedCents && Date.now() - 7_200_000),
      createdAt: new Date(Date.now() - 7_200_000),
      state: ReservationState.ACCEPTED,
      places: 'record',
    });
    const [{ month }] = await app.db.dataSource.query("SELECT to_char(date, 'YYYY-MM') AS month FROM reservation WHERE id = $1", [done.id]);
    const split = await app.request(`/api/owner/reservations/revenue/reservations?month=${month}&size=100`, { token: provider.token });
    const lines = (
      split.body as {
        content: {
          reservationId: number;
          grossCents: number;
          commissionCents: number;
          netCents: number;
          partnerShareCents: number | null;
        }[];
      }
    ).content;
    const referredLine = lines.find((line) => line.reservationId === done.id)!;
    expect(referredLine.partnerShareCents).toBe(accrual(done));
    expect(referredLine.netCents + referredLine.commissionCents).toBe(referredLine.grossCents);
    expect(referredLine.partnerShareCents!).toBeLessThan(referredLine.commissionCents);
    if (lines.some((line) => line.reservationId === plain.id))
      expect(lines.find((line) => line.reservationId === plain.id)!.partnerShareCents).toBeNull();
  }, 60_000);
});
