// What a test file started (apps, databases, mail captures) is stopped when the file ends, newest first.
// Registered here rather than with an `afterAll` inside the helper: helpers are called from `beforeAll`,
// where vitest 4 does not run hooks registered late; and with `isolate: false` a worker runs the next file
// in the same process, so whatever a file leaves open (pool connections) would add up.
type Cleanup = () => Promise<void> | void;

const cleanups: Cleanup[] = [];

/** Runs `cleanup` once the current test file's tests are over. */
export function atFileEnd(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** Stops everything the file registered, newest first; called by server/test/setup.ts after each file. */
export async function runFileCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'cleanup after the test file failed');
}
