// `node dist/server/src/cli/ledger-sweep.js [--now=ISO]`: one run of the partners' ledger sweep (what the
// `partners.ledger-sweep` job does every minute) against DATABASE_URL, then exits; prints the result as JSON.
// `--now` moves the sweep's clock (what has started, which months are over) for the end-to-end suite; it is
// refused unless NODE_ENV=test, so an operator's run always uses the database clock. Nothing is exposed over HTTP.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../bootstrap.js';
import { createFileStorage } from '../shared/file-storage.js';
import { JobQueue } from '../shared/jobs.js';
import { sweepLedger } from '../modules/partner-ledger/ledger-sweep.js';

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
  process.stderr.write('--now moves the ledger clock: only with NODE_ENV=test (the end-to-end suite)\n');
  process.exit(2);
}
const log = createLogger(config);
// The server migrates; a sweep never changes the schema.
const database = await openDatabase(config, log, { migrate: false });
// Sends only (the statement emails): the server's workers deliver them.
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
  const result = await sweepLedger(ctx, { now });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await jobs.stop();
  await database.close();
}
