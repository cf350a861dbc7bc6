// A throw-away database for command-line tools: a new database on DATABASE_URL's server,
// or a non-persistent embedded PostgreSQL when DATABASE_URL is absent.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../database.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';

export async function withScratchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `lokalno_scratch_${randomBytes(4).toString('hex')}`;
  const base = process.env.DATABASE_URL;
  if (!base) {
    const port = 55000 + Math.floor(Math.random() * 5000);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpdir(), name), port, persistent: false });
    try {
      const url = embedded.url(name);
      await ensureDatabase(url);
      return await work(url);
    } finally {
      await embedded.stop();
    }
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  try {
    return await work(url.toString());
  } finally {
    const admin = new URL(base);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
}
