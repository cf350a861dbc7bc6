// `npm run schema:diff [base]`: compares schema.graphql with the one in the base commit
// (default: the previous commit, HEAD~1) with graphql-inspector; fails on breaking changes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'HEAD~1';

const previous = spawnSync('git', ['show', `${base}:schema.graphql`], { cwd: root, encoding: 'utf8' });
if (previous.status !== 0) {
  console.log(`schema:diff: ${base} has no schema.graphql; nothing to compare.`);
  process.exit(0);
}
const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-schema-'));
const oldSchema = path.join(dir, 'previous.graphql');
writeFileSync(oldSchema, previous.stdout);

console.log(`schema:diff: ${base}:schema.graphql → working tree schema.graphql`);
const inspector = path.join(root, 'node_modules', '.bin', 'graphql-inspector');
const result = spawnSync(inspector, ['diff', oldSchema, path.join(root, 'schema.graphql')], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
