// Starts the built server for the Playwright suite on PORT (default 3100) with a fresh database:
// a new database on DATABASE_URL's server, or a throw-away embedded PostgreSQL this script runs
// (a production server never starts one itself). It runs as in production, with the demo data and
// the playground the suite uses turned on explicitly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PORT: process.env.PORT ?? '3100', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
env.PUBLIC_URL ??= `http://127.0.0.1:${env.PORT}`;
// The e2e suite reads caught mails from this MailDev (GET http://127.0.0.1:1180/api/email).
env.MAILDEV_SMTP_PORT ??= '1125';
env.MAILDEV_WEB_PORT ??= '1180';
delete env.SMTP_URL;
// Every account of the suite comes from 127.0.0.1: raise the per-address limits.
env.RATE_LIMIT_FACTOR ??= '100';
// Production requires a signing key and has neither demo logins nor GraphiQL unless asked for.
env.JWT_SECRET ??= randomBytes(32).toString('hex');
env.DEMO_DATA ??= 'true';
env.GRAPHQL_PLAYGROUND ??= 'true';

let embedded;
if (process.env.DATABASE_URL) {
  const name = process.env.E2E_DATABASE ?? 'lokalno_e2e';
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  // One data folder per database name: the closed-build server runs beside the main one.
  const dataDir = path.join(tmpdir(), process.env.E2E_DATABASE ? `lokalno-e2e-postgres-${process.env.E2E_DATABASE}` : 'lokalno-e2e-postgres');
  rmSync(dataDir, { recursive: true, force: true });
  const { startEmbeddedPostgres } = await import('../dist/server/src/embedded-postgres.js');
  embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54339), persistent: false });
  env.DATABASE_URL = embedded.url(process.env.E2E_DATABASE ?? 'lokalno_e2e');
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/src/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
// The database stops after the server, which closes its pool first.
server.on('exit', async (code) => {
  await embedded?.stop();
  process.exit(code ?? 0);
});
