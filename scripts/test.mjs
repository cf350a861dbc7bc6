// `npm test`: every check of the project, in the order that lets a 2-core machine finish soonest, with
// the time each step took. The typecheck, the lint and the build share no output and run side by side
// (their output is printed whole when each ends); schema:check uses that build; vitest, then Playwright
// on the built app. The first failing step ends the run with its exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Node's on-disk cache of compiled modules, for every node process of the run: the app servers, CLI
// sweeps and child processes the tests start load the same modules again and again (about 0.3 s of CPU
// each for the server's). Kept in node_modules, so a fresh install starts with an empty one.
process.env.NODE_COMPILE_CACHE ??= path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'node-compile-cache',
);

const STAGES = [['typecheck', 'lint', 'build'], ['schema:check'], ['test:unit'], ['e2e']];

/** Runs `npm run <script>`; `buffered` keeps its output until it ends, so side-by-side steps do not interleave. */
function run(script, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(`\n== ${script}\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

function summary(results, startedAt) {
  const lines = results.map(
    ({ script, code, seconds }) => `  ${script.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s  ${code === 0 ? 'ok' : `failed (${code})`}`,
  );
  lines.push(`  ${'total'.padEnd(14)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s`);
  console.log(`\nnpm test, step by step:\n${lines.join('\n')}`);
}

const startedAt = Date.now();
const results = [];
for (const stage of STAGES) {
  const finished = await Promise.all(stage.map((script) => run(script, stage.length > 1)));
  results.push(...finished);
  const failed = finished.find((result) => result.code !== 0);
  if (failed) {
    summary(results, startedAt);
    process.exit(failed.code);
  }
}
summary(results, startedAt);
