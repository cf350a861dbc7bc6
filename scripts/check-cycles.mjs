// Fails when source files import each other in a circle (run by `npm run lint`). Type-only imports
// do not count (dpdm's transform drops them); neither does a circle made only of TypeORM entities,
// which name each other in their relation decorators. One line per checked root in ROOTS.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const ROOTS = [
  'server/src/**/*.ts',
  'common/**/*.ts',
  'migrations/**/*.ts',
];

const isEntity = (file) => file.endsWith('.entity.ts');

const tree = await parseDependencyTree(ROOTS, { transform: true, tsconfig: 'tsconfig.json' });
// Only our own files: dependencies in node_modules are not ours to untangle.
const cycles = parseCircular(tree).filter((cycle) => !cycle.every(isEntity) && !cycle.some((file) => file.includes('node_modules')));
if (cycles.length > 0) {
  console.error(`Import cycles between source files (break each: move the shared part to a file both import):\n${prettyCircular(cycles)}`);
  process.exit(1);
}
console.log(`No import cycles in ${Object.keys(tree).filter((file) => !file.includes('node_modules')).length} files (${ROOTS.join(', ')}).`);
