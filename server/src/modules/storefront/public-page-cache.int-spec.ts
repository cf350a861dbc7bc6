// Kept public pages follow the catalog at once (catalog-changes.ts): with a server entry of the test's
// own that renders from the public REST answers (as the client's does), a service switched off leaves
// its page (404, nothing rendered) and the home page, and a new price shows on the next render, well
// inside the minute the page metadata is kept and the 10 s a rendered page is fresh. A change made
// on another connection (another instance, a script) reaches the kept pages the same way, and so do
// changes after the LISTEN connection dropped and came back. A service page asked at an old address
// is a 301 to its canonical one, with rendering on as without (page-metadata.int-spec.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicServicePath } from '../../../../common/service-links.js';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, providerWithBrand } from '../../../test/catalog.js';
import { until } from '../../../test/until.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lokalno</title></head><body><div id="root"></div></body></html>';

/** Renders a service page and the home page from the public REST answers; `render` counts renders, so a kept page shows. */
const ENTRY = `
let renders = 0;
export async function renderPage(request) {
  renders += 1;
  const get = async (path) => (await fetch(request.apiOrigin + path)).json();
  const pathname = new URL(request.url, request.apiOrigin).pathname;
  const service = /\\/(\\d+)$/.exec(pathname);
  if (service) {
    const shown = await get('/api/services/' + service[1]);
    return { html: '<main data-render="' + renders + '"><h1>' + shown.title + '</h1><p>from ' + shown.priceFrom + '</p></main>', state: {} };
  }
  if (pathname === '/') {
    const popular = await get('/api/services/popular?size=50');
    return { html: '<main data-render="' + renders + '">' + popular.content.map((s) => '<a>' + s.title + ' from ' + s.priceFrom + '</a>').join('') + '</main>', state: {} };
  }
  return null;
}
`;

/** A built client beside its server entry (dist/client and dist/ssr). */
function builtClient(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lokalno-cache-'));
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, '.vite'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), TEMPLATE);
  writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-1.js', isEntry: true } }));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
  return client;
}

let app: TestApp;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let figsId: number;
let boatId: number;

async function page(url: string) {
  const response = await fetch(app.baseUrl + url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const rendered = /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  return { status: response.status, rendered, render: Number(/data-render="(\d+)"/.exec(rendered)?.[1] ?? 0) };
}

/** What the page shows once the catalog change is heard: NOTIFY arrives just after the commit, so allow a moment (far below any TTL). */
const soon = <T>(probe: () => Promise<T | false>) => until(probe, 2_000);

const figsPath = () => publicServicePath('istria', 'Fig picking', figsId);
const boatPath = () => publicServicePath('istria', 'Boat to the islands', boatId);

beforeAll(async () => {
  app = await startTestApp({ clientDir: builtClient() });
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  provider = await providerWithBrand(app);
  figsId = await approvedService(app, provider, staff.token, { title: 'Fig picking', regionId: 1 });
  boatId = await approvedService(app, provider, staff.token, { title: 'Boat to the islands', regionId: 1 });
  // The worker starts with the app: wait until pages come rendered.
  await until(async () => (await page('/')).rendered.includes('Fig picking'), 30_000);
}, 120_000);

/** The answer itself, not where a redirect leads. */
const asked = (url: string) => fetch(app.baseUrl + url, { headers: { accept: 'text/html' }, redirect: 'manual' });

describe('a service page at an old address', () => {
  it('moves for good to the canonical address, query kept, without rendering the old one', async () => {
    const response = await asked(`/dalmatia/figs/${figsId}?people=2`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${figsPath()}?people=2`);
    expect(await response.text()).not.toContain('data-render');
    const canonical = await page(figsPath());
    expect(canonical.status).toBe(200);
    expect(canonical.rendered).toContain('Fig picking');
  });

  it('stays a 404 for an id that is no public service', async () => {
    const response = await asked('/istria/old-name/999999');
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('kept public pages', () => {
  it('are kept while nothing changes (so what follows proves something)', async () => {
    const first = await page(figsPath());
    expect(first.rendered).toContain('Fig picking');
    const again = await page(figsPath());
    expect(again.render).toBe(first.render);
    const home = await page('/');
    expect((await page('/')).render).toBe(home.render);
  });

  it('drop a service switched off at once: its page is 404 and the home page no longer lists it', async () => {
    expect((await page(figsPath())).rendered).toContain('Fig picking');
    expect((await page('/')).rendered).toContain('Fig picking');

    const off = await app.request(`/api/owner/services/${figsId}/enabled?enabled=false`, { method: 'PUT', token: provider.token });
    expect(off.status, off.text).toBe(200);
    const gone = await soon(async () => {
      const shown = await page(figsPath());
      return shown.status === 404 && shown;
    });
    expect(gone.rendered).not.toContain('Fig picking');
    const home = await soon(async () => {
      const shown = await page('/');
      return !shown.rendered.includes('Fig picking') && shown;
    });
    expect(home.rendered).toContain('Boat to the islands');

    const on = await app.request(`/api/owner/services/${figsId}/enabled?enabled=true`, { method: 'PUT', token: provider.token });
    expect(on.status, on.text).toBe(200);
    await soon(async () => (await page(figsPath())).rendered.includes('Fig picking'));
  });

  it('show a new price on the next render of the service page and the home page', async () => {
    expect((await page(boatPath())).rendered).toContain('from 35');
    expect((await page('/')).rendered).toContain('Boat to the islands from 35');
    const offers = await app.request(`/api/owner/services/${boatId}/variations`, { token: provider.token });
    const [offer] = offers.body as { id: number; name: string }[];

    const changed = await app.request(`/api/owner/services/${boatId}/variations/${offer.id}`, {
      method: 'PUT',
      token: provider.token,
      json: { name: offer.name, priceType: 'PER_PERSON', groupNumber: 1, price: 42, durationHours: 2 },
    });
    expect(changed.status, changed.text).toBe(200);
    await soon(async () => (await page(boatPath())).rendered.includes('from 42'));
    await soon(async () => (await page('/')).rendered.includes('Boat to the islands from 42'));
  });

  it("follow a change committed on another connection (another instance, a script), not only this process's own", async () => {
    expect((await page(boatPath())).rendered).toContain('Boat to the islands');
    const other = new pg.Client({ connectionString: app.db.url });
    await other.connect();
    try {
      await other.query("UPDATE service SET title = 'Boat to the blue cave' WHERE id = $1", [boatId]);
      // The old address leads to the new one, which shows the new title.
      const renamed = publicServicePath('istria', 'Boat to the blue cave', boatId);
      await soon(async () => (await asked(boatPath())).headers.get('location') === renamed);
      await soon(async () => (await page(boatPath())).rendered.includes('Boat to the blue cave'));
      await soon(async () => (await page('/')).rendered.includes('Boat to the blue cave'));
      await other.query('UPDATE service SET exclusive = true WHERE id = $1', [boatId]);
      await soon(async () => (await page(boatPath())).status === 404);
      // Neither address tells where the hidden service is.
      for (const url of [boatPath(), renamed]) {
        const hidden = await asked(url);
        expect(hidden.status, url).toBe(404);
        expect(hidden.headers.get('location'), url).toBeNull();
      }
      await soon(async () => !(await page('/')).rendered.includes('Boat to the blue cave'));
    } finally {
      await other.end();
    }
  });

  it('hear changes again after their LISTEN connection dropped', async () => {
    const listening = async () =>
      (
        await app.db.dataSource.query<{ pid: number }[]>(
          "SELECT pid FROM pg_stat_activity WHERE application_name = 'lokalno-catalog-changes' AND datname = current_database()",
        )
      ).map((row) => row.pid);
    const [before] = await listening();
    expect(before).toBeDefined();
    await app.db.dataSource.query('SELECT pg_terminate_backend($1)', [before]);
    await until(async () => {
      const now = await listening();
      return now.length === 1 && now[0] !== before;
    }, 10_000);
    expect((await page(figsPath())).rendered).toContain('Fig picking');
    const off = await app.request(`/api/owner/services/${figsId}/enabled?enabled=false`, { method: 'PUT', token: provider.token });
    expect(off.status, off.text).toBe(200);
    await soon(async () => (await page(figsPath())).status === 404);
  });
});
