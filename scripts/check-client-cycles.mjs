// Fails when client/src has an import cycle between source files: a cycle makes the order in which
// modules run depend on which file is loaded first, and hides a wrong dependency direction. Type-only
// imports count too (a type shared both ways belongs in a third file); lazy `import()`s do not (they
// run later, once both files are loaded). Run by `npm run lint`.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const tree = await parseDependencyTree(['client/src/**/*.{ts,tsx}'], {
  context: process.cwd(),
  include: /\/client\/src\//, // absolute paths; not into node_modules
  tsconfig: 'client/tsconfig.json',
  transform: false,
  skipDynamicImports: false,
});
const cycles = parseCircular(tree, true);
if (cycles.length > 0) {
  console.error(`Import cycles in client/src (${cycles.length}):\n${prettyCircular(cycles)}`);
  process.exit(1);
}
const files = Object.keys(tree).filter((file) => file.startsWith('client/src/'));
console.log(`client/src: ${files.length} files, no import cycles.`);
