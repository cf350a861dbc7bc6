// The real built server (node dist/server/src/main.js) in a child process, started as in production
// on a fresh test database. It has no demo login. Then SIGTERM while a request is in flight and two live
// streams are open: /readyz answers 503 at once while /healthz stays 200, no new connection is taken,
// both streams end with a `retry:` hint, the request in flight completes with 200 (the pool is still
// open), and the process exits 0 within SHUTDOWN_TIMEOUT_SECONDS with no error-level line in its log.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerEntry } from '../test/built-server.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { openSse, type SseStream } from '../test/sse.js';
import { until } from '../test/until.js';
import { hashPassword } from './modules/accounts/password.js';
import { User, UserStatus } from './modules/accounts/user.entity.js';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import { freePort } from '../test/free-port.js';

const SHUTDOWN_TIMEOUT_SECONDS = 10;

let db: TestDatabase;
let child: ChildProcess;
let baseUrl: string;
let port: number;
let stdout = '';
let stderr = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

/**
 * An HTTP/1.1 request on a connection of its own, written in two parts: `head` now, `rest` when
 * `finish()` is called. Until then the server holds a request in flight (it has its first bytes).
 */
function splitRequest(head: string, rest: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.write(head, () => resolve()));
    socket.once('error', reject);
  });
  return {
    opened,
    finish: async () => {
      socket.write(rest);
      // The server closes the connection after its answer while it stops (Connection: close).
      await closed;
      const [headers, body] = received.split('\r\n\r\n');
      return { status: Number(headers.split(' ')[1]), headers, body };
    },
  };
}

function logLines(): { level: number; msg?: string }[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string });
}

beforeAll(async () => {
  const entry = builtServerEntry();
  db = await createTestDatabase();
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET: 'graceful-shutdown-test-key-of-more-than-32-characters',
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lokalno-shutdown-')),
      // No mail is sent here; the address only keeps MailDev from starting.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SERVER_RENDERING: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${stdout}${stderr}`);
    return (await fetch(`${baseUrl}/readyz`).catch(() => null))?.ok;
  }, 60_000);
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
});

const logIn = (email: string, password: string) =>
  fetch(`${baseUrl}/api/login`, { method: 'POST', body: new URLSearchParams({ email, password }) });

describe('a production start without DEMO_DATA', () => {
  it('has no demo account, and the demo logins fail', async () => {
    const demo = await db.dataSource.query('SELECT email FROM user_account WHERE email = ANY($1)', [
      DEMO_ACCOUNTS.map((account) => account.email),
    ]);
    expect(demo).toEqual([]);
    const staff = await logIn('staff@example.com', 'Staff1234');
    expect(staff.status).toBe(401);
    expect(stdout).not.toContain('Demo accounts');
  });
});

describe('SIGTERM', () => {
  let restStream: SseStream;
  let graphqlStream: SseStream;

  beforeAll(async () => {
    await db.dataSource.manager.insert(User, {
      email: 'owner@shutdown.test',
      passwordHash: await hashPassword('Owner1234'),
      firstName: 'Ana',
      lastName: 'Stop',
      roles: ['ROLE_OWNER'],
      status: UserStatus.ACTIVE,
      language: 'en',
      activatedAt: new Date(),
      termsAcceptedAt: new Date(),
    });
    const { token } = (await (await logIn('owner@shutdown.test', 'Owner1234')).json()) as { token: string };
    restStream = await openSse(`${baseUrl}/api/owner/reservations/pending/counter`, { token });
    graphqlStream = await openSse(`${baseUrl}/graphql/stream`, {
      method: 'POST',
      token,
      body: { query: 'subscription { pendingReservationsCount }' },
    });
    expect((await restStream.next()).event).toBe('count');
    expect((await graphqlStream.next()).event).toBe('next');
  });

  it('stops in order: not ready at once, streams ended with a retry hint, the request in flight answered, exit 0 in time, no error logged', async () => {
    // A GraphQL query that reads the database, its body only half sent: in flight when the signal comes.
    const body = JSON.stringify({ query: '{ amenities { id nameEn } }' });
    const slow = splitRequest(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      body.slice(10),
    );
    // Probes on connections opened before the signal (a new one is refused after it).
    const readiness = splitRequest('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n');
    const health = splitRequest('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n');
    await Promise.all([slow.opened, readiness.opened, health.opened]);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    child.kill('SIGTERM');
    await until(() => stdout.includes('"msg":"shutting down"'), 5_000);

    const [ready, healthy] = await Promise.all([readiness.finish(), health.finish()]);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'stopping' });
    expect(healthy.status).toBe(200);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();

    await Promise.all([restStream.ended, graphqlStream.ended]);
    for (const stream of [restStream, graphqlStream]) {
      const hint = stream.lines.findLastIndex((line) => /^retry: \d+$/.test(line));
      // The stream's last words: a retry hint after the events it carried.
      expect(hint).toBeGreaterThan(stream.lines.findIndex((line) => line.startsWith('data:')));
    }
    expect(child.exitCode).toBeNull();

    const answered = await slow.finish();
    expect(answered.status, answered.body).toBe(200);
    expect(answered.headers.toLowerCase()).toContain('connection: close');
    expect((JSON.parse(answered.body) as { data: { amenities: unknown[] } }).data.amenities.length).toBeGreaterThan(0);

    const { code, signal } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    const lines = logLines();
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('stopped');
    expect(stdout).not.toMatch(/57P01|terminated unexpectedly/i);
    // stderr carries no error either (a runtime's deprecation warning would not fail this).
    expect(stderr).not.toMatch(/error|57P01|terminated unexpectedly/i);
  });
});
