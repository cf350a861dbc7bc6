// `npm run schema:check`: re-emits schema.graphql from the server code and regenerates the client
// code, then fails when either differs from what is committed in the working tree.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checked = ['schema.graphql', 'client/src/graphql/generated.ts'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const before = Object.fromEntries(checked.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
run('npm', ['run', 'schema:emit', '--silent']);
run('npm', ['run', 'codegen', '--silent']);
const changed = checked.filter((file) => readFileSync(path.join(root, file), 'utf8') !== before[file]);

if (changed.length > 0) {
  console.error(`\nschema:check failed: ${changed.join(' and ')} did not match the code.`);
  console.error('They have now been regenerated; review the change (git diff) and commit it.');
  process.exit(1);
}
console.log('schema:check: schema.graphql and the generated client code match the code.');
