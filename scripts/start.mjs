// `npm start`: builds the server and the client when their sources are newer than the build,
// then runs the server (which migrates the database and serves the client on PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestMtime(readdirSync(full).map((name) => path.join(entry, name))));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function builtAt(file) {
  const full = path.join(root, file);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

function run(script) {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverSources = ['common', 'server/src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
const clientSources = ['common', 'client', 'package-lock.json'];
if (newestMtime(serverSources) > builtAt('dist/server/src/main.js')) run('build:server');
if (newestMtime(clientSources) > builtAt('dist/client/index.html')) run('build:client');

// The server runs in a process group of its own: Ctrl+C in the terminal reaches this script only, which
// passes it on to the server alone. Otherwise the embedded PostgreSQL and the mail catcher (the
// server's children) would get it too and stop under the server's orderly stop (57P01 in the log).
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/src/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
