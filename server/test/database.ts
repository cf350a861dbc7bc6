// A fresh database per test file, cloned from the migrated template the global setup made.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createDataSource, QueryCounter, type DatabaseLimits } from '../src/database.js';
import { guardConnections } from '../src/shared/connection-guard.js';
import { atFileEnd } from './file-cleanup.js';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  queries: QueryCounter;
}

function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** Creates the database now and drops it after the file's tests. */
export async function createTestDatabase(options: { limits?: Partial<DatabaseLimits> } = {}): Promise<TestDatabase> {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template.replace('lokalno_template_', 'lokalno_test_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(templateUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();

  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const queries = new QueryCounter();
  const dataSource = createDataSource(url.toString(), { queryCounter: queries, limits: options.limits });
  await dataSource.initialize();
  // A second pool connection inside a transaction throws in every test (shared/connection-guard.ts).
  guardConnections(dataSource, 'throw');

  atFileEnd(async () => {
    await dataSource.destroy();
    const cleanup = new pg.Client({ connectionString: adminUrl(templateUrl) });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  });
  return { url: url.toString(), dataSource, queries };
}
