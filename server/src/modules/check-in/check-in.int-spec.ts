// Check-in (issue 24): the voucher's QR code carries a token that verifies offline with the
// published JWKS; a forged or altered token is a 400; the provider previews and checks in today's
// booking once (a retry with the same nonce answers the same, a second tap says when and by whom),
// another provider gets 404, other days and states are refused with their status; no-show only
// after the day; both are events in the provider's activity and show on the Today list.
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { pdfQrCodes } from '../../../test/pdf-images.js';
import { bookableService, reservationOf, startIn } from '../../../test/reservations.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import type { CheckInView } from './check-in.types.js';
import { NONCE_KEPT_HOURS } from './check-in.service.js';

let app: TestApp;
let provider: { token: string; user: { id: number; firstName: string; lastName: string } };
let otherProvider: { token: string };
let guest: Awaited<ReturnType<typeof signedIn>>;
let serviceId: number;
let offerId: number;

interface Booking {
  id: number;
  number: string;
}

beforeAll(async () => {
  app = await startTestApp();
  const shop = await bookableService(app, { title: 'Kayaking under the Pula arena' });
  provider = shop.provider as typeof provider;
  serviceId = shop.serviceId;
  offerId = shop.offerId;
  otherProvider = (await bookableService(app)).provider;
  guest = await signedIn(app, { firstName: 'Ana', lastName: 'Kovač' });
}, 120_000);

function booking(days: number, state: ReservationState = ReservationState.ACCEPTED, time = '10:00'): Promise<Booking> {
  return reservationOf(app, {
    serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    offers: [{ offerId, quantity: 2 }],
    startsAt: startIn(days, time),
    state,
    places: 'record',
  });
}

async function voucherToken(id: number): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/customer/reservations/${id}/voucher`, {
    headers: { authorization: `Bearer ${guest.token}` },
  });
  expect(response.status).toBe(200);
  const codes = pdfQrCodes(Buffer.from(await response.arrayBuffer()));
  expect(codes).toHaveLength(1);
  return codes[0];
}

function tap(body: Record<string, unknown>, token = provider.token) {
  return app.request('/api/owner/check-in', { method: 'POST', json: { nonce: randomUUID(), ...body }, token });
}

function preview(body: Record<string, unknown>, token = provider.token) {
  return app.request('/api/owner/check-in/preview', { method: 'POST', json: body, token });
}

async function events(id: number): Promise<string[]> {
  const rows: { kind: string }[] = await app.db.dataSource.query(
    'SELECT kind FROM reservation_event WHERE reservation_id = $1 ORDER BY id',
    [id],
  );
  return rows.map((row) => row.kind);
}

describe('the check-in token', () => {
  it("is the voucher's QR code and verifies offline with the published JWKS; it names the booking, its start and people, nothing personal", async () => {
    const today = await booking(0);
    const token = await voucherToken(today.id);

    const keys = await app.request('/api/check-in/keys');
    expect(keys.status).toBe(200);
    const jwks = keys.body as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks));
    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: jwks.keys[0].kid });
    expect(payload).toEqual({ r: today.number, s: Math.floor(startIn(0).getTime() / 1000), p: 2 });
    expect(token).not.toContain(guest.user.email);
    // Small enough for a QR code that scans from a phone screen.
    expect(token.length).toBeLessThan(200);

    // GraphQL publishes the same keys.
    const gql = await app.graphql<{ checkInKeys: JSONWebKeySet }>('{ checkInKeys { keys { kty crv x kid alg use } } }');
    expect(gql.data?.checkInKeys).toEqual(jwks);
  });

  it('refuses a forged, altered or malformed token with a 400 INVALID_TOKEN on the field', async () => {
    const today = await booking(0);
    const token = await voucherToken(today.id);
    const [header, payload, signature] = token.split('.');

    // Another booking's number in the payload, the signature kept.
    const altered = `${header}.${Buffer.from(JSON.stringify({ r: 'ZZZZ-ZZZZ', s: 1, p: 9 })).toString('base64url')}.${signature}`;
    // Signed by a key that is not the platform's, under the platform's kid.
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const forged = await new SignJWT({ r: today.number, s: 1, p: 2 })
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(token).kid })
      .sign(privateKey);
    // Unsigned.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    // One signature character changed in the middle (the last one carries 4 unused bits of base64url).
    const flipped = `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;

    for (const bad of [altered, forged, none, 'not-a-token', flipped]) {
      for (const send of [tap, preview]) {
        const answer = await send({ token: bad });
        expect(answer.status, bad).toBe(400);
        expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_TOKEN', fields: { token: expect.any(String) } });
      }
    }
    const rows = await app.db.dataSource.query('SELECT checked_in_at FROM reservation WHERE id = $1', [today.id]);
    expect(rows[0].checked_in_at).toBeNull();
  });
});

describe('check-in', () => {
  it('previews without checking in, checks in once, answers a retry with the same nonce the same, and a second tap says when and by whom', async () => {
    const today = await booking(0);
    const token = await voucherToken(today.id);

    const seen = await preview({ token });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({
      status: 'READY',
      number: today.number,
      serviceTitle: 'Kayaking under the Pula arena',
      guestName: 'Ana Kovač',
      email: guest.user.email,
      people: 2,
      startTime: '10:00',
      checkedInAt: null,
      checkedInBy: null,
    });
    expect((seen.body as CheckInView).offers).toEqual([{ name: expect.any(String), quantity: 2 }]);
    expect(await events(today.id)).not.toContain('CHECKED_IN');

    const nonce = randomUUID();
    const first = await tap({ token, nonce });
    expect(first.status, first.text).toBe(200);
    const firstBody = first.body as CheckInView & { checkedInAt: string };
    expect(firstBody).toMatchObject({ status: 'CHECKED_IN', checkedInBy: `${provider.user.firstName} ${provider.user.lastName}` });
    expect(Date.now() - new Date(firstBody.checkedInAt).getTime()).toBeLessThan(60_000);

    const retry = await tap({ token, nonce });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);

    // Answers are kept for retries only: one older than the window goes with the company's next check-in.
    await app.db.dataSource.query(
      `UPDATE check_in_attempt SET created_at = clock_timestamp() - interval '${NONCE_KEPT_HOURS + 1} hours' WHERE nonce = $1`,
      [nonce],
    );

    const second = await tap({ number: today.number.toLowerCase().replace('-', '') });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'ALREADY_CHECKED_IN',
      checkedInAt: firstBody.checkedInAt,
      checkedInBy: firstBody.checkedInBy,
    });
    expect(await app.db.dataSource.query('SELECT 1 FROM check_in_attempt WHERE nonce = $1', [nonce])).toHaveLength(0);

    // One event in the reservation's log, in the provider's latest events and on the Today list.
    expect((await events(today.id)).filter((kind) => kind === 'CHECKED_IN')).toHaveLength(1);
    const activity = await app.request('/api/owner/reservations/activity', { token: provider.token });
    const body = activity.body as {
      events: { kind: string; number: string }[];
      today: { number: string; checkedInAt: string | null; noShowAt: string | null }[];
    };
    expect(body.events[0]).toMatchObject({ kind: 'CHECKED_IN', number: today.number });
    expect(body.today.find((entry) => entry.number === today.number)).toMatchObject({
      checkedInAt: firstBody.checkedInAt,
      noShowAt: null,
    });
    const listed = await app.request('/api/owner/reservations/accepted/today?size=100', { token: provider.token });
    const view = (listed.body as { content: { id: number }[] }).content.find((entry) => entry.id === today.id);
    expect(view).toMatchObject({ checkedInAt: firstBody.checkedInAt, noShowAt: null, canMarkNoShow: false });
  });

  it('checks in once when two devices tap at the same moment', async () => {
    const today = await booking(0, ReservationState.ACCEPTED, '14:00');
    const answers = await Promise.all([tap({ number: today.number }), tap({ number: today.number }), tap({ number: today.number })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const statuses = answers.map((answer) => (answer.body as CheckInView).status).sort();
    expect(statuses).toEqual(['ALREADY_CHECKED_IN', 'ALREADY_CHECKED_IN', 'CHECKED_IN']);
    expect((await events(today.id)).filter((kind) => kind === 'CHECKED_IN')).toHaveLength(1);
  });

  it("answers another provider's booking with 404, by token and by number", async () => {
    const today = await booking(0);
    const token = await voucherToken(today.id);
    for (const body of [{ token }, { number: today.number }]) {
      expect((await tap(body, otherProvider.token)).status).toBe(404);
      expect((await preview(body, otherProvider.token)).status).toBe(404);
    }
    expect((await tap({ number: 'ZZZZ-ZZZZ' })).status).toBe(404);
    // A guest is no provider.
    expect((await tap({ number: today.number }, guest.token)).status).toBe(403);
  });

  it('refuses another day with WRONG_DAY and cancelled, rejected, pending or expired bookings with their status', async () => {
    for (const [days, state, status] of [
      [1, ReservationState.ACCEPTED, 'WRONG_DAY'],
      [-1, ReservationState.ACCEPTED, 'WRONG_DAY'],
      [0, ReservationState.CANCELLED, 'CANCELLED'],
      [0, ReservationState.REJECTED, 'REJECTED'],
      [0, ReservationState.PENDING, 'PENDING'],
      [0, ReservationState.EXPIRED, 'EXPIRED'],
    ] as const) {
      const other = await booking(days, state);
      const seen = await preview({ number: other.number });
      expect(seen.body, `${days} ${state}`).toMatchObject({ status });
      const answer = await tap({ number: other.number });
      expect(answer.status).toBe(200);
      expect(answer.body, `${days} ${state}`).toMatchObject({ status, checkedInAt: null });
      expect(await events(other.id)).not.toContain('CHECKED_IN');
    }
  });

  it('refuses a nonce already used for another booking (409), a bad number or nonce (400 on the field), and works over GraphQL', async () => {
    const [a, b] = [await booking(1), await booking(1, ReservationState.ACCEPTED, '14:00')];
    const nonce = randomUUID();
    expect((await tap({ number: a.number, nonce })).status).toBe(200);
    const reused = await tap({ number: b.number, nonce });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'CONFLICT', reason: 'NONCE_REUSED' });

    const badNumber = await tap({ number: '12' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body).toMatchObject({ fields: { number: expect.any(String) } });
    const badNonce = await tap({ number: a.number, nonce: 'x' });
    expect(badNonce.status).toBe(400);
    expect(badNonce.body).toMatchObject({ fields: { nonce: expect.any(String) } });
    const nothing = await tap({});
    expect(nothing.status).toBe(400);
    const nul = await tap({ number: `${a.number}\u0000` });
    expect(nul.status).toBe(400);

    const today = await booking(0);
    const gql = await app.graphql<{ checkIn: { status: string; number: string; checkedInBy: string } }>(
      'mutation($input: CheckInInput!) { checkIn(input: $input) { status number checkedInBy } }',
      { input: { number: today.number, nonce: randomUUID() } },
      { token: provider.token },
    );
    expect(gql.data?.checkIn).toMatchObject({ status: 'CHECKED_IN', number: today.number });
    const gqlPreview = await app.graphql<{ checkInPreview: { status: string } }>(
      'query($input: CheckInLookupInput!) { checkInPreview(input: $input) { status } }',
      { input: { number: today.number } },
      { token: provider.token },
    );
    expect(gqlPreview.data?.checkInPreview.status).toBe('ALREADY_CHECKED_IN');
  });
});

describe('no-show', () => {
  const noShow = (id: number, token = provider.token) => app.request(`/api/owner/reservations/${id}/no-show`, { method: 'POST', token });

  it('is marked only once the day is over, on an accepted booking not checked in, by its provider; an event in the log', async () => {
    const yesterday = await booking(-1);
    const past = await app.request('/api/owner/reservations/accepted/past?size=100', { token: provider.token });
    const before = (past.body as { content: { id: number }[] }).content.find((entry) => entry.id === yesterday.id);
    expect(before).toMatchObject({ canMarkNoShow: true, noShowAt: null, checkedInAt: null });

    expect((await noShow(yesterday.id, otherProvider.token)).status).toBe(404);
    const marked = await noShow(yesterday.id);
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ id: yesterday.id, noShowAt: expect.any(String), canMarkNoShow: false, checkedInAt: null });
    expect(await events(yesterday.id)).toContain('NO_SHOW');

    const again = await noShow(yesterday.id);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'UNPROCESSABLE', reason: 'ALREADY_NO_SHOW' });
    // A no-show cannot be checked in afterwards.
    expect((await tap({ number: yesterday.number })).body).toMatchObject({ status: 'NO_SHOW' });

    const today = await booking(0);
    const early = await noShow(today.id);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ reason: 'DAY_NOT_OVER' });
    expect((await tap({ number: today.number })).body).toMatchObject({ status: 'CHECKED_IN' });
    expect((await noShow(today.id)).body).toMatchObject({ reason: 'ALREADY_CHECKED_IN' });

    const cancelled = await booking(-2, ReservationState.CANCELLED);
    expect((await noShow(cancelled.id)).body).toMatchObject({ reason: 'NOT_ACCEPTED' });

    const gql = await app.graphql<{ markReservationNoShow: { noShowAt: string } }>(
      'mutation($id: Int!) { markReservationNoShow(id: $id) { noShowAt } }',
      { id: (await booking(-3)).id },
      { token: provider.token },
    );
    expect(gql.data?.markReservationNoShow.noShowAt).toEqual(expect.any(String));

    const activity = await app.request('/api/owner/reservations/activity', { token: provider.token });
    expect((activity.body as { events: { kind: string }[] }).events.map((event) => event.kind)).toContain('NO_SHOW');
  });
});
