// Two instances behind a real load balancer: HAProxy, run with the committed deploy/haproxy.cfg, in
// front of two built servers (node dist/server/src/main.js) on one test database. A provider listens
// to the live pending counter on the second instance while a guest books through the balancer. Then,
// amid public GETs and whole bookings through the balancer, the first instance is SIGKILLed while a
// GET and a POST (pinned to it, held on row locks the test takes) are under way there: HAProxy
// replays the GET on the other instance, the POST is not replayed and the client sends it again
// (the booking calls are retry-safe). Every call ends in success, every reservation answered 200
// exists once, and the live counters (on the survivor, and reconnected through the balancer) match.
// HAProxy must be installed (Debian package haproxy; .ci/run installs it): without it this fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../common/weekdays.js';
import { signedIn } from '../test/accounts.js';
import type { TestApp } from '../test/app.js';
import { requestReadyToPay } from '../test/booking.js';
import { builtServerEntry } from '../test/built-server.js';
import { approvedService, providerWithBrand } from '../test/catalog.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { MailCapture } from '../test/mail.js';
import { openSse, pendingCounterStream } from '../test/sse.js';
import { until } from '../test/until.js';
import { projectRoot } from './shared/project-root.js';
import { freePort } from '../test/free-port.js';

const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
/** Whole bookings made while the first instance dies: it is killed once KILL_AFTER of them are done. */
const BOOKINGS = 8;
const KILL_AFTER = 2;
/** One attempt of a call; then the whole call (the client's retries included). */
const ATTEMPT_TIMEOUT_MS = 20_000;
const CALL_DEADLINE_MS = 45_000;

interface Child {
  name: string;
  process: ChildProcess;
  output: string;
  exited: Promise<void>;
}

const children: Child[] = [];
let haproxy: string;
/** dist/server/src/main.js, built once for both instances. */
let entry: string;
/** How long each step took, in ms (printed at the end: this test runs long on a busy machine). */
const timings: Record<string, number> = {};
let db: TestDatabase;
let mail: MailCapture;
/** The instances' shared DATA_DIR. */
let dataDir: string | undefined;
let balancerUrl: string;
/** The instances' own addresses, by HAProxy's server name. */
const instanceUrl: Record<string, string> = {};
/** The fixtures' view of the app: requests through the balancer, users straight into the database. */
let lb: Pick<TestApp, 'db' | 'request'>;
let provider: Awaited<ReturnType<typeof providerWithBrand>>;
let serviceId: number;
let offerId: number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(step: string, work: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[step] = Date.now() - started;
  }
}

/** HAProxy's binary: HAPROXY_PATH, else on PATH, else Debian's /usr/sbin (not on every user's PATH). */
function haproxyBinary(): string {
  for (const candidate of [process.env.HAPROXY_PATH, 'haproxy', '/usr/sbin/haproxy']) {
    if (candidate && !spawnSync(candidate, ['-v']).error) return candidate;
  }
  throw new Error('HAProxy is not installed: this test needs it (apt-get install haproxy; .ci/run installs it), or set HAPROXY_PATH');
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry: Child = { name, process: child, output: '', exited: new Promise((resolve) => child.once('exit', () => resolve())) };
  child.stdout!.on('data', (chunk: Buffer) => (entry.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (entry.output += chunk.toString()));
  children.push(entry);
  return entry;
}

const running = (child: Child) => child.process.exitCode === null && child.process.signalCode === null;

async function stopAll(): Promise<void> {
  const left = children.filter(running);
  for (const child of left) child.process.kill('SIGKILL');
  await Promise.all(left.map((child) => child.exited));
}

/** Even when the test runner itself goes down, no server or balancer outlives it. */
const killOnExit = () => children.filter(running).forEach((child) => child.process.kill('SIGKILL'));

async function startInstance(name: string, port: number, smtpUrl: string): Promise<Child> {
  const child = start(name, process.execPath, ['--enable-source-maps', entry], {
    NODE_ENV: 'test',
    // Both instances sign and check the same tokens.
    JWT_SECRET: 'load-balancer-test-key-of-more-than-32-characters',
    DATABASE_URL: db.url,
    DB_POOL_SIZE: '8',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: balancerUrl,
    // Shared, as a volume (or S3_BUCKET) is in production: a photo uploaded through one is read through the other.
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    DEMO_DATA: 'false',
    SERVER_RENDERING: 'false',
    // Every guest of this test comes from 127.0.0.1.
    RATE_LIMIT_FACTOR: '100',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    LOG_LEVEL: 'warn',
  });
  instanceUrl[name] = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (!running(child)) throw new Error(`${name} did not start:\n${child.output}`);
    return (await fetch(`${instanceUrl[name]}/readyz`).catch(() => null))?.ok;
  }, 120_000).catch((error: Error) => {
    throw new Error(`${name} not ready: ${error.message}\n${child.output}`);
  });
  return child;
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
  /** X-Lokalno-Instance: the server HAProxy gave the call to. */
  instance: string | null;
}

interface Tally {
  calls: number;
  /** Calls that needed a retry of the client's (the first attempt failed). */
  retried: number;
  /** What the failed attempts saw. */
  failures: string[];
  byInstance: Record<string, number>;
}

const newTally = (): Tally => ({ calls: 0, retried: 0, failures: [], byInstance: {} });

async function attempt(
  url: string,
  init: { method?: string; json?: unknown; token?: string; body?: RequestInit['body']; headers?: RequestInit['headers'] },
): Promise<Answer & { headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text, instance: response.headers.get('x-lokalno-instance') };
}

/** What a client may try again: no answer, a gateway or overload answer, or the request busy on another call. */
function worthRetrying(answer: Answer | Error): boolean {
  if (answer instanceof Error) return true;
  if ([502, 503, 504].includes(answer.status)) return true;
  return answer.status === 409 && (answer.body as { reason?: string } | null)?.reason === 'REQUEST_IN_PROGRESS';
}

/**
 * One call through the balancer. GETs and the booking calls are safe to repeat (a booking request's
 * uuid is the client's), so the client repeats them, as a browser's retry would, until CALL_DEADLINE_MS.
 */
async function call(
  tally: Tally,
  pathname: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  tally.calls += 1;
  const deadline = Date.now() + CALL_DEADLINE_MS;
  for (let attempts = 1; ; attempts += 1) {
    const answer = await attempt(balancerUrl + pathname, init).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    if (!(answer instanceof Error) && answer.instance) tally.byInstance[answer.instance] = (tally.byInstance[answer.instance] ?? 0) + 1;
    if (!worthRetrying(answer) || Date.now() > deadline) {
      if (answer instanceof Error)
        throw new Error(`${init.method ?? 'GET'} ${pathname}: no answer after ${attempts} attempts: ${answer.message}`);
      return answer;
    }
    if (attempts === 1) tally.retried += 1;
    tally.failures.push(
      `${init.method ?? 'GET'} ${pathname}: ${answer instanceof Error ? `${answer.message} ${String((answer.cause as Error | undefined)?.message ?? '')}` : `${answer.status} ${answer.text.slice(0, 100)}`}`,
    );
    await sleep(Math.min(2_000, 200 * attempts));
  }
}

/** A whole booking through the balancer (request, recap, details, payment, test card): the reservation answered. */
async function book(tally: Tally, date: string): Promise<{ requestId: string; reservationId: number }> {
  const requestId = randomUUID();
  const base = `/api/booking/request/${requestId}`;
  const steps: [string, { method?: string; json?: unknown }][] = [
    [base, { method: 'POST', json: { serviceId, date, startTime: '10:00', offers: [{ offerId, quantity: 2 }] } }],
    [`${base}/first`, { method: 'POST', json: {} }],
    [`${base}/second`, { method: 'POST', json: { email: 'guest@example.com', phone: '+385 91 234 5678', conditionsAccepted: true } }],
    [`${base}/prepare-payment`, {}],
    [`${base}/test-card`, { method: 'POST', json: TEST_CARD }],
  ];
  let answer: Answer | undefined;
  for (const [pathname, init] of steps) {
    answer = await call(tally, pathname, init);
    if (answer.status !== 200)
      throw new Error(`${init.method ?? 'GET'} ${pathname} on ${answer.instance}: ${answer.status} ${answer.text}`);
  }
  return { requestId, reservationId: (answer!.body as { reservation: { id: number } }).reservation.id };
}

/** The provider's live counter through the balancer, pinned to an instance while it is up, reopened whenever its stream ends (as EventSource does). */
function reconnectingCounter(token: string, pin: string) {
  const state = { latest: -1, instances: [] as string[], stopped: false, close: () => {} };
  const done = (async () => {
    while (!state.stopped) {
      const stream = await openSse(`${balancerUrl}/api/owner/reservations/pending/counter`, {
        token,
        headers: { 'x-lokalno-pin': pin },
      }).catch(() => null);
      if (!stream || stream.status !== 200) {
        await sleep(500);
        continue;
      }
      state.instances.push(stream.headers.get('x-lokalno-instance') ?? '?');
      state.close = stream.close;
      for (;;) {
        const event = await stream.next(600_000).catch(() => null);
        if (!event) break;
        if (event.event === 'count') state.latest = (JSON.parse(event.data) as { count: number }).count;
      }
      if (!state.stopped) await sleep(1_000);
    }
  })();
  return {
    state,
    stop: async () => {
      state.stopped = true;
      state.close();
      await done;
    },
  };
}

async function pendingInDatabase(): Promise<number> {
  const [{ count }] = await db.dataSource.query<{ count: number }[]>(
    "SELECT count(*)::int AS count FROM reservation WHERE service_id = $1 AND state = 'PENDING' AND starts_at > now()",
    [serviceId],
  );
  return count;
}

beforeAll(async () => {
  haproxy = haproxyBinary();
  // tsc when a source is newer than dist/: minutes on a busy machine, so a step with its own time-out.
  entry = await timed('build', builtServerEntry);
}, 600_000);

// At the top: vitest 4 never runs an afterAll registered inside beforeAll. The database is dropped
// by the global teardown, after this.
afterAll(async () => {
  process.off('exit', killOnExit);
  await stopAll();
  await mail?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeAll(async () => {
  process.on('exit', killOnExit);
  db = await createTestDatabase();
  mail = new MailCapture();
  const smtpUrl = await mail.start();
  const [balancerPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  balancerUrl = `http://127.0.0.1:${balancerPort}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-lb-'));
  // Together: the job queue's tables are new in this database, and the start-up lock keeps the two
  // set-ups from deadlocking in pg-boss's createQueue (shared/startup-lock.ts).
  await timed('app1 + app2 start', () => Promise.all([startInstance('app1', port1, smtpUrl), startInstance('app2', port2, smtpUrl)]));

  const balancer = start('haproxy', haproxy, ['-db', '-f', 'deploy/haproxy.cfg'], {
    LB_BIND: `127.0.0.1:${balancerPort}`,
    LB_PIN_HEADER: 'on',
    APP1_ADDR: `127.0.0.1:${port1}`,
    APP2_ADDR: `127.0.0.1:${port2}`,
  });
  // Round robin: a handful of calls reach both instances.
  const seen = new Set<string>();
  await until(async () => {
    if (!running(balancer)) throw new Error(`HAProxy did not start:\n${balancer.output}`);
    const answer = await attempt(`${balancerUrl}/readyz`, {}).catch(() => null);
    if (answer?.status === 200 && answer.instance) seen.add(answer.instance);
    return seen.size === 2;
  }, 20_000);

  lb = {
    db,
    request: async (pathname, init = {}) => {
      const { json, token, ...rest } = init;
      const answer = await attempt(balancerUrl + pathname, {
        method: rest.method,
        json,
        token,
        body: rest.body ?? undefined,
        headers: rest.headers,
      });
      return { status: answer.status, headers: answer.headers, body: answer.body, text: answer.text };
    },
  };
  await timed('fixtures', async () => {
    const staffToken = (await signedIn(lb, { roles: ['ROLE_ADMIN'] })).token;
    provider = await providerWithBrand(lb);
    serviceId = await approvedService(lb, provider, staffToken, { minPeople: 2, maxPeople: 6, placesPerStart: 10, advanceHours: 0 });
    const season = await lb.request(`/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      token: provider.token,
      json: {
        name: 'All of 2027',
        from: '2027-01-01',
        to: '2027-12-31',
        workingTimes: [{ startHour: 8, endHour: 20, weekdays: [...WEEKDAYS] }],
        bookingTimes: [{ hour: 10 }],
      },
    });
    expect(season.status, season.text).toBe(201);
    const offers = (await lb.request(`/api/owner/services/${serviceId}/variations`, { token: provider.token })).body as {
      id: number;
      name: string;
    }[];
    offerId = offers.find((offer) => offer.name === 'Classic tasting')!.id;
  });
}, 300_000);

describe('two instances behind HAProxy', () => {
  it('a guest books through the balancer and the provider listening on the second instance sees the count move', async () => {
    const counter = await pendingCounterStream(instanceUrl.app2, provider.token);
    try {
      expect(counter.status).toBe(200);
      expect(await counter.count(10_000)).toBe(0);
      const { id } = await requestReadyToPay(lb, { serviceId, adultOfferId: offerId }, { date: '2027-03-01', startTime: '10:00' });
      const prepared = await lb.request(`/api/booking/request/${id}/prepare-payment`);
      expect(prepared.status, prepared.text).toBe(200);
      const paid = await lb.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: TEST_CARD });
      expect(paid.status, paid.text).toBe(200);
      expect(await counter.count(10_000)).toBe(1);
    } finally {
      counter.close();
    }
  }, 60_000);

  it('loses no accepted call when an instance is SIGKILLed mid-traffic, and the counters match the reservations', async () => {
    const direct = await pendingCounterStream(instanceUrl.app2, provider.token);
    expect(await direct.count(10_000)).toBe(1);
    const balanced = { app1: reconnectingCounter(provider.token, 'app1'), app2: reconnectingCounter(provider.token, 'app2') };
    await until(() => balanced.app1.state.latest === 1 && balanced.app2.state.latest === 1, 15_000);
    expect([balanced.app1.state.instances, balanced.app2.state.instances]).toEqual([['app1'], ['app2']]);
    // Two booking requests at the payment step, for the two calls that will be under way on app1 when it dies.
    const service = { serviceId, adultOfferId: offerId };
    const heldGet = (await requestReadyToPay(lb, service, { date: '2027-05-01' })).id;
    const heldPost = (await requestReadyToPay(lb, service, { date: '2027-05-02' })).id;
    expect((await lb.request(`/api/booking/request/${heldPost}/prepare-payment`)).status).toBe(200);

    const reads = newTally();
    const bookings = newTally();
    const made: { requestId: string; reservationId: number }[] = [];
    /** What went wrong in a worker: a read not 200, a booking that did not end in its reservation. */
    const problems: string[] = [];
    let traffic = true;
    const reader = async (pathname: string) => {
      while (traffic) {
        const answer = await call(reads, pathname).catch((error: Error) => ({ status: 0, text: error.message }));
        if (answer.status !== 200) problems.push(`GET ${pathname}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    };
    const readers = [reader(`/api/services/${serviceId}`), reader('/api/services?size=5')];
    let next = 0;
    const booker = async () => {
      while (next < BOOKINGS && problems.length === 0) {
        // Day n of April 2027: one booking of 2 a start, far from the 10 places.
        next += 1;
        const date = `2027-04-${String(next).padStart(2, '0')}`;
        await book(bookings, date).then(
          (booking) => made.push(booking),
          (error: Error) => problems.push(`booking on ${date}: ${error.message}`),
        );
      }
    };
    const bookers = [booker(), booker()];
    await until(() => {
      if (problems.length > 0) throw new Error(problems.join('\n'));
      return made.length >= KILL_AFTER;
    }, 60_000);

    // The two requests' rows locked by the test: a GET and a POST on them, sent to app1, wait there.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    const held = newTally();
    let getCall: Promise<Answer>;
    let postCall: Promise<Answer>;
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM booking_request WHERE id = ANY($1) FOR UPDATE', [[heldGet, heldPost]]);
      const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const pinned = { 'x-lokalno-pin': 'app1' };
      getCall = call(held, `/api/booking/request/${heldGet}/prepare-payment`, { headers: pinned });
      postCall = call(held, `/api/booking/request/${heldPost}/test-card`, { method: 'POST', json: TEST_CARD, headers: pinned });
      await until(async () => {
        const [{ waiting }] = await db.dataSource.query<{ waiting: number }[]>(
          'SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [lockerPid],
        );
        return waiting === 2;
      }, 15_000);

      const app1 = children.find((child) => child.name === 'app1')!;
      app1.process.kill('SIGKILL');
      await app1.exited;
      await sleep(500);
    } finally {
      await locker.query('COMMIT').catch(() => undefined);
      await locker.end();
    }
    const killedAt = Date.now();
    // HAProxy replayed the GET on app2 (the client saw one answer). The POST is not replayed: its client
    // got a 502, or its keep-alive connection closed without an answer, and sent it again.
    const [got, posted] = await Promise.all([getCall, postCall]);
    expect([got.status, got.instance], got.text).toEqual([200, 'app2']);
    expect([posted.status, posted.instance], posted.text).toEqual([200, 'app2']);
    expect(held.retried, held.failures.join(' | ')).toBe(1);
    expect(held.failures[0]).toMatch(/^POST .*\/test-card: (502 |fetch failed)/);
    expect((await lb.request(`/api/booking/request/${heldGet}/test-card`, { method: 'POST', json: TEST_CARD })).status).toBe(200);

    await Promise.all(bookers);
    // Reads go on for a few seconds more after the last booking.
    await sleep(3_000);
    traffic = false;
    await Promise.all(readers);
    expect(problems).toEqual([]);
    const balancer = children.find((child) => child.name === 'haproxy')!;
    await until(() => balancer.output.includes('app/app1 is DOWN'), 15_000);

    // Every booking was answered 200, once, and its reservation is there, on its request.
    const paid = [...made, { requestId: heldPost, reservationId: (posted.body as { reservation: { id: number } }).reservation.id }];
    expect(made).toHaveLength(BOOKINGS);
    const rows = await db.dataSource.query<{ id: string; reservation_id: number; status: string; state: string }[]>(
      'SELECT b.id, b.reservation_id, b.status, r.state FROM booking_request b JOIN reservation r ON r.id = b.reservation_id WHERE b.id = ANY($1)',
      [paid.map((booking) => booking.requestId)],
    );
    expect(rows.map((row) => [row.id, row.reservation_id, row.status, row.state]).sort()).toEqual(
      paid.map((booking) => [booking.requestId, booking.reservationId, 'SENT', 'PENDING']).sort(),
    );
    // The first test's, these, and the held GET's request paid afterwards: none twice.
    const expected = 1 + paid.length + 1;
    const [{ reservations, requests }] = await db.dataSource.query<{ reservations: number; requests: number }[]>(
      'SELECT count(*)::int AS reservations, count(DISTINCT booking_request_id)::int AS requests FROM reservation WHERE service_id = $1',
      [serviceId],
    );
    expect([reservations, requests]).toEqual([expected, expected]);

    // The counters: the stream on app2 never broke; the one on app1 came back through app2.
    expect(await pendingInDatabase()).toBe(expected);
    let seen = -1;
    await until(async () => (seen = await direct.count(10_000)) === expected, 20_000).catch(() => {
      throw new Error(`the stream on app2 reads ${seen}, not ${expected}`);
    });
    await until(() => balanced.app1.state.latest === expected && balanced.app2.state.latest === expected, 20_000).catch(() => {
      throw new Error(`the balanced streams read ${balanced.app1.state.latest} and ${balanced.app2.state.latest}, not ${expected}`);
    });
    expect(balanced.app1.state.instances.at(-1)).toBe('app2');
    expect(balanced.app2.state.instances).toEqual(['app2']);

    // Both instances took traffic before the kill.
    expect(Object.keys(reads.byInstance).sort()).toEqual(['app1', 'app2']);
    console.info(
      `load balancer: traffic went on ${Date.now() - killedAt} ms after app1 was killed; reads ${JSON.stringify(reads.byInstance)}, ${reads.retried} of ${reads.calls} retried by the client; ` +
        `booking calls ${JSON.stringify(bookings.byInstance)}, ${bookings.retried} of ${bookings.calls} retried${bookings.failures.length > 0 ? ` (${bookings.failures.join(' | ')})` : ''}` +
        `${reads.failures.length > 0 ? `; read failures: ${reads.failures.join(' | ')}` : ''}; held calls: ${held.failures.join(' | ')}; ` +
        `steps (ms): ${JSON.stringify(timings)}`,
    );
    direct.close();
    await Promise.all([balanced.app1.stop(), balanced.app2.stop()]);
  }, 240_000);
});
