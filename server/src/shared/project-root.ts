// The repository root, found from this file's location, so paths work both from the compiled
// server (dist/server/src) and from the TypeScript sources under test.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'lokalno') return (root = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the Lokalno project root');
    dir = parent;
  }
}
