import { describe, expect, it } from 'vitest';
import { poolProbe } from './readiness.js';

describe('poolProbe', () => {
  it('is ready when the pool answers', async () => {
    expect(await poolProbe({ query: async () => [{ '?column?': 1 }] })()).toBe(true);
  });

  it('is not ready when the query fails', async () => {
    expect(await poolProbe({ query: async () => Promise.reject(new Error('connection refused')) })()).toBe(false);
  });

  it('gives up after the time limit on a pool that does not answer, and queues no second select behind the first', async () => {
    let selects = 0;
    let answer: (rows: unknown) => void = () => undefined;
    const probe = poolProbe(
      {
        query: () => {
          selects += 1;
          return new Promise((resolve) => (answer = resolve));
        },
      },
      50,
    );
    const started = Date.now();
    expect(await probe()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await probe()).toBe(false);
    expect(selects).toBe(1);
    answer([]);
    expect(await probe()).toBe(true);
    // Once answered, the next probe asks again.
    const next = probe();
    expect(selects).toBe(2);
    answer([]);
    expect(await next).toBe(true);
  });
});
