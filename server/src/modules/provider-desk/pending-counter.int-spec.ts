// The live pending counter on one server: the REST event stream and the GraphQL subscription
// (graphql-sse, distinct connections) start with the current count and follow every committed
// change; another company's provider sees nothing of it; customers and anonymous callers are
// refused; a revoked session's stream ends; the connections per user are bounded and closed ones
// are released; a dropped LISTEN connection comes back and recounts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, login } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, reservationOf, startIn } from '../../../test/reservations.js';
import { pendingCounterStream, pendingCountSubscription } from '../../../test/sse.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import { pendingCounterOf } from './pending-counter.js';

let app: TestApp;
let guest: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof bookableService>>;
let rival: Awaited<ReturnType<typeof bookableService>>;
const opened: { close: () => void }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  guest = await signedIn(app);
  shop = await bookableService(app, { title: 'Truffle hunt in Motovun' });
  rival = await bookableService(app, { title: 'Sailing in Rovinj' });
}, 120_000);

afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

let day = 2;
async function pending(service = shop, state = ReservationState.PENDING) {
  return reservationOf(app, {
    serviceId: service.serviceId,
    userId: guest.user.id,
    email: guest.user.email,
    startsAt: startIn(day++),
    state,
    places: 'capacity',
  });
}

async function rest(token?: string) {
  const stream = await pendingCounterStream(app.baseUrl, token);
  opened.push(stream);
  return stream;
}

async function subscription(token?: string) {
  const stream = await pendingCountSubscription(app.baseUrl, token);
  opened.push(stream);
  return stream;
}

const counter = () => pendingCounterOf({ dataSource: app.db.dataSource });

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the provider', () => {
  it('gets the current count first, then every change (REST and GraphQL alike)', async () => {
    await pending();
    await pending(shop, ReservationState.ACCEPTED);
    const stream = await rest(shop.provider.token);
    expect(stream.status).toBe(200);
    const live = await subscription(shop.provider.token);
    expect(live.status).toBe(200);
    expect(await stream.count()).toBe(1);
    expect(await live.count()).toBe(1);
    expect(stream.lines[0]).toBe('retry: 5000');

    const made = await pending();
    expect(await stream.count()).toBe(2);
    expect(await live.count()).toBe(2);

    const accepted = await app.request(`/api/owner/reservations/${made.id}/acceptance`, { method: 'PUT', token: shop.provider.token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await stream.count()).toBe(1);
    expect(await live.count()).toBe(1);
  });

  it("does not count another company's requests", async () => {
    const theirs = await rest(rival.provider.token);
    expect(await theirs.count()).toBe(0);
    const mine = await rest(shop.provider.token);
    const before = await mine.count();
    await pending(shop);
    expect(await mine.count()).toBe(before + 1);
    await pending(rival);
    // The rival's next event is its own request: nothing came of the shop's.
    expect(await theirs.count()).toBe(1);
  });

  it('registers the stream in the OpenAPI document', async () => {
    const document = (await app.request('/api/openapi.json')).body as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const get = document.paths['/api/owner/reservations/pending/counter']?.get;
    expect(get?.responses['200'].content).toHaveProperty(['text/event-stream']);
    expect(get?.responses).toHaveProperty(['429']);
  });
});

describe('who may listen', () => {
  it('refuses customers (403) and anonymous callers (401) on REST', async () => {
    const customer = await rest(guest.token);
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await rest();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses customers and anonymous callers on the GraphQL subscription', async () => {
    const customer = await subscription(guest.token);
    expect((await customer.result()).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await subscription();
    expect((await anonymous.result()).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await until(() => counter().connectionCount === 0);
  });

  it('ends the streams of a session revoked by logout at the next change', async () => {
    const token = await login(app, shop.provider.user.email, shop.provider.user.password);
    const stream = await rest(token);
    const live = await subscription(token);
    await stream.count();
    await live.count();
    expect((await app.request('/api/token/destroy', { method: 'POST', token })).status).toBe(204);
    await pending();
    await stream.ended;
    await live.ended;
    expect(live.lines).toContain('event: complete');
  });

  it('ends the stream of a revoked session within the periodic check', async () => {
    const token = await login(app, rival.provider.user.email, rival.provider.user.password);
    const stream = await rest(token);
    await stream.count();
    await app.db.dataSource.query(
      'UPDATE session SET revoked_at = now() WHERE id = (SELECT id FROM session WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)',
      [rival.provider.user.id],
    );
    await counter().checkSessions();
    await stream.ended;
  });
});

describe('connections', () => {
  it('refuses the 6th stream of a user with 429 and takes one again after a close', async () => {
    const provider = await bookableService(app);
    const streams = [
      await rest(provider.provider.token),
      await rest(provider.provider.token),
      await rest(provider.provider.token),
      await subscription(provider.provider.token),
      await subscription(provider.provider.token),
    ];
    for (const stream of streams) expect(await stream.count()).toBe(0);
    const sixth = await rest(provider.provider.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many live connections are open for this account (at most 5). Close another tab and try again.',
    });
    const sixthLive = await subscription(provider.provider.token);
    expect((await sixthLive.result()).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    streams[0].close();
    await until(() => counter().connectionCount === 4);
    const again = await rest(provider.provider.token);
    expect(await again.count()).toBe(0);
  });

  it('releases every closed stream, REST and GraphQL (no leak)', async () => {
    await until(() => counter().connectionCount === 0);
    const streams = [];
    for (let i = 0; i < 4; i += 1) streams.push(i % 2 ? await rest(shop.provider.token) : await subscription(shop.provider.token));
    for (const stream of streams) await stream.count();
    expect(counter().connectionCount).toBe(4);
    for (const stream of streams) stream.close();
    await until(() => counter().connectionCount === 0);
  });

  it('comes back after the LISTEN connection dropped and recounts what was missed', async () => {
    const stream = await rest(shop.provider.token);
    const before = await stream.count();
    await app.db.dataSource.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'lokalno-live' AND datname = current_database()",
    );
    await pending();
    expect(await stream.count(8000)).toBe(before + 1);
  });
});
