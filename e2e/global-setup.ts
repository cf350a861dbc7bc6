// Once per run: the database server (DATABASE_URL's, or an embedded PostgreSQL started here), a template
// database migrated and filled with the demo data by one start of the built server, and one MailDev that
// every worker's server sends to (e2e/fixtures/mail.ts reads it). Returns the teardown.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onAdminDatabase, repoRoot, SHARED, startBuiltServer, withDatabase } from './support/app-servers';

interface Stoppable {
  stop: () => Promise<void>;
}

/** The built server's own modules (npm run build makes dist/ before the suite runs). */
function builtModule<T>(file: string): Promise<T> {
  return import(pathToFileURL(path.join(repoRoot, 'dist/server/src', file)).href) as Promise<T>;
}

async function databaseServer(runId: string): Promise<{ url: string; embedded?: Stoppable }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const { startEmbeddedPostgres } = await builtModule<{
    startEmbeddedPostgres: (options: {
      dataDir: string;
      port: number;
      persistent: boolean;
    }) => Promise<Stoppable & { url: (name: string) => string }>;
  }>('embedded-postgres.js');
  const dataDir = path.join(tmpdir(), `lokalno-e2e-postgres-${runId}`);
  const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54339), persistent: false });
  return { url: embedded.url('postgres'), embedded };
}

async function mailCatcher(): Promise<Stoppable & { smtpUrl: string }> {
  const { startMailCatcherUnlessConfigured } = await builtModule<{
    startMailCatcherUnlessConfigured: (config: object, log: object) => Promise<Stoppable & { smtpUrl: string }>;
  }>('mail-catcher.js');
  const log = { warn: (details: object, message: string) => console.warn(message, details), info: () => undefined };
  return startMailCatcherUnlessConfigured(
    { MAILDEV_SMTP_PORT: Number(process.env.MAILDEV_SMTP_PORT ?? 1125), MAILDEV_WEB_PORT: Number(process.env.MAILDEV_WEB_PORT ?? 1180) },
    log,
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const database = await databaseServer(runId);
  const mail = await mailCatcher();
  const template = `lokalno_e2e_${runId}`;
  const dataDir = path.join(tmpdir(), `lokalno-e2e-data-${runId}`);
  process.env[SHARED.databaseUrl] = database.url;
  process.env[SHARED.template] = template;
  process.env[SHARED.smtpUrl] = mail.smtpUrl;
  process.env[SHARED.jwtSecret] = randomBytes(32).toString('hex');
  process.env[SHARED.dataDir] = dataDir;

  await onAdminDatabase(database.url, (client) => client.query(`CREATE DATABASE "${template}"`));
  // One start migrates the template and seeds the demo data; its stop leaves no connection behind.
  const seeding = await startBuiltServer(withDatabase(database.url, template));
  await seeding.stop();

  return async () => {
    await onAdminDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
        template,
        `${template}\\_%`,
      ]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
    await mail.stop();
    await database.embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
