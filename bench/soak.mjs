// Soak: mixed traffic against the built server for SOAK_MINUTES (default 10) — guests browsing
// (rendered pages and public REST lists), guests booking through the whole flow to a paid request
// (test card 4242), the provider accepting each request, and open live streams of the provider's
// pending counter — sampling every SOAK_SAMPLE_SECONDS the server's RSS, its pool (from /metrics when
// the server has a pool gauge there, else its connections in pg_stat_activity) and the p99 latency.
// Prints the curve and a verdict: flat when, after the warm-up, the last third's median RSS is within
// 20 % of the first third's, the p99 has not more than doubled, and nothing answered 5xx.
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { publicServicePath } from '../dist/common/service-links.js';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';
import {
  api,
  bookableService,
  dayFromToday,
  login,
  median,
  percentile,
  PROVIDER,
  rssKb,
  startServer,
  stopServer,
} from './booking-setup.mjs';
import { waitUntilReady } from './server-ready.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3391);
const SMTP_PORT = PORT + 5;
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 15);
const BROWSERS = Number(process.env.SOAK_BROWSERS ?? 6);
const BOOKERS = Number(process.env.SOAK_BOOKERS ?? 2);
const STREAMS = Number(process.env.SOAK_STREAMS ?? 20);
const BROWSE_PAUSE_MS = 250;
const BOOKING_PAUSE_MS = 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const POOL_SIZE = 20;
const START_TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const GUEST = {
  email: 'soak-guest@example.com',
  phone: '+385 91 234 5678',
  message: 'Soak test.',
  confirmationSms: false,
  conditionsAccepted: true,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Every answer of the current window, and what the run counted. */
const state = {
  window: [],
  stopping: false,
  totals: { requests: 0, serverErrors: 0, networkErrors: 0, slotFull: 0, booked: 0, accepted: 0, streamEvents: 0, streamReopens: 0 },
  errors: new Map(),
};

async function call(base, kind, pathname, { method = 'GET', json, token, accept } = {}) {
  const started = performance.now();
  let status = 0;
  let body = null;
  try {
    const response = await fetch(base + pathname, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(accept ? { accept } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
  } catch (error) {
    state.totals.networkErrors += 1;
    const key = `${kind} ${error.name}: ${error.message}`;
    state.errors.set(key, (state.errors.get(key) ?? 0) + 1);
  }
  const ms = performance.now() - started;
  state.totals.requests += 1;
  if (status >= 500) {
    state.totals.serverErrors += 1;
    const key = `${kind} ${method} ${pathname.replace(/[0-9a-f-]{36}|\d+/g, ':id')} → ${status} ${body?.code ?? ''}`;
    state.errors.set(key, (state.errors.get(key) ?? 0) + 1);
  }
  state.window.push({ kind, ms, status });
  return { status, body };
}

async function browser(base, pages) {
  while (!state.stopping) {
    const [kind, pathname] = pick(pages);
    await call(base, kind, pathname, { accept: kind === 'page' ? 'text/html' : 'application/json' });
    await sleep(BROWSE_PAUSE_MS);
  }
}

/** Anonymous guest: request → recap → personal info → prepare payment → test card; the reservation goes to the provider. */
async function booker(base, service, accepting) {
  while (!state.stopping) {
    const id = randomUUID();
    const choice = {
      serviceId: service.serviceId,
      date: dayFromToday(1 + Math.floor(Math.random() * 360)),
      startTime: pick(START_TIMES),
      offers: [{ offerId: service.offerId, quantity: 2 }],
    };
    const steps = [
      ['POST', `/api/booking/request/${id}`, choice],
      ['POST', `/api/booking/request/${id}/first`, {}],
      ['POST', `/api/booking/request/${id}/second`, GUEST],
      ['GET', `/api/booking/request/${id}/prepare-payment`, undefined],
      ['POST', `/api/booking/request/${id}/test-card`, VISA],
    ];
    let last = null;
    for (const [method, pathname, json] of steps) {
      last = await call(base, 'booking', pathname, { method, json });
      if (last.status !== 200) break;
    }
    if (last.status === 200 && last.body?.reservation) {
      state.totals.booked += 1;
      accepting.push(last.body.reservation.id);
    } else if (last.body?.reason === 'SLOT_FULL') {
      state.totals.slotFull += 1;
    }
    await sleep(BOOKING_PAUSE_MS);
  }
}

/** The provider accepts every paid request (the card amount is captured, the places kept). */
async function provider(base, session, accepting) {
  while (!state.stopping || accepting.length > 0) {
    const id = accepting.shift();
    if (id === undefined) {
      await sleep(200);
      continue;
    }
    let answer = await call(base, 'accept', `/api/owner/reservations/${id}/acceptance`, { method: 'PUT', token: session.token });
    if (answer.status === 401) {
      session.token = await login(base, PROVIDER);
      answer = await call(base, 'accept', `/api/owner/reservations/${id}/acceptance`, { method: 'PUT', token: session.token });
    }
    if (answer.status === 200) state.totals.accepted += 1;
  }
}

/** A live stream of the provider's pending counter, opened again when it ends (counted). */
function liveStream(session, streams) {
  const stream = { open: false, request: null };
  const open = () => {
    if (state.stopping) return;
    stream.request = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/owner/reservations/pending/counter',
        headers: { accept: 'text/event-stream', authorization: `Bearer ${session.token}` },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reopen(res.statusCode === 401);
        }
        stream.open = true;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const blocks = (buffer + chunk).split('\n\n');
          buffer = blocks.pop();
          state.totals.streamEvents += blocks.filter((block) => block.includes('event: count')).length;
        });
        res.on('end', () => reopen(false));
      },
    );
    stream.request.on('error', () => reopen(false));
  };
  const reopen = async (expiredToken) => {
    stream.open = false;
    if (state.stopping) return;
    state.totals.streamReopens += 1;
    if (expiredToken) session.token = await login(`http://127.0.0.1:${PORT}`, PROVIDER);
    setTimeout(open, 1000);
  };
  open();
  streams.push(stream);
}

/** A mail server that takes every message and keeps none (the server sends the booking emails to it). */
function smtpSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  return new Promise((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve(server)));
}

/** A gauge of the pool's waiting requests on /metrics, when the server has one. */
async function poolGaugeReader(base) {
  const read = async () => {
    const response = await fetch(`${base}/metrics`).catch(() => null);
    if (!response?.ok) return null;
    const line = (await response.text()).split('\n').find((l) => !l.startsWith('#') && /pool\w*wait/i.test(l.split(/[{\s]/)[0]));
    return line ? { name: line.split(/[{\s]/)[0], value: Number(line.trim().split(/\s+/).pop()) } : null;
  };
  return (await read()) ? read : null;
}

const POOL_SQL = `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active,
  count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS "idleInTransaction", count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS "lockWait"
  FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lokalno'`;

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export async function run(options = {}) {
  const minutes = options.minutes ?? Number(process.env.SOAK_MINUTES ?? 10);
  const warmUpSeconds = Math.min(60, minutes * 12);
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-bench-soak-'));
    const log = createWriteStream(path.join(dataDir, 'server.log'));
    const smtp = await smtpSink();
    const server = startServer({
      port: PORT,
      databaseUrl,
      dataDir,
      log,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        DB_POOL_SIZE: String(POOL_SIZE),
        LIVE_MAX_CONNECTIONS_PER_USER: String(STREAMS + 10),
      },
    });
    const monitor = new pg.Client({ connectionString: databaseUrl });
    const base = `http://127.0.0.1:${PORT}`;
    const streams = [];
    const workers = [];
    try {
      await waitUntilReady(server, `${base}/readyz`);
      await monitor.connect();
      const service = await bookableService(base, { title: 'Soak tasting', startTimes: START_TIMES, placesPerStart: 10 });
      const session = { token: await login(base, PROVIDER) };
      const {
        content: [demo],
      } = (await api(base, '/api/services/popular?size=1')).body;
      const soakService = (await api(base, `/api/services/${service.serviceId}`)).body;
      const pages = [
        ['page', '/'],
        ['page', '/things-to-do'],
        ['page', publicServicePath(soakService.regionSlug, soakService.title, service.serviceId)],
        ['page', publicServicePath(demo.regionSlug, demo.title, demo.serviceId)],
        ['rest', '/api/services?size=20'],
        ['rest', '/api/services/popular?size=8'],
        ['rest', '/api/services/latest?size=8'],
        ['rest', '/api/categories'],
        ['rest', '/api/regions'],
        ['rest', `/api/services/${service.serviceId}`],
        ['rest', `/api/services/${demo.serviceId}/related`],
        ['rest', `/api/services/${service.serviceId}/availability?from=${dayFromToday(1)}&to=${dayFromToday(31)}`],
      ];
      const poolGauge = await poolGaugeReader(base);
      console.log(
        `soak: ${minutes} min, ${BROWSERS} browsing guests (pause ${BROWSE_PAUSE_MS} ms), ${BOOKERS} booking guests (pause ${BOOKING_PAUSE_MS} ms), the provider accepting, ${STREAMS} live streams; samples every ${SAMPLE_SECONDS} s; warm-up ${warmUpSeconds} s`,
      );
      console.log(
        `pool: ${poolGauge ? `/metrics gauge` : `/metrics has no pool gauge: connections of application_name 'lokalno' in pg_stat_activity (pool of ${POOL_SIZE}; in use = active + idle in transaction, polled every second)`}`,
      );

      for (let i = 0; i < STREAMS; i += 1) liveStream(session, streams);
      const accepting = [];
      for (let i = 0; i < BROWSERS; i += 1) workers.push(browser(base, pages));
      for (let i = 0; i < BOOKERS; i += 1) workers.push(booker(base, service, accepting));
      workers.push(provider(base, session, accepting));

      const started = performance.now();
      const rows = [];
      let poll = { inUse: [], lockWait: 0, waiting: [] };
      const poller = setInterval(async () => {
        try {
          if (poolGauge) {
            const gauge = await poolGauge();
            if (gauge) poll.waiting.push(gauge.value);
          }
          const {
            rows: [row],
          } = await monitor.query(POOL_SQL);
          poll.inUse.push(row.active + row.idleInTransaction);
          poll.lockWait = Math.max(poll.lockWait, row.lockWait);
        } catch {
          /* a missed poll */
        }
      }, 1000);
      while (performance.now() - started < minutes * 60_000) {
        await sleep(SAMPLE_SECONDS * 1000);
        const window = state.window;
        state.window = [];
        const sample = poll;
        poll = { inUse: [], lockWait: 0, waiting: [] };
        const times = window.map((a) => a.ms).sort((a, b) => a - b);
        const p99Of = (kind) =>
          percentile(
            window
              .filter((a) => a.kind === kind)
              .map((a) => a.ms)
              .sort((a, b) => a - b),
            99,
          );
        const row = {
          at: (performance.now() - started) / 1000,
          perSecond: window.length / SAMPLE_SECONDS,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          p99Page: p99Of('page'),
          p99Rest: p99Of('rest'),
          p99Booking: p99Of('booking'),
          p99Accept: p99Of('accept'),
          serverErrors: window.filter((a) => a.status >= 500).length,
          networkErrors: window.filter((a) => a.status === 0).length,
          rssMb: rssKb(server.pid) / 1024,
          inUseMean: sample.inUse.length ? sample.inUse.reduce((a, b) => a + b, 0) / sample.inUse.length : NaN,
          inUseMax: Math.max(...sample.inUse),
          lockWait: sample.lockWait,
          waitingMax: sample.waiting.length ? Math.max(...sample.waiting) : NaN,
          streamsOpen: streams.filter((s) => s.open).length,
          booked: state.totals.booked,
          accepted: state.totals.accepted,
          load: loadavg()[0],
        };
        rows.push(row);
        if (rows.length === 1)
          console.log(
            '| t | req/s | p50 ms | p99 ms | p99 page / REST / booking / accept ms | 5xx | RSS MB | pool in use mean / max | lock waits | pool waiting | streams | booked / accepted | load |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|',
          );
        const t = `${Math.floor(row.at / 60)}:${String(Math.round(row.at % 60)).padStart(2, '0')}`;
        console.log(
          `| ${t}${row.at <= warmUpSeconds ? ' (warm-up)' : ''} | ${fmt(row.perSecond, 1)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.p99Page)} / ${fmt(row.p99Rest)} / ${fmt(row.p99Booking)} / ${fmt(row.p99Accept)} | ${row.serverErrors + row.networkErrors} | ${fmt(row.rssMb)} | ${fmt(row.inUseMean, 1)} / ${fmt(row.inUseMax)} | ${row.lockWait} | ${poolGauge ? fmt(row.waitingMax) : 'n/a'} | ${row.streamsOpen} | ${row.booked} / ${row.accepted} | ${fmt(row.load, 1)} |`,
        );
      }
      state.stopping = true;
      clearInterval(poller);
      for (const stream of streams) stream.request?.destroy();
      await Promise.all(workers);

      const measured = rows.filter((row) => row.at > warmUpSeconds);
      const third = Math.max(1, Math.floor(measured.length / 3));
      const first = measured.slice(0, third);
      const last = measured.slice(-third);
      const rssFirst = median(first.map((r) => r.rssMb));
      const rssLast = median(last.map((r) => r.rssMb));
      const p99First = median(first.map((r) => r.p99));
      const p99Last = median(last.map((r) => r.p99));
      const { totals } = state;
      const reasons = [];
      if (measured.length < 3) reasons.push(`only ${measured.length} windows after the warm-up`);
      if (rssLast > rssFirst * 1.2) reasons.push(`RSS grew ${fmt((rssLast / rssFirst - 1) * 100)} %`);
      if (p99Last > p99First * 2) reasons.push(`p99 grew ${fmt(p99Last / p99First, 1)}×`);
      if (totals.serverErrors > 0) reasons.push(`${totals.serverErrors} answers 5xx`);
      if (totals.networkErrors > 0) reasons.push(`${totals.networkErrors} requests failed or timed out`);
      console.log(
        `totals: ${totals.requests} requests, ${totals.booked} paid requests, ${totals.accepted} accepted, ${totals.slotFull} refused SLOT_FULL, ${totals.streamEvents} stream events, ${totals.streamReopens} stream reopens, ${totals.serverErrors} 5xx, ${totals.networkErrors} failed`,
      );
      for (const [error, count] of state.errors) console.log(`  ${count}× ${error}`);
      console.log(
        `after warm-up, first third vs last third (${third} windows each): RSS median ${fmt(rssFirst)} → ${fmt(rssLast)} MB (${fmt((rssLast / rssFirst - 1) * 100, 1)} %), p99 median ${fmt(p99First)} → ${fmt(p99Last)} ms (${fmt(p99Last / p99First, 2)}×)`,
      );
      console.log(`verdict: ${reasons.length === 0 ? 'flat' : `NOT flat (${reasons.join('; ')})`}`);
    } finally {
      state.stopping = true;
      for (const stream of streams) stream.request?.destroy();
      await monitor.end().catch(() => undefined);
      await stopServer(server);
      log.end();
      await new Promise((resolve) => smtp.close(resolve));
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
