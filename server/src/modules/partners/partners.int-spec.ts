// Sales partners end to end on one app: the profile (OIB, IBAN, text rules) and staff's list and
// decision (a fixed number of statements); objects with their referral codes, another partner's a
// 404; the poster PDF, whose QR code is decoded back to the object's link; visits counted per object
// and day; attribution when a booking request is sent (inside and outside the window, last referral
// wins, unapproved or suspended partners and a provider's own code earn nothing, a malformed code is
// a 400); and an exclusive service walked through the public entry points with and without the right
// referral, its answers never shared through caches.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicServicePath } from '../../../../common/service-links.js';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, serviceContext, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { VALID_IBAN, VALID_OIB, companyInput, brandInput } from '../../../test/catalog.js';
import { leastQueries, queriesOf } from '../../../test/count-queries.js';
import { pdfQrCodes } from '../../../test/pdf-images.js';
import { signingKey } from '../accounts/tokens.js';
import { referralKey, signReferral } from './referral-token.js';
import { REFERRAL_CODE } from './referral-code.js';
import { nearestServices } from './partner-poster.js';

const DATE = '2027-07-01';
const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const HEADER = 'Lokalno-Referral';

let app: TestApp;
let staffToken: string;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let control: BookableService;
let exclusive: BookableService;

interface PartnerAccount {
  token: string;
  userId: number;
  partnerId: number;
  objectId: number;
  code: string;
  url: string;
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Apartmani Mare d.o.o.',
  oib: VALID_OIB,
  iban: VALID_IBAN,
  contactName: 'Mara Marić',
  contactPhone: '+385 91 234 5678',
  contactEmail: 'mara@example.com',
  ...overrides,
});

const objectInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Apartment Lavanda',
  kind: 'APARTMENT',
  address: 'Ulica sv. Mauro 1, Poreč',
  latitude: 45.2271,
  longitude: 13.5947,
  beds: 4,
  ...overrides,
});

async function partnerAccount(options: { approve?: boolean; token?: string; userId?: number } = {}): Promise<PartnerAccount> {
  const account = options.token
    ? { token: options.token, user: { id: options.userId! } }
    : await signedIn(app, { roles: ['ROLE_PARTNER'] });
  const saved = await app.request('/api/partner/profile', { method: 'PUT', json: profile(), token: account.token });
  expect(saved.status, saved.text).toBe(200);
  const partnerId = (saved.body as { id: number }).id;
  const object = await app.request('/api/partner/objects', { method: 'POST', json: objectInput(), token: account.token });
  expect(object.status, object.text).toBe(201);
  const { id, referralCode, referralUrl } = object.body as { id: number; referralCode: string; referralUrl: string };
  if (options.approve !== false) {
    await decide(partnerId, true);
    // Links earn once the partner agreement (offered on approval) is accepted.
    const accepted = await app.request('/api/partner/agreement/acceptance', { method: 'POST', json: { version: 1 }, token: account.token });
    expect(accepted.status, accepted.text).toBe(200);
  }
  return { token: account.token, userId: account.user.id, partnerId, objectId: id, code: referralCode, url: referralUrl };
}

async function decide(partnerId: number, approved: boolean) {
  const answer = await app.request(`/api/admin/partners/${partnerId}/approval`, { method: 'PUT', json: { approved }, token: staffToken });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { status: string };
}

async function visit(code: string) {
  const answer = await app.request('/api/referrals/visits', { method: 'POST', json: { code } });
  return answer;
}

async function tokenOf(code: string): Promise<string> {
  const answer = await visit(code);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { referralCode: string }).referralCode;
}

/** A booking request through to a card payment; `choices` are the referrals given on successive saves of the choice. */
async function book(
  service: BookableService,
  options: { choices?: (string | undefined)[]; headers?: Record<string, string>; token?: string; startTime?: string; date?: string } = {},
) {
  const id = randomUUID();
  const headers = options.headers ?? {};
  const token = options.token;
  const choices = options.choices ?? [undefined];
  for (const [index, referralCode] of choices.entries()) {
    const saved = await app.request(`/api/booking/request/${id}`, {
      method: 'POST',
      headers,
      token,
      json: {
        serviceId: service.serviceId,
        date: options.date ?? DATE,
        startTime: options.startTime ?? '10:00',
        offers: [{ offerId: service.adultOfferId, quantity: 2 + (index % 2) }],
        ...(referralCode === undefined ? {} : { referralCode }),
      },
    });
    if (saved.status !== 200) return { status: saved.status, body: saved.body, reservationId: null };
  }
  const first = await app.request(`/api/booking/request/${id}/first`, { method: 'POST', json: {}, headers, token });
  expect(first.status, first.text).toBe(200);
  const second = await app.request(`/api/booking/request/${id}/second`, {
    method: 'POST',
    headers,
    token,
    json: { email: 'guest@example.com', phone: '+385 91 234 5678', confirmationSms: false, conditionsAccepted: true },
  });
  expect(second.status, second.text).toBe(200);
  expect((await app.request(`/api/booking/request/${id}/prepare-payment`, { headers, token })).status).toBe(200);
  const paid = await app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: VISA, headers, token });
  expect(paid.status, paid.text).toBe(200);
  return { status: 200, body: paid.body, reservationId: (paid.body as { reservation: { id: number } }).reservation.id };
}

async function attributionOf(reservationId: number) {
  const [row]: { partner_id: number | null; partner_object_id: number | null; partner_share_bp: number | null }[] =
    await app.db.dataSource.query('SELECT partner_id, partner_object_id, partner_share_bp FROM reservation WHERE id = $1', [reservationId]);
  return { partnerId: row.partner_id, objectId: row.partner_object_id, shareBp: row.partner_share_bp };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ provider, staffToken } = await staffAndProvider(app));
  control = await bookableService(app, provider, staffToken, { title: 'Truffle hunt in Motovun' });
  exclusive = await bookableService(app, provider, staffToken, { title: 'Truffle hunt for partner guests', exclusive: true });
}, 180_000);

describe('the partner profile', () => {
  it('is 404 until saved, checks the OIB, IBAN and text, starts PENDING and keeps its status on edits', async () => {
    const partner = await signedIn(app, { roles: ['ROLE_PARTNER'] });
    expect((await app.request('/api/partner/profile', { token: partner.token })).status).toBe(404);

    const badOib = await app.request('/api/partner/profile', {
      method: 'PUT',
      json: profile({ oib: '69435151531' }),
      token: partner.token,
    });
    expect(badOib.status).toBe(400);
    expect(Object.keys((badOib.body as { fields: object }).fields)).toEqual(['oib']);
    const badIban = await app.request('/api/partner/profile', {
      method: 'PUT',
      json: profile({ iban: 'HR1310010051863000160' }),
      token: partner.token,
    });
    expect(Object.keys((badIban.body as { fields: object }).fields)).toEqual(['iban']);
    const nul = await app.request('/api/partner/profile', {
      method: 'PUT',
      json: profile({ legalName: 'Mare\u0000' }),
      token: partner.token,
    });
    expect(nul.status).toBe(400);
    expect(Object.keys((nul.body as { fields: object }).fields)).toEqual(['legalName']);
    const surrogate = await app.graphql(
      'mutation($input: PartnerProfileInput!) { savePartnerProfile(input: $input) { id } }',
      { input: profile({ contactName: 'Mara \ud800' }) },
      { token: partner.token },
    );
    expect(surrogate.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { contactName: expect.anything() } });

    const saved = await app.request('/api/partner/profile', {
      method: 'PUT',
      json: profile({ oib: `HR${VALID_OIB}` }),
      token: partner.token,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ status: 'PENDING', oib: VALID_OIB, iban: VALID_IBAN, contactPhone: '+385912345678' });
    const id = (saved.body as { id: number }).id;
    await decide(id, true);
    const edited = await app.graphql<{ savePartnerProfile: { status: string; legalName: string } }>(
      'mutation($input: PartnerProfileInput!) { savePartnerProfile(input: $input) { status legalName } }',
      { input: profile({ legalName: 'Mare d.o.o.' }) },
      { token: partner.token },
    );
    expect(edited.data?.savePartnerProfile).toEqual({ status: 'APPROVED', legalName: 'Mare d.o.o.' });

    const customer = await signedIn(app);
    expect((await app.request('/api/partner/profile', { token: customer.token })).status).toBe(403);
  });

  it('staff list partners by status in a fixed number of statements, and approve and suspend them (REST and GraphQL)', async () => {
    const pending = await partnerAccount({ approve: false });
    const page = async (query: string) =>
      (await app.request(`/api/admin/partners?${query}`, { token: staffToken })).body as {
        content: { id: number; status: string }[];
        totalElements: number;
        size: number;
      };
    expect((await page('status=PENDING&size=100')).content.map((row) => row.id)).toContain(pending.partnerId);
    expect((await page('status=APPROVED&size=100')).content.map((row) => row.id)).not.toContain(pending.partnerId);
    const few = await queriesOf(app, '/api/admin/partners?size=100', staffToken);
    for (let i = 0; i < 3; i += 1) await partnerAccount();
    expect(await queriesOf(app, '/api/admin/partners?size=100', staffToken)).toBe(few);
    expect(await queriesOf(app, '/api/admin/partners?status=APPROVED&size=2&page=1', staffToken)).toBe(few);
    expect(await queriesOf(app, '/api/admin/partners?page=50', staffToken)).toBe(few);

    const suspended = await app.graphql<{ decidePartner: { status: string } }>(
      'mutation($id: Int!) { decidePartner(id: $id, input: { approved: false }) { status } }',
      { id: pending.partnerId },
      { token: staffToken },
    );
    expect(suspended.data?.decidePartner.status).toBe('SUSPENDED');
    const listed = await app.graphql<{ partners: { totalElements: number; content: { id: number }[] } }>(
      '{ partners(status: SUSPENDED, size: 100) { totalElements content { id } } }',
      {},
      { token: staffToken },
    );
    expect(listed.data?.partners.content.map((row) => row.id)).toContain(pending.partnerId);
    expect((await decide(pending.partnerId, true)).status).toBe('APPROVED');
    expect(
      (await app.request('/api/admin/partners/999999/approval', { method: 'PUT', json: { approved: true }, token: staffToken })).status,
    ).toBe(404);
    expect((await app.request('/api/admin/partners', { token: pending.token })).status).toBe(403);
  });
});

describe('objects', () => {
  it('get an unguessable code and a link, are checked, archived on delete, and another partner’s are 404', async () => {
    const mine = await partnerAccount();
    const other = await partnerAccount();
    expect(mine.code).toMatch(REFERRAL_CODE);
    expect(mine.code).not.toBe(other.code);
    expect(mine.url).toBe(`${app.config.publicUrl}/?ref=${mine.code}`);

    for (const [field, value] of [
      ['latitude', 91],
      ['longitude', -181],
      ['beds', 0],
      ['beds', 10_001],
      ['kind', 'CASTLE'],
      ['name', 'x'.repeat(201)],
      ['address', 'Poreč\u0000'],
    ] as const) {
      const refused = await app.request('/api/partner/objects', {
        method: 'POST',
        json: objectInput({ [field]: value }),
        token: mine.token,
      });
      expect(refused.status, `${field}=${String(value)}`).toBe(400);
      expect(Object.keys((refused.body as { fields: object }).fields)).toEqual([field]);
    }

    const theirs = `/api/partner/objects/${other.objectId}`;
    expect((await app.request(theirs, { token: mine.token })).status).toBe(404);
    expect((await app.request(theirs, { method: 'PUT', json: objectInput(), token: mine.token })).status).toBe(404);
    expect((await app.request(theirs, { method: 'DELETE', token: mine.token })).status).toBe(404);
    expect((await app.request(`${theirs}/poster?lang=en`, { token: mine.token })).status).toBe(404);
    const gqlTheirs = await app.graphql(
      'query($id: Int!) { partnerObject(id: $id) { id } }',
      { id: other.objectId },
      { token: mine.token },
    );
    expect(gqlTheirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const updated = await app.request(`/api/partner/objects/${mine.objectId}`, {
      method: 'PUT',
      json: objectInput({ name: 'Hotel Lavanda', kind: 'HOTEL', beds: null }),
      token: mine.token,
    });
    expect(updated.body).toMatchObject({ name: 'Hotel Lavanda', kind: 'HOTEL', beds: null, referralCode: mine.code });

    const second = await app.graphql<{ createPartnerObject: { id: number; referralCode: string } }>(
      'mutation($input: PartnerObjectInput!) { createPartnerObject(input: $input) { id referralCode } }',
      { input: objectInput({ name: 'Kamp Borik', kind: 'CAMPSITE' }) },
      { token: mine.token },
    );
    const secondId = second.data!.createPartnerObject.id;
    expect((await visit(second.data!.createPartnerObject.referralCode)).status).toBe(200);
    expect((await app.request(`/api/partner/objects/${secondId}`, { method: 'DELETE', token: mine.token })).status).toBe(204);
    const list = (await app.request('/api/partner/objects', { token: mine.token })).body as { id: number }[];
    expect(list.map((object) => object.id)).toEqual([mine.objectId]);
    expect((await app.request(`/api/partner/objects/${secondId}`, { token: mine.token })).status).toBe(404);
    // An archived object's code counts nothing any more.
    expect((await visit(second.data!.createPartnerObject.referralCode)).status).toBe(404);
  });
});

describe('the poster', () => {
  it('is an A4 PDF in hr and en whose QR code reads back as the object’s link, with the nearest public services', async () => {
    const partner = await partnerAccount();
    for (const lang of ['hr', 'en']) {
      const response = await fetch(`${app.baseUrl}/api/partner/objects/${partner.objectId}/poster?lang=${lang}`, {
        headers: { authorization: `Bearer ${partner.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`lokalno-poster-${partner.objectId}-${lang}.pdf`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(pdfQrCodes(pdf)).toContain(partner.url);
    }
    const bad = await app.request(`/api/partner/objects/${partner.objectId}/poster?lang=de`, { token: partner.token });
    expect(bad.status).toBe(400);

    // Near Poreč: the public services (meeting points in Istria), never the exclusive one, at most four.
    const near = await nearestServices(serviceContext(app), 45.2271, 13.5947);
    expect(near.map((service) => service.title)).toContain('Truffle hunt in Motovun');
    expect(near.map((service) => service.title)).not.toContain('Truffle hunt for partner guests');
    expect(near.length).toBeLessThanOrEqual(4);
    expect([...near].sort((a, b) => a.km - b.km)).toEqual(near);
  });
});

describe('visits', () => {
  it('count per object and day, answer a signed referral, and refuse unknown, unapproved and malformed codes', async () => {
    const partner = await partnerAccount();
    const first = await visit(partner.code.toLowerCase());
    expect(first.status, first.text).toBe(200);
    const body = first.body as { objectName: string; referralCode: string; visitedAt: string; expiresAt: string };
    expect(body.objectName).toBe('Apartment Lavanda');
    expect(body.referralCode).toMatch(new RegExp(`^${partner.code}\\.\\d+\\.[A-Za-z0-9_-]{22}$`));
    expect(new Date(body.expiresAt).getTime() - new Date(body.visitedAt).getTime()).toBe(30 * 86_400_000);
    // A kept referral visits again as itself; GraphQL counts the same way.
    expect((await visit(body.referralCode)).status).toBe(200);
    const gql = await app.graphql<{ recordReferralVisit: { objectName: string } }>(
      'mutation($code: String!) { recordReferralVisit(input: { code: $code }) { objectName } }',
      { code: partner.code },
    );
    expect(gql.data?.recordReferralVisit.objectName).toBe('Apartment Lavanda');
    const rows: { count: number }[] = await app.db.dataSource.query('SELECT count FROM referral_visit WHERE object_id = $1', [
      partner.objectId,
    ]);
    expect(rows).toEqual([{ count: 3 }]);

    expect((await visit('ZZZZZZZZZZ')).status).toBe(404);
    expect((await visit(`${partner.code}.1700000000.AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    const pending = await partnerAccount({ approve: false });
    expect((await visit(pending.code)).status).toBe(404);
    const nul = await visit(`${partner.code}\u0000`);
    expect(nul.status).toBe(400);
    expect(Object.keys((nul.body as { fields: object }).fields)).toEqual(['code']);
    const long = await visit('A'.repeat(101));
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { fields: object }).fields)).toEqual(['code']);
    const counted: { n: number }[] = await app.db.dataSource.query('SELECT count(*)::int AS n FROM referral_visit WHERE object_id = $1', [
      pending.objectId,
    ]);
    expect(counted).toEqual([{ n: 0 }]);
  });
});

describe('attribution', () => {
  it('goes to an approved partner within the window, with the share in effect; the last referral wins', async () => {
    const a = await partnerAccount();
    const b = await partnerAccount();
    const attributed = await book(control, { choices: [await tokenOf(a.code)] });
    expect(await attributionOf(attributed.reservationId!)).toEqual({ partnerId: a.partnerId, objectId: a.objectId, shareBp: 5000 });

    const last = await book(control, { choices: [await tokenOf(a.code), await tokenOf(b.code)], startTime: '15:00' });
    expect(await attributionOf(last.reservationId!)).toEqual({ partnerId: b.partnerId, objectId: b.objectId, shareBp: 5000 });

    // A bare code (API integrators) counts as a visit now; so does the header when the body has none.
    const bare = await book(control, { choices: [b.code], startTime: '09:00' });
    expect((await attributionOf(bare.reservationId!)).partnerId).toBe(b.partnerId);
    const header = await book(control, { headers: { [HEADER]: await tokenOf(a.code) }, startTime: '09:00' });
    expect((await attributionOf(header.reservationId!)).partnerId).toBe(a.partnerId);

    // Concierge booking: the partner, signed in at the desk, books for a guest with their own object's code.
    const desk = await book(control, { token: a.token, choices: [a.code], startTime: '15:00' });
    expect(await attributionOf(desk.reservationId!)).toEqual({ partnerId: a.partnerId, objectId: a.objectId, shareBp: 5000 });
    const [guest]: { email: string }[] = await app.db.dataSource.query('SELECT email FROM reservation WHERE id = $1', [desk.reservationId]);
    expect(guest.email).toBe('guest@example.com');
  });

  it('earns nothing outside the window, for a suspended partner, an archived object or the provider’s own code; a malformed code is a 400', async () => {
    const partner = await partnerAccount();
    const key = referralKey(await signingKey(app.db.dataSource, app.config.JWT_SECRET, app.config.NODE_ENV));
    const old = signReferral(key, { code: partner.code, visitedAt: new Date(Date.now() - 31 * 86_400_000) });
    const recent = signReferral(key, { code: partner.code, visitedAt: new Date(Date.now() - 29 * 86_400_000) });
    expect((await attributionOf((await book(control, { choices: [old], date: '2027-07-03' })).reservationId!)).partnerId).toBeNull();
    expect((await attributionOf((await book(control, { choices: [recent], date: '2027-07-03' })).reservationId!)).partnerId).toBe(
      partner.partnerId,
    );
    // A forged time (the MAC no longer matches) and garbage attribute nothing, and the booking goes through.
    const forged = recent.replace(/\.(\d+)\./, (_match, seconds: string) => `.${Number(seconds) + 1}.`);
    expect((await attributionOf((await book(control, { choices: [forged], date: '2027-07-03' })).reservationId!)).partnerId).toBeNull();
    expect(
      (await attributionOf((await book(control, { choices: ['not a code at all'], date: '2027-07-03' })).reservationId!)).partnerId,
    ).toBeNull();

    // Sent while the partner is suspended: nothing, though the referral was given while approved.
    const suspendedToken = await tokenOf(partner.code);
    await decide(partner.partnerId, false);
    expect(
      (await attributionOf((await book(control, { choices: [suspendedToken], startTime: '15:00' })).reservationId!)).partnerId,
    ).toBeNull();
    await decide(partner.partnerId, true);

    // The provider holding a partner account of their own refers their own guests for nothing.
    const providerPartner = await signedIn(app, { roles: ['ROLE_OWNER', 'ROLE_PARTNER'] });
    const company = await app.request('/api/owner/company', { method: 'POST', json: companyInput(), token: providerPartner.token });
    expect(company.status, company.text).toBe(201);
    const brand = await app.request('/api/owner/brands', { method: 'POST', json: brandInput(), token: providerPartner.token });
    const ownService = await bookableService(app, { ...providerPartner, brandId: (brand.body as { id: number }).id }, staffToken, {
      title: 'Olive oil tasting at home',
    });
    const ownPartner = await partnerAccount({ token: providerPartner.token, userId: providerPartner.user.id });
    expect(
      (await attributionOf((await book(ownService, { choices: [await tokenOf(ownPartner.code)] })).reservationId!)).partnerId,
    ).toBeNull();
    expect(
      (await attributionOf((await book(control, { choices: [await tokenOf(ownPartner.code)], startTime: '15:00' })).reservationId!))
        .partnerId,
    ).toBe(ownPartner.partnerId);

    // Archived after the visit: nothing.
    const archivedToken = await tokenOf(partner.code);
    await app.request(`/api/partner/objects/${partner.objectId}`, { method: 'DELETE', token: partner.token });
    expect(
      (await attributionOf((await book(control, { choices: [archivedToken], date: '2027-07-02' })).reservationId!)).partnerId,
    ).toBeNull();

    const tooLong = await book(control, { choices: ['A'.repeat(101)] });
    expect(tooLong.status).toBe(400);
    expect(Object.keys((tooLong.body as { fields: object }).fields)).toEqual(['referralCode']);
    const nul = await book(control, { choices: [`${partner.code}\u0000`] });
    expect(nul.status).toBe(400);
    expect(Object.keys((nul.body as { fields: object }).fields)).toEqual(['referralCode']);
  }, 60_000);
});

describe('an exclusive service', () => {
  let chosen: PartnerAccount;
  let stranger: PartnerAccount;

  beforeAll(async () => {
    chosen = await partnerAccount();
    stranger = await partnerAccount();
    const pending = await partnerAccount({ approve: false });
    const url = `/api/owner/services/${exclusive.serviceId}/partners`;
    const refused = await app.request(url, {
      method: 'PUT',
      json: { partnerIds: [chosen.partnerId, pending.partnerId] },
      token: provider.token,
    });
    expect(refused.status).toBe(400);
    const set = await app.request(url, { method: 'PUT', json: { partnerIds: [chosen.partnerId] }, token: provider.token });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual([
      { id: chosen.partnerId, legalName: 'Apartmani Mare d.o.o.', objects: [expect.objectContaining({ name: 'Apartment Lavanda' })] },
    ]);
  });

  it('is chosen for by its own provider only, from a directory without payout or tax details', async () => {
    const other = await staffAndProvider(app);
    expect(
      (
        await app.request(`/api/owner/services/${exclusive.serviceId}/partners`, {
          method: 'PUT',
          json: { partnerIds: [] },
          token: other.provider.token,
        })
      ).status,
    ).toBe(404);
    expect((await app.request(`/api/owner/services/${exclusive.serviceId}/partners`, { token: other.provider.token })).status).toBe(404);
    const directory = await app.request('/api/owner/partners', { token: provider.token });
    expect(directory.status).toBe(200);
    expect(directory.text).not.toContain(VALID_IBAN);
    expect(directory.text).not.toContain(VALID_OIB);
    const gql = await app.graphql<{ servicePartners: { id: number }[] }>(
      'query($id: Int!) { servicePartners(serviceId: $id) { id } }',
      { id: exclusive.serviceId },
      { token: provider.token },
    );
    expect(gql.data?.servicePartners).toEqual([{ id: chosen.partnerId }]);
  });

  /** Every public way to the service for a caller with these headers: true where it is reached. */
  async function walk(init: { headers?: Record<string, string>; token?: string }) {
    const id = exclusive.serviceId;
    const get = (url: string) => app.request(url, init);
    const found = async (url: string) => {
      const answer = await get(url);
      if (answer.status !== 200 && answer.status !== 404) throw new Error(`${url}: ${answer.status} ${answer.text}`);
      return answer.status === 200;
    };
    const listed = async (url: string) => {
      const body = (await get(url)).body as { serviceId: number }[] | { content: { serviceId: number }[] };
      return (Array.isArray(body) ? body : body.content).some((service) => service.serviceId === id);
    };
    const gql = await app.graphql<{ service: { serviceId: number } | null; services: { content: { serviceId: number }[] } }>(
      'query($id: Int!) { service(id: $id) { serviceId } services(q: "truffle", size: 100) { content { serviceId } } }',
      { id },
      { token: init.token, headers: init.headers },
    );
    const requestId = randomUUID();
    const bookable = await app.request(`/api/booking/request/${requestId}`, {
      method: 'POST',
      ...init,
      json: { serviceId: id, date: DATE, startTime: '10:00', offers: [{ offerId: exclusive.adultOfferId, quantity: 2 }] },
    });
    if (bookable.status === 200) await app.request(`/api/booking/request/${requestId}`, { method: 'DELETE', ...init });
    return {
      service: await found(`/api/services/${id}`),
      photos: await found(`/api/services/${id}/photos`),
      related: await found(`/api/services/${id}/related`),
      availability: await found(`/api/services/${id}/availability?from=${DATE}&to=${DATE}`),
      list: await listed('/api/services?size=100'),
      search: await listed('/api/services?q=truffle&size=100'),
      byDate: await listed(`/api/services?date=${DATE}&people=2&size=100`),
      popular: await listed('/api/services/popular?size=100'),
      region: await listed('/api/services/region/istria?size=100'),
      relatedOfOther: await listed(`/api/services/${control.serviceId}/related`),
      brand: await listed(`/api/brands/${provider.brandId}/services`),
      graphqlService: gql.data?.service?.serviceId === id,
      graphqlSearch: gql.data?.services.content.some((service) => service.serviceId === id) ?? false,
      booking: bookable.status === 200,
    };
  }

  const everywhere = (shown: boolean, probes: Record<string, boolean>) =>
    Object.fromEntries(Object.keys(probes).map((key) => [key, shown]));

  it('is reached on every public entry point with the chosen partner’s referral or session, and on none without', async () => {
    const withToken = await walk({ headers: { [HEADER]: await tokenOf(chosen.code) } });
    expect(withToken).toEqual(everywhere(true, withToken));
    const withCode = await walk({ headers: { [HEADER]: chosen.code } });
    expect(withCode).toEqual(everywhere(true, withCode));
    const asPartner = await walk({ token: chosen.token });
    expect(asPartner).toEqual(everywhere(true, asPartner));

    for (const init of [
      {},
      { headers: { [HEADER]: stranger.code } },
      { token: stranger.token },
      { headers: { [HEADER]: 'garbage\u00e9' } },
    ]) {
      const probes = await walk(init);
      expect(probes, JSON.stringify(init)).toEqual(everywhere(false, probes));
    }
    const sitemap = (await app.request('/sitemap.xml', { headers: { [HEADER]: chosen.code } })).text;
    expect(sitemap).toContain(`${publicServicePath('istria', 'Truffle hunt in Motovun', control.serviceId)}<`);
    expect(sitemap).not.toContain(`${publicServicePath('istria', 'Truffle hunt for partner guests', exclusive.serviceId)}<`);

    // A suspended partner's referral opens nothing.
    await decide(chosen.partnerId, false);
    const suspended = await walk({ headers: { [HEADER]: chosen.code } });
    expect(suspended).toEqual(everywhere(false, suspended));
    await decide(chosen.partnerId, true);
  }, 60_000);

  it('answers a referral privately (no shared cache, no ETag) and the public answer varies on the header', async () => {
    const anonymous = await app.request('/api/services?size=100');
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(anonymous.headers.get('vary')).toMatch(/Lokalno-Referral/i);
    const referred = await app.request('/api/services?size=100', { headers: { [HEADER]: chosen.code } });
    expect(referred.headers.get('cache-control')).toBe('no-store');
    expect(referred.headers.get('etag')).toBeNull();
    // The shared answer's ETag never validates the referred one's content, nor the other way round.
    const etag = anonymous.headers.get('etag')!;
    const revalidated = await app.request('/api/services?size=100', { headers: { [HEADER]: chosen.code, 'if-none-match': etag } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toContain(`"serviceId":${exclusive.serviceId}`);
  });

  it('is booked through the referral, attributed, and its statements stay fixed', async () => {
    const token = await tokenOf(chosen.code);
    const booked = await book(exclusive, { headers: { [HEADER]: token }, choices: [token] });
    expect(await attributionOf(booked.reservationId!)).toMatchObject({ partnerId: chosen.partnerId });
    const plain = await leastQueries(app, () => app.request('/api/services?size=100'));
    const referred = await leastQueries(app, () => app.request('/api/services?size=100', { headers: { [HEADER]: token } }));
    expect(referred).toBe(plain);
  });
});
