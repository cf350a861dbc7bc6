import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, safeFetch, SafeFetchError, type SafeFetchTarget } from './safe-fetch.js';

let site: Server;
let secret: Server;
let sitePort: number;
let secretPort: number;
let secretHits = 0;
let endlessBytes = 0;
const sockets = new Set<Socket>();

function listen(server: Server): Promise<number> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  secret = createServer((_req, res) => {
    secretHits += 1;
    res.end('internal secret');
  });
  secretPort = await listen(secret);
  site = createServer((req, res) => {
    if (req.url === '/page') return void res.end('<html>hello</html>');
    if (req.url === '/to-secret') return void res.writeHead(302, { location: `http://127.0.0.1:${secretPort}/` }).end();
    if (req.url === '/to-mapped') return void res.writeHead(301, { location: `http://[::ffff:127.0.0.1]:${secretPort}/` }).end();
    if (req.url === '/to-page') return void res.writeHead(307, { location: '/page' }).end();
    if (req.url === '/to-nowhere') return void res.writeHead(302, { location: 'http://[bad' }).end();
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) endlessBytes += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
      return;
    }
    if (req.url === '/silent') return; // accepts the connection, never answers
    res.statusCode = 404;
    res.end();
  });
  sitePort = await listen(site);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all([site, secret].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The policy under test (public unicast only), plus exactly one local test server's port. */
const onlySite = (target: SafeFetchTarget) =>
  isPublicAddress(target.address) || (target.address === '127.0.0.1' && target.port === sitePort);

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('isPublicAddress', () => {
  it('accepts public unicast and refuses every special range, IPv4-mapped IPv6 included', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:80b::200e']) expect(isPublicAddress(address), address).toBe(true);
    const special = [
      '100.64.0.1',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.0.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'not-an-ip',
    ];
    for (const address of special) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('safeFetch', () => {
  it('refuses 100.64.0.1 and ::ffff:127.0.0.1 without connecting', async () => {
    expect((await failure(safeFetch(new URL('http://100.64.0.1/')))).reason).toBe('address');
    expect((await failure(safeFetch(new URL(`http://[::ffff:127.0.0.1]:${secretPort}/`)))).reason).toBe('address');
    expect((await failure(safeFetch(new URL('http://cgnat.example/'), { resolve: async () => ['100.64.0.1'] }))).reason).toBe('address');
    expect(
      (await failure(safeFetch(new URL('http://mixed.example/'), { resolve: async () => ['93.184.216.34', '10.0.0.1'] }))).reason,
    ).toBe('address');
    expect(secretHits).toBe(0);
  });

  it('connects to the address it checked, whatever the host name', async () => {
    const response = await safeFetch(new URL(`http://www.site.example:${sitePort}/page`), {
      isAllowed: onlySite,
      resolve: async () => ['127.0.0.1'],
    });
    expect(response.body.toString()).toBe('<html>hello</html>');
  });

  it('re-checks every redirect: an allowed site redirecting to a private address is refused', async () => {
    const followed = await safeFetch(new URL(`http://127.0.0.1:${sitePort}/to-page`), { isAllowed: onlySite });
    expect(followed.url.pathname).toBe('/page');
    expect(followed.body.toString()).toBe('<html>hello</html>');

    expect((await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/to-secret`), { isAllowed: onlySite }))).reason).toBe('address');
    expect((await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/to-mapped`), { isAllowed: onlySite }))).reason).toBe('address');
    expect(secretHits).toBe(0);
    // The same redirect with every address allowed does reach the secret: the refusal above was the re-check.
    const open = await safeFetch(new URL(`http://127.0.0.1:${sitePort}/to-secret`), { isAllowed: () => true });
    expect(open.body.toString()).toBe('internal secret');
    expect(secretHits).toBe(1);
  });

  it('refuses a redirect to something that is no address as a redirect failure', async () => {
    expect((await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/to-nowhere`), { isAllowed: onlySite }))).reason).toBe('redirect');
  });

  it('follows at most 5 redirects', async () => {
    expect((await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/loop`), { isAllowed: onlySite }))).reason).toBe('redirect');
  });

  it('stops reading an endless body at the size cap', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/endless`), { isAllowed: onlySite, maxBytes: 256 * 1024 }));
    expect(error.reason).toBe('size');
    expect(Date.now() - started).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sentBefore = endlessBytes;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(endlessBytes).toBe(sentBefore); // the connection is closed: the server sends nothing more
    expect(endlessBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('times out on a server that never answers', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(new URL(`http://127.0.0.1:${sitePort}/silent`), { isAllowed: onlySite, totalTimeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
