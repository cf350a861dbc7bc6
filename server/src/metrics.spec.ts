import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { metricsAccess, routeOf } from './metrics.js';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Pick<Request, 'headers' | 'socket'>;

describe('who may read /metrics', () => {
  const token = 'a-token-of-sixteen-or-more';

  it('with METRICS_TOKEN: the bearer token, from anywhere, in every environment', () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV }, request('203.0.113.7', { authorization: `Bearer ${token}` }))).toBe(
        'allowed',
      );
      expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV }, request('127.0.0.1', { authorization: `bearer ${token}` }))).toBe('allowed');
      expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV }, request('127.0.0.1'))).toBe('unauthenticated');
      expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV }, request('127.0.0.1', { authorization: `Basic ${token}` }))).toBe(
        'unauthenticated',
      );
      expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV }, request('127.0.0.1', { authorization: 'Bearer ' }))).toBe('unauthenticated');
    }
  });

  it('without it: open outside production', () => {
    expect(metricsAccess({ NODE_ENV: 'development' }, request('203.0.113.7'))).toBe('allowed');
    expect(metricsAccess({ NODE_ENV: 'test' }, request('10.0.0.5', { 'x-forwarded-for': '203.0.113.7' }))).toBe('allowed');
  });

  it('without it in production: direct connections from the machine itself only', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(metricsAccess({ NODE_ENV: 'production' }, request(address)), address).toBe('allowed');
    for (const address of ['10.0.0.5', '172.18.0.3', '192.168.1.2', '203.0.113.7', '::ffff:10.0.0.5', 'fd00::1']) {
      expect(metricsAccess({ NODE_ENV: 'production' }, request(address)), address).toBe('forbidden');
    }
    expect(metricsAccess({ NODE_ENV: 'production' }, request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }))).toBe('forbidden');
  });
});

describe('the route label', () => {
  it('is the matched pattern, the GraphQL mounts or `other`, never the path', () => {
    expect(routeOf({ baseUrl: '/api', route: { path: '/brands/:id' } } as Request)).toBe('/api/brands/:id');
    expect(routeOf({ baseUrl: '/api', route: undefined } as Request)).toBe('/api');
    expect(routeOf({ baseUrl: '', route: { path: '/readyz' } } as Request)).toBe('/readyz');
    // A route matched earlier (GET /graphql passes non-HTML requests on to Apollo) does not count.
    expect(routeOf({ baseUrl: '/graphql', route: { path: '/graphql' } } as Request)).toBe('/graphql');
    expect(routeOf({ baseUrl: '/graphql/stream', route: undefined } as Request)).toBe('/graphql/stream');
    // A mount with parameters would carry ids in baseUrl: it is left out.
    expect(routeOf({ baseUrl: '/users/42', route: { path: '/photos' } } as Request)).toBe('/photos');
    expect(routeOf({ baseUrl: '/users/42', route: undefined } as Request)).toBe('other');
    expect(routeOf({ baseUrl: '', route: { path: /^\/x/ } } as unknown as Request)).toBe('other');
  });
});
