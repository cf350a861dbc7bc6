// The reservation actions at the edges: the provider accepts and rejects (own company only), the
// signed-in guest withdraws and cancels (own reservations only), the anonymous guest does the same
// through the emailed link; REST and GraphQL alike; the wrong role 403, another's id 404, a second
// accept 409 RESERVATION_STATE, bad input 400 naming the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queuedJobs } from '../../../test/booking.js';
import { bookableService, reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { ReservationState } from './reservation.entity.js';
import { reservationLinkToken } from './reservation-link.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof bookableService>>;
let rival: Awaited<ReturnType<typeof bookableService>>;
let reasonId: number;

interface View {
  id: number;
  number: string;
  state: string;
  cancelledBy: string | null;
  rejectionReason: { code: string } | null;
  rejectionNote: string | null;
  guest: { email: string } | null;
}

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app);
  other = await signedIn(app);
  shop = await bookableService(app, { title: 'Truffle hunt in Motovun', cancellationPolicy: 'FULL_REFUND_DAYS', cancellationBefore: 2 });
  rival = await bookableService(app, { title: 'Sailing in Rovinj' });
  const [reason] = await app.db.dataSource.query("SELECT id FROM rejection_reason WHERE code = 'WEATHER'");
  reasonId = reason.id;
}, 120_000);

let day = 3;
const reservation = async (state: ReservationState, mine = true, service = shop) => {
  const startsAt = startIn(day++);
  const made = await reservationOf(app, {
    serviceId: service.serviceId,
    userId: mine ? guest.user.id : other.user.id,
    email: mine ? guest.user.email : other.user.email,
    startsAt,
    state,
    places: 'capacity',
    offers: [{ offerId: service.offerId, quantity: 2 }],
  });
  return { id: made.id, number: made.number, startsAt };
};

const put = (path: string, token?: string, json?: unknown) => app.request(`/api${path}`, { method: 'PUT', token, json });
const viewFields = 'id number state cancelledBy rejectionReason { code } rejectionNote guest { email }';

describe('the provider', () => {
  it('accepts a pending request (REST), a second accept is 409 RESERVATION_STATE', async () => {
    const made = await reservation(ReservationState.PENDING);
    const accepted = await put(`/owner/reservations/${made.id}/acceptance`, shop.provider.token);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ id: made.id, state: 'ACCEPTED', guest: { email: guest.user.email } });
    const again = await put(`/owner/reservations/${made.id}/acceptance`, shop.provider.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'RESERVATION_STATE',
      message: 'This booking is no longer waiting for this action (it is accepted).',
    });
  });

  it('accepts through GraphQL, with the same 409 the second time', async () => {
    const made = await reservation(ReservationState.PENDING);
    const mutation = `mutation($id: Int!) { acceptReservation(id: $id) { ${viewFields} } }`;
    const result = await app.graphql<{ acceptReservation: View }>(mutation, { id: made.id }, { token: shop.provider.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.acceptReservation).toMatchObject({ id: made.id, state: 'ACCEPTED' });
    const again = await app.graphql(mutation, { id: made.id }, { token: shop.provider.token });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('rejects with a reason and note (REST and GraphQL)', async () => {
    const made = await reservation(ReservationState.PENDING);
    const rejected = await put(`/owner/reservations/${made.id}/rejection`, shop.provider.token, {
      reasonId,
      note: 'Storm warning for that day.',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'REJECTED',
      rejectionReason: { code: 'WEATHER' },
      rejectionNote: 'Storm warning for that day.',
    });

    const second = await reservation(ReservationState.PENDING);
    const result = await app.graphql<{ rejectReservation: View }>(
      `mutation($id: Int!) { rejectReservation(id: $id) { ${viewFields} } }`,
      { id: second.id },
      { token: shop.provider.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.rejectReservation).toMatchObject({ state: 'REJECTED', rejectionReason: null });
  });

  it('refuses a bad reason (400), a note too long (400), a NUL (400), leaving the request pending', async () => {
    const made = await reservation(ReservationState.PENDING);
    const path = `/owner/reservations/${made.id}/rejection`;
    const unknown = await put(path, shop.provider.token, { reasonId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fields: { reasonId: 'Please choose one of the listed reasons.' } });
    expect((await put(path, shop.provider.token, { reasonId: 'WEATHER' })).status).toBe(400);
    expect((await put(path, shop.provider.token, { reasonId: 0 })).status).toBe(400);
    const long = await put(path, shop.provider.token, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fields: { note: 'This note is too long: at most 2000 characters.' } });
    const nul = await put(path, shop.provider.token, { note: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(Object.keys((nul.body as { fields: object }).fields)).toEqual(['note']);
    const graphql = await app.graphql(
      `mutation($id: Int!) { rejectReservation(id: $id, input: { reasonId: 999999 }) { id } }`,
      { id: made.id },
      { token: shop.provider.token },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const still = await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token });
    expect(still.body).toMatchObject({ state: 'PENDING' });
  });

  it("refuses the second of two acceptances that together exceed the start's places (409 SLOT_FULL), leaving it pending", async () => {
    const startsAt = startIn(day++);
    const seed = () =>
      reservationOf(app, {
        serviceId: rival.serviceId,
        userId: guest.user.id,
        email: guest.user.email,
        startsAt,
        state: ReservationState.PENDING,
        places: 'capacity',
        offers: [{ offerId: rival.offerId, quantity: 2 }],
      });
    const first = await seed();
    const second = await seed();
    // Both requests hold their places; then the provider takes places away from the start.
    const [{ people }] = await app.db.dataSource.query('SELECT people FROM reservation WHERE id = $1', [first.id]);
    const [{ places_per_start: places }] = await app.db.dataSource.query('SELECT places_per_start FROM service WHERE id = $1', [
      rival.serviceId,
    ]);
    await app.db.dataSource.query('UPDATE service SET places_per_start = $2 WHERE id = $1', [rival.serviceId, people * 2 - 1]);
    try {
      expect((await put(`/owner/reservations/${first.id}/acceptance`, rival.provider.token)).status).toBe(200);
      const refused = await put(`/owner/reservations/${second.id}/acceptance`, rival.provider.token);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'CONFLICT',
        reason: 'SLOT_FULL',
        message: 'Accepting this request would book more people than this start has places left. Reject it, or make room first.',
      });
      const graphql = await app.graphql(
        'mutation($id: Int!) { acceptReservation(id: $id) { id } }',
        { id: second.id },
        { token: rival.provider.token },
      );
      expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
      const [row] = await app.db.dataSource.query(
        'SELECT r.state, h.state AS hold FROM reservation r JOIN hold h ON h.id = r.hold_id WHERE r.id = $1',
        [second.id],
      );
      expect(row).toEqual({ state: 'PENDING', hold: 'HELD' });
      // With the places back, the second is accepted.
      await app.db.dataSource.query('UPDATE service SET places_per_start = $2 WHERE id = $1', [rival.serviceId, people * 2]);
      expect((await put(`/owner/reservations/${second.id}/acceptance`, rival.provider.token)).status).toBe(200);
    } finally {
      await app.db.dataSource.query('UPDATE service SET places_per_start = $2 WHERE id = $1', [rival.serviceId, places]);
    }
  });

  it("gets 404 for another company's request and 403 as a customer", async () => {
    const elsewhere = await reservation(ReservationState.PENDING, true, rival);
    expect((await put(`/owner/reservations/${elsewhere.id}/acceptance`, shop.provider.token)).status).toBe(404);
    expect((await put(`/owner/reservations/${elsewhere.id}/rejection`, shop.provider.token, {})).status).toBe(404);
    expect((await put(`/owner/reservations/${elsewhere.id}/acceptance`, guest.token)).status).toBe(403);
    expect((await put(`/owner/reservations/${elsewhere.id}/acceptance`)).status).toBe(401);
    const graphql = await app.graphql(
      'mutation($id: Int!) { acceptReservation(id: $id) { id } }',
      { id: elsewhere.id },
      { token: shop.provider.token },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the provider cancels an accepted booking', () => {
  const cancelFields = `${viewFields} cancellationReason { id code name nameEn nameHr } cancellationNote payment { state capturedCents }`;

  it('with a reason (REST): CANCELLED by PROVIDER, a refund of all that was captured, the guest emailed with the reason', async () => {
    const made = await reservation(ReservationState.ACCEPTED);
    const [payment] = await app.db.dataSource.query('SELECT id, captured_cents FROM payment WHERE reservation_id = $1', [made.id]);
    const cancelled = await put(`/owner/reservations/${made.id}/cancellation`, shop.provider.token, {
      reasonId,
      note: 'Our boat broke down.',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: made.id,
      state: 'CANCELLED',
      cancelledBy: 'PROVIDER',
      cancellationReason: { id: reasonId, code: 'WEATHER' },
      cancellationNote: 'Our boat broke down.',
    });
    const refunds = await queuedJobs<{ paymentId: number; amountCents: number }>(app, 'payments.refund');
    expect(refunds.filter((job) => job.paymentId === payment.id)).toEqual([{ paymentId: payment.id, amountCents: payment.captured_cents }]);
    const mail = await app.mail.waitFor(guest.user.email, { subject: new RegExp(`${made.number} is cancelled`) });
    expect(mail.text).toContain('the provider had to cancel your booking');
    expect(mail.text).toContain('Reason: ');
    expect(mail.text).toContain("The provider's note: Our boat broke down.");
    expect(mail.text).toContain('You will get a refund of');
  });

  it('through GraphQL, with a note only', async () => {
    const made = await reservation(ReservationState.ACCEPTED);
    const result = await app.graphql<{ cancelReservationByProvider: View & { cancellationNote: string } }>(
      `mutation($id: Int!) { cancelReservationByProvider(id: $id, input: { note: "Fully booked by mistake." }) { ${cancelFields} } }`,
      { id: made.id },
      { token: shop.provider.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelReservationByProvider).toMatchObject({
      state: 'CANCELLED',
      cancelledBy: 'PROVIDER',
      cancellationReason: null,
      cancellationNote: 'Fully booked by mistake.',
    });
  });

  it("without a reason is a 400 naming note; a pending request is a 409; another company's a 404; a customer 403", async () => {
    const made = await reservation(ReservationState.ACCEPTED);
    const path = `/owner/reservations/${made.id}/cancellation`;
    for (const body of [{}, { reasonId: null, note: null }, { note: '   ' }]) {
      const refused = await put(path, shop.provider.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { note: 'Choose a reason or write one for the guest.' } });
    }
    expect((await put(path, shop.provider.token, { reasonId: 999_999 })).status).toBe(400);
    const graphql = await app.graphql(
      'mutation($id: Int!) { cancelReservationByProvider(id: $id, input: {}) { id } }',
      { id: made.id },
      { token: shop.provider.token },
    );
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { note: 'Choose a reason or write one for the guest.' },
    });

    const pendingOne = await reservation(ReservationState.PENDING);
    const wrong = await put(`/owner/reservations/${pendingOne.id}/cancellation`, shop.provider.token, { reasonId });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({
      reason: 'RESERVATION_STATE',
      message: "This booking is no longer waiting for this action (it is waiting for the provider's answer).",
    });

    const elsewhere = await reservation(ReservationState.ACCEPTED, true, rival);
    expect((await put(`/owner/reservations/${elsewhere.id}/cancellation`, shop.provider.token, { reasonId })).status).toBe(404);
    expect((await put(path, guest.token, { reasonId })).status).toBe(403);
    const still = await app.request(`/api/customer/reservations/${made.id}`, { token: guest.token });
    expect(still.body).toMatchObject({ state: 'ACCEPTED' });
  });
});

describe('the signed-in guest', () => {
  it('withdraws a pending request (REST and GraphQL)', async () => {
    const made = await reservation(ReservationState.PENDING);
    const withdrawn = await put(`/customer/reservations/${made.id}/withdrawal`, guest.token, { note: 'Plans changed.' });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: made.id, state: 'CANCELLED', cancelledBy: 'GUEST' });
    expect((await put(`/customer/reservations/${made.id}/withdrawal`, guest.token)).status).toBe(409);

    const second = await reservation(ReservationState.PENDING);
    const result = await app.graphql<{ withdrawReservation: View }>(
      `mutation($id: Int!) { withdrawReservation(id: $id) { ${viewFields} } }`,
      { id: second.id },
      { token: guest.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.withdrawReservation).toMatchObject({ state: 'CANCELLED', cancelledBy: 'GUEST' });
  });

  it('cancels an accepted booking (REST and GraphQL); withdrawing it is a 409', async () => {
    const made = await reservation(ReservationState.ACCEPTED);
    expect((await put(`/customer/reservations/${made.id}/withdrawal`, guest.token)).status).toBe(409);
    const cancelled = await put(`/customer/reservations/${made.id}/cancellation`, guest.token, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'CANCELLED', cancelledBy: 'GUEST' });

    const second = await reservation(ReservationState.ACCEPTED);
    const result = await app.graphql<{ cancelReservation: View }>(
      `mutation($id: Int!) { cancelReservation(id: $id, input: { note: "Sorry" }) { ${viewFields} } }`,
      { id: second.id },
      { token: guest.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelReservation).toMatchObject({ state: 'CANCELLED' });
  });

  it("gets 404 for another guest's reservation, 403 as a provider, 400 for a bad note", async () => {
    const theirs = await reservation(ReservationState.PENDING, false);
    expect((await put(`/customer/reservations/${theirs.id}/withdrawal`, guest.token)).status).toBe(404);
    expect((await put(`/customer/reservations/${theirs.id}/cancellation`, guest.token)).status).toBe(404);
    expect((await put(`/customer/reservations/${theirs.id}/withdrawal`, shop.provider.token)).status).toBe(403);
    expect((await put(`/customer/reservations/${theirs.id}/withdrawal`, other.token, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await put(`/customer/reservations/${theirs.id}/withdrawal`, other.token, { note: '\u0000' })).status).toBe(400);
    const graphql = await app.graphql(
      'mutation($id: Int!) { withdrawReservation(id: $id) { id } }',
      { id: theirs.id },
      { token: guest.token },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the guest through the emailed link', () => {
  const linkOf = (made: { number: string; startsAt: Date }) => reservationLinkToken(testContext(app), made);

  it('withdraws and cancels with the token (REST and GraphQL), without guest details', async () => {
    const pending = await reservation(ReservationState.PENDING, false);
    const token = await linkOf(pending);
    const withdrawn = await put(`/booking/reservations/${pending.number}/withdrawal?token=${token}`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toMatchObject({ number: pending.number, state: 'CANCELLED', guest: null });
    expect((await put(`/booking/reservations/${pending.number}/withdrawal?token=${token}`)).status).toBe(409);

    const accepted = await reservation(ReservationState.ACCEPTED, false);
    const result = await app.graphql<{ cancelReservationByLink: View }>(
      `mutation($number: String!, $token: String!) { cancelReservationByLink(number: $number, token: $token) { ${viewFields} } }`,
      { number: accepted.number, token: await linkOf(accepted) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelReservationByLink).toMatchObject({ state: 'CANCELLED', guest: null });
  });

  it('refuses a token of another number (404), an expired one (410), no token (400)', async () => {
    const accepted = await reservation(ReservationState.ACCEPTED, false);
    const elsewhere = await reservation(ReservationState.ACCEPTED, false);
    const token = await linkOf(elsewhere);
    expect((await put(`/booking/reservations/${accepted.number}/cancellation?token=${token}`)).status).toBe(404);
    const expired = await reservationLinkToken(testContext(app), accepted, new Date(Date.now() - 60_000));
    const gone = await put(`/booking/reservations/${accepted.number}/cancellation?token=${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ reason: 'RESERVATION_LINK_EXPIRED' });
    expect((await put(`/booking/reservations/${accepted.number}/cancellation`)).status).toBe(400);
    const still = await app.request(`/api/booking/reservations/${accepted.number}?token=${await linkOf(accepted)}`);
    expect(still.body).toMatchObject({ state: 'ACCEPTED' });
  });
});
