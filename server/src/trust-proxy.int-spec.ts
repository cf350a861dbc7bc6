// TRUST_PROXY decides whose address the per-address rate limits count: behind a trusted proxy each
// guest's X-Forwarded-For address has a bucket of its own; with `false` every guest coming through
// the proxy shares the proxy's.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { ACCOUNT_LIMITS } from './modules/accounts/account-limits.js';

let trusting: TestApp;
let distrusting: TestApp;
beforeAll(async () => {
  [trusting, distrusting] = await Promise.all([
    startTestApp({ env: { TRUST_PROXY: 'loopback' } }),
    startTestApp({ env: { TRUST_PROXY: 'false' } }),
  ]);
});

const GUEST = '203.0.113.7';
const OTHER_GUEST = '203.0.113.8';

/** An activation attempt (limited per address) from `address`, through a proxy on loopback. */
const activate = (app: TestApp, address: string) => app.request('/api/activate?key=guess', { headers: { 'x-forwarded-for': address } });

/** Spends GUEST's whole activation allowance. */
async function exhaust(app: TestApp): Promise<void> {
  for (let i = 0; i < ACCOUNT_LIMITS.activationAddress.max; i += 1) expect((await activate(app, GUEST)).status).toBe(404);
  expect((await activate(app, GUEST)).status).toBe(429);
}

const buckets = async (app: TestApp) =>
  (await app.db.dataSource.query<{ key: string }[]>("SELECT key FROM rate_limit WHERE key LIKE 'activate:address:%' ORDER BY key")).map(
    (row) => row.key,
  );

describe('TRUST_PROXY', () => {
  it('loopback: guests behind the proxy have a bucket each', async () => {
    await exhaust(trusting);
    expect((await activate(trusting, OTHER_GUEST)).status).toBe(404);
    expect(await buckets(trusting)).toEqual([`activate:address:${GUEST}`, `activate:address:${OTHER_GUEST}`]);
  });

  it('false: guests behind the proxy share its bucket', async () => {
    await exhaust(distrusting);
    expect((await activate(distrusting, OTHER_GUEST)).status).toBe(429);
    const shared = await buckets(distrusting);
    expect(shared).toHaveLength(1);
    expect(shared[0]).not.toMatch(/203\.0\.113/);
  });
});
