// Starts the real HTTP application on a free port for a test file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import { createApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  baseUrl: string;
  db: TestDatabase;
  server: Server;
  /** fetch against the app; JSON body in, parsed JSON out. */
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
  graphql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
}

export async function startTestApp(options: Partial<Omit<AppOptions, 'dataSource' | 'log'>> & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = options.config ?? loadConfig({ NODE_ENV: 'test', ...options.env });
  const app = await createApp({ ...options, config, dataSource: db.dataSource, log: pino({ level: 'silent' }) });
  const server = createServer(app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.stop();
  });

  const request: TestApp['request'] = async (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(baseUrl + path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body, text };
  };

  const graphql: TestApp['graphql'] = async (query, variables, headers = {}) => {
    const response = await request('/graphql', { method: 'POST', json: { query, variables }, headers });
    return response.body as never;
  };

  return { baseUrl, db, server, request, graphql };
}
