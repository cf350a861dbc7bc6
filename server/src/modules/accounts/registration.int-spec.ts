import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { linkIn } from '../../../test/mail.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const guest = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Kovač',
  email,
  password: 'Sunce2024',
  ...extra,
});

describe('POST /api/register/customer and /api/registration/customer', () => {
  it('creates an inactive guest, emails an activation link, and the link activates once', async () => {
    const response = await app.request('/api/register/customer', { method: 'POST', json: guest('Ana.Kovac@Example.com') });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'ana.kovac@example.com',
      name: 'Ana Kovač',
      roles: ['ROLE_CUSTOMER'],
      status: 'PENDING_ACTIVATION',
      language: 'en',
    });
    expect(response.body).not.toHaveProperty('passwordHash');

    const beforeActivation = await app.request('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana.kovac@example.com', password: 'Sunce2024' }),
    });
    expect(beforeActivation.status).toBe(403);
    expect(beforeActivation.body).toMatchObject({ code: 'FORBIDDEN', reason: 'ACCOUNT_NOT_ACTIVATED' });

    const mail = await app.mail.waitFor('ana.kovac@example.com');
    expect(mail.subject).toBe('Activate your Lokalno account');
    const link = linkIn(mail, `${app.baseUrl}/login?activationKey=`);
    const key = link.searchParams.get('activationKey')!;

    const activated = await app.request(`/api/activate?key=${encodeURIComponent(key)}`);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ status: 'ACTIVE' });

    const again = await app.request(`/api/activate?key=${encodeURIComponent(key)}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'NOT_FOUND', message: 'This activation link is invalid or has already been used.' });

    const login = await app.request('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana.kovac@example.com', password: 'Sunce2024' }),
    });
    expect(login.status).toBe(200);
  });

  it('answers the same on /api/registration/customer and sends the email in Croatian for a Croatian guest', async () => {
    const response = await app.request('/api/registration/customer', {
      method: 'POST',
      json: guest('marko@example.com'),
      headers: { 'accept-language': 'hr' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ language: 'hr' });
    const mail = await app.mail.waitFor('marko@example.com');
    expect(mail.subject).toBe('Aktivirajte svoj Lokalno račun');
    expect(mail.text).toContain('Poštovani/a Ana Kovač');
  });

  it('refuses an email that is already in use, whatever its case', async () => {
    await app.request('/api/register/customer', { method: 'POST', json: guest('taken@example.com') });
    const response = await app.request('/api/register/customer', { method: 'POST', json: guest('TAKEN@example.com') });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Email address is already in use.',
      fields: { email: 'Email address is already in use.' },
    });
  });

  it('gives the spec messages for each invalid field', async () => {
    const response = await app.request('/api/register/customer', {
      method: 'POST',
      json: { firstName: '', lastName: '', email: 'not-an-email', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect((response.body as { fields: Record<string, string> }).fields).toEqual({
      firstName: 'Please enter your first and last name.',
      lastName: 'Please enter your first and last name.',
      email: 'Please enter a correct email format.',
      password: 'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
    });
    const missing = await app.request('/api/register/customer', { method: 'POST', json: {} });
    expect((missing.body as { fields: Record<string, string> }).fields).toMatchObject({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });

  it('refuses passwords without lowercase, uppercase or digits', async () => {
    for (const password of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const response = await app.request('/api/register/customer', {
        method: 'POST',
        json: guest(`p-${password}@example.com`, { password }),
      });
      expect((response.body as { fields: Record<string, string> }).fields.password).toBe(
        'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
      );
    }
  });
});

describe('POST /api/register/owner and /api/register/partner', () => {
  it('requires providers to accept the data-processing terms', async () => {
    const refused = await app.request('/api/register/owner', { method: 'POST', json: guest('owner@example.com') });
    expect(refused.status).toBe(400);
    expect((refused.body as { fields: Record<string, string> }).fields).toEqual({
      acceptTerms: 'Please accept the data-processing terms to continue.',
    });

    const created = await app.request('/api/register/owner', { method: 'POST', json: guest('owner@example.com', { acceptTerms: true }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ roles: ['ROLE_OWNER'], status: 'PENDING_ACTIVATION' });
    await app.mail.waitFor('owner@example.com', { subject: /Activate/ });
  });

  it('registers accommodation partners with ROLE_PARTNER', async () => {
    const created = await app.request('/api/register/partner', { method: 'POST', json: guest('villa@example.com', { acceptTerms: true }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ roles: ['ROLE_PARTNER'] });
  });
});

describe('registration over GraphQL', () => {
  it('registers and activates with the same rules and messages', async () => {
    const registered = await app.graphql<{ registerCustomer: { email: string; status: string } }>(
      'mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email status } }',
      { input: guest('gql@example.com') },
    );
    expect(registered.data?.registerCustomer).toEqual({ email: 'gql@example.com', status: 'PENDING_ACTIVATION' });

    const duplicate = await app.graphql('mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { id } }', {
      input: guest('gql@example.com'),
    });
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'Email address is already in use.',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email address is already in use.' } },
    });

    const invalid = await app.graphql('mutation($input: RegisterOwnerInput!) { registerOwner(input: $input) { id } }', {
      input: guest('x@example.com', { password: 'weak', acceptTerms: false }),
    });
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        password: 'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
        acceptTerms: 'Please accept the data-processing terms to continue.',
      },
    });

    const mail = await app.mail.waitFor('gql@example.com');
    const key = linkIn(mail, `${app.baseUrl}/login?activationKey=`).searchParams.get('activationKey');
    const activated = await app.graphql<{ activateAccount: { status: string } }>(
      'mutation($key: String!) { activateAccount(key: $key) { status } }',
      { key },
    );
    expect(activated.data?.activateAccount.status).toBe('ACTIVE');
  });
});
