// The order of a stop (SIGTERM, SIGINT), within SHUTDOWN_TIMEOUT_SECONDS: the app stops being ready
// and ends its live streams with a retry hint; the HTTP server takes no new connection and lets the
// requests in flight finish; then the app's own services, the job runner (no new job, the running one
// finishes), the mail catcher, and last the pool and the embedded PostgreSQL it runs on.
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { App } from './app.js';
import type { Runtime } from './runtime.js';

/** Share of the time the requests in flight may take; the job runner and the pool get the rest. */
const HTTP_SHARE = 0.5;
/** Share kept back at the end for the mail catcher, the pool and the embedded PostgreSQL. */
const CLOSE_SHARE = 0.2;
/** How often streams that started late are ended and connections that turned idle are closed. */
const SWEEP_MS = 100;
/** pg-boss waits at least this long for running jobs whatever it is told. */
const MIN_JOB_WAIT_MS = 1_000;

export interface RunningServer {
  server: Server;
  app: Pick<App, 'draining' | 'stop'>;
  runtime: Pick<Runtime, 'stop'>;
  mail: { stop: () => Promise<void> };
  database: { close: () => Promise<void> };
  log: Logger;
}

export async function stopGracefully(running: RunningServer, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const { app, log } = running;
  app.draining.start();
  await closeHttpServer(running.server, app.draining, timeoutMs * HTTP_SHARE, log);
  await app.stop();
  const jobTimeoutMs = Math.max(MIN_JOB_WAIT_MS, timeoutMs * (1 - CLOSE_SHARE) - (Date.now() - started));
  await running.runtime.stop({ jobTimeoutMs });
  await running.mail.stop();
  await running.database.close();
}

/** Resolves once every connection closed; after `budgetMs` the ones still open are cut. */
async function closeHttpServer(server: Server, draining: App['draining'], budgetMs: number, log: Logger): Promise<void> {
  // Whether or not the server was listening, it is closed once this resolves.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => {
    draining.endStreams();
    server.closeIdleConnections();
  }, SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    if ((await Promise.race([closed, late])) === 'late') {
      log.warn(
        { open: draining.inFlight },
        'requests still in flight when their share of SHUTDOWN_TIMEOUT_SECONDS ran out: closing their connections',
      );
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
