// The built server for tests that run the real `node dist/server/src/main.js` in a child process:
// rebuilt first (tsc, as `npm run build:server`) when a source is newer than the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../src/shared/project-root.js';

const SOURCES = ['common', 'server/src', 'migrations', 'tsconfig.json', 'tsconfig.build.json'];
/** What tsconfig.build.json leaves out: a change there needs no new build. */
const NOT_BUILT = /\.(int-)?spec\.ts$|__snapshots__/;

function newestMtime(full: string): number {
  if (!existsSync(full) || NOT_BUILT.test(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(full, name))));
}

/** The path of dist/server/src/main.js, built from the current sources. */
export function builtServerEntry(): string {
  const root = projectRoot();
  const entry = path.join(root, 'dist', 'server', 'src', 'main.js');
  // The build is incremental: tsc rewrites only what changed, so main.js's own time says nothing. A
  // stamp written after each build here says when the sources were last compiled.
  // `npm run build:server` (CI's build step) leaves tsc's build info, written once the build is done.
  const stamp = path.join(root, 'dist', '.built-server-stamp');
  const buildInfo = path.join(root, 'dist', '.tsbuildinfo');
  const builtAt = existsSync(entry)
    ? Math.max(0, ...[stamp, buildInfo].filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs))
    : 0;
  if (Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source)))) <= builtAt) return entry;
  const startedAt = new Date();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  // Type errors are the typecheck's to report; tsc still writes the files, and this test runs them.
  if (result.error || result.status === null || !existsSync(entry))
    throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  return entry;
}
