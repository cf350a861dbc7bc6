// The suite's `test`: Playwright's, with a server of each worker's own (e2e/support/app-servers.ts) as
// the base URL. Specs import `test` and `expect` from here.
import { test as base } from '@playwright/test';
import { startWorkerServer, type AppServer } from './support/app-servers';

export * from '@playwright/test';

/** A project's server settings, from its `metadata.serverEnv` in playwright.config.ts. */
function serverEnvOf(metadata: Record<string, unknown>): Record<string, string> {
  return (metadata.serverEnv as Record<string, string> | undefined) ?? {};
}

export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(
        `${workerInfo.project.name}_${workerInfo.workerIndex}`,
        serverEnvOf(workerInfo.project.metadata),
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
});
