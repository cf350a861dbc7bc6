// Fails when source files import each other in a circle (run by `npm run lint`): a cycle makes the order
// in which modules run depend on which file is loaded first, and hides a wrong dependency direction.
// - server, common, migrations: type-only imports do not count (dpdm's transform drops them); neither
//   does a circle made only of TypeORM entities, which name each other in their relation decorators.
// - client: type-only imports count too (a type shared both ways belongs in a third file); lazy
//   `import()`s do not (they run later, once both files are loaded).
// One line per checked root.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const isEntity = (file) => file.endsWith('.entity.ts');
const ours = (file) => !file.includes('node_modules');

async function serverCycles() {
  const roots = ['server/src/**/*.ts', 'common/**/*.ts', 'migrations/**/*.ts'];
  const tree = await parseDependencyTree(roots, { transform: true, tsconfig: 'tsconfig.json' });
  const cycles = parseCircular(tree).filter((cycle) => !cycle.every(isEntity) && cycle.every(ours));
  return { label: roots.join(', '), files: Object.keys(tree).filter(ours).length, cycles };
}

async function clientCycles() {
  const tree = await parseDependencyTree(['client/src/**/*.{ts,tsx}'], {
    context: process.cwd(),
    include: /\/client\/src\//, // absolute paths; not into node_modules
    tsconfig: 'client/tsconfig.json',
    transform: false,
    skipDynamicImports: false,
  });
  const files = Object.keys(tree).filter((file) => file.startsWith('client/src/'));
  return { label: 'client/src', files: files.length, cycles: parseCircular(tree, true) };
}

let failed = false;
for (const { label, files, cycles } of [await serverCycles(), await clientCycles()]) {
  if (cycles.length > 0) {
    failed = true;
    console.error(`Import cycles in ${label} (break each: move the shared part to a file both import):\n${prettyCircular(cycles)}`);
  } else {
    console.log(`No import cycles in ${files} files (${label}).`);
  }
}
if (failed) process.exit(1);
