// Server rendering of public pages: the HTML arrives with the page in it (first paint without
// waiting for the JavaScript), and the client hydrates it. The client's own screens render in a
// worker thread (WORKER_CODE below), which reads the page's data from this server's public REST
// paths over loopback. Anything an anonymous caller can trigger is bounded: one worker, at most
// MAX_WAITING pages waiting for it, RENDER_TIMEOUT_MS per page, and a small cache of rendered pages
// (fresh for CACHE_TTL_MS, then served while a new render replaces it, as the public API's answers are)
// that a change of the catalog empties at once (catalog-changes.ts: a page kept under an older
// catalog version is never served, nor kept when the catalog changed while it was rendered).
// When a page is not rendered in time (or at all) the plain shell goes out and the client renders it.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Locale } from '../../shared/i18n/index.js';
import { catalogVersion } from '../catalog/catalog-changes.js';

interface RenderMessage {
  id: number;
  request: { url: string; language: Locale; publicBrowsing: boolean; apiOrigin: string };
}

interface RenderAnswer {
  id: number;
  page: RenderedPage | null;
  error?: string;
}

/**
 * The worker: imports the client's server entry (its `renderPage`) and answers one message per page,
 * by id. Plain JavaScript evaluated by the worker, so the same code runs from the build and from tests.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entryUrl);
parentPort.on('message', async ({ id, request }) => {
  try {
    const page = await (await entry).renderPage(request);
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({ id, page: null, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface RenderedPage {
  html: string;
  /** What the page was rendered with, for the client's hydration (written into the HTML as JSON). */
  state: unknown;
}

export interface PageRenderer {
  /** The page at `url` (path and query) in `language`, or null: the client renders it itself. */
  render(url: string, language: Locale): Promise<RenderedPage | null>;
  /** The server is listening: its loopback address is where the worker reads the data. */
  listening(address: AddressInfo | string | null): void;
  stop(): Promise<void>;
}

export const RENDER_TIMEOUT_MS = 2_500;
/** Pages sent to the worker and not answered yet (a page past its timeout still counts until answered). */
export const MAX_WAITING = 8;
/** A worker that has not answered for this long is stuck: it is replaced. */
const STUCK_MS = 30_000;
const CACHE_ENTRIES = 100;
/** As long as public API answers may be served from a cache (their Cache-Control max-age). */
const CACHE_TTL_MS = 10_000;
/**
 * After that, as long as they may be served while revalidated (their stale-while-revalidate): a kept
 * page goes out at once and the next visitor gets the page rendered anew in the background.
 */
const STALE_MS = 300_000;

interface Cached {
  page: RenderedPage;
  freshUntil: number;
  staleUntil: number;
  /** The catalog version read before the page was rendered. */
  version: number;
}

export interface RendererOptions {
  publicBrowsing: boolean;
  log: Logger;
  /** Tests shorten these. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  staleMs?: number;
  /** The catalog's version (catalog-changes.ts); tests give their own. */
  catalogVersion?: () => number;
}

/** Where the loopback API answers for a listening address. */
export function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The renderer for the client's server entry, or null when the client was built without one. */
export function createPageRenderer(entry: string, options: RendererOptions): PageRenderer | null {
  if (!existsSync(entry)) return null;
  const {
    log,
    timeoutMs = RENDER_TIMEOUT_MS,
    cacheTtlMs = CACHE_TTL_MS,
    staleMs = STALE_MS,
    catalogVersion: versionNow = catalogVersion,
  } = options;
  let apiOrigin: string | null = null;
  let worker: Worker | null = null;
  let nextId = 1;
  /** Pages sent to the worker: when each was sent, and who waits for it (nobody once timed out). */
  const waiting = new Map<number, { sent: number; resolve: ((page: RenderedPage | null) => void) | null }>();
  const cache = new Map<string, Cached>();
  /** Kept pages being rendered anew in the background (one render per page at a time). */
  const revalidating = new Set<string>();

  function settleAll(): void {
    for (const { resolve } of waiting.values()) resolve?.(null);
    waiting.clear();
  }

  /** Whether another page may be sent; a stuck worker is replaced (its pages go unrendered). */
  function hasRoom(): boolean {
    if (waiting.size < MAX_WAITING) return true;
    const oldest = Math.min(...[...waiting.values()].map(({ sent }) => sent));
    if (Date.now() - oldest > STUCK_MS && worker) {
      log.error('page renderer stuck: restarted');
      void worker.terminate();
      worker = null;
      settleAll();
    }
    return false;
  }

  function startWorker(): Worker {
    const started = new Worker(WORKER_CODE, { eval: true, workerData: { entryUrl: pathToFileURL(entry).href } });
    started.on('message', (answer: RenderAnswer) => {
      if (answer.error) log.warn({ error: answer.error }, 'page rendering failed');
      waiting.get(answer.id)?.resolve?.(answer.page);
      waiting.delete(answer.id);
    });
    started.on('error', (error) => log.error({ err: error }, 'page renderer stopped'));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      settleAll();
    });
    started.unref();
    return started;
  }

  function ask(url: string, language: Locale): Promise<RenderedPage | null> {
    if (apiOrigin === null || !hasRoom()) return Promise.resolve(null);
    worker ??= startWorker();
    const id = nextId++;
    const request: RenderMessage['request'] = { url, language, publicBrowsing: options.publicBrowsing, apiOrigin };
    return new Promise((resolve) => {
      const entry: { sent: number; resolve: ((page: RenderedPage | null) => void) | null } = { sent: Date.now(), resolve: null };
      const timer = setTimeout(() => {
        entry.resolve = null;
        resolve(null);
      }, timeoutMs);
      entry.resolve = (page) => {
        clearTimeout(timer);
        resolve(page);
      };
      waiting.set(id, entry);
      worker!.postMessage({ id, request } satisfies RenderMessage);
    });
  }

  function remember(key: string, page: RenderedPage, version: number): void {
    const now = Date.now();
    cache.delete(key);
    cache.set(key, { page, freshUntil: now + cacheTtlMs, staleUntil: now + cacheTtlMs + staleMs, version });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }

  async function renderAndRemember(key: string, url: string, language: Locale): Promise<RenderedPage | null> {
    const version = versionNow();
    const page = await ask(url, language);
    // The catalog changed while the page was rendered: it may show the old state, so it is not kept.
    if (page && versionNow() === version) remember(key, page, version);
    return page;
  }

  function revalidate(key: string, url: string, language: Locale): void {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    void renderAndRemember(key, url, language).finally(() => revalidating.delete(key));
  }

  return {
    async render(url, language) {
      const key = `${language} ${url}`;
      let hit = cache.get(key);
      if (hit && hit.version !== versionNow()) {
        cache.delete(key);
        hit = undefined;
      }
      const now = Date.now();
      if (hit && hit.freshUntil > now) return hit.page;
      if (hit && hit.staleUntil > now) {
        revalidate(key, url, language);
        return hit.page;
      }
      return renderAndRemember(key, url, language);
    },
    listening(address) {
      apiOrigin = loopbackOrigin(address);
      // The worker's first pages load the client's code: done now, not for the first visitors.
      if (apiOrigin) for (const url of ['/login', '/', '/things-to-do']) void ask(url, 'en');
    },
    async stop() {
      const running = worker;
      worker = null;
      settleAll();
      if (running) await running.terminate();
    },
  };
}
