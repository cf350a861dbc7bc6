// Once per test run: a PostgreSQL server (DATABASE_URL's, or an embedded one) and a template
// database with every migration applied. Each test file clones the template into its own database.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDataSource, ensureDatabase, runMigrations } from '../src/database.js';
import type { EmbeddedDatabase } from '../src/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
type Listener = (...args: never[]) => unknown;
/** The process as a plain event emitter (its typings split events by kind). */
const processEvents = process as unknown as {
  listeners(event: string): Listener[];
  removeListener(event: string, listener: Listener): unknown;
};

// Set by the first project's setup: the other projects of the run (vitest.config.ts) clone the same template.
const SHARED_TEMPLATE = 'LOKALNO_TEST_TEMPLATE_URL';

export default async function setup(project: TestProject) {
  const shared = process.env[SHARED_TEMPLATE];
  if (shared) {
    project.provide('templateDatabaseUrl', shared);
    return;
  }
  const runId = randomBytes(4).toString('hex');
  let embedded: EmbeddedDatabase | undefined;
  let exitHooks: { event: string; listener: Listener }[] = [];
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = 56000 + Math.floor(Math.random() * 4000);
    // Imported only when needed: embedded-postgres hooks process exit (async-exit-hook), and its
    // `beforeExit` hook ends the process with code 0, which would hide failed tests from CI. The
    // hooks it adds are removed once the database is stopped.
    const before = new Map(EXIT_EVENTS.map((event) => [event, processEvents.listeners(event)]));
    // The package itself is imported by startEmbeddedPostgres: its hooks are known once it has returned.
    const { startEmbeddedPostgres } = await import('../src/embedded-postgres.js');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `lokalno-test-pg-${runId}`), port, persistent: false });
    exitHooks = EXIT_EVENTS.flatMap((event) =>
      processEvents
        .listeners(event)
        .filter((listener) => !before.get(event)!.includes(listener))
        .map((listener) => ({ event, listener })),
    );
    serverUrl = embedded.url('postgres');
  }
  const templateName = `lokalno_template_${runId}`;
  const templateUrl = withDatabase(serverUrl, templateName);
  await ensureDatabase(templateUrl);
  const dataSource = createDataSource(templateUrl);
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
  project.provide('templateDatabaseUrl', templateUrl);
  process.env[SHARED_TEMPLATE] = templateUrl;

  return async () => {
    delete process.env[SHARED_TEMPLATE];
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    const leftovers = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
      templateName,
      `lokalno_test_${runId}_%`,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    if (!embedded) return;
    await embedded.stop();
    for (const { event, listener } of exitHooks) processEvents.removeListener(event, listener);
  };
}
