// End-to-end suite: the built app, driven in the machine's Chromium. Each worker runs its own server on
// its own copy of a demo template database (e2e/global-setup.ts, e2e/test.ts), so workers share no data.
// Run from the repository root: `npx playwright test -c e2e/playwright.config.ts`.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium-headless-shell (Chrome's headless shell: the same Blink without the browser's UI
// layers) costs less CPU per page load than the full chromium binary in headless mode; the suite is
// CPU-bound on 2 cores. CHROMIUM_PATH overrides; the full browser is the fallback.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  // Never a downloaded browser: the machine's Chromium, with its background traffic off.
  launchOptions: {
    executablePath: browserPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Map tiles come from the internet: their host does not resolve, so a map shows without tiles at
      // once (the forms must work without them). A request filter (page.route) would do the same but
      // stop every request of the page in the test runner first.
      '--host-resolver-rules=MAP tile.openstreetmap.org ~NOTFOUND, MAP *.tile.openstreetmap.org ~NOTFOUND',
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
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    // Recording a trace costs CPU on every action (DOM snapshots, screencast frames) of every test; CI
    // records it for the retry of a test that failed, a local run for the failure itself.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    // The pages honour prefers-reduced-motion (client/src/app/global.css, the theme's respectReducedMotion):
    // no transitions to wait for, no looping loaders repainting while a test waits.
    reducedMotion: 'reduce',
  },
  // `metadata.serverEnv`: the settings of the project's servers. Server rendering is on by default: the
  // specs under ssr/ check the rendered pages and their hydration; the other projects drive the pages the
  // client renders, without waiting for hydration before they type or click. closed/ is the spec's closed
  // build (PUBLIC_BROWSING=false).
  projects: [
    { name: 'chromium', testIgnore: ['closed/**', 'ssr/**'], use: chromium, metadata: { serverEnv: { SERVER_RENDERING: 'false' } } },
    {
      name: 'closed',
      testMatch: 'closed/**/*.spec.ts',
      use: chromium,
      metadata: { serverEnv: { PUBLIC_BROWSING: 'false', SERVER_RENDERING: 'false' } },
    },
    { name: 'ssr', testMatch: 'ssr/**/*.spec.ts', use: chromium, metadata: { serverEnv: {} } },
  ],
});
