// Starts Lokalno: configuration, database and migrations, then the HTTP server on PORT.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './bootstrap.js';
import { createApp } from './app.js';
import { startRuntime } from './runtime.js';
import { seedDemoData } from './demo/seed.js';
import { startMailCatcherUnlessConfigured } from './mail-catcher.js';

/** Until the server is up, a signal just exits (the 'exit' hooks stop child processes). */
let shutdown: (signal: string) => Promise<void> = async () => process.exit(0);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  const mail = await startMailCatcherUnlessConfigured(config, log);
  const runtime = await startRuntime({ config, dataSource: database.dataSource, databaseUrl: database.url, log, smtpUrl: mail.smtpUrl });
  await seedDemoData(config, database.dataSource, runtime, log);
  const app = await createApp({ config, dataSource: database.dataSource, log, jobs: runtime.jobs, storage: runtime.storage });
  const server = createServer(app.express);

  let stopping = false;
  shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.closeIdleConnections();
    const forced = setTimeout(() => server.closeAllConnections(), 5000);
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(forced);
    await app.stop();
    await runtime.stop();
    await mail.stop();
    await database.close();
    process.exit(0);
  };

  server.listen(config.PORT, config.HOST, () => {
    app.listening(server.address());
    log.info({ url: config.publicUrl }, 'Lokalno is running');
    process.stdout.write(`\n  Lokalno is running at ${config.publicUrl}\n  GraphQL playground: ${config.publicUrl}/graphiql   REST: ${config.publicUrl}/api/openapi.json\n\n`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Lokalno failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
