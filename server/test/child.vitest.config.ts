// For child server processes of multi-instance tests only: the same setup as vitest.config.ts but
// without the global setup (the parent already made the database the child is given).
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.js';

export default defineConfig({
  ...base,
  test: { ...base.test, globalSetup: [], include: ['server/**/*.child.int-spec.ts'] },
});
