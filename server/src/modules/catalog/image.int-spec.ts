import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE, targetWidths } from '../../../../common/image-widths.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { pngImage, providerWithBrand, serviceInput, uploadServicePhoto } from '../../../test/catalog.js';
import { LADDER_WIDTHS } from './image-sizes.js';
import { MAX_CONCURRENT_RENDERS, renderSlots } from './image.service.js';

let app: TestApp;
let photo: string;

async function uploadedPhoto(target: TestApp, image: Buffer): Promise<string> {
  const provider = await providerWithBrand(target);
  const service = await target.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput(),
    token: provider.token,
  });
  const uploaded = await uploadServicePhoto(target, provider.token, (service.body as { id: number }).id, image);
  return (uploaded.body as { name: string }).name;
}

/** Random pixels: rendered sizes that do not compress away, so the cache fills quickly. */
function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((total, name) => total + statSync(path.join(dir, name)).size, 0);
}

beforeAll(async () => {
  app = await startTestApp();
  photo = await uploadedPhoto(app, await pngImage(1600, 1200, '#c8643b'));
});

async function fetchImage(query: string, accept = 'image/avif,image/webp,image/*', target = app, name = photo) {
  const response = await fetch(`${target.baseUrl}/api/photos/${name}${query}`, { headers: { accept } });
  const data = Buffer.from(await response.arrayBuffer());
  return { response, data, meta: response.ok ? await sharp(data).metadata() : null };
}

describe('image service /api/photos/{name}', () => {
  it('returns the spec 120×120 elliptical avatar (a named size on the ladder): transparent corners, opaque centre', async () => {
    const { response, data, meta } = await fetchImage('?w=120&h=120&fit=crop&crop=faces&mask=ellipse', 'image/png');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(meta).toMatchObject({ width: 120, height: 120, hasAlpha: true });
    const { data: pixels, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => pixels[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(119, 119)).toBe(0);
    expect(alphaAt(60, 60)).toBe(255);
  });

  it('never enlarges a masked image: 8192×8192 with mask=ellipse on a 1600×1200 photo gives at most the source', async () => {
    const { response, meta } = await fetchImage('?w=8192&h=8192&mask=ellipse&auto=format', 'image/png');
    expect(response.status).toBe(200);
    expect(meta).toMatchObject({ width: 1200, height: 1200, hasAlpha: true });
    const contained = await fetchImage('?w=8192&h=8192&fit=contain&mask=ellipse');
    expect(contained.meta!.width).toBeLessThanOrEqual(1600);
    expect(contained.meta!.height).toBeLessThanOrEqual(1200);
    const inside = await fetchImage('?w=8192&h=8192&fit=inside');
    expect(inside.meta).toMatchObject({ width: 1600, height: 1200 });
  });

  it('snaps asked sizes up to the client srcset ladder', async () => {
    const ladder = [...targetWidths(), AVATAR_SIZE];
    expect([...LADDER_WIDTHS].sort((a, b) => a - b)).toEqual([...ladder].sort((a, b) => a - b));
    for (const [asked, snapped] of [
      [401, 432],
      [750, 798],
      [50, 100],
      [1000, 1006],
    ]) {
      const { meta } = await fetchImage(`?w=${asked}`);
      expect(meta?.width, `w=${asked}`).toBe(snapped);
      expect(ladder).toContain(meta?.width);
    }
    const box = await fetchImage('?w=250&h=170&fit=crop');
    expect(box.meta).toMatchObject({ width: 252, height: 172 });
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
    expect((await fetchImage('?w=318&h=318&fit=crop')).meta).toMatchObject({ width: 318, height: 318 });
    expect((await fetchImage('?w=8000')).meta).toMatchObject({ width: 1600 });
  });

  it('caches rendered images on disk', async () => {
    const first = await fetchImage('?w=222');
    const second = await fetchImage('?w=234');
    expect(second.data.equals(first.data)).toBe(true);
    const cached = readdirSync(path.join(app.config.DATA_DIR, 'image-cache'));
    expect(cached.some((name) => name.endsWith('.webp'))).toBe(true);
  });

  it('keeps the disk cache under IMAGE_CACHE_MAX_MB after many distinct requests, evicting the least recently used', async () => {
    const small = await startTestApp({ env: { IMAGE_CACHE_MAX_MB: '0.25' } });
    const noisy = await uploadedPhoto(small, await noiseImage(1000, 800));
    const cacheDir = path.join(small.config.DATA_DIR, 'image-cache');
    const widths = LADDER_WIDTHS.filter((width) => width >= 200 && width <= 1000);
    for (const width of widths) {
      const { response } = await fetchImage(`?w=${width}&q=90`, 'image/webp', small, noisy);
      expect(response.status).toBe(200);
      expect(folderBytes(cacheDir)).toBeLessThanOrEqual(0.25 * 1024 * 1024);
    }
    expect(readdirSync(cacheDir).length).toBeLessThan(widths.length);
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  it('renders at most MAX_CONCURRENT_RENDERS images at once, whatever the parallel requests', async () => {
    renderSlots.peak = 0;
    const widths = LADDER_WIDTHS.filter((width) => width >= 1100 && width <= 1600);
    const answers = await Promise.all(widths.map((width) => fetchImage(`?w=${width}&h=${width}&fit=inside&q=70`)));
    expect(answers.map((answer) => answer.response.status)).toEqual(widths.map(() => 200));
    expect(widths.length).toBeGreaterThan(MAX_CONCURRENT_RENDERS);
    expect(renderSlots.peak).toBe(MAX_CONCURRENT_RENDERS);
  });

  it('answers 404 for unknown photos and 400 for bad parameters', async () => {
    expect((await fetch(`${app.baseUrl}/api/photos/photo-missing.webp`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/photos/${photo}?w=0`)).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/photos/${photo}?mask=star`)).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/photos/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
  });
});
