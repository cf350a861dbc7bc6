// Contention on places: REQUESTS anonymous booking requests (POST /api/booking/request/{uuid}, each a
// fresh uuid, one person) sent at once on STARTS starts of 10 places each, against the built server
// on a fresh database, the service set up through the API. Checks exactly 10 live holds per start and
// no 5xx, and measures requests/s. Baseline in the same run: pgbench doing the capacity check's SQL
// (insert the slot, lock it, sum its live holds, insert a hold when there is room) as many times, on
// the same schema in a scratch database, with as many clients as the server's pool has connections.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';
import { ensureDatabase } from '../dist/server/src/database.js';
import { bookableService, cpuMs, dayFromToday, median, percentile, startServer, stopServer } from './booking-setup.mjs';
import { waitUntilReady } from './server-ready.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const STARTS = 5;
const REQUESTS = Number(process.env.BENCH_CONTENTION_REQUESTS ?? 500);
const PLACES = 10;
const ROUNDS = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 3);
/** The server's DB_POOL_SIZE, and pgbench's clients: the concurrency both put on PostgreSQL. */
const POOL_SIZE = 20;
const AIM = 0.3;
const START_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00'];
const LIVE_HOLD = "(state = 'CONFIRMED' OR (state = 'HELD' AND expires_at > clock_timestamp()))";

function findPgbench() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  try {
    return execFileSync('which', ['pgbench'], { encoding: 'utf8' }).trim();
  } catch {
    const fallback = '/usr/lib/postgresql/15/bin/pgbench';
    return existsSync(fallback) ? fallback : null;
  }
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** One booking request; resolves with its status and error reason, never rejects. */
function bookingRequest(serviceId, offerId, date, startTime) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ serviceId, date, startTime, offers: [{ offerId, quantity: 1 }] });
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `/api/booking/request/${randomUUID()}`,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let reason = '';
          try {
            const parsed = JSON.parse(text);
            reason = parsed.reason ?? parsed.code ?? '';
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, reason, startTime, at: performance.now() });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, reason: error.code ?? error.message, startTime, at: performance.now() }));
    request.end(body);
  });
}

/** All REQUESTS at once, spread evenly over the starts of `date`. */
async function appRound(service, date, requests = REQUESTS) {
  const started = performance.now();
  const sent = Array.from({ length: requests }, (_, i) =>
    bookingRequest(service.serviceId, service.offerId, date, START_TIMES[i % STARTS]),
  );
  const answers = await Promise.all(sent);
  const seconds = (Math.max(...answers.map((a) => a.at)) - started) / 1000;
  // Decided: the capacity check ran (places held, or SLOT_FULL); a 503 is shed before it.
  const decided = answers.filter((a) => a.status === 200 || a.status === 409);
  const decidedSeconds = decided.length ? (Math.max(...decided.map((a) => a.at)) - started) / 1000 : NaN;
  const latencies = answers.map((a) => a.at - started).sort((a, b) => a - b);
  const byOutcome = {};
  for (const { status, reason } of answers)
    byOutcome[`${status}${reason ? ` ${reason}` : ''}`] = (byOutcome[`${status}${reason ? ` ${reason}` : ''}`] ?? 0) + 1;
  const okPerStart = START_TIMES.slice(0, STARTS).map((time) => answers.filter((a) => a.startTime === time && a.status === 200).length);
  return {
    seconds,
    perSecond: requests / seconds,
    decided: decided.length,
    decidedPerSecond: decided.length / decidedSeconds,
    byOutcome,
    okPerStart,
    serverErrors: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Requests one after the other (no contention): the median time of one. */
async function serialProbe(service, date, count = 20) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const answer = await bookingRequest(service.serviceId, service.offerId, date, START_TIMES[i % STARTS]);
    if (answer.status !== 200) throw new Error(`serial request: ${answer.status} ${answer.reason}`);
    times.push(answer.at - started);
  }
  return median(times);
}

/**
 * Samples the server's connections every 100 ms while `work` runs: on average how many run a
 * statement, wait for a lock (the slot row), or sit in a transaction waiting for Node (idle in transaction).
 */
async function connectionStates(pool, work) {
  const samples = [];
  let running = true;
  const sampling = (async () => {
    while (running) {
      const {
        rows: [row],
      } = await pool.query(`SELECT count(*) FILTER (WHERE state = 'active' AND wait_event_type IS DISTINCT FROM 'Lock')::int AS statement,
        count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS lock, count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS node
        FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lokalno'`);
      samples.push(row);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return {
      result: await work(),
      states: ['statement', 'lock', 'node']
        .map((key) => `${key} ${(samples.reduce((sum, row) => sum + row[key], 0) / Math.max(1, samples.length)).toFixed(1)}`)
        .join(', '),
    };
  } finally {
    running = false;
    await sampling;
  }
}

/** Live places held per start of `date` (Europe/Zagreb), read from the hold table. */
async function livePlaces(pool, serviceId, date) {
  const { rows } = await pool.query(
    `SELECT to_char(starts_at AT TIME ZONE 'Europe/Zagreb', 'HH24:MI') AS start, coalesce(sum(people) FILTER (WHERE ${LIVE_HOLD}), 0)::int AS live
       FROM hold WHERE service_id = $1 AND (starts_at AT TIME ZONE 'Europe/Zagreb')::date = $2::date GROUP BY 1 ORDER BY 1`,
    [serviceId, date],
  );
  return START_TIMES.slice(0, STARTS).map((time) => rows.find((row) => row.start === time)?.live ?? 0);
}

/** Copies a row and, first, the rows it references (foreign keys), unless the target has them. */
async function copyRow(source, target, table, column, value, seen = new Set()) {
  const key = `${table}:${column}:${value}`;
  if (seen.has(key)) return;
  seen.add(key);
  if ((await target.query(`SELECT 1 FROM ${table} WHERE "${column}" = $1`, [value])).rowCount > 0) return;
  const {
    rows: [found],
  } = await source.query(`SELECT row_to_json(t) AS row FROM ${table} t WHERE "${column}" = $1`, [value]);
  if (!found) throw new Error(`copy: no ${table} with ${column} = ${value}`);
  const { rows: references } = await source.query(
    `SELECT a.attname AS "column", c.confrelid::regclass::text AS "table", r.attname AS referenced
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.conrelid = $1::regclass AND cardinality(c.conkey) = 1`,
    [table],
  );
  for (const reference of references) {
    const referenced = found.row[reference.column];
    if (referenced !== null && referenced !== undefined && reference.table !== table)
      await copyRow(source, target, reference.table, reference.referenced, referenced, seen);
  }
  const { rows: columns } = await target.query(
    "SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''",
    [table],
  );
  const list = columns.map((c) => `"${c.attname}"`).join(', ');
  await target.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_record(NULL::${table}, $1) ON CONFLICT DO NOTHING`, [
    found.row,
  ]);
}

/** A database beside `databaseUrl` with the migrated schema and the bench service (and what it references). */
async function pgbenchDatabase(databaseUrl, serviceId) {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_pgbench`;
  await ensureDatabase(url.toString());
  await new Promise((resolve, reject) => {
    const migrate = spawn(process.execPath, [path.join(root, 'dist/server/src/cli/migrate.js')], {
      env: { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    migrate.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrations on the pgbench database exited with ${code}`))));
  });
  const source = new pg.Client({ connectionString: databaseUrl });
  const target = new pg.Client({ connectionString: url.toString() });
  await source.connect();
  await target.connect();
  try {
    await copyRow(source, target, 'service', 'id', serviceId);
    await target.query('ANALYZE');
  } finally {
    await source.end();
    await target.end();
  }
  return url.toString();
}

async function dropDatabase(url) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

/**
 * The capacity check of holdPlaces (capacity.service.ts) in SQL, per transaction: create the slot
 * row if missing, lock it, look for a hold with the reference, read the clock, sum the start's live
 * holds against its places (what offeredStart reads), insert a HELD hold when there is room. Client
 * i always asks for start i % STARTS, so each start gets REQUESTS / STARTS attempts.
 */
const PGBENCH_SCRIPT = `\\set start :client_id % ${STARTS}
\\set at :base + :start * 3600
BEGIN;
INSERT INTO slot (service_id, starts_at) VALUES (:service, to_timestamp(:at)) ON CONFLICT (service_id, starts_at) DO NOTHING;
SELECT id AS slot_id FROM slot WHERE service_id = :service AND starts_at = to_timestamp(:at) FOR UPDATE \\gset
SELECT id FROM hold WHERE reference = 'pgbench:' || :client_id || ':' || :at;
SELECT clock_timestamp();
SELECT s.places_per_start AS places, (SELECT coalesce(sum(people), 0) FROM hold WHERE service_id = :service AND starts_at = to_timestamp(:at) AND ${LIVE_HOLD}) AS taken FROM service s WHERE s.id = :service \\gset
\\if :taken + 1 <= :places
INSERT INTO hold (slot_id, service_id, starts_at, people, reference, state, created_at, expires_at) VALUES (:slot_id, :service, to_timestamp(:at), 1, 'pgbench:' || gen_random_uuid(), 'HELD', clock_timestamp(), clock_timestamp() + interval '15 minutes') ON CONFLICT (reference) DO NOTHING RETURNING id;
\\endif
COMMIT;
`;

function pgbenchRound(pgbench, url, scriptFile, serviceId, base, transactions = REQUESTS) {
  const args = [
    '-n',
    '-M',
    'extended',
    '-f',
    scriptFile,
    '-c',
    String(POOL_SIZE),
    '-j',
    '2',
    '-t',
    String(Math.ceil(transactions / POOL_SIZE)),
    '-D',
    `service=${serviceId}`,
    '-D',
    `base=${base}`,
    url,
  ];
  let output;
  for (let attempt = 1; !output; attempt += 1) {
    try {
      output = execFileSync(pgbench, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      // The PostgreSQL server is shared: wait for connections to free up rather than give up.
      if (!String(error.stderr).includes('too many clients') || attempt === 10) throw error;
      console.log('  (pgbench: the server has too many clients; again in 3 s)');
      execFileSync('sleep', ['3']);
    }
  }
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(tps)) throw new Error(`pgbench: no tps in\n${output}`);
  return { tps, latency, failed };
}

/** Live places per start of a pgbench round (starts at base + i hours). */
async function pgbenchLivePlaces(pool, serviceId, base) {
  const { rows } = await pool.query(
    `SELECT ((extract(epoch FROM starts_at)::bigint - $2) / 3600)::int AS start, coalesce(sum(people) FILTER (WHERE ${LIVE_HOLD}), 0)::int AS live
       FROM hold WHERE service_id = $1 AND starts_at >= to_timestamp($2) AND starts_at < to_timestamp($2 + ${STARTS} * 3600) GROUP BY 1`,
    [serviceId, base],
  );
  return Array.from({ length: STARTS }, (_, i) => rows.find((row) => row.start === i)?.live ?? 0);
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

export async function run() {
  const pgbench = findPgbench();
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-bench-contention-'));
    const log = createWriteStream(path.join(dataDir, 'server.log'));
    const server = startServer({ port: PORT, databaseUrl, dataDir, log, env: { LOG_LEVEL: 'warn', DB_POOL_SIZE: String(POOL_SIZE) } });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    let benchUrl;
    let benchPool;
    let failed = false;
    try {
      await waitUntilReady(server, `http://127.0.0.1:${PORT}/readyz`);
      const service = await bookableService(`http://127.0.0.1:${PORT}`, {
        title: 'Contention tasting',
        startTimes: START_TIMES.slice(0, STARTS),
        placesPerStart: PLACES,
      });
      if (pgbench) {
        benchUrl = await pgbenchDatabase(databaseUrl, service.serviceId);
        benchPool = new pg.Pool({ connectionString: benchUrl, max: 2 });
        writeFileSync(path.join(dataDir, 'capacity.sql'), PGBENCH_SCRIPT);
      } else {
        console.log('pgbench not found (PATH, /usr/lib/postgresql/15/bin): no baseline, no ratio');
      }
      console.log(
        `${REQUESTS} booking requests at once per round on ${STARTS} starts × ${PLACES} places (${REQUESTS / STARTS} per start), ${ROUNDS} rounds; server DB_POOL_SIZE ${POOL_SIZE}, pgbench ${POOL_SIZE} clients × ${Math.ceil(REQUESTS / POOL_SIZE)} transactions; load average at start ${load()}`,
      );

      // Warm-up on a day of its own: the server's code paths and caches, pgbench's database.
      await appRound(service, dayFromToday(30), 50);
      console.log(`one request at a time (no contention): median ${(await serialProbe(service, dayFromToday(29))).toFixed(0)} ms`);
      const baseOf = (round) => Math.floor(Date.now() / 3_600_000) * 3600 + 86_400 * (10 + round);
      if (pgbench) pgbenchRound(pgbench, benchUrl, path.join(dataDir, 'capacity.sql'), service.serviceId, baseOf(0), POOL_SIZE * 2);

      const ratios = [];
      const appRates = [];
      const baseRates = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const date = dayFromToday(30 + round);
        const cpuBefore = cpuMs(server.pid);
        const { result: app, states } = await connectionStates(pool, () => appRound(service, date));
        const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / REQUESTS;
        const live = await livePlaces(pool, service.serviceId, date);
        const okApp = live.every((n) => n === PLACES) && app.okPerStart.every((n) => n === PLACES) && app.serverErrors === 0;
        failed ||= !okApp;
        appRates.push(app.decidedPerSecond);
        const outcomes = Object.entries(app.byOutcome)
          .map(([outcome, n]) => `${n}× ${outcome}`)
          .join(', ');
        console.log(
          `round ${round} app      ${app.decidedPerSecond.toFixed(0).padStart(6)} req/s decided (${app.decided} held or SLOT_FULL; all ${REQUESTS} answered in ${app.seconds.toFixed(2)} s, ${app.perSecond.toFixed(0)}/s; answered p50 ${app.p50.toFixed(0)} ms, p99 ${app.p99.toFixed(0)} ms; server CPU ${cpuPerRequest.toFixed(1)} ms/request; load ${load()})  ${outcomes}`,
        );
        console.log(
          `           server connections on average: ${states} (of ${POOL_SIZE}); live places per start ${live.join(', ')}; 5xx or errors ${app.serverErrors}  ${okApp ? 'ok' : 'FAILED'}`,
        );
        if (!pgbench) continue;
        const base = baseOf(round);
        const baseline = pgbenchRound(pgbench, benchUrl, path.join(dataDir, 'capacity.sql'), service.serviceId, base);
        const baselineLive = await pgbenchLivePlaces(benchPool, service.serviceId, base);
        const okBaseline = baselineLive.every((n) => n === PLACES) && baseline.failed === 0;
        failed ||= !okBaseline;
        baseRates.push(baseline.tps);
        ratios.push(app.decidedPerSecond / baseline.tps);
        console.log(
          `round ${round} pgbench  ${baseline.tps.toFixed(0).padStart(6)} tx/s   (latency average ${baseline.latency} ms)  live places per start ${baselineLive.join(', ')}  ${okBaseline ? 'ok' : 'FAILED'}`,
        );
      }
      console.log(
        `median: app ${median(appRates).toFixed(0)} decided req/s${pgbench ? `, pgbench ${median(baseRates).toFixed(0)} tx/s` : ''}; load average at end ${load()}`,
      );
      if (pgbench) {
        const ratio = median(ratios);
        console.log(
          `ratio app / pgbench: ${ratio.toFixed(2)}× (aim: at least ${AIM}×)${ratio < AIM ? '  BELOW' : ''}  (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        );
      }
      console.log(failed ? 'capacity or 5xx check FAILED' : `capacity held: exactly ${PLACES} live places on every start, no 5xx`);
      if (failed) process.exitCode = 1;
    } finally {
      await pool.end();
      await benchPool?.end();
      await stopServer(server);
      log.end();
      if (benchUrl) await dropDatabase(benchUrl);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
