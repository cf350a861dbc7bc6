// The second server process of the multi-instance test (modules/provider-desk/pending-counter.multi.int-spec.ts): runs
// only when that test spawns it (LIVE_CHILD_DB set), serves the whole app on LIVE_CHILD_PORT over
// the parent's database, with its own pool and its own LISTEN connection, until LIVE_CHILD_STOP exists.
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createDataSource } from './database.js';
import { diskStorageFor } from './shared/file-storage.js';
import { JobQueue } from './shared/jobs.js';

const databaseUrl = process.env.LIVE_CHILD_DB;
const port = Number(process.env.LIVE_CHILD_PORT);
const stopFile = process.env.LIVE_CHILD_STOP;

describe.runIf(databaseUrl && port && stopFile)('second server process', () => {
  it('serves until told to stop', async () => {
    const dataSource = createDataSource(databaseUrl!);
    await dataSource.initialize();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-live-child-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const log = pino({ level: 'silent' });
    const app = await createApp({ config, dataSource, log, jobs: new JobQueue(databaseUrl!, log), storage: diskStorageFor(dataDir) });
    const server = createServer(app.express);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    while (!existsSync(stopFile!)) await new Promise((resolve) => setTimeout(resolve, 100));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.stop();
    await dataSource.destroy();
  }, 600_000);
});
