// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) in Debian Chromium on `/`,
// a service page and `/login` of the built server, started here on its own port and scratch
// database; the median of 3 runs per page against the issue's targets. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';
import { publicServicePath } from '../dist/common/service-links.js';
import { waitUntilReady } from './server-ready.mjs';

/** Production requires a signing key; the bench's servers share this one (and the demo data, asked for). */
const BENCH_JWT_SECRET = process.env.JWT_SECRET ?? 'lokalno-bench-signing-key-0123456789abcdef';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3395);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A folder to keep each run's Lighthouse report (JSON) in, for finding where LCP and TBT go. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const TARGETS = { score: 0.9, lcpMs: 2500, cls: 0.1, tbtMs: 200 };
/**
 * The mobile preset simulates a phone's CPU as this machine's slowed down 4×, so TBT depends on how
 * fast (and how idle) this machine is: each run prints Lighthouse's benchmark index and the load
 * average. LIGHTHOUSE_CPU_SLOWDOWN=8 (say) measures the margin a machine half as fast would leave;
 * the issue's targets are for the preset's 4×.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20');
/** The mobile preset (Lighthouse's default config), with only the CPU slowdown changed when asked. */
const config =
  CPU_SLOWDOWN === 4
    ? undefined
    : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(url, port) {
  const runs = [];
  for (let i = 0, failures = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    // Now and then Lighthouse loses the trace (NO_NAVSTART, NO_FCP): that run has no figures, so it is run again.
    if (result.lhr.runtimeError) {
      failures += 1;
      console.log(`  (a run of ${new URL(url).pathname} failed: ${result.lhr.runtimeError.code}; running it again)`);
      if (failures > RUNS) throw new Error(`Lighthouse failed ${failures} times on ${url}: ${result.lhr.runtimeError.code}`);
      i -= 1;
      continue;
    }
    const audits = result.lhr.audits;
    if (REPORTS) writeFileSync(path.join(REPORTS, `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${i + 1}.json`), result.report);
    runs.push({
      score: result.lhr.categories.performance.score,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    tbtRunsMs: runs.map((run) => Math.round(run.tbtMs)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    finalUrl: runs[0].finalUrl,
  };
}

function verdict(figures) {
  return figures.score >= TARGETS.score && figures.lcpMs <= TARGETS.lcpMs && figures.cls <= TARGETS.cls && figures.tbtMs <= TARGETS.tbtMs;
}

export async function run() {
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-lighthouse-'));
    const base = `http://127.0.0.1:${PORT}`;
    const server = spawn(process.execPath, [path.join(root, 'dist/server/src/main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: BENCH_JWT_SECRET,
        DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        MAILDEV_SMTP_PORT: String(PORT + 2),
        MAILDEV_WEB_PORT: String(PORT + 3),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(dataDir, 'server.log'));
    server.stdout.pipe(log);
    server.stderr.pipe(log);
    let chrome;
    try {
      await waitUntilReady(server, `${base}/readyz`);
      const [service] = (await (await fetch(`${base}/api/services/popular?size=1`)).json()).content;
      if (!service) throw new Error('the demo catalog has no live service');
      const pages = [
        ['/', '/'],
        ['service page', publicServicePath(service.regionSlug, service.title, service.serviceId)],
        ['/login', '/login'],
      ];
      chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      // One unmeasured load first, so the server's caches (images, page metadata) are warm.
      for (const [, pagePath] of pages) await fetch(base + pagePath, { headers: { accept: 'text/html' } });
      console.log(
        `Lighthouse ${RUNS} runs per page (median), mobile preset${CPU_SLOWDOWN === 4 ? '' : ` with the CPU slowed ${CPU_SLOWDOWN}× (not the preset's 4×)`}, ${CHROME_PATH}`,
      );
      console.log(
        `targets: performance >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms`,
      );
      let failed = false;
      const benchmarkIndexes = [];
      for (const [name, pagePath] of pages) {
        const figures = await measure(base + pagePath, chrome.port);
        benchmarkIndexes.push(figures.benchmarkIndex);
        const ok = verdict(figures);
        failed ||= !ok;
        const shown = new URL(figures.finalUrl).pathname;
        console.log(
          `${ok ? 'ok   ' : 'BELOW'} ${name.padEnd(13)} perf ${figures.score.toFixed(2)}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  TBT ${Math.round(figures.tbtMs)} ms [runs ${figures.tbtRunsMs.join(', ')}]  (${pagePath}${shown !== pagePath ? ` → ${shown}` : ''})`,
        );
      }
      const [oneMinute] = loadavg();
      console.log(
        `machine: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))}, load average ${oneMinute.toFixed(2)} (TBT is this machine's task times × ${CPU_SLOWDOWN})`,
      );
      if (failed) process.exitCode = 1;
    } finally {
      if (chrome) await chrome.kill();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      log.end();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
