// The built client's files: precompressed copies by Accept-Encoding, caching per kind of file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
let app: TestApp;

/** node:http, so the body arrives exactly as sent (fetch would decode it). */
function raw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(app.baseUrl + url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-static-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lokalno</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'tiny-XyZ.css'), 'a{}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  app = await startTestApp({ clientDir: dir });
});

describe('static client files', () => {
  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await raw('/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await raw('/assets/app-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await raw('/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, other files for an hour, and revalidates by ETag', async () => {
    const asset = await raw('/assets/app-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await raw('/assets/app-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) });
    expect(again.status).toBe(304);
    const tiny = await raw('/assets/tiny-XyZ.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never caches index.html, whether asked by name or as the shell of a route', async () => {
    const byName = await raw('/index.html');
    expect(byName.status).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-cache');
    const shell = await raw('/things-to-do', { accept: 'text/html' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 (not the shell) and hides dot folders and compressed copies', async () => {
    expect((await raw('/assets/gone-123.js')).status).toBe(404);
    expect((await raw('/.vite/manifest.json', { accept: 'application/json' })).status).toBe(404);
    expect((await raw('/assets/app-AbC123.js.br', { accept: 'application/javascript' })).status).toBe(404);
    expect((await raw('/assets/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});
