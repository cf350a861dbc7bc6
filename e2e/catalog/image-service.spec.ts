import { expect, test } from '../test';
import sharp from 'sharp';
import { publicServices } from '../fixtures/catalog';

/** A photo the demo catalog holds (every demo service has generated photos). */
async function demoPhotoName(request: Parameters<typeof publicServices>[0]): Promise<string> {
  const catalog = await publicServices(request);
  const photo = catalog.content.find((service) => service.primaryPhoto)?.primaryPhoto;
  expect(photo, 'a demo service with a photo').toBeDefined();
  return photo!.name;
}

test.describe('image service', () => {
  test('crops a 120×120 elliptical avatar with transparent corners', async ({ request }) => {
    const name = await demoPhotoName(request);
    const response = await request.get(`/api/photos/${name}`, {
      params: { w: 120, h: 120, fit: 'crop', crop: 'faces', mask: 'ellipse' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    expect(response.headers()['cache-control']).toContain('max-age=31536000');

    const { data, info } = await sharp(await response.body())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([120, 120]);
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    // Outside the ellipse: transparent; at its centre and mid-edges: opaque.
    for (const [x, y] of [
      [0, 0],
      [119, 0],
      [0, 119],
      [119, 119],
      [4, 4],
    ])
      expect(alpha(x, y)).toBe(0);
    for (const [x, y] of [
      [60, 60],
      [60, 3],
      [3, 60],
      [116, 60],
    ])
      expect(alpha(x, y)).toBe(255);
  });

  test('resizes to the asked width and answers WebP to a browser that accepts it', async ({ request }) => {
    const name = await demoPhotoName(request);
    const response = await request.get(`/api/photos/${name}`, {
      params: { w: 400, auto: 'format' },
      headers: { Accept: 'image/webp,image/*;q=0.8' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['vary']).toMatch(/accept/i);
    const metadata = await sharp(await response.body()).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(400);
  });

  test('each srcset candidate the client builds is served at its width', async ({ request }) => {
    const name = await demoPhotoName(request);
    for (const width of [100, 108, 126, 798]) {
      const response = await request.get(`/api/photos/${name}`, { params: { auto: 'format', w: width } });
      expect(response.status()).toBe(200);
      expect((await sharp(await response.body()).metadata()).width).toBe(width);
    }
  });

  test('a width off the srcset ladder is served at the next ladder step, so the cache stays bounded', async ({ request }) => {
    const name = await demoPhotoName(request);
    const response = await request.get(`/api/photos/${name}`, { params: { w: 800 } });
    expect(response.status()).toBe(200);
    expect((await sharp(await response.body()).metadata()).width).toBe(862);
  });
});
