// Prometheus metrics for the operator at GET /metrics (README "Operations"): requests by method, route
// pattern and status class, the database pool, the job queues' depth, open live streams and the process.
// One registry per app (test apps share a process); no label ever carries an id, a path or a person.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import { sendError } from './rest/router.js';
import { forbidden, unauthenticated } from './shared/errors.js';
import type { QueueDepth } from './shared/jobs.js';

/** A scrape waits this long at most for the job queues' depth (PostgreSQL cancels the count then too). */
export const JOB_DEPTH_TIMEOUT_MS = 1_000;

/** Up to the default statement time-out (DB_STATEMENT_TIMEOUT_MS, 30 s); live streams land in +Inf. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Whole endpoints mounted with app.use (Apollo, graphql-sse): their mount is the route. */
const ENDPOINT_MOUNTS = new Set(['/graphql', '/graphql/stream']);
/** The REST router's mount: its routes' patterns come after it. */
const API_MOUNT = '/api';

export interface MetricsSources {
  dataSource: DataSource;
  /** Open live streams of this process (the live counter's connections, REST and GraphQL). */
  liveStreams: () => number;
  /** Answers not yet closed, streams included (draining.ts). */
  inFlight: () => number;
  /** Jobs per queue and state, one statement bounded by `timeoutMs` (JobQueue.depth). */
  jobDepth: (timeoutMs: number) => Promise<QueueDepth[]>;
}

export interface Metrics {
  /** Middleware: times every request until its answer closes. */
  track: (req: Request, res: Response, next: NextFunction) => void;
  /** The text exposition, the job queues' depth counted now (at most JOB_DEPTH_TIMEOUT_MS). */
  scrape: () => Promise<string>;
  contentType: string;
}

/**
 * The route a request matched, as a pattern (`/api/brands/:id`): the express route's path, the REST
 * router's routes under `/api`, the GraphQL endpoints' mounts; anything else (static files, unknown
 * paths) is `other`. Never the request's own path.
 */
export function routeOf(req: Pick<Request, 'route' | 'baseUrl'>): string {
  if (ENDPOINT_MOUNTS.has(req.baseUrl)) return req.baseUrl;
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  const mount = req.baseUrl === API_MOUNT ? API_MOUNT : '';
  if (typeof pattern === 'string') return `${mount}${pattern}`;
  return mount || 'other';
}

/** `2xx` … `5xx`; `aborted` when the client left before an answer started. */
function statusClassOf(res: Response): string {
  return res.headersSent ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pool = (sources.dataSource.driver as unknown as { master: pg.Pool }).master;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the close of its answer (live streams: their whole life), by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Answers not yet closed, open live streams included',
    registers: [registry],
    collect() {
      this.set(sources.inFlight());
    },
  });
  new Gauge({
    name: 'lokalno_live_streams_open',
    help: 'Open live streams (pending counter over REST and GraphQL) of this process, against LIVE_MAX_CONNECTIONS',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('lokalno_db_pool_max_connections', 'Size of the request pool (DB_POOL_SIZE)', () => pool.options.max);
  poolGauge('lokalno_db_pool_connections', 'Connections the request pool holds open (busy and idle)', () => pool.totalCount);
  poolGauge('lokalno_db_pool_idle_connections', 'Open connections of the request pool that are idle', () => pool.idleCount);
  poolGauge(
    'lokalno_db_pool_waiting_requests',
    'Callers waiting for a connection of the request pool (503 after DB_CONNECT_TIMEOUT_MS)',
    () => pool.waitingCount,
  );
  const queueJobs = new Gauge({
    name: 'lokalno_job_queue_jobs',
    help: 'Jobs per pg-boss queue waiting (created, retry) or running (active), counted at the scrape',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueCounted = new Gauge({
    name: 'lokalno_job_queue_depth_ok',
    help: `1 when the job queues were counted at this scrape, 0 when the count failed or took over ${JOB_DEPTH_TIMEOUT_MS} ms (lokalno_job_queue_jobs is then absent)`,
    registers: [registry],
  });

  // One count at a time: a scrape arriving while the last one still runs waits for that one.
  let counting: Promise<QueueDepth[]> | null = null;
  const countJobs = async (): Promise<QueueDepth[]> => {
    if (!counting) {
      const started = sources.jobDepth(JOB_DEPTH_TIMEOUT_MS);
      counting = started;
      const done = () => {
        if (counting === started) counting = null;
      };
      started.then(done, done);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('job queue count too slow')), JOB_DEPTH_TIMEOUT_MS);
    });
    try {
      return await Promise.race([counting, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    contentType: registry.contentType,
    track: (req, res, next) => {
      const stopTimer = requests.startTimer();
      res.once('close', () => {
        stopTimer({ method: METHODS.has(req.method) ? req.method : 'OTHER', route: routeOf(req), status_class: statusClassOf(res) });
      });
      next();
    },
    scrape: async () => {
      queueJobs.reset();
      try {
        for (const { queue, state, jobs } of await countJobs()) queueJobs.set({ queue, state }, jobs);
        queueCounted.set(1);
      } catch {
        queueCounted.set(0);
      }
      return registry.metrics();
    },
  };
}

export type MetricsAccess = 'allowed' | 'unauthenticated' | 'forbidden';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ip === '::1' || ip.startsWith('127.');
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics. With METRICS_TOKEN: whoever sends `Authorization: Bearer <token>`, in every
 * environment. Without it: anyone outside production; in production only a direct connection from
 * the machine itself (loopback, no forwarding header: a proxy on the same host forwards the
 * public's requests with X-Forwarded-For, as deploy/haproxy.cfg does).
 */
export function metricsAccess(config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>, req: Pick<Request, 'headers' | 'socket'>): MetricsAccess {
  if (config.METRICS_TOKEN) {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    return scheme?.toLowerCase() === 'bearer' && token && sameSecret(token, config.METRICS_TOKEN) ? 'allowed' : 'unauthenticated';
  }
  if (config.NODE_ENV !== 'production') return 'allowed';
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && isLoopback(req.socket.remoteAddress) ? 'allowed' : 'forbidden';
}

/** GET /metrics: the exposition for whoever metricsAccess lets in; 401 (with a Bearer challenge) or 403 for others. */
export function metricsEndpoint(config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>, metrics: Metrics) {
  return async (req: Request, res: Response): Promise<void> => {
    const access = metricsAccess(config, req);
    if (access !== 'allowed') {
      if (access === 'unauthenticated') res.set('WWW-Authenticate', 'Bearer');
      sendError(res, access === 'unauthenticated' ? unauthenticated() : forbidden(), { locale: req.locale, log: req.log });
      return;
    }
    const body = await metrics.scrape();
    res.set({ 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).send(body);
  };
}
