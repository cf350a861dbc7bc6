// The TypeORM DataSource: schema changes only through migrations, never `synchronize`.
// Also creates the target database when it does not exist yet.
import { DataSource, type Logger, type QueryRunner } from 'typeorm';
import pg from 'pg';
import { inJobScope } from './shared/job-scope.js';
import { DUPLICATE_DATABASE, sqlState, UNIQUE_VIOLATION } from './shared/postgres-errors.js';
import { entities } from './entities.js';
import { migrations } from '../../migrations/index.js';

/**
 * Counts the SQL statements a DataSource runs; tests use it to prove lists cost a fixed number of
 * queries. Statements of background jobs (which may run at any moment beside the measured call) are
 * not counted.
 */
export class QueryCounter implements Logger {
  count = 0;
  readonly statements: string[] = [];
  logQuery(query: string): void {
    if (/^(START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT)/i.test(query)) return;
    if (inJobScope()) return;
    this.count += 1;
    this.statements.push(query);
  }
  reset(): void {
    this.count = 0;
    this.statements.length = 0;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** The pool's size and every wait a connection may meet (README "Operations"); config.ts reads them. */
export interface DatabaseLimits {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 20,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 60_000,
};

export function databaseLimits(config: {
  DB_POOL_SIZE: number;
  DB_CONNECT_TIMEOUT_MS: number;
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_LOCK_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
}): DatabaseLimits {
  return {
    poolSize: config.DB_POOL_SIZE,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** pg.Pool settings: no wait without an end, whether for a connection, a lock, a statement or an idle transaction. */
export function poolSettings(limits: DatabaseLimits) {
  return {
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

export function createDataSource(
  url: string,
  options: { queryCounter?: QueryCounter; poolSize?: number; limits?: Partial<DatabaseLimits> } = {},
) {
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...(options.poolSize ? { poolSize: options.poolSize } : {}), ...options.limits };
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // TypeORM never logs on its own: a failed query reaches the log only as an error, serialised
    // by logger.ts with its SQL text and SQLSTATE, never its bound parameters.
    logging: options.queryCounter ? ['query'] : false,
    logger: options.queryCounter,
    extra: { ...poolSettings(limits), application_name: 'lokalno' },
  });
}

/** Creates the database named in the URL when it is missing (CREATE DATABASE cannot run inside a transaction). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await createDatabase(client, name);
  } finally {
    await client.end();
  }
}

/** Another instance starting at the same moment may create it first: that is success too. */
async function createDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    const code = sqlState(error);
    if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw error;
  }
}

export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

/** SQL that the entities need but the migrations have not created yet; empty when migrations are complete. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((query) => query.query),
    down: sql.downQueries.map((query) => query.query),
  };
}

export type { QueryRunner };
