// Once per test run: a PostgreSQL server (DATABASE_URL's, or an embedded one) and a template
// database with every migration applied. Each test file clones the template into its own database.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDataSource, ensureDatabase, runMigrations } from '../src/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/embedded-postgres.js';

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

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = 56000 + Math.floor(Math.random() * 4000);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), `lokalno-test-pg-${runId}`), port, persistent: false });
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

  return async () => {
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    const leftovers = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
      [templateName, `lokalno_test_${runId}_%`],
    );
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
  };
}
