// `npm run schema:check`: re-emits the contracts from the server code (schema.graphql and the REST
// facade's openapi.json) and regenerates the client code from them (the Apollo hooks and the REST
// types), then fails when any of them differs from what is committed in the working tree.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECKED = ['schema.graphql', 'openapi.json', 'client/src/graphql/generated.ts', 'client/src/shared/api/rest-schema.generated.ts'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const read = (file) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined; // not there yet: it differs from what is generated
  }
};

const before = Object.fromEntries(CHECKED.map((file) => [file, read(file)]));
run('npm', ['run', 'schema:emit', '--silent']);
run('npm', ['run', 'codegen', '--silent']);
const changed = CHECKED.filter((file) => read(file) !== before[file]);

if (changed.length > 0) {
  console.error(`\nschema:check failed: ${changed.join(', ')} did not match the code.`);
  console.error('They have now been regenerated; review the change (git diff) and commit it.');
  process.exit(1);
}
console.log('schema:check: schema.graphql, openapi.json and the generated client code (Apollo hooks, REST types) match the code.');
