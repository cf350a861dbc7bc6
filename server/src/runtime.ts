// The long-lived services one server instance runs beside HTTP: the job queue with its workers,
// the mail transport and file storage. Shared by main.ts and the integration tests.
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createFileStorage, type FileStorage } from './shared/file-storage.js';
import { JobQueue } from './shared/jobs.js';
import { createMailTransport, EMAIL_JOB, emailWorker } from './modules/notifications/email.service.js';

export interface Runtime {
  jobs: JobQueue;
  storage: FileStorage;
  stop: () => Promise<void>;
}

export async function startRuntime(options: { config: Config; dataSource: DataSource; databaseUrl: string; log: Logger; smtpUrl: string }): Promise<Runtime> {
  const { config, dataSource, log } = options;
  const jobs = new JobQueue(options.databaseUrl, log);
  const transport = createMailTransport(options.smtpUrl);
  jobs.handle(EMAIL_JOB, emailWorker({ dataSource, transport, from: config.MAIL_FROM, log }));
  await jobs.start();
  return {
    jobs,
    storage: createFileStorage(config),
    stop: async () => {
      await jobs.stop();
      transport.close();
    },
  };
}
