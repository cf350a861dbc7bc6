// From pg-boss 10 to 12 (issue 21). pg-boss 11 rewrote its schema with no migration from 10's
// (schema version 24), and 12 refuses to start on one. A database the previous version ran on is
// carried over on the first start instead:
//   1. before pg-boss starts, the old schema `pgboss` is renamed `pgboss_v10` (setPgBoss10Aside);
//   2. pg-boss 12 creates its own `pgboss`, and JobQueue.start() creates the registry's queues;
//   3. carryOverPgBoss10 copies every job of the old schema whose queue exists in the new one, then
//      drops the old schema, in one transaction: a start that fails half-way leaves the old schema
//      whole and the next start carries it over again. Nothing of the old schema is kept.
// What is copied, each job with its id, data, singleton key, priority, start_after, retry settings
// and count, and timestamps:
//   - waiting jobs (created, retry) as they were; a job left running (active) by a stopped process
//     as a retry (it runs again: at-least-once, as its expiry would have made it);
//   - dead letters (the created jobs of a `.dead-letter` queue), with the failed job's output as
//     source_output and its id as source_id, where pg-boss 12 puts them;
//   - finished jobs (completed, cancelled, failed), from the job table and the archive, so that an
//     idempotency key already used still names a known job until pg-boss deletes it.
// Jobs of a queue the registry no longer has are not copied (nothing would work them): they are
// counted in a warning. Schedules are not copied: start() creates the registry's.
// Several instances starting at once take turns on an advisory lock; the first carries, the others
// find nothing left to do.
import pg from 'pg';
import type { Logger } from 'pino';

export const PGBOSS_SCHEMA = 'pgboss';
export const PGBOSS_10_SCHEMA = 'pgboss_v10';
/** pg-boss 10's schema versions (10.0.0 made 21, 10.4 has 24); 11 starts at 25. */
const V10_VERSIONS = { min: 21, max: 24 };
const LOCK = "hashtext('lokalno:pg-boss-10-carry-over')";

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'lokalno-jobs-carry-over' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function inLockedTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query(`SELECT pg_advisory_xact_lock(${LOCK})`);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function schemaVersion(client: pg.Client, schema: string): Promise<number | null> {
  const { rows } = await client.query<{ table: string | null }>('SELECT to_regclass($1)::text AS table', [`${schema}.version`]);
  if (!rows[0].table) return null;
  const version = await client.query<{ version: number }>(`SELECT version FROM ${schema}.version`);
  return version.rows[0]?.version ?? null;
}

/** Step 1: renames pg-boss 10's schema aside, if `pgboss` is one. True when it did. */
export async function setPgBoss10Aside(databaseUrl: string, log: Logger): Promise<boolean> {
  return withClient(databaseUrl, (client) =>
    inLockedTransaction(client, async () => {
      const version = await schemaVersion(client, PGBOSS_SCHEMA);
      if (version === null || version > V10_VERSIONS.max) return false;
      if (version < V10_VERSIONS.min)
        throw new Error(
          `job queue: schema ${PGBOSS_SCHEMA} is pg-boss's version ${version}, older than pg-boss 10's: start the previous release of Lokalno once to bring it to 10's first`,
        );
      const { rows } = await client.query<{ taken: boolean }>('SELECT to_regnamespace($1) IS NOT NULL AS taken', [PGBOSS_10_SCHEMA]);
      if (rows[0].taken)
        throw new Error(
          `job queue: schema ${PGBOSS_SCHEMA} is pg-boss 10's and ${PGBOSS_10_SCHEMA} exists too; carry one over by hand, drop the other`,
        );
      await client.query(`ALTER SCHEMA ${PGBOSS_SCHEMA} RENAME TO ${PGBOSS_10_SCHEMA}`);
      log.info({ version }, `job queue: pg-boss 10's schema set aside as ${PGBOSS_10_SCHEMA}, to be carried over`);
      return true;
    }),
  );
}

export interface CarriedOver {
  /** Jobs copied, by state in the new schema (`created` includes the dead letters). */
  jobs: Record<string, number>;
  deadLetters: number;
  /** Jobs not copied, by queue: waiting or finished jobs of queues the new schema does not have. */
  leftBehind: Record<string, number>;
}

/**
 * Step 3: copies pg-boss 10's jobs into pg-boss 12's queues and drops the old schema. Null when
 * there is nothing to carry over (no `pgboss_v10`).
 */
export async function carryOverPgBoss10(databaseUrl: string, log: Logger): Promise<CarriedOver | null> {
  return withClient(databaseUrl, (client) =>
    inLockedTransaction(client, async () => {
      const { rows: present } = await client.query<{ present: boolean }>('SELECT to_regnamespace($1) IS NOT NULL AS present', [
        PGBOSS_10_SCHEMA,
      ]);
      if (!present[0].present) return null;
      const old = PGBOSS_10_SCHEMA;
      const to = PGBOSS_SCHEMA;
      // The job table and the archive (finished jobs moved there after 12 hours) have the same
      // columns up to the archive's archived_on.
      const columns =
        'id, name, priority, data, state::text AS state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, output';
      const source = `(SELECT ${columns} FROM ${old}.job UNION ALL SELECT ${columns} FROM ${old}.archive)`;
      const { rows: copied } = await client.query<{ state: string; dead_letter: boolean; jobs: number }>(
        `WITH copied AS (
           INSERT INTO ${to}.job (
             id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
             expire_seconds, deletion_seconds, singleton_key, singleton_on, start_after, created_on,
             started_on, completed_on, keep_until, output, dead_letter, policy,
             source_name, source_id, source_output
           )
           SELECT
             o.id, o.name, o.priority, o.data,
             (CASE WHEN o.state = 'active' THEN 'retry' ELSE o.state END)::${to}.job_state,
             o.retry_limit, o.retry_count, o.retry_delay, o.retry_backoff,
             greatest(1, ceil(extract(epoch FROM o.expire_in)))::int, q.deletion_seconds,
             o.singleton_key, o.singleton_on, o.start_after, o.created_on,
             o.started_on, o.completed_on, o.keep_until,
             CASE WHEN src.name IS NULL THEN o.output END,
             q.dead_letter, q.policy,
             src.name,
             CASE WHEN src.name IS NOT NULL AND o.output->>'jobId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (o.output->>'jobId')::uuid END,
             CASE WHEN src.name IS NOT NULL THEN o.output END
           FROM ${source} o
           JOIN ${to}.queue q ON q.name = o.name
           LEFT JOIN LATERAL (SELECT s.name FROM ${to}.queue s WHERE s.dead_letter = o.name ORDER BY s.name LIMIT 1) src ON true
           ON CONFLICT DO NOTHING
           RETURNING state::text AS state, source_name IS NOT NULL AS dead_letter
         )
         SELECT state, dead_letter, count(*)::int AS jobs FROM copied GROUP BY state, dead_letter`,
      );
      const { rows: behind } = await client.query<{ name: string; jobs: number }>(
        `SELECT o.name, count(*)::int AS jobs FROM ${source} o WHERE NOT EXISTS (SELECT 1 FROM ${to}.queue q WHERE q.name = o.name) GROUP BY o.name ORDER BY o.name`,
      );
      await client.query(`DROP SCHEMA ${old} CASCADE`);
      const result: CarriedOver = { jobs: {}, deadLetters: 0, leftBehind: Object.fromEntries(behind.map((row) => [row.name, row.jobs])) };
      for (const row of copied) {
        result.jobs[row.state] = (result.jobs[row.state] ?? 0) + row.jobs;
        if (row.dead_letter) result.deadLetters += row.jobs;
      }
      log.info({ jobs: result.jobs, deadLetters: result.deadLetters }, `job queue: pg-boss 10's jobs carried over; schema ${old} dropped`);
      if (behind.length)
        log.warn({ leftBehind: result.leftBehind }, 'job queue: pg-boss 10 jobs of queues that no longer exist were not carried over');
      return result;
    }),
  );
}
