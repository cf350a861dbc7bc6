// The page renderer's worker, bounds and cache, with a real worker thread running a small server
// entry of the test's own (the client's entry is tested by the e2e suite, on the built client).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageRenderer, loopbackOrigin, MAX_WAITING, type PageRenderer, type RenderedPage } from './page-renderer.js';

/** Renders `/slow…` after 1 s, `/fail` throws; answers carry a count of calls, so a cache hit shows. */
const ENTRY = `
let calls = 0;
export async function renderPage(request) {
  calls += 1;
  if (request.url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
  if (request.url === '/fail') throw new Error('render failed');
  if (request.url === '/none') return null;
  return { html: '<main>' + request.url + ' ' + request.language + '</main>', state: { calls, apiOrigin: request.apiOrigin, publicBrowsing: request.publicBrowsing } };
}
`;

function entryFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-renderer-'));
  const file = path.join(dir, 'entry-server.js');
  writeFileSync(file, ENTRY);
  return file;
}

const log = pino({ level: 'silent' });
const ADDRESS = { address: '0.0.0.0', family: 'IPv4', port: 4321 };
let renderer: PageRenderer | null = null;

afterEach(async () => {
  await renderer?.stop();
  renderer = null;
});

/** A renderer whose worker has started and answered its warm-up page. */
async function start(
  options: { timeoutMs?: number; cacheTtlMs?: number; staleMs?: number; catalogVersion?: () => number } = {},
): Promise<PageRenderer> {
  renderer = createPageRenderer(entryFile(), { publicBrowsing: true, log, ...options });
  expect(renderer).not.toBeNull();
  renderer!.listening(ADDRESS);
  // The worker's start may take longer than a short timeout: the warm-up page is asked until it comes.
  let warm = null;
  for (let attempt = 0; attempt < 50 && !warm; attempt += 1) warm = await renderer!.render(`/warm-${attempt}`, 'en');
  expect(warm).not.toBeNull();
  return renderer!;
}

describe('loopbackOrigin', () => {
  it('reaches a server listening on every address through 127.0.0.1', () => {
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 80 })).toBe('http://127.0.0.1:80');
  });

  it('keeps a specific address, bracketing IPv6', () => {
    expect(loopbackOrigin({ address: '10.0.0.5', family: 'IPv4', port: 3000 })).toBe('http://10.0.0.5:3000');
    expect(loopbackOrigin({ address: 'fd00::5', family: 'IPv6', port: 3000 })).toBe('http://[fd00::5]:3000');
  });

  it('has none for a pipe or a server not listening', () => {
    expect(loopbackOrigin('/tmp/socket')).toBeNull();
    expect(loopbackOrigin(null)).toBeNull();
  });
});

describe('createPageRenderer', () => {
  it('is off when the client was built without its server entry', () => {
    expect(createPageRenderer('/nonexistent/entry-server.js', { publicBrowsing: true, log })).toBeNull();
  });

  it('renders nothing before the server listens', async () => {
    renderer = createPageRenderer(entryFile(), { publicBrowsing: true, log });
    expect(await renderer!.render('/', 'en')).toBeNull();
  });

  it('renders a page in the worker with the loopback origin and the language', async () => {
    const page = await (await start()).render('/things-to-do?q=wine', 'hr');
    expect(page).toEqual({
      html: '<main>/things-to-do?q=wine hr</main>',
      state: { calls: expect.any(Number), apiOrigin: 'http://127.0.0.1:4321', publicBrowsing: true },
    });
  });

  it('keeps a rendered page for a while, per address and language', async () => {
    const pages = await start();
    const first = await pages.render('/about-us', 'en');
    expect(await pages.render('/about-us', 'en')).toBe(first);
    const croatian = await pages.render('/about-us', 'hr');
    expect(croatian?.html).toBe('<main>/about-us hr</main>');
    expect((croatian?.state as { calls: number }).calls).toBeGreaterThan((first?.state as { calls: number }).calls);
  });

  it('renders again once the kept page is out of date', async () => {
    const pages = await start({ cacheTtlMs: 1, staleMs: 0 });
    const first = await pages.render('/help', 'en');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await pages.render('/help', 'en');
    expect((second?.state as { calls: number }).calls).toBeGreaterThan((first?.state as { calls: number }).calls);
  });

  it('serves a stale page at once while one render replaces it in the background', async () => {
    const pages = await start({ cacheTtlMs: 1, staleMs: 60_000 });
    const callsOf = (page: RenderedPage | null) => (page?.state as { calls: number }).calls;
    const first = await pages.render('/slow-stale', 'en');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The render takes 1 s: the stale page comes back without waiting for it, to every caller.
    const started = Date.now();
    const stale = await Promise.all([pages.render('/slow-stale', 'en'), pages.render('/slow-stale', 'en')]);
    expect(Date.now() - started).toBeLessThan(500);
    expect(stale).toEqual([first, first]);
    // Once the one background render is done, the new page is kept and served.
    let fresh = first;
    for (let attempt = 0; attempt < 40 && fresh === first; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      fresh = await pages.render('/slow-stale', 'en');
    }
    expect(callsOf(fresh)).toBe(callsOf(first) + 1);
  });

  it('renders again at once, even a stale-while-revalidate page, once the catalog changed', async () => {
    let version = 1;
    const pages = await start({ cacheTtlMs: 60_000, staleMs: 60_000, catalogVersion: () => version });
    const callsOf = (page: RenderedPage | null) => (page?.state as { calls: number }).calls;
    const first = await pages.render('/brand/vina/1', 'en');
    expect(await pages.render('/brand/vina/1', 'en')).toBe(first);
    version += 1;
    const second = await pages.render('/brand/vina/1', 'en');
    expect(callsOf(second)).toBeGreaterThan(callsOf(first));
    expect(await pages.render('/brand/vina/1', 'en')).toBe(second);
  });

  it('does not keep a page rendered while the catalog changed (it may show the old catalog)', async () => {
    let version = 1;
    const pages = await start({ catalogVersion: () => version });
    const callsOf = (page: RenderedPage | null) => (page?.state as { calls: number }).calls;
    const rendering = pages.render('/slow-changed', 'en');
    version += 1;
    const during = await rendering;
    const after = await pages.render('/slow-changed', 'en');
    expect(callsOf(after)).toBeGreaterThan(callsOf(during));
  });

  it('gives up on a page past its time, and the worker goes on with the next', async () => {
    const pages = await start({ timeoutMs: 300 });
    expect(await pages.render('/slow', 'en')).toBeNull();
    expect(await pages.render('/fast', 'en')).toMatchObject({ html: '<main>/fast en</main>' });
  });

  it('answers null for a page that fails or that the client must render', async () => {
    const pages = await start();
    expect(await pages.render('/fail', 'en')).toBeNull();
    expect(await pages.render('/none', 'en')).toBeNull();
    expect(await pages.render('/after', 'en')).toMatchObject({ html: '<main>/after en</main>' });
  });

  it(`sends at most ${MAX_WAITING} pages to the worker at once; the others get the shell at once`, async () => {
    const pages = await start({ timeoutMs: 5_000 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: MAX_WAITING + 3 }, (_, index) => pages.render(`/slow-${index}`, 'en')));
    expect(answers.filter((page) => page !== null)).toHaveLength(MAX_WAITING);
    expect(answers.slice(MAX_WAITING).every((page) => page === null)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
