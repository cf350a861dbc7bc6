import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { queriesOf } from '../../../test/count-queries.js';
import { signedIn } from '../../../test/accounts.js';
import { providerWithBrand } from '../../../test/catalog.js';
import { Inquiry, InquiryKind } from './inquiry.entity.js';
import { INQUIRY_LIMITS } from './inquiry-limits.js';
import { INQUIRY_RETENTION_DAYS, sweepOldInquiries } from './inquiry-emails.js';

let app: TestApp;
let staff: { token: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  const admin = await signedIn(app, { roles: ['ROLE_ADMIN'], language: 'hr' });
  staff = { token: admin.token, email: admin.user.email };
});

// The test app trusts X-Forwarded-For from loopback, so each test writes from its own address.
let lastOctet = 0;
const fresh = () => ({ 'x-forwarded-for': `203.0.113.${++lastOctet}` });
let senders = 0;
const newSender = () => `sender${++senders}-${Date.now()}@example.com`;

const post = (path: string, json: unknown, options: { token?: string } = {}) =>
  app.request(`/api${path}`, { method: 'POST', json, headers: fresh(), ...options });
const stored = (email: string) => app.db.dataSource.manager.findOneByOrFail(Inquiry, { email });
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('each inquiry is stored, emailed to staff and confirmed to the sender', () => {
  it('a question from /help', async () => {
    const email = newSender();
    const response = await post('/help', {
      name: 'Ana Horvat',
      email,
      subject: 'Can I pay on the day?',
      message: 'We arrive on Friday & leave on Sunday.',
      language: 'en',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ kind: 'HELP', received: true });
    expect(await stored(email)).toMatchObject({
      kind: InquiryKind.HELP,
      name: 'Ana Horvat',
      subject: 'Can I pay on the day?',
      handledAt: null,
    });

    const confirmation = await app.mail.waitFor(email);
    expect(confirmation.subject).toBe('We received your question');
    expect(confirmation.text).toContain('Hello Ana Horvat,');
    expect(confirmation.text).toContain('Message: We arrive on Friday & leave on Sunday.');
    expect(confirmation.html).toContain('We arrive on Friday &amp; leave on Sunday.');

    const notice = await app.mail.waitFor(staff.email, { subject: /Ana Horvat/ });
    expect(notice.subject).toBe('Novi upit (pitanje) od: Ana Horvat');
    expect(notice.text).toContain(`E-pošta: ${email}`);
    expect(notice.text).toContain(`${app.baseUrl}/staff/inquiries?kind=HELP`);
  });

  it('a custom private tour through GraphQL, confirmed in Croatian', async () => {
    const email = newSender();
    const result = await app.graphql<{ demand: { kind: string; received: boolean } }>(
      'mutation($input: DemandInput!) { demand(input: $input) { kind received } }',
      {
        input: {
          name: 'Marko Kovač',
          email,
          phone: '+385911234567',
          dateFrom: '2030-06-10',
          dateTo: '2030-06-14',
          groupSize: 6,
          interests: 'Istria, wine and truffles',
          budget: 150000,
          language: 'hr',
        },
      },
      { headers: fresh() },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.demand).toEqual({ kind: 'DEMAND', received: true });
    expect(await stored(email)).toMatchObject({
      kind: InquiryKind.DEMAND,
      dateFrom: '2030-06-10',
      dateTo: '2030-06-14',
      groupSize: 6,
      budget: 150000,
      phone: '+385911234567',
    });

    const confirmation = await app.mail.waitFor(email);
    expect(confirmation.subject).toBe('Primili smo vaš upit: upit za privatnu turu po mjeri');
    expect(confirmation.text).toContain('Datumi: 2030-06-10 – 2030-06-14');
    expect(confirmation.text).toContain('Budžet: 1500.00 EUR');
    await app.mail.waitFor(staff.email, { subject: /Marko Kovač/ });
  });

  it('a Christmas promotion sign-up, and no sign-up without consent', async () => {
    const email = newSender();
    const refused = await post('/christmas-action', { name: 'Iva Perić', email, consent: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { consent: 'Please agree to be emailed about the promotion.' } });

    const response = await post('/christmas-action', { name: 'Iva Perić', email, consent: true });
    expect(response.status).toBe(201);
    expect(await stored(email)).toMatchObject({ kind: InquiryKind.CHRISTMAS_ACTION, consent: true });
    expect((await app.mail.waitFor(email)).subject).toBe('We received your Christmas promotion sign-up');
    await app.mail.waitFor(staff.email, { subject: /Iva Perić/ });
  });

  it("a provider's cooperation request, written as the provider; refused to a guest and a customer", async () => {
    const input = { category: 'PHOTO_VIDEO', description: 'Photos of our olive grove for the service page.' };
    expect((await post('/cooperation', input)).status).toBe(401);
    const customer = await signedIn(app);
    expect((await post('/cooperation', input, { token: customer.token })).status).toBe(403);
    const guestGraphql = await app.graphql('mutation($input: CooperationInput!) { cooperation(input: $input) { kind } }', { input });
    expect(guestGraphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const provider = await providerWithBrand(app);
    const response = await post('/cooperation', input, { token: provider.token });
    expect(response.status).toBe(201);
    expect(await stored(provider.user.email)).toMatchObject({
      kind: InquiryKind.COOPERATION,
      category: 'PHOTO_VIDEO',
      userId: provider.user.id,
      name: `${provider.user.firstName} ${provider.user.lastName}`,
    });
    const confirmation = await app.mail.waitFor(provider.user.email, { subject: /cooperation/ });
    expect(confirmation.text).toContain('Category: Photography and video');
    await app.mail.waitFor(staff.email, { subject: new RegExp(provider.user.lastName) });
  });

  it('a message to a brand goes to its provider, not to staff', async () => {
    const provider = await providerWithBrand(app);
    const email = newSender();
    const response = await post(`/brands/${provider.brandId}/contact`, {
      name: 'Tomislav Babić',
      email,
      message: 'Do you have a tour for 12 people in May?',
    });
    expect(response.status).toBe(201);
    expect(await stored(email)).toMatchObject({ kind: InquiryKind.BRAND_CONTACT, brandId: provider.brandId });

    const notice = await app.mail.waitFor(provider.user.email, { subject: /A guest wrote/ });
    expect(notice.text).toContain('Tomislav Babić sent a message to');
    expect(notice.text).toContain(`Email: ${email}`);
    expect(notice.text).toContain('Do you have a tour for 12 people in May?');
    const copy = await app.mail.waitFor(email);
    expect(copy.subject).toBe('We received your message to a provider');
    expect(copy.text).toContain('Brand: ');
    await settle();
    expect(app.mail.mails.filter((mail) => mail.to.includes(staff.email) && mail.subject.includes('Tomislav'))).toHaveLength(0);

    expect((await post('/brands/999999/contact', { name: 'A', email, message: 'Hello' })).status).toBe(404);
  });

  it('sends each email once, whatever the retries', async () => {
    const email = newSender();
    await post('/help', { name: 'Once Only', email, subject: 'One', message: 'Just one.' });
    await app.mail.waitFor(email);
    await settle();
    expect(app.mail.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(app.mail.mails.filter((mail) => mail.subject.includes('Once Only'))).toHaveLength(1);
  });
});

describe('bad input: 400 naming the field', () => {
  it.each([
    ['/help', { email: 'a@example.com', subject: 'S', message: 'M' }, 'name', 'Please enter your first and last name.'],
    ['/help', { name: 'A', email: 'not-an-email', subject: 'S', message: 'M' }, 'email', 'Please enter a correct email format.'],
    ['/help', { name: 'A', email: 'a@example.com', subject: 'S', message: '' }, 'message', 'Please enter your message.'],
    [
      '/help',
      { name: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(5001) },
      'message',
      'This is too long: at most 5000 characters.',
    ],
    [
      '/help',
      { name: 'A\u0000', email: 'a@example.com', subject: 'S', message: 'M' },
      'name',
      'This text contains characters that are not allowed.',
    ],
    [
      '/demand',
      { name: 'A', email: 'a@example.com', dateFrom: '2030-06-10', dateTo: '2030-06-01', groupSize: 2, interests: 'Wine' },
      'dateTo',
      'The last day cannot be before the first day.',
    ],
    [
      '/demand',
      { name: 'A', email: 'a@example.com', dateFrom: '2030-02-30', dateTo: '2030-06-01', groupSize: 2, interests: 'Wine' },
      'dateFrom',
      'Please enter a valid the first day of your trip.',
    ],
    [
      '/demand',
      { name: 'A', email: 'a@example.com', dateFrom: '2030-06-01', dateTo: '2030-06-02', groupSize: 0, interests: 'Wine' },
      'groupSize',
      'The value must be at least 1.',
    ],
    [
      '/demand',
      { name: 'A', email: 'a@example.com', dateFrom: '2030-06-01', dateTo: '2030-06-02', groupSize: 2 },
      'interests',
      'Please enter the regions and interests of your group.',
    ],
  ])('POST %s refuses %j on %s', async (path, body, field, text) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect((response.body as { fields: Record<string, string> }).fields[field]).toBe(text);
  });

  it("cooperation needs a category and a description, with the spec's messages", async () => {
    const provider = await providerWithBrand(app);
    const response = await post('/cooperation', { category: '', description: '' }, { token: provider.token });
    expect(response.status).toBe(400);
    expect((response.body as { fields: Record<string, string> }).fields).toEqual({
      category: 'Please enter the category of the service you want.',
      description: 'Please enter the details of the service you want.',
    });
  });
});

describe('rate limits', () => {
  it('answers 429 after too many inquiries from one email, whatever the address', async () => {
    const email = newSender();
    for (let i = 0; i < INQUIRY_LIMITS.email.max; i += 1) {
      expect((await post('/help', { name: 'Busy', email, subject: `Q${i}`, message: 'M' })).status).toBe(201);
    }
    const refused = await post('/help', { name: 'Busy', email, subject: 'One more', message: 'M' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 429 after too many inquiries from one address, whatever the email', async () => {
    const headers = fresh();
    for (let i = 0; i < INQUIRY_LIMITS.address.max; i += 1) {
      const response = await app.request('/api/christmas-action', {
        method: 'POST',
        json: { name: 'Bot', email: newSender(), consent: true },
        headers,
      });
      expect(response.status).toBe(201);
    }
    const refused = await app.request('/api/christmas-action', {
      method: 'POST',
      json: { name: 'Bot', email: newSender(), consent: true },
      headers,
    });
    expect(refused.status).toBe(429);
  });

  it('drops a filled bot trap without storing or sending anything', async () => {
    const email = newSender();
    const response = await post('/help', { name: 'Bot', email, subject: 'Buy', message: 'Spam', website: 'https://spam.example' });
    expect(response.status).toBe(201);
    await settle();
    expect(await app.db.dataSource.manager.existsBy(Inquiry, { email })).toBe(false);
    expect(app.mail.mails.filter((mail) => mail.to.includes(email))).toHaveLength(0);
  });
});

describe('the staff list', () => {
  it('is for staff only', async () => {
    expect((await app.request('/api/admin/inquiries?kind=HELP')).status).toBe(401);
    const provider = await providerWithBrand(app);
    expect((await app.request('/api/admin/inquiries?kind=HELP', { token: provider.token })).status).toBe(403);
    const graphql = await app.graphql('{ inquiries(kind: HELP) { totalElements } }', {}, { token: provider.token });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.request('/api/admin/inquiries?kind=NOPE', { token: staff.token })).status).toBe(400);
  });

  it('lists one kind newest first, by page, and marks an inquiry handled and open again', async () => {
    const emails = [newSender(), newSender(), newSender()];
    for (const email of emails) await post('/help', { name: 'Listed', email, subject: 'Listed', message: 'M' });
    const page = await app.request('/api/admin/inquiries?kind=HELP&size=2', { token: staff.token });
    expect(page.status).toBe(200);
    const body = page.body as {
      content: { id: number; email: string; kind: string; handledAt: string | null }[];
      totalElements: number;
      size: number;
      page: number;
    };
    expect(body.content.map((inquiry) => inquiry.email)).toEqual([emails[2], emails[1]]);
    expect(body.content.every((inquiry) => inquiry.kind === 'HELP')).toBe(true);
    expect(body.size).toBe(2);

    const id = body.content[0]!.id;
    const handled = await app.request(`/api/admin/inquiries/${id}/handled?handled=true`, { method: 'PUT', token: staff.token });
    expect(handled.status).toBe(200);
    expect((handled.body as { handledAt: string | null }).handledAt).not.toBeNull();
    const reopened = await app.graphql<{ setInquiryHandled: { handledAt: string | null } }>(
      'mutation($id: Int!) { setInquiryHandled(id: $id, handled: false) { handledAt } }',
      { id },
      { token: staff.token },
    );
    expect(reopened.data?.setInquiryHandled.handledAt).toBeNull();

    const viaGraphql = await app.graphql<{ inquiries: { content: { email: string }[] } }>(
      '{ inquiries(kind: HELP, size: 2) { content { email } } }',
      {},
      { token: staff.token },
    );
    expect(viaGraphql.data?.inquiries.content.map((inquiry) => inquiry.email)).toEqual([emails[2], emails[1]]);
  });

  it('costs the same number of queries for 2 and for 20 inquiries (least of 3 runs)', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      kind: InquiryKind.DEMAND,
      name: `Group ${i}`,
      email: newSender(),
      language: 'en' as const,
    }));
    await app.db.dataSource.manager.insert(Inquiry, rows);
    const count = (size: number) => queriesOf(app, `/api/admin/inquiries?kind=DEMAND&size=${size}`, staff.token);
    expect(await count(20)).toBe(await count(2));
  });
});

describe('retention', () => {
  it('deletes inquiries handled or received longer ago than the privacy policy keeps them, and nothing newer', async () => {
    const manager = app.db.dataSource.manager;
    const old = newSender();
    const recent = newSender();
    const day = 86_400_000;
    await manager.insert(Inquiry, [
      {
        kind: InquiryKind.HELP,
        name: 'Old',
        email: old,
        language: 'en',
        createdAt: new Date(Date.now() - (INQUIRY_RETENTION_DAYS + 5) * day),
      },
      {
        kind: InquiryKind.HELP,
        name: 'Recent',
        email: recent,
        language: 'en',
        createdAt: new Date(Date.now() - (INQUIRY_RETENTION_DAYS + 5) * day),
        handledAt: new Date(Date.now() - 10 * day),
      },
    ]);
    await sweepOldInquiries(manager);
    expect(await manager.existsBy(Inquiry, { email: old })).toBe(false);
    expect(await manager.existsBy(Inquiry, { email: recent })).toBe(true);
  });
});
