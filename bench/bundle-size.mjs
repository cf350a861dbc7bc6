// The JavaScript each route needs before it can show anything (the entry, its static imports and
// the route's lazy screen with its static imports), gzip-compressed, from the Vite build manifest.
// Fails above the budget. Run `npm run build` first (bench/run.mjs does): the storefront screens and
// the closure come from the server's route-chunks.ts, which preloads the same files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { entryKey as entryKeyOf, SCREENS, staticClosure } from '../dist/server/src/modules/storefront/route-chunks.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');
export const BUDGET_KB = 170;

/** Each route's lazy screens: source paths in the manifest (the screen files of `screens.ts`) or patterns of them. */
const ROUTES = [
  { route: '/', screens: [SCREENS.home] },
  { route: '/{region}/{slug}/{id} (service page)', screens: [SCREENS.service] },
  { route: '/login', screens: [SCREENS.login] },
  { route: '/things-to-do', screens: [SCREENS.thingsToDo] },
  // The provider texts (owner-english) load beside the day's data once the screen shows (recent-activity-page.tsx), not before it.
  {
    route: '/dashboard (→ /dashboard/recent)',
    screens: [/app\/layout\/dashboard-layout\./, /modules\/booking\/pages\/recent-activity-page\./],
  },
];

function readManifest() {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${file}: run npm run build:client first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

function screensOf(manifest, patterns) {
  return patterns.map((pattern) => {
    const key = Object.keys(manifest).find(
      (candidate) => manifest[candidate].isDynamicEntry && (typeof pattern === 'string' ? pattern === candidate : pattern.test(candidate)),
    );
    if (!key) throw new Error(`No lazy chunk in the manifest matches ${pattern}: has the screen moved?`);
    return key;
  });
}

/** Per route: the initial JavaScript files and their gzip size in KB. */
export function measureRoutes() {
  const manifest = readManifest();
  const entryKey = entryKeyOf(manifest);
  if (!entryKey) throw new Error('The manifest has no index.html entry.');
  return ROUTES.map(({ route, screens }) => {
    const files = staticClosure(manifest, entryKey);
    const screenKeys = screensOf(manifest, screens);
    for (const key of screenKeys) staticClosure(manifest, key, files);
    const bytes = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
    return { route, screens: screenKeys, files: files.size, kb: Math.round(bytes / 102.4) / 10 };
  });
}

/** Files no route may load up front (the playground, the editor, maps, date pickers). */
const HEAVY = /(graphiql|monaco|leaflet|date-?picker|calendar)/i;

export async function run() {
  const results = measureRoutes();
  console.log(`Initial JavaScript per route (gzip), budget ${BUDGET_KB} KB`);
  let failed = false;
  const manifest = readManifest();
  for (const result of results) {
    const over = result.kb > BUDGET_KB;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${String(result.kb).padStart(7)} KB  ${String(result.files).padStart(3)} files  ${result.route}  [${result.screens.join(', ') || 'entry only'}]`,
    );
  }
  const entryKey = entryKeyOf(manifest);
  const entryFiles = [...staticClosure(manifest, entryKey)].filter((file) => file.endsWith('.js'));
  console.log(
    `     ${String(Math.round(entryFiles.reduce((sum, file) => sum + gzipBytes(file), 0) / 102.4) / 10).padStart(7)} KB  ${String(entryFiles.length).padStart(3)} files  (the entry alone, what every route starts with)`,
  );
  const heavy = [...staticClosure(manifest, entryKey)].filter((file) => HEAVY.test(file));
  if (heavy.length > 0) {
    failed = true;
    console.log(`OVER entry loads heavy chunks up front: ${heavy.join(', ')}`);
  }
  if (failed) process.exitCode = 1;
  return { results, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
