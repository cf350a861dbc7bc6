// GET /metrics on the real app: requests counted by route pattern (never the path with its id), the
// pool's gauges, the job queues' depth counted at the scrape, an open live stream, the process's
// defaults; the bearer token is required when METRICS_TOKEN is set, and in production without it only
// a direct connection from the machine itself is answered. Two apps in one process keep their own counts.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { pendingCounterStream } from '../test/sse.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let app: TestApp;
let production: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  production = await startTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32) } });
}, 120_000);

/** The value of one series (`name{labels}` exactly as given, labels in the exposition's order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(target: TestApp = app, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const response = await target.request('/metrics', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

const requestCount = (text: string, method: string, route: string, statusClass: string) =>
  sample(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`) ?? 0;

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /metrics', () => {
  it('counts requests by method, route pattern and status class, never by the path itself', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) expect((await app.request(`/api/brands/${987_650 + i}`)).status).toBe(404);
    for (let i = 0; i < 2; i += 1) expect((await app.request('/api/countries')).status).toBe(200);
    expect((await app.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    await app.request('/no/such/page/424242', { headers: { accept: 'application/json' } });

    const after = await scrape();
    expect(requestCount(after, 'GET', '/api/brands/:id', '4xx') - requestCount(before, 'GET', '/api/brands/:id', '4xx')).toBe(3);
    expect(requestCount(after, 'GET', '/api/countries', '2xx') - requestCount(before, 'GET', '/api/countries', '2xx')).toBe(2);
    expect(requestCount(after, 'POST', '/graphql', '2xx')).toBeGreaterThanOrEqual(1);
    // An unknown path: the client's catch-all route when a built client is served, else `other`.
    expect(requestCount(after, 'GET', '/{*splat}', '4xx') + requestCount(after, 'GET', 'other', '4xx')).toBe(1);
    // The earlier scrape itself is counted under its route.
    expect(requestCount(after, 'GET', '/metrics', '2xx')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/countries",status_class="2xx"}')).toBe(
      requestCount(after, 'GET', '/api/countries', '2xx'),
    );
    expect(sample(after, 'http_request_duration_seconds_sum{method="GET",route="/api/countries",status_class="2xx"}')).toBeGreaterThan(0);
    // No id and no unknown path becomes a label.
    expect(after).not.toMatch(/98765\d|424242/);
  });

  it('shows the request pool: its size, open and idle connections, callers waiting', async () => {
    await app.request('/api/countries');
    const text = await scrape();
    const max = sample(text, 'lokalno_db_pool_max_connections');
    const open = sample(text, 'lokalno_db_pool_connections');
    const idle = sample(text, 'lokalno_db_pool_idle_connections');
    expect(max).toBe(20);
    expect(open).toBeGreaterThanOrEqual(0);
    expect(open).toBeLessThanOrEqual(max!);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(open!);
    expect(sample(text, 'lokalno_db_pool_waiting_requests')).toBe(0);
  });

  it('counts the job queues at the scrape, every queue and state listed', async () => {
    // A dead-letter queue has no worker: the job stays `created` and shows in the depth.
    await app.db.dataSource.query(
      `INSERT INTO pgboss.job (name, data) VALUES ('account.key-email.dead-letter', '{}'), ('account.key-email.dead-letter', '{}')`,
    );
    const text = await scrape();
    expect(sample(text, 'lokalno_job_queue_depth_ok')).toBe(1);
    expect(sample(text, 'lokalno_job_queue_jobs{queue="account.key-email.dead-letter",state="created"}')).toBe(2);
    for (const state of ['created', 'retry', 'active']) {
      expect(sample(text, `lokalno_job_queue_jobs{queue="payments.capture",state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows open live streams until they close', async () => {
    const provider = await signedIn(app, { roles: ['ROLE_OWNER'] });
    const stream = await pendingCounterStream(app.baseUrl, provider.token);
    expect(await stream.count()).toBe(0);
    const open = await scrape();
    expect(sample(open, 'lokalno_live_streams_open')).toBe(1);
    // The stream and the scrape itself are both answers still open.
    expect(sample(open, 'http_requests_in_flight')).toBeGreaterThanOrEqual(2);

    stream.close();
    let closed = '';
    await until(async () => {
      closed = await scrape();
      return (
        sample(closed, 'lokalno_live_streams_open') === 0 &&
        requestCount(closed, 'GET', '/api/owner/reservations/pending/counter', '2xx') === 1
      );
    });
  });

  it('includes the default process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});

describe('who may read /metrics', () => {
  it('with METRICS_TOKEN: only with that bearer token', async () => {
    const missing = await app.request('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(missing.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await app.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
    expect((await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect(await scrape(app)).toContain('lokalno_db_pool_connections');
  });

  it('in production without METRICS_TOKEN: a direct connection from the machine itself, nothing forwarded', async () => {
    const text = await scrape(production, {});
    expect(text).toContain('lokalno_job_queue_depth_ok 1');
    // The other app's requests are not in this app's registry.
    expect(requestCount(text, 'GET', '/api/countries', '2xx')).toBe(0);
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.7'],
      ['forwarded', 'for=203.0.113.7'],
      ['x-real-ip', '203.0.113.7'],
    ]) {
      const refused = await production.request('/metrics', { headers: { [name]: value } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
