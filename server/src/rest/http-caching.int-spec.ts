// HTTP caching of the public API: short freshness with stale-while-revalidate and a weak ETag for
// anonymous GETs; nothing shared or revalidated for answers to a signed-in caller or for changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

describe('public GETs', () => {
  it('carry Cache-Control with stale-while-revalidate, Vary and a weak ETag that answers 304', async () => {
    const first = await app.request('/api/services?size=20');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toBe('Accept-Language, Cookie, Authorization, Lokalno-Referral');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    const again = await app.request('/api/services?size=20', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A strong form of the same tag and a list of tags match too; another tag does not.
    expect((await app.request('/api/services?size=20', { headers: { 'if-none-match': `"x", ${etag.slice(2)}` } })).status).toBe(304);
    expect((await app.request('/api/services?size=20', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);

    const categories = await app.request('/api/categories');
    expect(categories.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=86400');
    expect(categories.headers.get('etag')).toMatch(/^W\//);
  });

  it('gives each language its own tag', async () => {
    const en = await app.request('/api/categories');
    const hr = await app.request('/api/categories', { headers: { 'accept-language': 'hr' } });
    expect(hr.headers.get('etag')).not.toBe(en.headers.get('etag'));
    expect(
      (await app.request('/api/categories', { headers: { 'accept-language': 'hr', 'if-none-match': en.headers.get('etag')! } })).status,
    ).toBe(200);
  });

  it('are never stored nor tagged when a bearer token comes with them', async () => {
    const customer = await signedIn(app);
    const response = await app.request('/api/services?size=20', { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('other answers', () => {
  it('private GETs and changes are no-store without ETag', async () => {
    const customer = await signedIn(app);
    const me = await app.request('/api/account/me', { token: customer.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();
    const change = await app.request('/api/register/customer', { method: 'POST', json: {} });
    expect(change.status).toBe(400);
    expect(change.headers.get('cache-control') ?? '').not.toContain('public');
    expect(change.headers.get('etag')).toBeNull();
  });
});
