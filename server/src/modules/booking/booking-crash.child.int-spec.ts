// The child process of the crash test (booking-payment.int-spec.ts): runs only when that test
// spawns it (BOOKING_CRASH_CHILD_DB set), against the parent's database, with
// BOOKING_CRASH_AFTER_AUTHORISATION on: it pays a booking request with 4242 and SIGKILLs itself
// after the gateway authorised and before the reservation's transaction commits.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createContext } from '../../context.js';
import { createDataSource } from '../../database.js';
import { diskStorageFor } from '../../shared/file-storage.js';
import { JobQueue } from '../../shared/jobs.js';
import { payBookingWithTestCard } from './booking-payment.service.js';

const databaseUrl = process.env.BOOKING_CRASH_CHILD_DB;
const requestId = process.env.BOOKING_CRASH_CHILD_REQUEST;

describe.runIf(databaseUrl && requestId)('crash child', () => {
  it('pays and dies before the commit', async () => {
    const dataSource = createDataSource(databaseUrl!);
    await dataSource.initialize();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-crash-'));
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:9', DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', BOOKING_CRASH_AFTER_AUTHORISATION: 'true' });
    const log = pino({ level: 'silent' });
    const ctx = createContext({ dataSource, config, jobs: new JobQueue(databaseUrl!, log), storage: diskStorageFor(dataDir), locale: 'en', log });
    await payBookingWithTestCard(ctx, requestId!, { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    expect.unreachable('the process should have been killed before the commit');
  }, 60_000);
});
