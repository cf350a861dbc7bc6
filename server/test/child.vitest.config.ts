// For child server processes of multi-instance tests only: the same setup as vitest.config.ts but
// without the global setup (the parent already made the database the child is given).
import { defineConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.config.js';

export default defineConfig({
  ...sharedConfig,
  test: { ...sharedConfig.test, include: ['server/**/*.child.int-spec.ts'] },
});
