import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { signedIn } from '../../../test/accounts.js';
import { acceptAgreement, offerInput, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';
import { linkIn } from '../../../test/mail.js';

let app: TestApp;
let staffToken: string;
beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

async function submittedService(provider: { token: string; brandId: number }, title: string): Promise<number> {
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput({ title }),
    token: provider.token,
  });
  const serviceId = (created.body as { id: number }).id;
  await app.request(`/api/owner/services/${serviceId}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
  await uploadServicePhoto(app, provider.token, serviceId);
  await submit(provider.token, serviceId);
  // Approval waits for the cooperation agreement, offered (and emailed) with the first submission.
  await acceptAgreement(app, provider.token);
  return serviceId;
}

const AGREEMENT = { en: 'Your cooperation agreement with Lokalno', hr: 'Vaš ugovor o suradnji s Lokalnom' };

async function submit(token: string, serviceId: number) {
  const sent = await app.request(`/api/owner/services/${serviceId}/submission`, { method: 'PUT', token });
  expect(sent.status).toBe(200);
}

const mailsTo = (email: string) => app.mail.mails.filter((mail) => mail.to.includes(email));
/** Long enough for the job workers (polling every 0.5 s) to send anything still queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

describe('emails about staff decisions', () => {
  it('emails the provider the public link on approval, once however often the decision is sent', async () => {
    const provider = await providerWithBrand(app);
    const serviceId = await submittedService(provider, 'Olive oil tasting in Vodnjan');

    const decisions = await Promise.all(
      [1, 2, 3].map(() => app.request(`/api/admin/services/${serviceId}/approval`, { method: 'PUT', token: staffToken })),
    );
    expect(decisions.map((response) => response.status).sort()).toEqual([200, 409, 409]);

    const mail = await app.mail.waitFor(provider.user.email, { subject: /live on Lokalno/ });
    expect(mail.subject).toBe('Your service "Olive oil tasting in Vodnjan" is live on Lokalno');
    expect(mail.text).toContain(`Hello ${provider.user.firstName} ${provider.user.lastName},`);
    expect(linkIn(mail, app.baseUrl).pathname).toBe(`/istria/olive-oil-tasting-in-vodnjan/${serviceId}`);
    expect(mail.html).toContain(`href="${app.baseUrl}/istria/olive-oil-tasting-in-vodnjan/${serviceId}"`);

    await settle();
    expect(
      mailsTo(provider.user.email)
        .map((sent) => sent.subject)
        .sort(),
    ).toEqual([AGREEMENT.en, 'Your service "Olive oil tasting in Vodnjan" is live on Lokalno']);
  });

  it('emails a Croatian provider the staff note and the link to edit, in Croatian; a later decision sends its own email', async () => {
    const provider = await providerWithBrand(app, { language: 'hr' });
    const serviceId = await submittedService(provider, 'Kušanje vina u Vodnjanu');
    const note = 'Please add a photo of the cellar & the tasting room.';

    const returned = await app.request(`/api/admin/services/${serviceId}/return?note=${encodeURIComponent(note)}`, {
      method: 'PUT',
      token: staffToken,
    });
    expect(returned.status).toBe(200);
    const mail = await app.mail.waitFor(provider.user.email, { subject: /izmjena/ });
    expect(mail.subject).toBe('Vaša usluga „Kušanje vina u Vodnjanu” treba nekoliko izmjena');
    expect(mail.text).toContain(note);
    expect(mail.html).toContain('Please add a photo of the cellar &amp; the tasting room.');
    expect(linkIn(mail, app.baseUrl).pathname).toBe(`/dashboard/brands/${provider.brandId}/services/${serviceId}`);

    const again = await app.request(`/api/admin/services/${serviceId}/return?note=${encodeURIComponent(note)}`, {
      method: 'PUT',
      token: staffToken,
    });
    expect(again.status).toBe(409);

    await submit(provider.token, serviceId);
    const approved = await app.request(`/api/admin/services/${serviceId}/approval`, { method: 'PUT', token: staffToken });
    expect(approved.status).toBe(200);
    const approval = await app.mail.waitFor(provider.user.email, { subject: /objavljena/ });
    expect(linkIn(approval, app.baseUrl).pathname).toBe(`/istria/kusanje-vina-u-vodnjanu/${serviceId}`);

    await settle();
    // The agreement once (the second submission offers no other), then the two decisions in order.
    const subjects = mailsTo(provider.user.email).map((sent) => sent.subject);
    expect(subjects.filter((subject) => subject === AGREEMENT.hr)).toHaveLength(1);
    expect(subjects.filter((subject) => subject !== AGREEMENT.hr)).toEqual([
      'Vaša usluga „Kušanje vina u Vodnjanu” treba nekoliko izmjena',
      'Vaša usluga „Kušanje vina u Vodnjanu” objavljena je na Lokalno',
    ]);
    expect(subjects).toHaveLength(3);
  });
});
