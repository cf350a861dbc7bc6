// Starts the real HTTP application on a free port for a test file, with its own database,
// job queue, file storage and a real SMTP capture.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startRuntime } from '../src/runtime.js';
import type { JobQueue } from '../src/shared/jobs.js';
import type { SmsCatcher } from '../src/modules/notifications/sms-catcher.js';
import type { DatabaseLimits } from '../src/database.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { atFileEnd } from './file-cleanup.js';
import { MailCapture } from './mail.js';

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface TestApp {
  baseUrl: string;
  db: TestDatabase;
  server: Server;
  mail: MailCapture;
  config: Config;
  /** The local SMS catcher (null when the test configures Twilio). */
  sms: SmsCatcher | null;
  /** The app's job runner (started, with every handler). */
  jobs: JobQueue;
  /** fetch against the app; JSON body in, parsed JSON out. */
  request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<TestResponse>;
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
}

function testLogLevel(): Config['LOG_LEVEL'] {
  const level = process.env.TEST_LOG_LEVEL;
  return level === 'silent' || level === 'fatal' || level === 'warn' || level === 'info' || level === 'debug' ? level : 'error';
}

/** `log` captures the app's real logger output; without it only errors are written (`TEST_LOG_LEVEL`), so an unexpected 500 shows its cause. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    log?: { destination: DestinationStream; level?: Config['LOG_LEVEL'] };
    databaseLimits?: Partial<DatabaseLimits>;
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  // `database`: one the test made itself (and cleans up), e.g. on a PostgreSQL it stops and starts.
  const db = options.database ?? (await createTestDatabase({ limits: options.databaseLimits }));
  const mail = new MailCapture();
  const smtpUrl = await mail.start();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-data-'));
  // DATABASE_URL names the database the app is given, so NODE_ENV=production (which requires it) loads too.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    DATABASE_URL: db.url,
    ...options.env,
  });
  const log = createLogger({ LOG_LEVEL: options.log ? (options.log.level ?? 'info') : testLogLevel() }, options.log?.destination);
  const runtime = await startRuntime({ config, dataSource: db.dataSource, databaseUrl: db.url, log, smtpUrl });
  const app = await createApp({
    config,
    dataSource: db.dataSource,
    log,
    jobs: runtime.jobs,
    storage: runtime.storage,
    clientDir: options.clientDir,
    smsCatcher: runtime.smsCatcher,
  });
  server.on('request', app.express);
  // As main.ts does: a client built with its server entry renders public pages from now on.
  app.listening(server.address());

  atFileEnd(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.stop();
    await runtime.stop();
    await mail.stop();
  });

  const request: TestApp['request'] = async (url, init = {}) => {
    const { json, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(baseUrl + url, {
      redirect: 'manual',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body, text };
  };

  const graphql: TestApp['graphql'] = async (query, variables, opts = {}) => {
    const response = await request('/graphql', { method: 'POST', json: { query, variables }, token: opts.token, headers: opts.headers });
    return response.body as never;
  };

  return { baseUrl, db, server, mail, config, jobs: runtime.jobs, sms: runtime.smsCatcher ?? null, request, graphql };
}
