// What a route's first paint needs beyond the entry: its lazy screen's chunk, that chunk's static
// imports and their stylesheets, read from the Vite build manifest. The server writes them into the HTML
// shell as modulepreload links, so the browser fetches them alongside the entry instead of after it;
// bench/bundle-size.mjs adds up the same files against its budget. Pure: no server imports.

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The lazy screens of `client/src/app/router/screens.ts` the server preloads, as manifest keys. */
export const SCREENS = {
  home: 'src/modules/storefront/pages/home-page.tsx',
  service: 'src/modules/storefront/pages/public-service-page.tsx',
  login: 'src/modules/accounts/pages/login-page.tsx',
  thingsToDo: 'src/modules/storefront/pages/things-to-do-page.tsx',
  category: 'src/modules/storefront/pages/category-page.tsx',
  destination: 'src/modules/storefront/pages/destination-page.tsx',
} as const;

/** The storefront's Croatian texts, loaded lazily when the page is in Croatian (load-messages.ts). */
export const CROATIAN_TEXTS = 'src/shared/i18n/croatian-messages.ts';

/** First path segments of the app's own (non-storefront) routes: never a region slug. */
const APP_SEGMENTS = new Set([
  'dashboard',
  'add',
  'customer',
  'staff',
  'booking',
  'api',
  'graphql',
  'graphiql',
  'login',
  'register',
  'brand',
  'category',
  'destination',
  'assets',
]);
/** As loose as the client's route `/:regionSlug/:slug/:serviceId`: any two segments before a numeric id. */
const SERVICE_PATH = /^\/([^/]+)\/([^/]+)\/(\d{1,9})\/?$/;

/**
 * The service id of a path the client shows as a public service page, or null. Whatever the slugs say
 * (an old title, another region, capitals, a trailing slash), the client opens the page by its id, so
 * the server does the same and answers anything but the canonical address with a redirect to it.
 * The client's router ignores letter case, so an app segment in capitals is still the app's.
 */
export function servicePageId(path: string): number | null {
  const match = SERVICE_PATH.exec(path);
  if (!match || APP_SEGMENTS.has(match[1].toLowerCase())) return null;
  return Number(match[3]);
}

const STOREFRONT_SCREENS: [RegExp, string][] = [
  [/^\/$/, SCREENS.home],
  [/^\/things-to-do$/, SCREENS.thingsToDo],
  [/^\/category\/[a-z0-9-]{1,100}$/, SCREENS.category],
  [/^\/destination\/[a-z0-9-]{1,100}$/, SCREENS.destination],
];

/**
 * The screen the client shows first at `path`, or null when the server does not know it. With
 * public browsing closed every storefront page leads to login (route-table.tsx), so that is its screen.
 */
export function screenOf(path: string, publicBrowsing: boolean): string | null {
  if (path === '/login') return SCREENS.login;
  const storefront = servicePageId(path) !== null ? SCREENS.service : STOREFRONT_SCREENS.find(([pattern]) => pattern.test(path))?.[1];
  if (!storefront) return null;
  return publicBrowsing ? storefront : SCREENS.login;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: ViteManifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The files of the given chunks and of their static imports, each after the files it imports: the
 * order in which public/prehydration.js evaluates a rendered page's modules, one task each.
 */
export function dependencyOrder(manifest: ViteManifest, keys: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return order;
}

/** The manifest key of the HTML entry (index.html), or undefined. */
export function entryKey(manifest: ViteManifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
}

/**
 * The files `source` needs that the entry does not already load (and so already preloads): its chunk
 * and static imports, then their stylesheets (which Vite's import helper waits for before the screen runs).
 */
export function routeChunks(manifest: ViteManifest, source: string): string[] {
  if (!manifest[source]) return [];
  const entry = entryKey(manifest);
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();
  const chunks = [...staticClosure(manifest, source)].filter((file) => !loaded.has(file));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const styles = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)?.css ?? []);
  const loadedStyles = new Set(styles(loaded));
  return [...new Set([...chunks, ...styles(chunks).filter((file) => !loadedStyles.has(file))])];
}
