// Outbound HTTP(S) GET for addresses users type (content generation reads a provider's website), and
// POST of a body (resellers' webhooks, resellers/octo/octo-webhooks.ts: a POST never follows a redirect).
// Every hop, redirects included, is resolved and checked before connecting: only public unicast
// addresses (ipaddr.js range 'unicast', IPv4-mapped IPv6 unwrapped) unless allowed otherwise. The
// socket connects to the address that was checked (no second DNS answer can swap it), the body is
// read as a stream and dropped at the size cap, and connect and total time are bounded.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface SafeFetchTarget {
  hostname: string;
  address: string;
  port: number;
}

export interface SafeFetchOptions {
  maxBytes?: number;
  maxRedirects?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  headers?: Record<string, string>;
  /** GET (default) or POST; a POST sends `body` and answers a redirect as it is, without following it. */
  method?: 'GET' | 'POST';
  body?: Buffer;
  /** May this address be contacted? Default: public unicast only (isPublicAddress). */
  isAllowed?: (target: SafeFetchTarget) => boolean;
  /** The addresses of a host name. Default: the system resolver (all addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export const SAFE_FETCH_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRedirects: 5, connectTimeoutMs: 5_000, totalTimeoutMs: 10_000 } as const;

export type SafeFetchFailure = 'address' | 'redirect' | 'size' | 'timeout' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The address finally read, after redirects. */
  url: URL;
}

/** True for a public unicast address; false for private, loopback, link-local, CGNAT, reserved, multicast, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<string[]> {
  const entries = await dnsLookup(hostname, { all: true });
  return entries.map((entry) => entry.address);
}

/** The one address to connect to; every address the name has must be allowed (no lottery between them). */
async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(hostname) ? [hostname] : await (options.resolve ?? systemResolve)(hostname).catch(() => []);
  if (addresses.length === 0) throw new SafeFetchError('network', `cannot resolve ${hostname}`);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const isAllowed = options.isAllowed ?? ((target: SafeFetchTarget) => isPublicAddress(target.address));
  for (const address of addresses) {
    if (!isAllowed({ hostname, address, port })) throw new SafeFetchError('address', `refused address for ${hostname}`);
  }
  return addresses[0];
}

/** A lookup that answers with the checked address only, so the socket cannot reach another. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return ((_hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (lookupOptions?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function requestOnce(
  url: URL,
  address: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
  maxBytes: number,
): Promise<SafeFetchResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      lookup: pinnedLookup(address),
      signal,
      agent: false,
    });
    const connectTimer = setTimeout(
      () => request.destroy(new SafeFetchError('timeout', 'connect timed out')),
      options.connectTimeoutMs ?? SAFE_FETCH_LIMITS.connectTimeoutMs,
    );
    request.on('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      if (error instanceof SafeFetchError) reject(error);
      else if (signal.aborted) reject(new SafeFetchError('timeout', 'timed out'));
      else reject(new SafeFetchError('network', error.message));
    });
    request.on('response', (response) => {
      clearTimeout(connectTimer);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        resolve({ status, headers: response.headers, body: Buffer.alloc(0), url });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) {
        reject(new SafeFetchError('size', 'body too large'));
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) {
          // Stop reading: the rest of the body is never downloaded (the first reject wins).
          reject(new SafeFetchError('size', 'body too large'));
          response.destroy();
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks), url }));
      response.on('error', (error) =>
        reject(signal.aborted ? new SafeFetchError('timeout', 'timed out') : new SafeFetchError('network', error.message)),
      );
      response.on('aborted', () => reject(new SafeFetchError(signal.aborted ? 'timeout' : 'network', 'response aborted')));
    });
    request.end(options.method === 'POST' ? options.body : undefined);
  });
}

/** A redirect's target; a Location that is no address is the site's fault, not ours. */
function nextUrl(location: string, current: URL): URL {
  try {
    return new URL(location, current);
  } catch {
    throw new SafeFetchError('redirect', 'unreadable redirect address');
  }
}

/** GET `url`, following at most `maxRedirects` redirects, each re-checked. Throws SafeFetchError. */
export async function safeFetch(start: URL, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const signal = AbortSignal.timeout(options.totalTimeoutMs ?? SAFE_FETCH_LIMITS.totalTimeoutMs);
  let url = new URL(start);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('redirect', 'unsupported scheme');
    if (url.username || url.password) throw new SafeFetchError('redirect', 'credentials in address');
    const address = await checkedAddress(url, options);
    if (signal.aborted) throw new SafeFetchError('timeout', 'timed out');
    const response = await requestOnce(url, address, options, signal, maxBytes);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || options.method === 'POST') return response;
    if (hop >= maxRedirects) throw new SafeFetchError('redirect', 'too many redirects');
    url = nextUrl(location, url);
  }
}
