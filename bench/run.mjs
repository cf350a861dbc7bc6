// Runs every *.bench.mjs in this folder, one after the other.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(dir).filter((name) => name.endsWith('.bench.mjs')).sort()) {
  console.log(`\n# ${file}`);
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  await bench.run();
}
