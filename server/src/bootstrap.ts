// Connects to the database (embedded PostgreSQL when DATABASE_URL is absent), runs migrations
// and returns a ready DataSource. Used by the server and the command-line tools.
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import path from 'node:path';
import type { Config } from './config.js';
import { createDataSource, databaseLimits, ensureDatabase, runMigrations } from './database.js';
import { guardConnections } from './shared/connection-guard.js';
import { withStartupLock } from './shared/startup-lock.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { projectRoot } from './shared/project-root.js';

export interface Database {
  url: string;
  dataSource: DataSource;
  embedded?: EmbeddedDatabase;
  close: () => Promise<void>;
}

export async function databaseUrl(config: Config, log: Logger): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const dataDir = path.resolve(projectRoot(), config.EMBEDDED_PG_DIR);
  log.info({ dataDir, port: config.EMBEDDED_PG_PORT }, 'starting embedded PostgreSQL (set DATABASE_URL to use your own server)');
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, persistent: true });
  return { url: embedded.url('lokalno'), embedded };
}

export async function openDatabase(config: Config, log: Logger, options: { migrate?: boolean } = {}): Promise<Database> {
  const { url, embedded } = await databaseUrl(config, log);
  try {
    await ensureDatabase(url);
    const dataSource = createDataSource(url, { limits: databaseLimits(config) });
    await dataSource.initialize();
    guardConnections(dataSource, config.NODE_ENV === 'test' ? 'throw' : 'warn');
    if (options.migrate !== false) {
      // Instances starting together: one migrates, the others wait and find nothing pending.
      const applied = await withStartupLock(url, 'migrations', () => runMigrations(dataSource));
      if (applied.length > 0) log.info({ applied }, 'migrations applied');
    }
    return {
      url,
      dataSource,
      embedded,
      close: async () => {
        await dataSource.destroy();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
