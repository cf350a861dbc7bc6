// The page renderer: the server (server/src/modules/storefront/page-renderer.ts) renders public
// pages with the client's own screens, so the first paint comes with the HTML and the browser only
// hydrates it. It renders for a guest paying in EUR, in the page's language, with the public REST
// answers it asked for itself; one page at a time, since the stores (the language, the kept answers)
// are the module's own.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiOrigin } from '../shared/api/rest';
import { collectServerLoads, keepAnswers, keptAnswers, stopCollectingServerLoads } from '../shared/api/use-public-data';
import { setLanguage } from '../shared/i18n/language-store';
import type { Language } from '../shared/i18n/languages';
import { loadMessages } from '../shared/i18n/load-messages';
import { AppProviders } from './app-providers';
import { buildRoutes } from './router/route-table';
import type { SsrState } from './ssr/ssr-state';

export interface PageRequest {
  /** Path and query, e.g. `/things-to-do?category=wine`. */
  url: string;
  language: Language;
  publicBrowsing: boolean;
  /** Where the server's own REST API answers (loopback). */
  apiOrigin: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  state: SsrState;
}

/**
 * Rounds of rendering: a round that suspended (a screen's code not loaded yet) or asked for answers
 * is rendered again once they are there; a page that still has not settled is left to the client.
 */
const MAX_ROUNDS = 6;
/** How long a round waits for code that suspended it (chunks are local files: a few milliseconds). */
const CODE_WAIT_MS = 5;

/** A Suspense boundary left pending or to the client: the markup is not the finished page. */
const UNFINISHED = /<!--\$[?!]-->/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderOnce(request: PageRequest): Promise<RenderedPage | null> {
  const handler = createStaticHandler(buildRoutes({ publicBrowsing: request.publicBrowsing }));
  const context = await handler.query(new Request(new URL(request.url, request.apiOrigin), { headers: { Accept: 'text/html' } }));
  // A redirect (closed browsing, a signed-in-only path) or a failed loader: the client handles those.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const loads = collectServerLoads();
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const html = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const unfinished = UNFINISHED.test(html);
    if (loads.size === 0 && !unfinished) {
      return { html, state: { url: request.url, language: request.language, answers: keptAnswers(), loaderData: context.loaderData } };
    }
    if (unfinished) await pause(CODE_WAIT_MS);
    const keys = [...loads.keys()];
    // A failed answer would render the page's error state: the client asks again instead.
    const answers = await Promise.all(loads.values());
    keepAnswers(Object.fromEntries(keys.map((key, index) => [key, answers[index]])));
    loads.clear();
  }
  return null;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page (null when the client should render it itself); pages are rendered one after another. */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const run = async () => {
    setApiOrigin(request.apiOrigin);
    await loadMessages(request.language);
    setLanguage(request.language);
    try {
      return await renderOnce(request);
    } finally {
      stopCollectingServerLoads();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
