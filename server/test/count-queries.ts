import { expect } from 'vitest';
import type { TestApp } from './app.js';

/**
 * The SQL statements `send` costs, the least of three runs: the counter sees the whole data source,
 * and a background job (an email, a sweep) of an earlier step can only add statements to a run.
 */
export async function leastQueries(app: TestApp, send: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    app.db.queries.reset();
    await send();
    counts.push(app.db.queries.count);
  }
  return Math.min(...counts);
}

/** The statements a GET of `path` (answered 200) costs, the least of three runs. */
export function queriesOf(app: TestApp, path: string, token?: string): Promise<number> {
  return leastQueries(app, async () => {
    const response = await app.request(path, { token });
    expect(response.status, response.text).toBe(200);
  });
}
