import { createRequire } from 'node:module';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** What every project and the child config of multi-instance tests share. */
export const sharedConfig = {
  resolve: {
    // Node loads graphql's CommonJS build for type-graphql and Apollo; the sources must get the same
    // copy, or graphql's instanceof checks fail ("Cannot use GraphQLObjectType from another module").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    setupFiles: ['server/test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
} satisfies ViteUserConfig;

/**
 * Integration files that start processes, stop a database, starve a pool or time a gateway: they run
 * one at a time, after the others, so that their time bounds measure the code and not the neighbours.
 */
const alone = [
  'server/src/load-balancer.int-spec.ts',
  'server/src/database-restart.int-spec.ts',
  'server/src/graceful-shutdown.int-spec.ts',
  'server/src/modules/reservations/booking-faults.int-spec.ts',
  'server/src/modules/reservations/booking-limits.int-spec.ts',
  'server/src/modules/reservations/booking-stripe.int-spec.ts',
  'server/src/modules/provider-desk/pending-counter.multi.int-spec.ts',
];
const integration = ['server/**/*.int-spec.ts', 'migrations/**/*.int-spec.ts'];
// Run by pending-counter.multi.int-spec.ts in a child process of its own (server/test/child.vitest.config.ts).
const childOnly = ['server/**/*.child.int-spec.ts'];
// The database server and the migrated template every integration file clones (server/test/database.ts).
const globalSetup = ['server/test/global-setup.ts'];
// On a 2-core machine vitest's default is one worker; integration files mostly wait on PostgreSQL.
// Unit and integration files share their worker's modules (`isolate: false`): a file no longer imports the
// whole server again (about a third of the CPU of the integration stage, measured in bench/README.md); what
// a file starts is stopped when it ends (server/test/file-cleanup.ts), so nothing carries over but the
// module cache. The `alone` files stop databases and kill processes: they keep a process each.
const workers = Number(process.env.VITEST_WORKERS ?? 3);

export default defineConfig({
  ...sharedConfig,
  test: {
    ...sharedConfig.test,
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.spec.ts', 'server/**/*.spec.ts', 'client/src/**/*.spec.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: integration, exclude: [...alone, ...childOnly], globalSetup, isolate: false },
      },
      {
        extends: true,
        test: { name: 'alone', include: alone, globalSetup, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
