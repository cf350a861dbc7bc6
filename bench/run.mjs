// Runs every *.bench.mjs in this folder, one after the other, then the bundle-size budget and,
// unless BENCH_LIGHTHOUSE=false, Lighthouse on the built client (both need `npm run build`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(dir).filter((name) => name.endsWith('.bench.mjs')).sort();
scripts.push('bundle-size.mjs');
if (process.env.BENCH_LIGHTHOUSE !== 'false') scripts.push('lighthouse.mjs');
for (const file of scripts) {
  console.log(`\n# ${file}`);
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  await bench.run();
}
