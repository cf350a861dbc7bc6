// The reseller ledger driven by the real reservation moves: a SALE of the net amount when a
// reseller's booking is accepted (in the month of its start), a CANCELLATION when the provider
// cancels it or the guest does within the refund policy, none when the policy refunds nothing;
// written once whatever is retried; the table refuses UPDATE, DELETE and TRUNCATE; a monthly
// statement once the month is over, its PDF and CSV, staff recording the payment (PAYMENT pair, PAID).
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider } from '../../../test/booking.js';
import { resellerOf, resellerReservation, type TestReseller } from '../../../test/resellers.js';
import { startIn, testContext } from '../../../test/reservations.js';
import { acceptReservation, cancelByGuest, cancelByProvider, rejectReservation } from '../reservations/reservation.service.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import { recordResellerLedger } from './reseller-ledger.js';
import { sweepResellerLedger } from './reseller-statements.service.js';

let app: TestApp;
let staffToken: string;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let serviceId: number;
let reseller: TestReseller;

interface Entry {
  kind: string;
  state: string;
  amount_cents: number;
  statement_month: string;
  idempotency_key: string;
}

const entriesOf = (reservationId: number): Promise<Entry[]> =>
  app.db.dataSource.query(
    'SELECT kind, state, amount_cents, statement_month, idempotency_key FROM reseller_ledger_entry WHERE reservation_id = $1 ORDER BY id',
    [reservationId],
  );

const ownerCtx = () => ({ ...testContext(app), user: { id: provider.user.id, roles: ['ROLE_OWNER' as const] } });
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit' }).format(date);

beforeAll(async () => {
  app = await startTestApp();
  ({ provider, staffToken } = await staffAndProvider(app));
  serviceId = (await bookableService(app, provider, staffToken)).serviceId;
  const [{ id: companyId }] = await app.db.dataSource.query('SELECT id FROM company WHERE owner_id = $1', [provider.user.id]);
  reseller = await resellerOf(app, companyId, 'Ledger OTA');
});

describe('entries from the moves', () => {
  it('writes the net amount as a SALE when the provider accepts, in the month of the start, once', async () => {
    const startsAt = startIn(10);
    const booking = await resellerReservation(app, { reseller, serviceId, startsAt, retailCents: 9000 });
    expect(booking.netCents).toBe(7200);
    const accepted = await acceptReservation(ownerCtx(), booking.id);
    expect(accepted.state).toBe(ReservationState.ACCEPTED);
    expect(await entriesOf(booking.id)).toEqual([
      {
        kind: 'SALE',
        state: 'DUE',
        amount_cents: 7200,
        statement_month: monthOf(startsAt),
        idempotency_key: `sale:reservation:${booking.id}`,
      },
    ]);
    // The same step again (a retry) writes nothing more.
    await recordResellerLedger(
      testContext(app),
      { ...accepted },
      { from: ReservationState.PENDING, to: ReservationState.ACCEPTED, refund: null },
      Date.now(),
    );
    expect(await entriesOf(booking.id)).toHaveLength(1);
  });

  it('reverses the sale when the provider cancels', async () => {
    const booking = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(1, '15:00') });
    await acceptReservation(ownerCtx(), booking.id);
    await cancelByProvider(ownerCtx(), booking.id, { note: 'Storm warning' });
    expect((await entriesOf(booking.id)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['SALE', booking.netCents],
      ['CANCELLATION', -booking.netCents],
    ]);
  });

  it('reverses the sale when the guest cancels within the refund policy, and not after it', async () => {
    const early = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(12) });
    await acceptReservation(ownerCtx(), early.id);
    await cancelByGuest(testContext(app), early.id, {}, { actor: 'authorised' });
    expect((await entriesOf(early.id)).map((entry) => entry.kind)).toEqual(['SALE', 'CANCELLATION']);

    // Full refund only up to 2 days before the start: a day before, the reseller still owes the net amount.
    const late = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(1, '09:00') });
    await acceptReservation(ownerCtx(), late.id);
    await cancelByGuest(testContext(app), late.id, {}, { actor: 'authorised' });
    expect((await entriesOf(late.id)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([['SALE', late.netCents]]);
  });

  it('writes nothing for a rejected booking', async () => {
    const booking = await resellerReservation(app, { reseller, serviceId, startsAt: startIn(5) });
    await rejectReservation(ownerCtx(), booking.id);
    expect(await entriesOf(booking.id)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [{ id }] = await app.db.dataSource.query('SELECT id FROM reseller_ledger_entry ORDER BY id LIMIT 1');
    await expect(app.db.dataSource.query('UPDATE reseller_ledger_entry SET amount_cents = 0 WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(app.db.dataSource.query('DELETE FROM reseller_ledger_entry WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(app.db.dataSource.query('TRUNCATE reseller_ledger_entry CASCADE')).rejects.toThrow(/append-only/);
  });
});

describe('statements', () => {
  it('makes the statement once the months are over, its CSV, and records the payment', async () => {
    const [{ due }] = await app.db.dataSource.query(
      "SELECT sum(amount_cents)::int AS due FROM reseller_ledger_entry WHERE reseller_id = $1 AND state = 'DUE'",
      [reseller.resellerId],
    );
    expect(due).toBeGreaterThan(0);
    // Nothing before the months of the starts are over.
    expect(await sweepResellerLedger(testContext(app))).toEqual([]);
    const later = new Date(startIn(60).getTime());
    const made = await sweepResellerLedger(testContext(app), { now: later });
    expect(made).toHaveLength(1);
    expect(await sweepResellerLedger(testContext(app), { now: later })).toEqual([]);

    const list = await app.request(`/api/admin/reseller-statements?resellerId=${reseller.resellerId}`, { token: staffToken });
    expect(list.status, list.text).toBe(200);
    const [statement] = list.body as { id: number; totalCents: number; status: string; reservations: number; documentUrl: string }[];
    expect(statement).toMatchObject({ id: made[0], totalCents: due, status: 'READY' });
    // The accepted booking, and the late cancellation the reseller still owes; the reversed ones add up to nothing.
    expect(statement.reservations).toBe(2);

    const pdf = await fetch(`${app.baseUrl}${statement.documentUrl}?lang=hr`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Obračun preprodavača');
    expect(text.replace(/\s+/g, ' ')).toContain('Ledger OTA');
    const csv = await fetch(`${app.baseUrl}${statement.documentUrl}?lang=en`, {
      headers: { authorization: `Bearer ${staffToken}`, accept: 'text/csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe('Reservation number,Service,Start,People,Retail price,Net amount');
    expect(rows.slice(1).map((row) => row.split(',').slice(-2))).toEqual(
      expect.arrayContaining([
        ['90.00', '72.00'],
        ['70.00', '56.00'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect((await app.request(statement.documentUrl, { token: provider.token })).status).toBe(403);

    const paid = await app.request(`/api/admin/reseller-statements/${statement.id}/payment`, { method: 'PUT', token: staffToken });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID' });
    const again = await app.graphql<{ payResellerStatement: { status: string } }>(
      'mutation($id: Int!) { payResellerStatement(id: $id) { status totalCents } }',
      { id: statement.id },
      { token: staffToken },
    );
    expect(again.data?.payResellerStatement.status).toBe('PAID');
    const payments: Entry[] = await app.db.dataSource.query(
      "SELECT kind, state, amount_cents, statement_month, idempotency_key FROM reseller_ledger_entry WHERE kind = 'PAYMENT' ORDER BY id",
    );
    expect(payments.map((entry) => [entry.state, entry.amount_cents])).toEqual([
      ['DUE', -due],
      ['PAID', due],
    ]);
    const [balance] = (
      (await app.request('/api/admin/resellers', { token: staffToken })).body as { id: number; dueCents: number; paidCents: number }[]
    ).filter((item) => item.id === reseller.resellerId);
    expect(balance).toMatchObject({ dueCents: 0, paidCents: due });
  });
});
