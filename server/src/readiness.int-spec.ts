// /readyz against a pool that cannot give a connection: 503 after about a second instead of a
// probe left hanging, /healthz still 200, and ready again once connections are free.
import type { QueryRunner } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { READY_CHECK_MS } from './readiness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

describe('/readyz', () => {
  it('fails within its time limit while every pool connection is taken, and recovers', async () => {
    expect((await app.request('/readyz')).body).toEqual({ status: 'ready' });
    const pool = (app.db.dataSource.driver as unknown as { master: { options: { max: number } } }).master;
    const taken: QueryRunner[] = [];
    for (let i = 0; i < pool.options.max; i += 1) {
      const runner = app.db.dataSource.createQueryRunner();
      await runner.connect();
      taken.push(runner);
    }
    try {
      const started = Date.now();
      const stuck = await app.request('/readyz');
      expect(stuck.status).toBe(503);
      expect(stuck.body).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(READY_CHECK_MS + 1000);
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await Promise.all(taken.map((runner) => runner.release()));
    }
    expect((await app.request('/readyz')).body).toEqual({ status: 'ready' });
  });
});
