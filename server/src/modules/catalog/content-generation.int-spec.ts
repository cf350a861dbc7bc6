import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

const PAGE = `<!doctype html><html><head><title>Konoba Mare | Family tavern in Rovinj</title></head><body>
<nav><ul><li>Home</li><li>Contact</li></ul></nav>
<article>
<h1>Konoba Mare</h1>
<p>Konoba Mare is a family tavern in the old town of Rovinj where we have cooked for guests since 1972. Our kitchen follows the seasons of Istria.</p>
<p>In our cooking class you prepare fuži pasta by hand
and learn the secrets of Istrian truffles from our grandmother Ana.</p>
<p>The evening ends with a dinner of the dishes you cooked, paired with Malvazija wine from a neighbouring winery.</p>
<p>We also organise boat trips to the islands of the Rovinj archipelago during the summer months for small groups.</p>
<h2>What is included</h2>
<ul><li>All ingredients and aprons</li><li>Dinner with three courses</li><li>Two glasses of Malvazija wine</li><li>Recipe booklet in English</li></ul>
</article></body></html>`;

let app: TestApp;
let site: Server;
let siteUrl: string;
let token: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/broken') {
      res.statusCode = 500;
      res.end('down');
      return;
    }
    if (req.url === '/data.json') {
      res.setHeader('content-type', 'application/json');
      res.end('{"wine": true}');
      return;
    }
    if (req.url === '/empty') {
      res.setHeader('content-type', 'text/html');
      res.end('<html><body><nav>Home</nav></body></html>');
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  app = await startTestApp({ env: { SUMMARY_ALLOW_PRIVATE_HOSTS: 'true' } });
  token = (await signedIn(app, { roles: ['ROLE_OWNER'] })).token;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const summary = (url: string, keywords: string) =>
  app.request(`/api/owner/services/summary?url=${encodeURIComponent(url)}&keywords=${encodeURIComponent(keywords)}`, { token });

describe('GET /api/owner/services/summary', () => {
  it('proposes title, description, included items and characteristics ranked by the keywords', async () => {
    const response = await summary(siteUrl, 'cooking class, truffles, wine');
    expect(response.status).toBe(200);
    const body = response.body as { title: string; description: string; included: string[]; characteristics: string[]; keywords: string[] };
    expect(body.title).toBe('Konoba Mare');
    expect(body.description).toContain('cooking class');
    expect(body.description).toContain('truffles');
    expect(body.included).toContain('Two glasses of Malvazija wine');
    expect(body.included[0]).toBe('Two glasses of Malvazija wine');
    expect(body.characteristics.slice(0, 3)).toEqual(['Cooking class', 'Truffles', 'Wine']);
    expect(body.keywords).toEqual(['cooking class', 'truffles', 'wine']);
    expect(body.description).not.toMatch(/[a-z][A-Z]/);
  });

  it('falls back to http when an address without a scheme has no https', async () => {
    const response = await summary(siteUrl.replace('http://', ''), 'cooking class, wine');
    expect(response.status).toBe(200);
    expect((response.body as { sourceUrl: string }).sourceUrl).toBe(`${siteUrl}/`);
  });

  it('refuses an invalid address and too few or too long keywords with the messages', async () => {
    const badUrl = await summary('not a website', 'wine, food');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ fields: { url: 'Please enter a valid website address, e.g. www.example.com.' } });
    const one = await summary(siteUrl, 'wine');
    expect(one.body).toMatchObject({ fields: { keywords: 'Please enter at least 2 keywords, each at most two words.' } });
    const long = await summary(siteUrl, 'wine, traditional istrian cooking');
    expect(long.body).toMatchObject({ fields: { keywords: 'Please enter at least 2 keywords, each at most two words.' } });
  });

  it('says the site answered with an error status, with the status', async () => {
    const response = await summary(`${siteUrl}/broken`, 'wine, food');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'UNPROCESSABLE',
      reason: 'SITE_ERROR',
      message: 'The website refused the request (it answered with error 500). Please check the address, e.g. open it in your browser.',
    });
  });

  it('says the page had no readable text: not HTML, or nothing to propose', async () => {
    for (const path of ['/data.json', '/empty']) {
      const response = await summary(`${siteUrl}${path}`, 'wine, food');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'UNPROCESSABLE',
        reason: 'NO_TEXT',
        message: 'We found no readable text on this page. Please enter the address of the page that describes your service.',
      });
    }
  });

  it("says the address could not be reached, in the provider's language too", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await summary(`http://127.0.0.1:${port}/`, 'wine, food');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      reason: 'UNREACHABLE',
      message: 'We could not reach this website. Please check the address and that the site is online.',
    });
    const croatian = await app.request(
      `/api/owner/services/summary?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}&keywords=vino,hrana`,
      { token, headers: { 'accept-language': 'hr' } },
    );
    expect(croatian.body).toMatchObject({
      reason: 'UNREACHABLE',
      message: 'Nismo mogli pristupiti ovoj web stranici. Provjerite adresu i radi li stranica.',
    });
  });

  it('says a private address is refused unless allowed, on both APIs', async () => {
    const guarded = await startTestApp();
    const owner = await signedIn(guarded, { roles: ['ROLE_OWNER'] });
    const response = await guarded.request(`/api/owner/services/summary?url=${encodeURIComponent(siteUrl)}&keywords=wine,food`, {
      token: owner.token,
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'UNPROCESSABLE',
      reason: 'BLOCKED',
      message: 'This address cannot be read: it leads to a private or blocked address. Please enter the public address of your website.',
    });
    const graphql = await guarded.graphql(
      'query($url: String!, $keywords: String!) { generateServiceContent(url: $url, keywords: $keywords) { title } }',
      { url: siteUrl, keywords: 'wine, food' },
      { token: owner.token },
    );
    expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'UNPROCESSABLE', reason: 'BLOCKED' } });
  });
});
