// End-to-end suite: the built app, driven in the machine's Chromium. Each worker runs its own server on
// its own copy of a demo template database (e2e/global-setup.ts, e2e/test.ts), so workers share no data.
// Run from the repository root: `npx playwright test -c e2e/playwright.config.ts`.
import { defineConfig, devices } from '@playwright/test';

const chromium = {
  ...devices['Desktop Chrome'],
  // Never a downloaded browser: the machine's Chromium, with its background traffic off.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Each worker has a server and database of its own (e2e/test.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
  },
  // `metadata.serverEnv`: the settings of the project's servers. Server rendering is on by default: the
  // specs under ssr/ check the rendered pages and their hydration; the other projects drive the pages the
  // client renders, without waiting for hydration before they type or click. closed/ is the spec's closed
  // build (PUBLIC_BROWSING=false).
  projects: [
    { name: 'chromium', testIgnore: ['closed/**', 'ssr/**'], use: chromium, metadata: { serverEnv: { SERVER_RENDERING: 'false' } } },
    { name: 'closed', testMatch: 'closed/**/*.spec.ts', use: chromium, metadata: { serverEnv: { PUBLIC_BROWSING: 'false', SERVER_RENDERING: 'false' } } },
    { name: 'ssr', testMatch: 'ssr/**/*.spec.ts', use: chromium, metadata: { serverEnv: {} } },
  ],
});
