// End-to-end suite: the built app on a fresh database, driven in the machine's Chromium.
// Run from the repository root: `npx playwright test -c e2e/playwright.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets a second run (another checkout) use its own port; pair it with MAILDEV_*_PORT and E2E_DATABASE.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The spec's closed build (PUBLIC_BROWSING=false) runs beside it, one port up, with its own database and MailDev.
const closedPort = port + 1;
const closedURL = `http://127.0.0.1:${closedPort}`;
// Server rendering on (the default) runs two ports up: the specs under ssr/ check the rendered pages and
// their hydration. The other servers render nothing on the server, so the rest of the suite drives the
// pages the client renders, without waiting for hydration before it types or clicks.
const ssrPort = port + 2;
const ssrURL = `http://127.0.0.1:${ssrPort}`;
const plus = (value: string | undefined, fallback: number, step: number) => String(Number(value ?? fallback) + step);
const plusOne = (value: string | undefined, fallback: number) => plus(value, fallback, 1);

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

const server = {
  command: 'node scripts/e2e-server.mjs',
  cwd: repoRoot,
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
  },
  projects: [
    { name: 'chromium', testIgnore: ['closed/**', 'ssr/**'], use: chromium },
    { name: 'closed', testMatch: 'closed/**/*.spec.ts', use: { ...chromium, baseURL: closedURL } },
    { name: 'ssr', testMatch: 'ssr/**/*.spec.ts', use: { ...chromium, baseURL: ssrURL } },
  ],
  webServer: [
    { ...server, url: `${baseURL}/readyz`, env: { PORT: String(port), SERVER_RENDERING: 'false' } },
    {
      ...server,
      url: `${closedURL}/readyz`,
      env: {
        PORT: String(closedPort),
        PUBLIC_BROWSING: 'false',
        SERVER_RENDERING: 'false',
        E2E_DATABASE: `${process.env.E2E_DATABASE ?? 'lokalno_e2e'}_closed`,
        MAILDEV_SMTP_PORT: plusOne(process.env.MAILDEV_SMTP_PORT, 1125),
        MAILDEV_WEB_PORT: plusOne(process.env.MAILDEV_WEB_PORT, 1180),
        EMBEDDED_PG_PORT: plusOne(process.env.EMBEDDED_PG_PORT, 54339),
      },
    },
    {
      ...server,
      url: `${ssrURL}/readyz`,
      env: {
        PORT: String(ssrPort),
        E2E_DATABASE: `${process.env.E2E_DATABASE ?? 'lokalno_e2e'}_ssr`,
        MAILDEV_SMTP_PORT: plus(process.env.MAILDEV_SMTP_PORT, 1125, 2),
        MAILDEV_WEB_PORT: plus(process.env.MAILDEV_WEB_PORT, 1180, 2),
        EMBEDDED_PG_PORT: plus(process.env.EMBEDDED_PG_PORT, 54339, 2),
      },
    },
  ],
});
