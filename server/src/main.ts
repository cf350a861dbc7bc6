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
import { stopGracefully } from './shutdown.js';
import { withStartupLock } from './shared/startup-lock.js';

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
  await withStartupLock(database.url, 'demoData', () => seedDemoData(config, database.dataSource, runtime, log));
  const app = await createApp({
    config,
    dataSource: database.dataSource,
    log,
    jobs: runtime.jobs,
    storage: runtime.storage,
    smsCatcher: runtime.smsCatcher,
  });
  const server = createServer(app.express);

  // A second signal (Ctrl+C pressed again, or a supervisor's repeat) changes nothing: the stop is bounded.
  let stopping = false;
  shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const started = Date.now();
    log.info({ signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down');
    const overdue = setTimeout(() => {
      log.warn({ timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'not stopped within SHUTDOWN_TIMEOUT_SECONDS: exiting now');
      process.exit(1);
    }, timeoutMs);
    overdue.unref();
    try {
      await stopGracefully({ server, app, runtime, mail, database, log }, timeoutMs);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };

  server.listen(config.PORT, config.HOST, () => {
    app.listening(server.address());
    log.info({ url: config.publicUrl }, 'Lokalno is running');
    const playground = config.GRAPHQL_PLAYGROUND ? `GraphQL playground: ${config.publicUrl}/graphiql   ` : '';
    process.stdout.write(`\n  Lokalno is running at ${config.publicUrl}\n  ${playground}REST: ${config.publicUrl}/api/openapi.json\n\n`);
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
