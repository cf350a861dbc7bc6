// Verified reviews against PostgreSQL: eligibility refused for each rule (before the start, twice,
// rejected, cancelled, no-show, by the provider, after 30 days) on both paths (account, booking link);
// the public list (sort, stars, hidden never shown) and its query count; the rating aggregate on the
// public service and in the service page's JSON-LD; the provider's reply; reports and moderation that
// hide but keep (no "negative" reason exists); the photo limit; text with NUL or broken Unicode refused.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicServicePath } from '../../../../common/service-links.js';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { leastQueries, queriesOf } from '../../../test/count-queries.js';
import { reservationOf, startIn, testContext } from '../../../test/reservations.js';
import { CancelledBy, ReservationState } from '../reservations/reservation.entity.js';
import { reservationLinkToken } from '../reservations/reservation-link.js';
import { sweepInvitations } from './review-invitations.js';
import { linkIn } from '../../../test/mail.js';

let app: TestApp;
let staffToken: string;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let service: BookableService;
let customer: Awaited<ReturnType<typeof signedIn>>;

const REVIEW = {
  overall: 4,
  serviceQuality: 5,
  organisation: 4,
  valueForMoney: 3,
  safety: 5,
  text: 'Lovely wines.',
  language: 'en',
  authorName: 'Ana',
  authorCountry: 'HR',
};

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-shell-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lokalno</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-1.js', isEntry: true } }));
  return dir;
}

beforeAll(async () => {
  app = await startTestApp({ clientDir: clientDir() });
  ({ provider, staffToken } = await staffAndProvider(app));
  service = await bookableService(app, provider, staffToken);
  customer = await signedIn(app, { roles: ['ROLE_CUSTOMER'], firstName: 'Ana' });
});

interface Booked {
  id: number;
  number: string;
  token: string;
}

/** A reservation of the test service, by the customer's account unless `email` says a guest. */
async function booked(
  state: ReservationState,
  startsAt: Date,
  options: { email?: string; guest?: boolean; serviceId?: number; cancelledBy?: CancelledBy } = {},
): Promise<Booked> {
  const past = startsAt.getTime() < Date.now();
  const { id, number } = await reservationOf(app, {
    serviceId: options.serviceId ?? service.serviceId,
    userId: options.guest || options.email ? null : customer.user.id,
    email: options.email ?? (options.guest ? `guest-${Math.random().toString(36).slice(2)}@example.com` : customer.user.email),
    startsAt,
    state,
    cancelledBy: options.cancelledBy ?? (state === ReservationState.CANCELLED ? CancelledBy.GUEST : null),
    rejectionReasonCode: state === ReservationState.REJECTED ? 'WEATHER' : null,
    places: past || state !== ReservationState.ACCEPTED ? 'record' : 'capacity',
  });
  const token = await reservationLinkToken(testContext(app), { number, startsAt: new Date(startsAt.getTime() + 365 * 86_400_000) });
  return { id, number, token };
}

const postCustomer = (reservation: Booked, json: unknown = REVIEW) =>
  app.request(`/api/customer/reservations/${reservation.id}/review`, { method: 'POST', json, token: customer.token });
const postLink = (reservation: Booked, json: unknown = REVIEW) =>
  app.request(`/api/reservations/${reservation.number}/review?token=${encodeURIComponent(reservation.token)}`, { method: 'POST', json });

async function png(color: string): Promise<Blob> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/png' });
}

async function uploadLinkPhoto(reservation: Booked) {
  const form = new FormData();
  form.append('photo', await png('#c0603a'), 'photo.png');
  const response = await fetch(
    `${app.baseUrl}/api/reservations/${reservation.number}/review/photos?token=${encodeURIComponent(reservation.token)}`,
    {
      method: 'POST',
      body: form,
    },
  );
  return { status: response.status, body: (await response.json()) as { photos: { name: string; url: string }[]; code?: string } };
}

describe('eligibility', () => {
  it('lets the booker review an accepted, attended reservation once, signed in or through the booking link', async () => {
    const mine = await booked(ReservationState.ACCEPTED, startIn(-2));
    const state = await app.request(`/api/customer/reservations/${mine.id}/review`, { token: customer.token });
    expect(state.status, state.text).toBe(200);
    expect(state.body).toMatchObject({ eligible: true, reason: null, review: null });

    const created = await postCustomer(mine);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      overall: 4,
      serviceQuality: 5,
      authorName: 'Ana',
      authorCountry: 'HR',
      text: 'Lovely wines.',
      reply: null,
    });
    expect(JSON.stringify(created.body)).not.toContain(customer.user.email);

    const guest = await booked(ReservationState.ACCEPTED, startIn(-1), { guest: true });
    const byLink = await postLink(guest, { ...REVIEW, overall: 5, authorName: 'Marko', authorCountry: 'DE' });
    expect(byLink.status, byLink.text).toBe(201);
    const [row] = await app.db.dataSource.query('SELECT author_user_id, author_email_hash FROM guest_review WHERE id = $1', [
      (byLink.body as { id: number }).id,
    ]);
    expect(row.author_user_id).toBeNull();
    expect(row.author_email_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second review of the same reservation (409), on either path', async () => {
    const guest = await booked(ReservationState.ACCEPTED, startIn(-3), { guest: true });
    expect((await postLink(guest)).status).toBe(201);
    const again = await postLink(guest);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'REVIEW_ALREADY_REVIEWED' });
    const [{ count }] = await app.db.dataSource.query(
      'SELECT count(*)::int FROM guest_review g JOIN reservation r ON r.id = g.reservation_id WHERE r.number = $1',
      [guest.number],
    );
    expect(count).toBe(1);
  });

  it('refuses a parallel double submit: exactly one review is written', async () => {
    const guest = await booked(ReservationState.ACCEPTED, startIn(-4), { guest: true });
    const answers = await Promise.all([postLink(guest), postLink(guest), postLink(guest)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['before the start', () => booked(ReservationState.ACCEPTED, startIn(3)), 'REVIEW_NOT_STARTED'],
    ['a rejected request', () => booked(ReservationState.REJECTED, startIn(-2)), 'REVIEW_NOT_ACCEPTED'],
    ['a cancelled booking', () => booked(ReservationState.CANCELLED, startIn(-2)), 'REVIEW_NOT_ACCEPTED'],
    ['after 30 days', () => booked(ReservationState.ACCEPTED, startIn(-31)), 'REVIEW_TOO_LATE'],
  ])('refuses %s (422) signed in and through the link', async (_name, make, reason) => {
    const reservation = await make();
    const signedInAnswer = await postCustomer(reservation);
    expect(signedInAnswer.status, signedInAnswer.text).toBe(422);
    expect(signedInAnswer.body).toMatchObject({ code: 'UNPROCESSABLE', reason });
    const linkAnswer = await postLink(reservation);
    expect(linkAnswer.status).toBe(422);
    expect(linkAnswer.body).toMatchObject({ reason });
    const state = await app.request(`/api/customer/reservations/${reservation.id}/review`, { token: customer.token });
    expect(state.body).toMatchObject({ eligible: false, reason: reason.replace('REVIEW_', '') });
  });

  it('refuses a reservation marked no-show', async () => {
    const reservation = await booked(ReservationState.ACCEPTED, startIn(-2));
    await app.db.dataSource.query('UPDATE reservation SET no_show_at = clock_timestamp() WHERE id = $1', [reservation.id]);
    const answer = await postCustomer(reservation);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ reason: 'REVIEW_NO_SHOW' });
  });

  it('refuses the provider reviewing their own service, even through a booking link of their own email', async () => {
    const own = await booked(ReservationState.ACCEPTED, startIn(-2), { email: provider.user.email });
    const answer = await postLink(own);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ reason: 'REVIEW_OWN_SERVICE' });
    // Signed in as the provider, the customer path is not theirs at all.
    const asProvider = await app.request(`/api/customer/reservations/${own.id}/review`, {
      method: 'POST',
      json: REVIEW,
      token: provider.token,
    });
    expect(asProvider.status).toBe(403);
  });

  it("answers another customer's reservation and a wrong link token with 404", async () => {
    const mine = await booked(ReservationState.ACCEPTED, startIn(-2));
    const other = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const answer = await app.request(`/api/customer/reservations/${mine.id}/review`, { method: 'POST', json: REVIEW, token: other.token });
    expect(answer.status).toBe(404);
    const forged = await app.request(`/api/reservations/${mine.number}/review?token=not-a-token`, { method: 'POST', json: REVIEW });
    expect(forged.status).toBe(404);
  });
});

describe('input', () => {
  it('refuses text with NUL or a lone surrogate, naming the field, and stars out of 1–5', async () => {
    const reservation = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true });
    const nul = await postLink(reservation, { ...REVIEW, text: 'bad\u0000text' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: expect.any(String) } });
    const surrogate = await app.request(`/api/reservations/${reservation.number}/review?token=${encodeURIComponent(reservation.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"overall":4,"language":"en","authorName":"Ana","text":"bad \\ud800 text"}`,
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body).toMatchObject({ fields: { text: expect.any(String) } });
    const stars = await postLink(reservation, { ...REVIEW, overall: 6, safety: 0 });
    expect(stars.status).toBe(400);
    expect(Object.keys((stars.body as { fields: object }).fields).sort()).toEqual(['overall', 'safety']);
    const long = await postLink(reservation, { ...REVIEW, text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fields: { text: expect.any(String) } });
    const [{ count }] = await app.db.dataSource.query(
      'SELECT count(*)::int FROM guest_review g JOIN reservation r ON r.id = g.reservation_id WHERE r.number = $1',
      [reservation.number],
    );
    expect(count).toBe(0);
  });

  it('takes up to 5 photos, re-encoded, then refuses the sixth', async () => {
    const reservation = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true });
    expect((await postLink(reservation)).status).toBe(201);
    for (let index = 0; index < 5; index += 1) {
      const added = await uploadLinkPhoto(reservation);
      expect(added.status).toBe(201);
      expect(added.body.photos).toHaveLength(index + 1);
    }
    const sixth = await uploadLinkPhoto(reservation);
    expect(sixth.status).toBe(422);
    expect(sixth.body.code).toBe('UNPROCESSABLE');
    const state = await app.request(`/api/reservations/${reservation.number}/review?token=${encodeURIComponent(reservation.token)}`);
    const photo = await fetch(app.baseUrl + (state.body as { review: { photos: { url: string }[] } }).review.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });
});

describe('public list, rating and JSON-LD', () => {
  let serviceId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    serviceId = (await bookableService(app, provider, staffToken)).serviceId;
    for (const [index, overall] of [5, 2, 4].entries()) {
      const reservation = await booked(ReservationState.ACCEPTED, startIn(-(index + 2)), { guest: true, serviceId });
      const created = await postLink(reservation, { ...REVIEW, overall, serviceQuality: overall, safety: null, text: `Review ${overall}` });
      expect(created.status, created.text).toBe(201);
      ids.push((created.body as { id: number }).id);
    }
  });

  it('lists visible reviews newest first, by highest or lowest stars, filtered by stars', async () => {
    const newest = await app.request(`/api/services/${serviceId}/reviews`);
    expect(newest.status).toBe(200);
    expect(newest.body).toMatchObject({ totalElements: 3, page: 0 });
    expect((newest.body as { content: { id: number }[] }).content.map((review) => review.id)).toEqual([...ids].reverse());
    const highest = await app.request(`/api/services/${serviceId}/reviews?sort=HIGHEST`);
    expect((highest.body as { content: { overall: number }[] }).content.map((review) => review.overall)).toEqual([5, 4, 2]);
    const lowest = await app.request(`/api/services/${serviceId}/reviews?sort=LOWEST&size=1`);
    expect(lowest.body).toMatchObject({ totalElements: 3, totalPages: 3, content: [{ overall: 2 }] });
    const twos = await app.request(`/api/services/${serviceId}/reviews?stars=2`);
    expect(twos.body).toMatchObject({ totalElements: 1, content: [{ overall: 2, text: 'Review 2' }] });
    expect((await app.request(`/api/services/${serviceId}/reviews?stars=6`)).status).toBe(400);
    expect((await app.request(`/api/services/${serviceId}/reviews?sort=WORST`)).status).toBe(400);
    const gql = await app.graphql<{ guestReviews: { totalElements: number; content: { overall: number }[] } }>(
      'query($id: Int!) { guestReviews(serviceId: $id, sort: HIGHEST, size: 2) { totalElements content { overall authorName } } }',
      { id: serviceId },
    );
    expect(gql.data?.guestReviews).toEqual({
      totalElements: 3,
      content: [
        { overall: 5, authorName: 'Ana' },
        { overall: 4, authorName: 'Ana' },
      ],
    });
  });

  it('carries the rating on the public service (one decimal, sub-ratings of those that gave them)', async () => {
    const publicService = await app.request(`/api/services/${serviceId}`);
    expect(publicService.status, publicService.text).toBe(200);
    expect((publicService.body as { rating: object }).rating).toEqual({
      average: 3.7,
      count: 3,
      serviceQuality: 3.7,
      organisation: 4,
      valueForMoney: 3,
      safety: null,
    });
  });

  it('puts aggregateRating and the latest reviews into the service page JSON-LD', async () => {
    const { body } = await app.request(`/api/services/${serviceId}`);
    const service = body as { title: string; regionSlug: string };
    const response = await fetch(app.baseUrl + publicServicePath(service.regionSlug, service.title, serviceId), {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const { document } = parseHTML(await response.text());
    const docs = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    const product = docs.find((doc) => Array.isArray(doc['@type']) && doc['@type'].includes('Product'));
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.7,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toHaveLength(3);
    expect(product.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Ana' },
      reviewRating: { '@type': 'Rating', ratingValue: 4 },
      reviewBody: 'Review 4',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.stringify(product)).not.toContain('@example.com');
  });

  it('costs a fixed number of queries for a review page and for a service list with ratings', async () => {
    const few = await queriesOf(app, `/api/services/${serviceId}/reviews?size=1`);
    const many = await queriesOf(app, `/api/services/${serviceId}/reviews?size=20`);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(3);
    const listed = await queriesOf(app, '/api/services?size=20&sort=RATING');
    const one = await queriesOf(app, '/api/services?size=1&sort=RATING');
    expect(listed).toBe(one);
    const search = await app.request('/api/services?sort=RATING&size=50');
    expect(search.status, search.text).toBe(200);
    const content = (search.body as { content: { serviceId: number; rating: { average: number | null; count: number } }[] }).content;
    const rated = content.filter((entry) => entry.rating.count > 0);
    expect(content.slice(0, rated.length)).toEqual(rated);
    const averages = rated.map((entry) => entry.rating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it("lets the provider reply once publicly and edit it; another provider's review is a 404", async () => {
    const reply = await app.request(`/api/owner/reviews/${ids[1]}/reply`, {
      method: 'PUT',
      json: { text: 'Thank you, Ana!' },
      token: provider.token,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ reply: { text: 'Thank you, Ana!', editedAt: null } });
    const edited = await app.request(`/api/owner/reviews/${ids[1]}/reply`, {
      method: 'PUT',
      json: { text: 'Thank you, Ana.' },
      token: provider.token,
    });
    expect(edited.body).toMatchObject({ reply: { text: 'Thank you, Ana.', editedAt: expect.any(String) } });
    expect((edited.body as { reply: { createdAt: string } }).reply.createdAt).toBe(
      (reply.body as { reply: { createdAt: string } }).reply.createdAt,
    );
    const listed = await app.request(`/api/services/${serviceId}/reviews?stars=2`);
    expect(listed.body).toMatchObject({ content: [{ reply: { text: 'Thank you, Ana.' } }] });
    const stranger = (await staffAndProvider(app)).provider;
    const theirs = await app.request(`/api/owner/reviews/${ids[1]}/reply`, {
      method: 'PUT',
      json: { text: 'Mine?' },
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
  });

  it('gives the provider statistics: rating, months, distribution, latest with replies', async () => {
    const stats = await app.request('/api/owner/reviews/statistics', { token: provider.token });
    expect(stats.status, stats.text).toBe(200);
    const body = stats.body as {
      rating: { count: number };
      months: { month: string; count: number }[];
      distribution: { stars: number; count: number }[];
      latest: { reply: unknown }[];
    };
    expect(body.months).toHaveLength(12);
    expect(body.months.reduce((sum, month) => sum + month.count, 0)).toBe(body.rating.count);
    expect(body.distribution.map((entry) => entry.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(body.distribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(body.rating.count);
    expect(body.latest.some((review) => review.reply !== null)).toBe(true);
  });
});

describe('moderation', () => {
  it('hides a reported review with a reason code and keeps it; every step is logged; unhiding shows it again', async () => {
    const { serviceId } = await bookableService(app, provider, staffToken);
    const reservation = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true, serviceId });
    const created = await postLink(reservation, { ...REVIEW, overall: 1, text: 'Call me on +385 91 000 0000' });
    const reviewId = (created.body as { id: number }).id;
    const photoUrl = app.baseUrl + (await uploadLinkPhoto(reservation)).body.photos[0].url;
    const shownPhoto = await fetch(photoUrl);
    expect(shownPhoto.status).toBe(200);
    expect(shownPhoto.headers.get('cache-control')).toBe('public, max-age=3600');

    const reporter = await signedIn(app, { roles: ['ROLE_CUSTOMER'] });
    const reported = await app.request(`/api/reviews/${reviewId}/reports`, {
      method: 'POST',
      json: { reason: 'Phone number in it' },
      token: reporter.token,
    });
    expect(reported.status, reported.text).toBe(204);
    const byProvider = await app.request(`/api/reviews/${reviewId}/reports`, {
      method: 'POST',
      json: { reason: 'Not true' },
      token: provider.token,
    });
    expect(byProvider.status).toBe(204);
    expect(
      (await app.request(`/api/reviews/${reviewId}/reports`, { method: 'POST', json: { reason: 'again' }, token: reporter.token })).status,
    ).toBe(204);
    expect((await app.request(`/api/reviews/${reviewId}/reports`, { method: 'POST', json: { reason: 'x' } })).status).toBe(401);

    const queue = await app.request('/api/admin/reviews', { token: staffToken });
    expect(queue.status, queue.text).toBe(200);
    const item = (queue.body as { content: { review: { id: number }; reports: { reporterRole: string }[] }[] }).content.find(
      (entry) => entry.review.id === reviewId,
    );
    expect(item?.reports.map((report) => report.reporterRole).sort()).toEqual(['GUEST', 'PROVIDER']);

    const negative = await app.request(`/api/admin/reviews/${reviewId}/hidden`, {
      method: 'PUT',
      json: { reason: 'NEGATIVE' },
      token: staffToken,
    });
    expect(negative.status).toBe(400);
    const hidden = await app.request(`/api/admin/reviews/${reviewId}/hidden`, {
      method: 'PUT',
      json: { reason: 'PERSONAL_DATA', note: 'phone' },
      token: staffToken,
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ hiddenReason: 'PERSONAL_DATA', reports: [] });

    // Kept, but nowhere public: list, rating, JSON-LD source.
    const [row] = await app.db.dataSource.query('SELECT hidden_reason, text FROM guest_review WHERE id = $1', [reviewId]);
    expect(row).toEqual({ hidden_reason: 'PERSONAL_DATA', text: 'Call me on +385 91 000 0000' });
    expect((await app.request(`/api/services/${serviceId}/reviews`)).body).toMatchObject({ totalElements: 0, content: [] });
    expect(((await app.request(`/api/services/${serviceId}`)).body as { rating: object }).rating).toMatchObject({
      average: null,
      count: 0,
    });
    expect(
      (await app.request(`/api/reviews/${reviewId}/reports`, { method: 'POST', json: { reason: 'x' }, token: reporter.token })).status,
    ).toBe(404);
    // Its photos are not served either, in any size.
    expect((await fetch(photoUrl)).status).toBe(404);
    expect((await fetch(`${photoUrl}${photoUrl.includes('?') ? '&' : '?'}w=200`)).status).toBe(404);

    const shown = await app.request(`/api/admin/reviews/${reviewId}/hidden`, { method: 'DELETE', token: staffToken });
    expect(shown.status).toBe(200);
    expect((await app.request(`/api/services/${serviceId}/reviews`)).body).toMatchObject({ totalElements: 1 });
    expect((await fetch(photoUrl)).status).toBe(200);
    const log = (shown.body as { log: { action: string; reasonCode: string | null }[] }).log;
    expect(log.map((step) => step.action)).toEqual(['REPORTED', 'REPORTED', 'HIDDEN', 'UNHIDDEN']);
    expect(log[2].reasonCode).toBe('PERSONAL_DATA');

    await expect(app.db.dataSource.query('DELETE FROM guest_review_moderation WHERE review_id = $1', [reviewId])).rejects.toThrow(
      /append-only/,
    );
    await expect(app.db.dataSource.query('DELETE FROM guest_review WHERE id = $1', [reviewId])).rejects.toThrow();
    expect((await app.request(`/api/admin/reviews`, { token: provider.token })).status).toBe(403);
  });

  it('offers only the three reason codes, none for a negative review', async () => {
    const gql = await app.graphql<{ __type: { enumValues: { name: string }[] } }>(
      '{ __type(name: "ReviewHiddenReason") { enumValues { name } } }',
    );
    expect(gql.data?.__type.enumValues.map((value) => value.name).sort()).toEqual(['ABUSE', 'NOT_ABOUT_EXPERIENCE', 'PERSONAL_DATA']);
  });
});

it('counts the same queries for one and many reviews in the staff queue', async () => {
  const one = await leastQueries(app, () => app.request('/api/admin/reviews?filter=ALL&size=1', { token: staffToken }));
  const many = await leastQueries(app, () => app.request('/api/admin/reviews?filter=ALL&size=50', { token: staffToken }));
  expect(many).toBe(one);
});

describe('invitations', () => {
  it('invites the booker the day after the start (guests by their link, customers to My bookings), once, and reminds once', async () => {
    const guest = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true });
    const mine = await booked(ReservationState.ACCEPTED, startIn(-2));
    const today = await booked(ReservationState.ACCEPTED, new Date(Date.now() - 3_600_000), { guest: true });
    const noShow = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true });
    await app.db.dataSource.query('UPDATE reservation SET no_show_at = clock_timestamp() WHERE id = $1', [noShow.id]);
    const reviewed = await booked(ReservationState.ACCEPTED, startIn(-2), { guest: true });
    expect((await postLink(reviewed)).status).toBe(201);
    const [{ email }] = await app.db.dataSource.query('SELECT email FROM reservation WHERE id = $1', [guest.id]);

    const first = await sweepInvitations(testContext(app));
    expect(first.invited).toEqual(expect.arrayContaining([guest.id, mine.id]));
    expect(first.invited).not.toContain(today.id);
    expect(first.invited).not.toContain(noShow.id);
    expect(first.invited).not.toContain(reviewed.id);
    const mail = await app.mail.waitFor(email, { subject: /How was/ });
    const link = linkIn(mail, `${app.config.publicUrl}/booking/reservation/${guest.number}`);
    const byLink = await app.request(
      `/api/reservations/${guest.number}/review?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
    );
    expect(byLink.body).toMatchObject({ eligible: true });
    const customerMail = await app.mail.waitFor(customer.user.email, { subject: /How was/ });
    expect(customerMail.text).toContain(`${app.config.publicUrl}/customer/purchases`);

    expect((await sweepInvitations(testContext(app))).invited).toEqual([]);
    await app.db.dataSource.query(
      "UPDATE guest_review_invitation SET invited_at = invited_at - interval '6 days' WHERE reservation_id = ANY($1)",
      [[guest.id, mine.id]],
    );
    expect((await postCustomer(mine)).status).toBe(201);
    const second = await sweepInvitations(testContext(app));
    expect(second.reminded).toEqual([guest.id]);
    await app.mail.waitFor(email, { subject: /A reminder/ });
    expect((await sweepInvitations(testContext(app))).reminded).toEqual([]);
    const sent = app.mail.mails.filter((entry) => entry.to.includes(email));
    expect(sent).toHaveLength(2);
    expect(sent[0].subject).toMatch(/^How was /);
    expect(sent[1].subject).toMatch(/^A reminder: review /);
  });
});
