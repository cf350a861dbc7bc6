// Two server processes on one database: this test's app and a child process (its own pool and its
// own LISTEN connection, server/src/pending-counter.child.int-spec.ts). A provider listens on the second (the
// REST event stream and the GraphQL subscription); a guest's request sent through the first reaches
// both streams within a second of its commit; a session signed out on the first is cut off on the second.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { pendingCounterStream, pendingCountSubscription } from '../../../test/sse.js';
import { freePort } from '../../../test/free-port.js';

let app: TestApp;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let service: BookableService;
let child: ChildProcess;
let childUrl: string;
let output = '';
const stopFile = path.join(mkdtempSync(path.join(tmpdir(), 'lokalno-live-')), 'stop');

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the second server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  app = await startTestApp();
  const port = await freePort();
  childUrl = `http://127.0.0.1:${port}`;
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'server/test/child.vitest.config.ts',
      'server/src/pending-counter.child.int-spec.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, LIVE_CHILD_DB: app.db.url, LIVE_CHILD_PORT: String(port), LIVE_CHILD_STOP: stopFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const staff = await staffAndProvider(app);
  provider = staff.provider;
  service = await bookableService(app, provider, staff.staffToken);
  await waitUntilReady(childUrl, 120_000);
}, 180_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  writeFileSync(stopFile, '');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}, 60_000);

describe('two server processes on one database', () => {
  it('a request sent through the first reaches the provider listening on the second within a second', async () => {
    const rest = await pendingCounterStream(childUrl, provider.token);
    const live = await pendingCountSubscription(childUrl, provider.token);
    try {
      expect(rest.status).toBe(200);
      expect(live.status).toBe(200);
      expect(await rest.count()).toBe(0);
      expect(await live.count()).toBe(0);

      const { id } = await requestReadyToPay(app, service);
      expect((await app.request(`/api/booking/request/${id}/prepare-payment`)).status).toBe(200);
      const paid = await app.request(`/api/booking/request/${id}/test-card`, {
        method: 'POST',
        json: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      });
      expect(paid.status, paid.text).toBe(200);
      const committed = Date.now();

      const [restCount, liveCount] = await Promise.all([rest.count(1000), live.count(1000)]);
      expect([restCount, liveCount]).toEqual([1, 1]);
      expect(Date.now() - committed).toBeLessThan(1000);
    } finally {
      rest.close();
      live.close();
    }
  });

  it("ends the second server's streams of a session signed out through the first, at the next change", async () => {
    const token = await login(app, provider.user.email, provider.user.password);
    const rest = await pendingCounterStream(childUrl, token);
    const live = await pendingCountSubscription(childUrl, token);
    try {
      await rest.count();
      await live.count();
      expect((await app.request('/api/token/destroy', { method: 'POST', token })).status).toBe(204);
      const { id } = await requestReadyToPay(app, service, { date: '2027-07-02' });
      await app.request(`/api/booking/request/${id}/prepare-payment`);
      await app.request(`/api/booking/request/${id}/test-card`, {
        method: 'POST',
        json: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      });
      await Promise.all([rest.ended, live.ended]);
    } finally {
      rest.close();
      live.close();
    }
  });
});
