// The live pending counter's REST event stream (GET /api/owner/reservations/pending/counter), built
// server in its own processes, demo data, all streams for the demo provider (the per-user limit is
// raised through LIVE_MAX_CONNECTIONS_PER_USER):
// 1. memory per idle connection: the server's RSS growth with CONNECTIONS open streams, against a
//    bare node:http server holding as many event streams (headers, a first event, a heartbeat) in
//    the same run;
// 2. the delay from a commit to the last of CONNECTIONS listeners spread over two server instances
//    on one database (half each): a pending request's state is switched in one transaction and the
//    time runs from the COMMIT's return to the last listener's new count. ROUNDS rounds.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';
import { waitUntilReady } from './server-ready.mjs';

/** Production requires a signing key; the bench's servers share this one (and the demo data, asked for). */
const BENCH_JWT_SECRET = process.env.JWT_SECRET ?? 'lokalno-bench-signing-key-0123456789abcdef';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const SECOND_PORT = PORT + 1;
const BARE_PORT = PORT + 4;
const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 2000);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 5);
const STREAM_PATH = '/api/owner/reservations/pending/counter';
const PROVIDER = { email: 'provider@example.com', password: 'Provider123' };

const BARE_SERVER = `
const http = require('node:http');
const open = new Set();
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  res.write('retry: 5000\\n\\nevent: count\\ndata: {"count":1}\\n\\n');
  open.add(res);
  req.on('close', () => open.delete(res));
});
setInterval(() => { for (const res of open) res.write(': ping\\n\\n'); }, 15000);
server.listen(Number(process.argv[1]), '127.0.0.1', () => process.send?.('ready'));
`;

function rssKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, ''));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(port, databaseUrl, dataDir, log) {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/src/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAILDEV_SMTP_PORT: String(port + 10),
      MAILDEV_WEB_PORT: String(port + 20),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LIVE_MAX_CONNECTIONS_PER_USER: String(CONNECTIONS * 2),
      LIVE_MAX_CONNECTIONS: String(CONNECTIONS * 2),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return child;
}

function startBare() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER, String(BARE_PORT)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** An open event stream: its latest count and a wait for a given count. */
function openStream(port, token) {
  return new Promise((resolve, reject) => {
    const stream = { count: null, waiters: [], request: null, at: 0 };
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: STREAM_PATH,
        agent,
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            stream.count = JSON.parse(data.slice(6)).count;
            stream.at = performance.now();
            const first = stream.waiters.length === 0 && !stream.resolved;
            for (const waiter of stream.waiters.splice(0)) waiter();
            if (first) {
              stream.resolved = true;
              resolve(stream);
            }
          }
        });
      },
    );
    request.on('error', reject);
    stream.request = request;
  });
}

function countReached(stream, count) {
  if (stream.count === count) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => (stream.count === count ? resolve() : stream.waiters.push(check));
    stream.waiters.push(check);
  });
}

async function openMany(port, token, count) {
  const streams = [];
  for (let i = 0; i < count; i += 100) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openStream(port, token)))));
  }
  return streams;
}

function closeAll(streams) {
  for (const stream of streams) stream.request.destroy();
}

/** RSS growth (KB per connection) of the process while `count` streams are open and idle. */
async function memoryPerConnection(pid, port, token, count) {
  await sleep(2000);
  const before = rssKb(pid);
  const streams = await openMany(port, token, count);
  await sleep(3000);
  const after = rssKb(pid);
  closeAll(streams);
  return { before, after, perConnection: (after - before) / count };
}

async function login(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', body: new URLSearchParams(PROVIDER) });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).token;
}

export async function run() {
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-bench-sse-'));
    const log = createWriteStream(path.join(dataDir, 'servers.log'));
    const first = startServer(PORT, databaseUrl, dataDir, log);
    let second;
    let bare;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await waitUntilReady(first, `http://127.0.0.1:${PORT}/readyz`);
      second = startServer(SECOND_PORT, databaseUrl, dataDir, log);
      await waitUntilReady(second, `http://127.0.0.1:${SECOND_PORT}/readyz`);
      const token = await login(PORT);
      bare = await startBare();

      // 1. Memory per idle connection, each server alone with all connections.
      const lokalno = await memoryPerConnection(first.pid, PORT, token, CONNECTIONS);
      const plain = await memoryPerConnection(bare.pid, BARE_PORT, null, CONNECTIONS);
      console.log(`memory per idle SSE connection (${CONNECTIONS} open, RSS growth):`);
      console.log(
        `  bare node:http SSE server       ${plain.perConnection.toFixed(1).padStart(6)} KB  (RSS ${(plain.before / 1024).toFixed(0)} → ${(plain.after / 1024).toFixed(0)} MB)`,
      );
      console.log(
        `  Lokalno REST pending counter    ${lokalno.perConnection.toFixed(1).padStart(6)} KB  (RSS ${(lokalno.before / 1024).toFixed(0)} → ${(lokalno.after / 1024).toFixed(0)} MB)`,
      );
      console.log(`  ratio Lokalno / bare: ${(lokalno.perConnection / plain.perConnection).toFixed(2)}×`);

      // 2. Commit → last of CONNECTIONS listeners, half on each instance.
      await sleep(2000);
      const half = Math.floor(CONNECTIONS / 2);
      const streams = [...(await openMany(PORT, token, half)), ...(await openMany(SECOND_PORT, token, CONNECTIONS - half))];
      const { rows } = await pool.query(
        "SELECT r.id FROM reservation r JOIN company c ON c.id = r.company_id JOIN user_account u ON u.id = c.owner_id WHERE u.email = $1 AND r.state = 'PENDING' AND r.starts_at > now() LIMIT 1",
        [PROVIDER.email],
      );
      if (!rows[0]) throw new Error('the demo provider has no pending request to switch');
      const reservationId = rows[0].id;
      const start = streams[0].count;
      const delays = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const next = round % 2 === 0 ? start - 1 : start;
        const state = round % 2 === 0 ? 'EXPIRED' : 'PENDING';
        const client = await pool.connect();
        let committed;
        try {
          await client.query('BEGIN');
          await client.query('UPDATE reservation SET state = $2 WHERE id = $1', [reservationId, state]);
          await client.query('COMMIT');
          committed = performance.now();
        } finally {
          client.release();
        }
        await Promise.all(streams.map((stream) => countReached(stream, next)));
        const last = Math.max(...streams.map((stream) => stream.at));
        delays.push(last - committed);
        await sleep(500);
      }
      closeAll(streams);
      delays.sort((a, b) => a - b);
      console.log(`delay from a commit to the last of ${CONNECTIONS} listeners (${half} on each of 2 instances), ${ROUNDS} rounds:`);
      console.log(
        `  median ${delays[Math.floor(delays.length / 2)].toFixed(0)} ms, max ${delays[delays.length - 1].toFixed(0)} ms  (all: ${delays.map((d) => d.toFixed(0)).join(', ')} ms)`,
      );
    } finally {
      await pool.end();
      bare?.kill('SIGTERM');
      for (const server of [first, second]) {
        if (!server || server.exitCode !== null) continue;
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      log.end();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
