import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createUser, login, signedIn } from '../../../test/accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const settings = {
  firstName: 'Luka',
  lastName: 'Marić',
  country: 'HR',
  dateOfBirth: '1990-05-17',
  phone: '+385 91 234 5678',
  newsletter: true,
};

describe('GET/PUT /api/account/settings/me', () => {
  it('saves name, country, date of birth, phone (normalised) and newsletter consent', async () => {
    const { token } = await signedIn(app);
    const saved = await app.request('/api/account/settings/me', { method: 'PUT', json: settings, token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Luka',
      lastName: 'Marić',
      name: 'Luka Marić',
      country: 'HR',
      dateOfBirth: '1990-05-17',
      phone: '+385912345678',
      newsletter: true,
    });
    const read = await app.request('/api/account/settings/me', { token });
    expect(read.body).toMatchObject({ phone: '+385912345678', dateOfBirth: '1990-05-17' });
  });

  it('validates the phone with its country code, the country and the date of birth', async () => {
    const { token } = await signedIn(app);
    const response = await app.request('/api/account/settings/me', {
      method: 'PUT',
      json: { ...settings, firstName: '', phone: '091 234', country: 'XX', dateOfBirth: '2990-01-01' },
      token,
    });
    expect(response.status).toBe(400);
    expect((response.body as { fields: Record<string, string> }).fields).toEqual({
      firstName: 'Please enter your first and last name.',
      phone: 'Please enter a valid phone number with its country code, e.g. +385 91 234 5678.',
      country: 'Please enter a valid country.',
      dateOfBirth: 'Please enter a valid date of birth.',
    });
  });

  it('takes a phone by the shared rule (common/phone.ts): "12" is refused, a national number is Croatian, blank is none', async () => {
    const { token } = await signedIn(app);
    const put = (phone: string | null, headers?: Record<string, string>) =>
      app.request('/api/account/settings/me', { method: 'PUT', json: { ...settings, phone }, token, headers });
    const refused = await put('12');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: 'Please enter a valid phone number with its country code, e.g. +385 91 234 5678.' },
    });
    expect((await put('12', { 'accept-language': 'hr' })).body).toMatchObject({
      fields: { phone: 'Molimo unesite ispravan broj telefona s pozivnim brojem države, npr. +385 91 234 5678.' },
    });
    expect((await put('abc')).status).toBe(400);
    expect((await put('091 234 5678')).body).toMatchObject({ phone: '+385912345678' });
    expect((await put('+49 30 123456')).body).toMatchObject({ phone: '+4930123456' });
    expect((await put('')).body).toMatchObject({ phone: null });
    expect((await put(null)).body).toMatchObject({ phone: null });
  });

  it('requires a signed-in user', async () => {
    expect((await app.request('/api/account/settings/me')).status).toBe(401);
    expect((await app.request('/api/account/settings/me', { method: 'PUT', json: settings })).status).toBe(401);
  });
});

describe('PUT /api/account/settings/platform', () => {
  it('sets the language used for screens and emails', async () => {
    const { token } = await signedIn(app);
    const response = await app.request('/api/account/settings/platform', { method: 'PUT', json: { language: 'hr' }, token });
    expect(response.body).toMatchObject({ language: 'hr' });
    const invalid = await app.request('/api/account/settings/platform', { method: 'PUT', json: { language: 'de' }, token });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { fields: Record<string, string> }).fields).toEqual({ language: 'The language must be en or hr.' });
  });
});

describe('POST /api/account/password-change', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(app.db.dataSource);
    const current = await login(app, user.email, user.password);
    const other = await login(app, user.email, user.password);
    const wrong = await app.request('/api/account/password-change', {
      method: 'POST',
      json: { password: 'Wrong1234', newPassword: 'Novo2025x' },
      token: current,
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { fields: Record<string, string> }).fields).toEqual({ password: 'Your old password is not correct.' });
    const weak = await app.request('/api/account/password-change', {
      method: 'POST',
      json: { password: user.password, newPassword: 'weak' },
      token: current,
    });
    expect((weak.body as { fields: Record<string, string> }).fields).toEqual({
      newPassword: 'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
    });

    const changed = await app.request('/api/account/password-change', {
      method: 'POST',
      json: { password: user.password, newPassword: 'Novo2025x' },
      token: current,
    });
    expect(changed.status).toBe(204);
    expect((await app.request('/api/account/me', { token: current })).status).toBe(200);
    expect((await app.request('/api/account/me', { token: other })).status).toBe(401);
    expect(await login(app, user.email, 'Novo2025x')).toBeTruthy();
  });
});

describe('POST /api/account/photo and PUT /api/account/account-photo', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0b4f71' } })
      .png()
      .toBuffer();
  const upload = (token: string, data: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(data)], { type }), 'photo.png');
    return app.request('/api/account/photo', { method: 'POST', body: form, token });
  };

  it('re-encodes an uploaded image to WebP, serves it, and removes it', async () => {
    const { token } = await signedIn(app);
    const response = await upload(token, await png(2400, 1600));
    expect(response.status).toBe(200);
    const photo = (response.body as { photo: string }).photo;
    expect(photo).toMatch(/^\/api\/photos\/avatar-[0-9a-f-]+\.webp$/);
    const image = await fetch(app.baseUrl + photo);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 683 });

    const removed = await app.request('/api/account/account-photo', { method: 'PUT', token });
    expect(removed.body).toMatchObject({ photo: null });
    expect((await fetch(app.baseUrl + photo)).status).toBe(404);
  });

  it('refuses files over 5 MB and files that are not images with the spec message', async () => {
    const { token } = await signedIn(app);
    const message = 'Invalid image. The maximum image size should be 5 MB.';
    const tooBig = await upload(token, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ code: 'BAD_USER_INPUT', message, fields: { photo: message } });
    const notImage = await upload(token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(notImage.body).toMatchObject({ message });
    const empty = await app.request('/api/account/photo', { method: 'POST', body: new FormData(), token });
    expect(empty.body).toMatchObject({ message });
  });
});

describe('PUT /api/account/role/customer', () => {
  it('lets a provider add the customer role', async () => {
    const { token } = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const response = await app.request('/api/account/role/customer', { method: 'PUT', token });
    expect((response.body as { roles: string[] }).roles).toEqual(['ROLE_OWNER', 'ROLE_CUSTOMER']);
    const again = await app.request('/api/account/role/customer', { method: 'PUT', token });
    expect((again.body as { roles: string[] }).roles).toEqual(['ROLE_OWNER', 'ROLE_CUSTOMER']);
  });
});

describe('PUT /api/account/forget-me and staff reactivation', () => {
  it('deactivates a guest: sessions end, login is refused until staff reactivate', async () => {
    const { user, token } = await signedIn(app);
    expect((await app.request('/api/account/forget-me', { method: 'PUT', token })).status).toBe(204);
    expect((await app.request('/api/account/me', { token })).status).toBe(401);
    const refused = await app.request('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ email: user.email, password: user.password }),
    });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', reason: 'ACCOUNT_DEACTIVATED' });

    const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
    const reactivated = await app.request(`/api/admin/users/${user.id}/reactivation`, { method: 'PUT', token: staff.token });
    expect(reactivated.body).toMatchObject({ status: 'ACTIVE' });
    expect(await login(app, user.email, user.password)).toBeTruthy();
    expect((await app.request('/api/admin/users/999999/reactivation', { method: 'PUT', token: staff.token })).status).toBe(404);
  });

  it('is for guests only', async () => {
    const { token } = await signedIn(app, { roles: ['ROLE_OWNER'] });
    expect((await app.request('/api/account/forget-me', { method: 'PUT', token })).status).toBe(403);
  });
});

describe('profile over GraphQL', () => {
  it('updates settings with the same validation', async () => {
    const { token } = await signedIn(app);
    const ok = await app.graphql<{ updateAccountSettings: { phone: string } }>(
      'mutation($input: AccountSettingsInput!) { updateAccountSettings(input: $input) { phone } }',
      { input: settings },
      { token },
    );
    expect(ok.data?.updateAccountSettings.phone).toBe('+385912345678');
    const bad = await app.graphql(
      'mutation($input: AccountSettingsInput!) { updateAccountSettings(input: $input) { phone } }',
      { input: { ...settings, phone: '12' } },
      { token },
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: 'Please enter a valid phone number with its country code, e.g. +385 91 234 5678.' },
    });
  });
});
