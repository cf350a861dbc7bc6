// The HTTP application: health probes, GraphQL (Apollo) with its SSE stream and playground,
// the REST facade at /api with its OpenAPI document, and the built client with history fallback.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { createHandler as createSseHandler } from 'graphql-sse/lib/use/express';
import type { Config } from './config.js';
import { createContext, type RequestContext } from './context.js';
import { authenticateToken } from './modules/accounts/tokens.js';
import { referralOf } from './modules/partners/referral.service.js';
import type { FileStorage } from './shared/file-storage.js';
import type { JobQueue } from './shared/jobs.js';
import { bearerToken, parseCookies, REFERRAL_HEADER } from './rest/http.js';
import { getSchema } from './schema.js';
import { localExecutionGateway } from './graphql-execution.js';
import { formatGraphQLError, formatStreamResult } from './shared/graphql-errors.js';
import { checkStreamDocument, hideSuggestions, hideSuggestionsPlugin, limitParseOptions, limitRules } from './shared/graphql-limits.js';
import { noStorePlugin } from './shared/graphql-no-store.js';
import { DomainError } from './shared/errors.js';
import { presentError } from './shared/error-presenter.js';
import { MAX_JSON_BYTES } from './shared/limits.js';
import { assertShallow } from './shared/validation.js';
import { negotiateLocale } from './shared/i18n/index.js';
import { runInRequestScope } from './shared/request-scope.js';
import { projectRoot } from './shared/project-root.js';
import { requestLog } from './request-log.js';
import { indexHtmlRenderer } from './modules/storefront/index-html.js';
import { screenOf } from './modules/storefront/route-chunks.js';
import { cachedPageMetadata, type PageMetadata, type PageRedirect } from './modules/storefront/page-metadata.service.js';
import { robotsTxt, sitemapEntries, sitemapXml } from './modules/storefront/sitemap.service.js';
import { createPageRenderer, type RenderedPage } from './modules/storefront/page-renderer.js';
import { sendHtml } from './rest/html-response.js';
import { serveStaticClient } from './static-files.js';
import type { SmsCatcher } from './modules/notifications/sms-catcher.js';
import { smsCatcherEnabled, smsCatcherRoutes } from './rest/sms-catcher-pages.js';
import { openSmsLink } from './modules/reservations/booking-sms.js';
import { openWaitlistSmsLink } from './modules/waitlist/waitlist-sms.js';
import { isLocale, type Locale } from './shared/i18n/index.js';
import { buildApiRouter, httpError, sendError } from './rest/router.js';
import { buildOpenApiDocument } from './rest/openapi.js';
import { apiRoutes } from './rest/routes.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookHandlers } from './rest/payment-webhook.js';
import { OCTO_BASE_PATH, octoRouter } from './rest/octo.routes.js';
import { registerBookingPaymentEvents } from './modules/reservations/booking-payment.events.js';
import { startPendingCounter } from './modules/provider-desk/pending-counter.js';
import { Draining } from './draining.js';
import { poolProbe } from './readiness.js';
import { createMetrics, metricsEndpoint } from './metrics.js';

export interface AppOptions {
  config: Config;
  dataSource: DataSource;
  log: Logger;
  jobs: JobQueue;
  storage: FileStorage;
  clientDir?: string;
  /** The local SMS catcher (runtime.ts) to show at /dev/sms, when there is one. */
  smsCatcher?: SmsCatcher | null;
}

export interface App {
  express: express.Express;
  /** The HTTP server listens at `address`: public pages can be rendered on the server from then on. */
  listening: (address: AddressInfo | string | null) => void;
  /** The stop's first step (shutdown.ts): not ready any more, live streams ended, connections closing. */
  draining: Draining;
  /** After the HTTP server closed: the page renderer, the live counter's connection, Apollo. */
  stop: () => Promise<void>;
}

/**
 * A public service page's redirect to its canonical address: kept as briefly as the public API's answer
 * about the same service (GET /api/services/{id}), since a rename or hiding changes it again.
 */
const PAGE_REDIRECT_CACHE = 'public, max-age=60';

/**
 * Errors before Apollo ran (malformed JSON, a body over the limit, nesting too deep) in the
 * GraphQL-over-HTTP shape `{ errors: [{ message, extensions: { code } }] }`.
 */
function graphqlHttpErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  void next;
  const { status, body } = presentError(httpError(error), req.locale ?? 'en', req.log);
  res.status(status).json({ errors: [{ message: body.message, extensions: { code: body.code } }] });
}

function shallowGraphQLBody(req: Request, _res: Response, next: NextFunction): void {
  assertShallow(req.body);
  next();
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config, dataSource, log } = options;
  const schema = await getSchema();
  const suggestions = config.GRAPHQL_FIELD_SUGGESTIONS ?? config.NODE_ENV !== 'production';
  const clientDir = options.clientDir ?? path.join(projectRoot(), 'dist', 'client');
  // The live pending counter's LISTEN connection and its listeners (GraphQL subscription, REST stream).
  const pendingCounter = startPendingCounter({ dataSource, config, log });
  // The client's server entry sits beside the client's build (dist/ssr next to dist/client).
  const pageRenderer = config.SERVER_RENDERING
    ? createPageRenderer(path.join(path.dirname(clientDir), 'ssr', 'entry-server.js'), { publicBrowsing: config.PUBLIC_BROWSING, log })
    : null;

  const contextFor = async (req: Request): Promise<RequestContext> =>
    createContext({
      dataSource,
      config,
      jobs: options.jobs,
      storage: options.storage,
      locale: req.locale,
      user: await authenticateToken({ dataSource, config }, bearerToken(req)),
      log: req.log ?? log,
      ip: req.ip,
      // Read once here: the visibility predicate and a new booking request's attribution use it.
      referral: await referralOf({ dataSource, config }, req.get(REFERRAL_HEADER)),
    });

  const draining = new Draining();
  const poolAnswers = poolProbe(dataSource);
  const metrics = createMetrics({
    dataSource,
    liveStreams: () => pendingCounter.connectionCount,
    inFlight: () => draining.inFlight,
    jobDepth: (timeoutMs) => options.jobs.depth(timeoutMs),
  });

  const app = express();
  app.use(draining.track);
  app.use(metrics.track);
  app.disable('x-powered-by');
  // ETags only where set on purpose (public API answers, static files): none on private answers.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestLog(log));
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.locale = negotiateLocale(req.get('accept-language'), parseCookies(req.get('cookie')).lang);
    runInRequestScope({ locale: req.locale, log: req.log }, next);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Not ready while stopping (at once, so load balancers move away) or when the pool does not run
  // `select 1` within a second; /healthz stays 200 meanwhile: the process itself is fine.
  app.get('/readyz', async (_req, res) => {
    if (draining.active) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    if (await poolAnswers()) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'unavailable' });
  });
  // For the operator's scraper: METRICS_TOKEN, else open outside production and from the machine itself in it.
  app.get('/metrics', metricsEndpoint(config, metrics));

  // The live stream refuses a token that is invalid, expired or revoked outright (401), so a
  // signed-out browser stops listening instead of receiving anonymous events.
  app.use('/graphql/stream', async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (token && !(await authenticateToken({ dataSource, config }, token))) {
      sendError(res, new DomainError('UNAUTHENTICATED', { id: 'account.sessionExpired' }), { locale: req.locale, log: req.log });
      return;
    }
    next();
  });
  app.use(
    '/graphql/stream',
    createSseHandler({
      schema,
      // The stream executes on its own, so it parses and validates under the same limits as /graphql.
      onSubscribe: async (req, params) => {
        const checked = checkStreamDocument(typeof params.query === 'string' ? params.query : '', {
          schema,
          introspection: config.GRAPHQL_INTROSPECTION,
          suggestions,
        });
        if ('errors' in checked) {
          return [
            JSON.stringify({ errors: checked.errors }),
            { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
          ];
        }
        const contextValue = (await contextFor(req.raw)) as unknown as Record<PropertyKey, unknown>;
        return { schema, document: checked.document, operationName: params.operationName, variableValues: params.variables, contextValue };
      },
      onNext: (_ctx, _req, result) => {
        if (!suggestions) for (const error of result.errors ?? []) error.message = hideSuggestions(error.message);
        return formatStreamResult(result);
      },
    }),
  );

  const playground = path.join(clientDir, 'graphiql.html');
  const sendPlayground = (_req: Request, res: Response, next: NextFunction) => {
    if (!config.GRAPHQL_PLAYGROUND || !existsSync(playground)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(playground);
  };
  app.get('/graphiql', sendPlayground);
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query) return sendPlayground(req, res, next);
    next();
  });

  const apollo = new ApolloServer<RequestContext>({
    gateway: localExecutionGateway(schema, log),
    introspection: config.GRAPHQL_INTROSPECTION,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    // Apollo would stop itself on SIGTERM at once, failing the requests still in flight; the
    // process's own orderly stop (shutdown.ts) stops it once the HTTP server has drained.
    stopOnTerminationSignals: false,
    parseOptions: limitParseOptions,
    validationRules: limitRules,
    // No per-field cache hints exist, so Apollo's cache-control plugin would only wrap every field's
    // resolver of every request to end up at `no-store`; noStorePlugin sends that header directly.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      ...(suggestions ? [] : [hideSuggestionsPlugin()]),
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: MAX_JSON_BYTES }),
    shallowGraphQLBody,
    expressMiddleware(apollo, { context: ({ req }) => contextFor(req) }),
    graphqlHttpErrors,
  );

  const anonymousContext = (req: Request, locale: Locale): RequestContext =>
    createContext({
      dataSource,
      config,
      jobs: options.jobs,
      storage: options.storage,
      locale,
      user: null,
      log: req.log ?? log,
      ip: req.ip,
    });

  // Before the API router: the webhook reads its body raw (the signature covers the exact bytes).
  registerBookingPaymentEvents();
  app.post(STRIPE_WEBHOOK_PATH, ...stripeWebhookHandlers((req) => anonymousContext(req, 'en')));

  // Built on the first request and kept: the document is large and most starts never serve it.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    openApi ??= buildOpenApiDocument(apiRoutes, schema, config.publicUrl);
    res.set('Cache-Control', 'no-cache').json(openApi);
  });
  // Before the API router: OCTO's own shapes and errors, authenticated by reseller keys (not user tokens).
  app.use(
    OCTO_BASE_PATH,
    octoRouter((req) => anonymousContext(req, 'en')),
  );
  app.use('/api', buildApiRouter(apiRoutes, schema, contextFor));

  if (options.smsCatcher && smsCatcherEnabled(config)) app.use(smsCatcherRoutes(options.smsCatcher, config));
  // The short link of a booking SMS: on to the guest's reservation page with its token.
  app.get('/s/:number/:code', async (req, res) => {
    const link = await openSmsLink(anonymousContext(req, req.locale), req.params.number, req.params.code);
    if (!link) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set('Cache-Control', 'private, no-store').redirect(302, link);
  });

  // The short link of a waitlist offer's SMS: on to the booking flow with the offer's token while the offer is open.
  app.get('/w/:reference/:code', async (req, res) => {
    const link = await openWaitlistSmsLink(anonymousContext(req, req.locale), req.params.reference, req.params.code);
    if (!link) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set('Cache-Control', 'private, no-store').redirect(302, link);
  });

  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(config.publicUrl, config.PUBLIC_BROWSING));
  });
  // While public browsing is closed there are no public pages to list.
  app.get('/sitemap.xml', async (req, res) => {
    if (!config.PUBLIC_BROWSING) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const entries = await sitemapEntries(anonymousContext(req, 'en'));
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemapXml(entries, config.publicUrl));
  });

  if (existsSync(clientDir)) {
    app.use(serveStaticClient(clientDir));
    const renderIndexHtml = indexHtmlRenderer(path.join(clientDir, 'index.html'));
    const pageMetadataOf = cachedPageMetadata();
    app.get('/{*splat}', async (req, res, next) => {
      if (!req.accepts('html')) return next();
      // A page's language is addressed by ?lang=hr (what hreflang links point to), else the reader's own.
      const asked = req.query.lang;
      const locale = isLocale(asked) ? asked : req.locale;
      let page: PageMetadata | PageRedirect | null = null;
      // Closed browsing: the client sends every storefront page to login, so nothing is described.
      if (config.PUBLIC_BROWSING) {
        try {
          page = await pageMetadataOf(anonymousContext(req, locale), req.path, config.publicUrl);
        } catch (error) {
          // The page still works without its metadata; the client fetches its data itself.
          req.log.error({ err: error }, 'page metadata failed');
        }
      }
      if (page?.status === 301) {
        // An old or mistyped address of a public service: to its canonical one, with the query kept.
        const query = req.originalUrl.indexOf('?');
        res.set('Cache-Control', PAGE_REDIRECT_CACHE).redirect(301, page.location + (query === -1 ? '' : req.originalUrl.slice(query)));
        return;
      }
      // What the client will show: ?lang, else its stored choice (mirrored in the cookie), not Accept-Language.
      const clientLanguage = [asked, parseCookies(req.get('cookie')).lang].find(isLocale);
      // Public pages (and login) come rendered, as a guest sees them, in the client's language; the client renders the rest.
      const renderable = pageRenderer && (page?.status === 200 || (req.path === '/login' && Object.keys(req.query).length === 0));
      let rendered: RenderedPage | null = null;
      if (renderable) rendered = await pageRenderer.render(req.originalUrl, clientLanguage ?? 'en');
      const html = renderIndexHtml({
        publicBrowsing: config.PUBLIC_BROWSING,
        head: page?.head,
        locale,
        publicUrl: config.publicUrl,
        screen: screenOf(req.path, config.PUBLIC_BROWSING),
        clientLanguage,
        rendered,
      });
      if (html === null) return next();
      res
        .status(page?.status ?? 200)
        .set('Cache-Control', 'no-cache')
        .vary('Accept-Language')
        .vary('Cookie');
      sendHtml(req, res, html);
    });
  }

  app.use((req: Request, res: Response) => {
    res.status(404).json({ code: 'NOT_FOUND', message: `Not found: ${req.method} ${req.path}` });
  });
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    // The browser went away mid-answer (a closed tab, a cancelled image): nothing to answer, nothing wrong here.
    if (req.destroyed || ['ECONNABORTED', 'ECONNRESET', 'EPIPE'].includes((error as { code?: string }).code ?? '')) {
      (req.log ?? log).debug({ route: req.route?.path }, 'request aborted by the client');
      if (!res.headersSent) res.end();
      return;
    }
    if ((error as { status?: number }).status === 404) {
      res.status(404).json({ code: 'NOT_FOUND', message: `Not found: ${req.method} ${req.path}` });
      return;
    }
    sendError(res, httpError(error), { locale: req.locale ?? 'en', log: req.log ?? log });
  });

  return {
    express: app,
    listening: (address) => pageRenderer?.listening(address),
    draining,
    stop: async () => {
      await pageRenderer?.stop();
      await pendingCounter.stop();
      await apollo.stop();
    },
  };
}
