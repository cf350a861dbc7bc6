// The servers the suite drives. The global setup (e2e/global-setup.ts) makes one database template,
// migrated and filled with the demo data by a single start of the built server, and one MailDev. Each
// Playwright worker then starts its own built server (e2e/test.ts) on its own copy of that template, so
// workers never share data and run side by side. The server runs as in production, with the demo data
// and the playground the suite uses turned on explicitly.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the global setup hands to the workers, through their environment. */
export const SHARED = {
  databaseUrl: 'E2E_DATABASE_SERVER_URL',
  template: 'E2E_TEMPLATE_DATABASE',
  smtpUrl: 'E2E_SMTP_URL',
  jwtSecret: 'E2E_JWT_SECRET',
  dataDir: 'E2E_DATA_DIR',
} as const;

export function shared(name: keyof typeof SHARED): string {
  const value = process.env[SHARED[name]];
  if (!value) throw new Error(`${SHARED[name]} is not set: run the suite through e2e/playwright.config.ts (its global setup sets it)`);
  return value;
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onAdminDatabase<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AppServer {
  url: string;
  database: string;
  stop: () => Promise<void>;
}

/** The settings every server of the suite shares; `extra` adds a project's own (see playwright.config.ts). */
function serverEnvironment(port: number, databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    SMTP_URL: shared('smtpUrl'),
    DATA_DIR: shared('dataDir'),
    // Every account of the suite comes from 127.0.0.1: raise the per-address limits.
    RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '100',
    // Production requires a signing key and has neither demo logins nor GraphiQL unless asked for.
    JWT_SECRET: shared('jwtSecret'),
    DEMO_DATA: 'true',
    GRAPHQL_PLAYGROUND: 'true',
    ...extra,
  };
  return env;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} was not ready within 120 s:\n${output()}`);
}

/** Starts the built server (dist/) on `databaseUrl` and waits for its readiness. */
export async function startBuiltServer(
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/src/main.js'], {
    cwd: repoRoot,
    env: serverEnvironment(port, databaseUrl, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for a failed start's message, and passed on: warnings and errors are the suite's evidence.
  let log = '';
  const keep = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    stream.write(chunk);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, stop };
}

/** A worker's own server, on a fresh copy of the demo template. */
export async function startWorkerServer(label: string, extra: Record<string, string>): Promise<AppServer> {
  const serverUrl = shared('databaseUrl');
  const database = `${shared('template')}_${label}_${randomBytes(3).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await onAdminDatabase(serverUrl, (client) => client.query(`CREATE DATABASE "${database}" TEMPLATE "${shared('template')}"`));
  const server = await startBuiltServer(withDatabase(serverUrl, database), extra);
  return {
    url: server.url,
    database,
    stop: async () => {
      await server.stop();
      await onAdminDatabase(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    },
  };
}
