// One run of a sweep job from the command line (`node dist/server/src/cli/<sweep>.js [--now=ISO]`) against
// DATABASE_URL, then exit; the sweep's result printed as JSON. `--now` moves the sweep's clock for the
// end-to-end suite and is refused unless NODE_ENV=test, so an operator's run always uses the database clock.
// The sweep never changes the schema (the server migrates), and the jobs it queues (emails, SMS) are
// delivered by the server's workers: this process only sends them.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createContext, type RequestContext } from '../context.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../bootstrap.js';
import { createFileStorage } from '../shared/file-storage.js';
import { JobQueue } from '../shared/jobs.js';

function requestedNow(args: string[]): Date | undefined {
  const option = args.find((arg) => arg.startsWith('--now='));
  if (!option) return undefined;
  const now = new Date(option.slice('--now='.length));
  if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date and time: ${option}`);
  return now;
}

export async function runSweepCli(name: string, sweep: (ctx: RequestContext, options: { now?: Date }) => Promise<unknown>): Promise<void> {
  const config = loadConfig();
  const now = requestedNow(process.argv.slice(2));
  if (now && config.NODE_ENV !== 'test') {
    process.stderr.write(`--now moves the ${name} clock: only with NODE_ENV=test (the end-to-end suite)\n`);
    process.exit(2);
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log, { migrate: false });
  const jobs = new JobQueue(database.url, log);
  try {
    const ctx = createContext({
      dataSource: database.dataSource,
      config,
      jobs,
      storage: createFileStorage(config),
      locale: 'en',
      log,
      ip: 'cli',
    });
    const result = await sweep(ctx, now ? { now } : {});
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await jobs.stop();
    await database.close();
  }
}
