import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { brandInput, companyInput, providerWithBrand } from '../../../test/catalog.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const fieldsOf = (body: unknown) => (body as { fields: Record<string, string> }).fields;

describe('/api/owner/company', () => {
  it('registers, reads and updates the business entity, and the user info names it', async () => {
    const { token } = await signedIn(app, { roles: ['ROLE_OWNER'] });
    expect((await app.request('/api/owner/company', { token })).status).toBe(404);
    const created = await app.request('/api/owner/company', {
      method: 'POST',
      json: companyInput({ iban: 'hr12 1001 0051 8630 0016 0', vatNumber: 'HR69435151530' }),
      token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      legalName: 'Vina Horvat d.o.o.',
      iban: 'HR1210010051863000160',
      vatNumber: '69435151530',
      contactMobile: '+385912345678',
      primaryActivity: { slug: 'winery', name: 'Winery' },
    });

    const again = await app.request('/api/owner/company', { method: 'POST', json: companyInput(), token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'You have already registered a business entity; edit it instead.' });

    const updated = await app.request('/api/owner/company', {
      method: 'PUT',
      json: companyInput({ town: 'Pula' }),
      token,
      headers: { 'accept-language': 'hr' },
    });
    expect(updated.body).toMatchObject({ town: 'Pula', primaryActivity: { name: 'Vinarija' } });
    expect((await app.request('/api/owner/company', { token })).body).toMatchObject({ town: 'Pula' });

    const me = await app.request('/api/account/me', { token });
    expect(me.body).toMatchObject({ company: { id: (created.body as { id: number }).id, name: 'Vina Horvat d.o.o.' } });
    const viaGraphql = await app.graphql<{ me: { company: { name: string } } }>('{ me { company { name } } }', undefined, { token });
    expect(viaGraphql.data?.me.company.name).toBe('Vina Horvat d.o.o.');
  });

  it('gives the spec messages for every required field, the IBAN and the OIB', async () => {
    const { token } = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const empty = await app.request('/api/owner/company', {
      method: 'POST',
      json: {
        legalName: '',
        address: '',
        zipCode: '',
        town: '',
        country: 'HR',
        contactMobile: '',
        vatNumber: '',
        accountOwnerName: '',
        iban: '',
        primaryActivityId: 1,
      },
      token,
    });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual({
      legalName: 'Please enter your company name.',
      address: 'Please enter the address.',
      zipCode: 'Please enter the zip code.',
      town: 'Please enter the city/town name.',
      contactMobile: 'Please enter your contact number.',
      vatNumber: "Please enter company's personal number.",
      accountOwnerName: "Please enter the account owner's name.",
      iban: 'Please enter IBAN.',
    });
    const badIban = await app.request('/api/owner/company', {
      method: 'POST',
      json: companyInput({ iban: 'HR1210010051863000161' }),
      token,
    });
    expect(fieldsOf(badIban.body)).toEqual({ iban: 'Please enter a valid IBAN.' });
    const badOib = await app.request('/api/owner/company', { method: 'POST', json: companyInput({ vatNumber: '69435151531' }), token });
    expect(fieldsOf(badOib.body)).toEqual({
      vatNumber: 'This OIB is not valid: its last digit (the check digit) does not match the first ten. Please check the number.',
    });
    const shortOib = await app.request('/api/owner/company', { method: 'POST', json: companyInput({ vatNumber: 'HR 6943515153' }), token });
    expect(fieldsOf(shortOib.body)).toEqual({
      vatNumber: "Please enter a valid company's personal number: the OIB has exactly 11 digits.",
    });
    const foreign = await app.request('/api/owner/company', {
      method: 'POST',
      json: companyInput({ country: 'DE', vatNumber: 'DE123456789' }),
      token,
    });
    expect(foreign.status).toBe(201);
  });

  it('refuses unknown activity types and callers without the provider role', async () => {
    const provider = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const unknown = await app.request('/api/owner/company', {
      method: 'POST',
      json: companyInput({ primaryActivityId: 9999 }),
      token: provider.token,
    });
    expect(fieldsOf(unknown.body)).toEqual({ primaryActivityId: 'Please choose a primary activity from the list.' });
    const guest = await signedIn(app);
    expect((await app.request('/api/owner/company', { token: guest.token })).status).toBe(403);
    expect((await app.request('/api/owner/company')).status).toBe(401);
  });
});

describe('/api/owner/brands', () => {
  it("creates, lists, reads, locates, updates and deletes the caller's brands", async () => {
    const provider = await providerWithBrand(app);
    const list = await app.request('/api/owner/brands', { token: provider.token });
    expect(list.body).toMatchObject([{ id: provider.brandId, name: 'Vina Horvat', activityType: { slug: 'winery' } }]);
    const second = await app.request('/api/owner/brands', {
      method: 'POST',
      json: brandInput({ name: 'Uljara Horvat', activityTypeId: 2 }),
      token: provider.token,
    });
    expect(second.status).toBe(201);
    const secondId = (second.body as { id: number }).id;
    expect((await app.request(`/api/owner/brands/${secondId}`, { token: provider.token })).body).toMatchObject({ name: 'Uljara Horvat' });
    expect((await app.request(`/api/owner/brands/${secondId}/location`, { token: provider.token })).body).toMatchObject({
      address: 'Vinogradska 5, Vodnjan',
      latitude: 44.96,
      longitude: 13.85,
    });
    const updated = await app.request(`/api/owner/brands/${secondId}`, {
      method: 'PUT',
      json: brandInput({ name: 'Uljara' }),
      token: provider.token,
    });
    expect(updated.body).toMatchObject({ name: 'Uljara' });
    expect((await app.request(`/api/brands/${secondId}`)).body).toMatchObject({
      name: 'Uljara',
      description: 'A family winery in southern Istria.',
    });
    expect((await app.request(`/api/owner/brands/${secondId}`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect((await app.request(`/api/owner/brands/${secondId}`, { token: provider.token })).status).toBe(404);
    expect((await app.request('/api/brands/999999')).status).toBe(404);
  });

  it('validates brand fields with the spec messages', async () => {
    const provider = await providerWithBrand(app);
    const response = await app.request('/api/owner/brands', {
      method: 'POST',
      json: { name: '', activityTypeId: 1, address: '', description: '' },
      token: provider.token,
    });
    expect(fieldsOf(response.body)).toEqual({
      name: 'Please enter your brand name.',
      address: 'Please enter the address.',
      latitude: 'Please enter a valid address.',
      longitude: 'Please enter a valid address.',
      description: 'Please enter the activity description.',
    });
  });

  it('needs a business entity before the first brand', async () => {
    const { token } = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const response = await app.request('/api/owner/brands', { method: 'POST', json: brandInput(), token });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Please register your business entity first.' });
  });

  it('lists the activity types publicly', async () => {
    const response = await app.request('/api/owner/brands/types', { headers: { 'accept-language': 'hr' } });
    expect(response.status).toBe(200);
    expect((response.body as { slug: string; name: string }[]).find((type) => type.slug === 'winery')?.name).toBe('Vinarija');
  });

  it("answers 404 for another provider's brand on every call", async () => {
    const mine = await providerWithBrand(app);
    const theirs = await providerWithBrand(app);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/owner/brands/${theirs.brandId}`],
      ['PUT', `/api/owner/brands/${theirs.brandId}`, brandInput()],
      ['DELETE', `/api/owner/brands/${theirs.brandId}`],
      ['GET', `/api/owner/brands/${theirs.brandId}/location`],
      ['GET', `/api/owner/brands/${theirs.brandId}/services`],
    ];
    for (const [method, path, json] of calls) {
      const response = await app.request(path, { method, json, token: mine.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const graphql = await app.graphql('query($id: Int!) { myBrand(id: $id) { id } }', { id: theirs.brandId }, { token: mine.token });
    expect(graphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await app.request('/api/owner/brands', { token: mine.token })).body).toHaveLength(1);
  });
});
