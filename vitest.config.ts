import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for type-graphql and Apollo; the sources must get the same
    // copy, or graphql's instanceof checks fail ("Cannot use GraphQLObjectType from another module").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['common/**/*.spec.ts', 'server/**/*.spec.ts', 'server/**/*.int-spec.ts', 'client/src/**/*.spec.{ts,tsx}', 'migrations/**/*.int-spec.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
