// The readiness probe's database check: the pool must run `select 1` within a time limit. A stuck
// pool (every connection busy, a server that does not answer) fails the probe instead of hanging it,
// and repeated probes share the one `select 1` still waiting rather than queueing more behind it.
export const READY_CHECK_MS = 1_000;

/** `dataSource`: the app's TypeORM DataSource (its pool), or anything that runs a query the same way. */
export function poolProbe(dataSource: { query: (sql: string) => Promise<unknown> }, timeoutMs = READY_CHECK_MS): () => Promise<boolean> {
  let waiting: Promise<boolean> | null = null;
  return async () => {
    if (!waiting) {
      const select: Promise<boolean> = dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      waiting = select;
      void select.finally(() => {
        if (waiting === select) waiting = null;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([waiting, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
