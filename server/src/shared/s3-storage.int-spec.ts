// Photos in S3-compatible object storage: the app stores, serves, resizes and deletes them in a
// real S3 API server (s3rver) started by the test, signed with SigV4.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { signedIn } from '../../test/accounts.js';
import { pngImage, providerWithBrand, serviceInput, uploadServicePhoto } from '../../test/catalog.js';
import { S3Storage } from './file-storage.js';

let s3: S3rver;
let endpoint: string;
let app: TestApp;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'lokalno-s3-')),
    configureBuckets: [{ name: 'lokalno-photos', configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  app = await startTestApp({
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'lokalno-photos',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  });
});
afterAll(() => s3.close());

describe('S3-compatible photo storage', () => {
  it('stores an uploaded service photo in the bucket and serves and resizes it from there', async () => {
    const provider = await providerWithBrand(app);
    const service = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
      method: 'POST',
      json: serviceInput(),
      token: provider.token,
    });
    const uploaded = await uploadServicePhoto(app, provider.token, (service.body as { id: number }).id, await pngImage(1200, 900));
    const name = (uploaded.body as { name: string }).name;

    const bucket = new S3Storage({ endpoint, bucket: 'lokalno-photos', region: 'us-east-1', ...credentials });
    const stored = await bucket.read(name);
    expect(stored).not.toBeNull();
    expect((await sharp(stored!).metadata()).format).toBe('webp');

    const resized = await fetch(`${app.baseUrl}/api/photos/${name}?w=300`);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(318); // 300 snaps to the ladder step 318
    expect(await bucket.child('cache').read(`missing.webp`)).toBeNull();

    await app.request(`/api/owner/services/${(service.body as { id: number }).id}/photos/${name}`, {
      method: 'DELETE',
      token: provider.token,
    });
    expect(await bucket.read(name)).toBeNull();
    expect((await fetch(`${app.baseUrl}/api/photos/${name}`)).status).toBe(404);
  });

  it('keeps profile photos there too', async () => {
    const { token } = await signedIn(app);
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(await pngImage(400, 400))], { type: 'image/png' }), 'me.png');
    const response = await app.request('/api/account/photo', { method: 'POST', body: form, token });
    const photo = (response.body as { photo: string }).photo;
    const avatar = await fetch(`${app.baseUrl}${photo}?w=120&h=120&fit=crop&mask=ellipse`);
    expect((await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).width).toBe(120); // the spec's avatar size is a ladder step of its own
  });

  it('reports a failed write instead of losing the file silently', async () => {
    const missing = new S3Storage({ endpoint, bucket: 'no-such-bucket', region: 'us-east-1', ...credentials });
    await expect(missing.save('photo-x.webp', Buffer.from('x'))).rejects.toThrow(/S3 PUT photo-x.webp: 404/);
  });
});
