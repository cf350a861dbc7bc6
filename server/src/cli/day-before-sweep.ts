// `node dist/server/src/cli/day-before-sweep.js [--now=ISO]`: one run of the guests' day-before reminder
// sweep (what the `booking.day-before-sweep` job does every 10 minutes) against DATABASE_URL, then exits;
// prints the reservations reminded as JSON. `--now` moves the sweep's clock for the end-to-end suite; it is
// refused unless NODE_ENV=test. The emails and SMS it queues are delivered by the server's workers.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../bootstrap.js';
import { createFileStorage } from '../shared/file-storage.js';
import { JobQueue } from '../shared/jobs.js';
import { sweepDayBeforeReminders } from '../modules/reservations/day-before-reminder.js';

function requestedNow(args: string[]): Date | undefined {
  const option = args.find((arg) => arg.startsWith('--now='));
  if (!option) return undefined;
  const now = new Date(option.slice('--now='.length));
  if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date and time: ${option}`);
  return now;
}

const config = loadConfig();
const now = requestedNow(process.argv.slice(2));
if (now && config.NODE_ENV !== 'test') {
  process.stderr.write('--now moves the reminder clock: only with NODE_ENV=test (the end-to-end suite)\n');
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
  const reminded = await sweepDayBeforeReminders(ctx, { now });
  process.stdout.write(`${JSON.stringify({ reminded })}\n`);
} finally {
  await jobs.stop();
  await database.close();
}
