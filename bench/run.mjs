// Runs every *.bench.mjs in this folder, one after the other, then the booking contention bench, a
// short soak (SOAK_MINUTES, default here 2; BENCH_SOAK=false skips it; `node bench/soak.mjs` alone
// runs 10 minutes), the bundle-size budget and, unless BENCH_LIGHTHOUSE=false, Lighthouse on the
// built client (both need `npm run build`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort();
scripts.push('booking-contention.mjs');
if (process.env.BENCH_SOAK !== 'false') scripts.push('soak.mjs');
scripts.push('bundle-size.mjs');
if (process.env.BENCH_LIGHTHOUSE !== 'false') scripts.push('lighthouse.mjs');
for (const file of scripts) {
  console.log(`\n# ${file}`);
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  await bench.run(file === 'soak.mjs' ? { minutes: Number(process.env.SOAK_MINUTES ?? 2) } : undefined);
}
