// The providers' cooperation agreement end to end: offered and emailed (PDF attached) on the first
// submission only, downloaded and accepted in the dashboard (version, time, user and the document's
// hash recorded; again is a no-op; another version refused), and staff approval waiting for it.
import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { offerInput, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';
import { linkIn } from '../../../test/mail.js';

let app: TestApp;
let staff: string;
type Provider = Awaited<ReturnType<typeof providerWithBrand>>;

beforeAll(async () => {
  app = await startTestApp();
  staff = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

async function submittedService(provider: Provider, title: string): Promise<number> {
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput({ title }),
    token: provider.token,
  });
  const id = (created.body as { id: number }).id;
  await app.request(`/api/owner/services/${id}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
  await uploadServicePhoto(app, provider.token, id);
  const sent = await app.request(`/api/owner/services/${id}/submission`, { method: 'PUT', token: provider.token });
  expect(sent.status, sent.text).toBe(200);
  return id;
}

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const approve = (id: number, headers?: Record<string, string>) =>
  app.request(`/api/admin/services/${id}/approval`, { method: 'PUT', token: staff, headers });
const agreementMails = (email: string) =>
  app.mail.mails.filter((mail) => mail.to.includes(email) && /agreement|ugovor/i.test(mail.subject));

type Agreement = { version: number; status: string; language: string; sentAt: string | null; acceptedAt: string | null; pdfUrl: string };

describe('a provider cooperation agreement', () => {
  let provider: Provider;
  let first: number;

  beforeAll(async () => {
    provider = await providerWithBrand(app);
    expect((await app.request('/api/owner/agreement', { token: provider.token })).status).toBe(404);
    first = await submittedService(provider, 'Olive oil tasting in Vodnjan');
  });

  it('is emailed on the first submission with the PDF naming the company, its OIB and the 15% commission', async () => {
    const mail = await app.mail.waitFor(provider.user.email, { subject: /cooperation agreement/ });
    expect(mail.subject).toBe('Your cooperation agreement with Lokalno');
    expect(mail.text).toContain('Vina Horvat d.o.o. (version 1)');
    expect(linkIn(mail, app.baseUrl).pathname).toBe('/dashboard/company');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['lokalno-agreement-v1-en.pdf', 'application/pdf']]);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Business cooperation agreement');
    expect(text).toContain('Vina Horvat d.o.o.');
    expect(text).toContain('69435151530');
    expect(text).toContain('15% of the booking price');
    expect(text).toContain('VAT of 25%');
    expect(text).toContain('Version 1');

    // The download is the same document.
    const pdf = await app.request('/api/owner/agreement/pdf', { token: provider.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('lokalno-agreement-v1-en.pdf');
  });

  it('is not offered again by a later submission', async () => {
    await submittedService(provider, 'Truffle hunt in Motovun');
    await app.mail.waitFor(provider.user.email, { subject: /cooperation agreement/ });
    // The one email went out (sent_at is set once it has): nothing more was queued.
    const state = await app.request('/api/owner/agreement', { token: provider.token });
    expect(state.body).toMatchObject({ version: 1, status: 'AWAITING_ACCEPTANCE', language: 'en', pdfUrl: '/api/owner/agreement/pdf' });
    const [{ count, jobs }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS count,
              (SELECT count(*)::int FROM pgboss.job j WHERE j.name = 'agreements.email' AND (j.data->>'agreementId')::int = min(a.id)) AS jobs
         FROM agreement a JOIN company c ON c.id = a.company_id WHERE c.owner_id = $1`,
      [provider.user.id],
    );
    expect({ count, jobs }).toEqual({ count: 1, jobs: 1 });
    expect(agreementMails(provider.user.email)).toHaveLength(1);
  });

  it('holds back staff approval until accepted, with its own code and a message in the caller language', async () => {
    const refused = await approve(first);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'AGREEMENT_NOT_ACCEPTED',
      message: 'The provider has not accepted the cooperation agreement yet. The service can be approved once they accept it.',
    });
    const croatian = await approve(first, { 'accept-language': 'hr' });
    expect(croatian.body).toMatchObject({ reason: 'AGREEMENT_NOT_ACCEPTED', message: expect.stringContaining('ugovor o suradnji') });
    const graphql = await app.graphql('mutation($id: Int!) { approveService(id: $id) { status } }', { id: first }, { token: staff });
    expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'AGREEMENT_NOT_ACCEPTED' });

    const review = await app.request(`/api/admin/services/${first}/review`, { token: staff });
    expect((review.body as { company: { agreement: unknown } }).company.agreement).toMatchObject({
      status: 'AWAITING_ACCEPTANCE',
      version: 1,
      acceptedAt: null,
    });
    expect((await app.request(`/api/services/${first}`)).status).toBe(404);
  });

  it('refuses another version, records the acceptance once, and lets staff approve', async () => {
    const outdated = await app.request('/api/owner/agreement/acceptance', { method: 'POST', json: { version: 2 }, token: provider.token });
    expect(outdated.status).toBe(409);
    expect(outdated.body).toMatchObject({ reason: 'AGREEMENT_OUTDATED' });
    expect(
      (await app.request('/api/owner/agreement/acceptance', { method: 'POST', json: { version: 0 }, token: provider.token })).status,
    ).toBe(400);

    const before = Date.now();
    const accepted = await app.request('/api/owner/agreement/acceptance', { method: 'POST', json: { version: 1 }, token: provider.token });
    expect(accepted.status, accepted.text).toBe(200);
    const body = accepted.body as Agreement;
    expect(body).toMatchObject({ version: 1, status: 'ACCEPTED' });
    expect(Date.parse(body.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const again = await app.graphql<{ acceptOwnerAgreement: Agreement }>(
      'mutation { acceptOwnerAgreement(input: { version: 1 }) { version status acceptedAt } }',
      {},
      { token: provider.token },
    );
    expect(again.data?.acceptOwnerAgreement).toEqual({ version: 1, status: 'ACCEPTED', acceptedAt: body.acceptedAt });

    // The hash recorded is the one of the document the provider downloads.
    const pdf = await fetch(`${app.baseUrl}/api/owner/agreement/pdf`, { headers: { authorization: `Bearer ${provider.token}` } });
    expect(pdf.status).toBe(200);
    const digest = createHash('sha256')
      .update(Buffer.from(await pdf.arrayBuffer()))
      .digest('hex');
    const [row] = await app.db.dataSource.query(
      'SELECT a.version, a.accepted_by, a.accepted_document_sha256, a.sent_at FROM agreement a JOIN company c ON c.id = a.company_id WHERE c.owner_id = $1',
      [provider.user.id],
    );
    expect(row).toMatchObject({ version: 1, accepted_by: provider.user.id, accepted_document_sha256: digest });
    expect(row.sent_at).not.toBeNull();

    expect((await approve(first)).status).toBe(200);
    const review = await app.request(`/api/admin/services/${first}/review`, { token: staff });
    expect((review.body as { company: { agreement: unknown } }).company.agreement).toMatchObject({
      status: 'ACCEPTED',
      acceptedAt: body.acceptedAt,
    });
  });

  it("is the caller's own: another provider, a customer and staff reach none", async () => {
    const other = await providerWithBrand(app);
    expect((await app.request('/api/owner/agreement', { token: other.token })).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.request('/api/owner/agreement/pdf', { token: other.token })).status).toBe(404);
    const accept = await app.request('/api/owner/agreement/acceptance', { method: 'POST', json: { version: 1 }, token: other.token });
    expect(accept.status).toBe(404);
    const graphql = await app.graphql<{ ownerAgreement: unknown }>('{ ownerAgreement { version } }', {}, { token: other.token });
    expect(graphql.data?.ownerAgreement).toBeNull();
    const customer = await signedIn(app);
    expect((await app.request('/api/owner/agreement/pdf', { token: customer.token })).status).toBe(403);
    expect((await app.request('/api/owner/agreement', { token: staff })).status).toBe(403);
    expect((await app.request('/api/owner/agreement')).status).toBe(401);
  });
});

describe('a Croatian provider', () => {
  it('gets the agreement in Croatian, and one who sent services before agreements existed is offered it when they look', async () => {
    const provider = await providerWithBrand(app, { language: 'hr' });
    await submittedService(provider, 'Kušanje vina u Vodnjanu');
    const mail = await app.mail.waitFor(provider.user.email, { subject: /ugovor o suradnji/ });
    expect(mail.subject).toBe('Vaš ugovor o suradnji s Lokalnom');
    expect(mail.attachments[0].filename).toBe('lokalno-agreement-v1-hr.pdf');
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Ugovor o poslovnoj suradnji');
    expect(text).toContain('proviziju od 15 %');

    // As if the service had been sent before agreements existed: looking offers it (and emails it) again.
    await app.db.dataSource.query('DELETE FROM agreement a USING company c WHERE c.id = a.company_id AND c.owner_id = $1', [
      provider.user.id,
    ]);
    const graphql = await app.graphql<{ ownerAgreement: Agreement }>(
      '{ ownerAgreement { version status language } }',
      {},
      { token: provider.token },
    );
    expect(graphql.data?.ownerAgreement).toEqual({ version: 1, status: 'AWAITING_ACCEPTANCE', language: 'hr' });
  });
});
