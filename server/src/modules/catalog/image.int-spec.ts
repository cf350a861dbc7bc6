import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { pngImage, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';

let app: TestApp;
let photo: string;

beforeAll(async () => {
  app = await startTestApp();
  const provider = await providerWithBrand(app);
  const service = await app.request(`/api/owner/brands/${provider.brandId}/services`, { method: 'POST', json: serviceInput(), token: provider.token });
  const uploaded = await uploadServicePhoto(app, provider.token, (service.body as { id: number }).id, await pngImage(1600, 1200, '#c8643b'));
  photo = (uploaded.body as { name: string }).name;
});

async function fetchImage(query: string, accept = 'image/avif,image/webp,image/*') {
  const response = await fetch(`${app.baseUrl}/api/photos/${photo}${query}`, { headers: { accept } });
  const data = Buffer.from(await response.arrayBuffer());
  return { response, data, meta: response.ok ? await sharp(data).metadata() : null };
}

describe('image service /api/photos/{name}', () => {
  it('returns a 120×120 elliptical avatar: transparent corners, opaque centre', async () => {
    const { response, data, meta } = await fetchImage('?w=120&h=120&fit=crop&crop=faces&mask=ellipse', 'image/png');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(meta).toMatchObject({ width: 120, height: 120, hasAlpha: true });
    const { data: pixels, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => pixels[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(119, 119)).toBe(0);
    expect(alphaAt(60, 60)).toBe(255);
  });

  it('gives a resized WebP to a browser that accepts WebP, AVIF when accepted, JPEG otherwise', async () => {
    const webp = await fetchImage('?width=400&auto=format', 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(webp.response.headers.get('vary')).toContain('Accept');
    expect(webp.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const avif = await fetchImage('?width=400&auto=format', 'image/avif,image/webp');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.meta?.format).toBe('heif');

    const jpeg = await fetchImage('?width=400&auto=format', 'image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 400 });
  });

  it('crops to the asked box and never enlarges a plain resize', async () => {
    expect((await fetchImage('?w=300&h=300&fit=crop')).meta).toMatchObject({ width: 300, height: 300 });
    expect((await fetchImage('?w=8000')).meta).toMatchObject({ width: 1600 });
  });

  it('caches rendered images on disk', async () => {
    const first = await fetchImage('?w=222');
    const second = await fetchImage('?w=222');
    expect(second.data.equals(first.data)).toBe(true);
    const { readdirSync } = await import('node:fs');
    const cached = readdirSync(`${app.config.DATA_DIR}/uploads/cache`);
    expect(cached.some((name) => name.endsWith('.webp'))).toBe(true);
  });

  it('answers 404 for unknown photos and 400 for bad parameters', async () => {
    expect((await fetch(`${app.baseUrl}/api/photos/photo-missing.webp`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/photos/${photo}?w=0`)).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/photos/${photo}?mask=star`)).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/photos/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
  });
});
