// The start-up steps that instances starting together on one database would collide on: the
// migrations (TypeORM takes no lock of its own), the job runner's queue set-up (pg-boss's
// createQueue deadlocks against itself) and the demo data (checked, then inserted). Each runs under a PostgreSQL session-level advisory lock,
// one instance at a time; the next one then finds the work done.
import pg from 'pg';

/**
 * The two-key form pg_advisory_lock(STARTUP_LOCK_CLASS, step): a key space of its own, apart from the
 * one-key locks of booking requests, announcements and pg-boss. 0x4c4f4b41 is 'LOKA'. README
 * "Migrations on deploy" documents the keys: change them there too.
 */
export const STARTUP_LOCK_CLASS = 0x4c4f4b41;
export const STARTUP_LOCKS = { migrations: 1, jobQueue: 2, demoData: 3 } as const;
export type StartupLock = keyof typeof STARTUP_LOCKS;

/** How long a start waits for a peer's step: a long migration is waited for, a hung peer is not. */
export const STARTUP_LOCK_TIMEOUT_MS = 300_000;
const CONNECT_TIMEOUT_MS = 10_000;
const LOCK_NOT_AVAILABLE = '55P03';

export class StartupLockTimeoutError extends Error {
  constructor(lock: StartupLock, timeoutMs: number) {
    super(
      `start-up lock "${lock}" (pg_advisory_lock(${STARTUP_LOCK_CLASS}, ${STARTUP_LOCKS[lock]})) not taken within ${timeoutMs} ms: ` +
        "another instance has held it that long (see pg_locks where locktype = 'advisory' for its pid)",
    );
    this.name = 'StartupLockTimeoutError';
  }
}

/**
 * Runs `work` holding the lock, on a connection of its own (never the pool's: the work itself takes
 * pool connections, and the lock must outlive each of their transactions).
 */
export async function withStartupLock<T>(
  databaseUrl: string,
  lock: StartupLock,
  work: () => Promise<T>,
  timeoutMs = STARTUP_LOCK_TIMEOUT_MS,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'lokalno-startup-lock',
    lock_timeout: timeoutMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A dropped connection fails the next query; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await take(client, lock, timeoutMs);
    try {
      return await work();
    } finally {
      // The session's end would release it too, as it does for a process that dies mid-step.
      await client.query('SELECT pg_advisory_unlock($1, $2)', [STARTUP_LOCK_CLASS, STARTUP_LOCKS[lock]]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function take(client: pg.Client, lock: StartupLock, timeoutMs: number): Promise<void> {
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [STARTUP_LOCK_CLASS, STARTUP_LOCKS[lock]]);
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw new StartupLockTimeoutError(lock, timeoutMs);
    throw error;
  }
}
