// The HTML shell the server sends for every client route: the built index.html with what the
// client must know before it starts (whether public browsing is open) and, for public pages, the
// page's own head (title, description, canonical, hreflang, Open Graph, JSON-LD) written into it,
// and modulepreload links for the route's lazy screen (route-chunks.ts). A page rendered on the server
// starts its JavaScript once the page has loaded (public/prehydration.js): its text, photos and
// fonts come first, and the scripts (what hydrates it) do not compete with them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../shared/i18n/index.js';
import { renderHead, type PageHead } from './page-head.js';
import { CROATIAN_TEXTS, dependencyOrder, entryKey, routeChunks, type ViteManifest } from './route-chunks.js';

export interface ShellSettings {
  publicBrowsing: boolean;
  /** The page's head; without it the template's generic title and description stay. */
  head?: PageHead;
  locale?: Locale;
  publicUrl?: string;
  /** The manifest key of the route's lazy screen (route-chunks.ts `screenOf`), preloaded with its imports. */
  screen?: string | null;
  /** The language the client will show (?lang or its cookie), when known: Croatian texts are a chunk of their own. */
  clientLanguage?: Locale;
  /** The page rendered on the server (page-renderer.ts): the markup of `#root` and what the client hydrates with. */
  rendered?: { html: string; state: unknown } | null;
}

/** The id of the script element holding the rendered page's state (client app/ssr/ssr-state.ts). */
export const SSR_STATE_ID = 'lokalno-ssr';
/** The id of the script element listing a rendered page's modules, started on load by public/prehydration.js. */
export const MODULES_ID = 'lokalno-modules';
const EMPTY_ROOT = '<div id="root"></div>';

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function withRenderedPage(html: string, rendered: { html: string; state: unknown }): string {
  const root = `<div id="root">${rendered.html}</div>\n<script id="${SSR_STATE_ID}" type="application/json">${scriptJson(rendered.state)}</script>`;
  // A function replacement: the page's text may hold `$&` or `$'`.
  return html.replace(EMPTY_ROOT, () => root);
}

export const PUBLIC_BROWSING_META = 'lokalno-public-browsing';

const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** The build manifest next to the template (`.vite/manifest.json`); empty without a readable one (no preload links). */
function readManifest(templatePath: string): ViteManifest {
  const file = path.join(path.dirname(templatePath), '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

/** The manifest keys of what the route needs beyond the entry: its screen, and the Croatian texts when shown in Croatian. */
function routeSources(settings: ShellSettings): string[] {
  return [settings.screen, settings.clientLanguage === 'hr' ? CROATIAN_TEXTS : null].filter((source) => source != null);
}

/** Links for the route's files: its stylesheets, and its modules unless they start on load (withModulesOnLoad). */
function preloadLinks(styles: string[], modules: string[], settings: ShellSettings): string[] {
  // crossorigin as Vite writes its own preloads and as its import helper asks for these files later,
  // so the browser reuses what it preloaded. A client-rendered page only preloads the screen's
  // stylesheets (nothing blocks rendering); a page rendered on the server shows the screen at once,
  // so they apply from the start (Vite's helper finds them there and adds none), or it would move
  // when they arrive.
  const rel = settings.rendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const styleLinks = styles.map((file) => `<link ${rel} crossorigin href="/${file}">`);
  if (settings.rendered) return styleLinks;
  return [...styleLinks, ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** What public/prehydration.js starts on a rendered page's load (the JSON in `<script id="lokalno-modules">`). */
export interface ModulesOnLoad {
  /** The entry script. */
  entry: string;
  /** The entry's static imports, dependencies first: evaluated one script at a time before the entry. */
  imports: string[];
  /** The route's own modules (its screen and what only it imports): preloaded, then imported by the entry. */
  screen: string[];
}

/** `files` with those the manifest knows in dependency order (dependencies first), the others after them as they came. */
function inDependencyOrder(files: string[], manifest: ViteManifest): string[] {
  const entry = entryKey(manifest);
  const order = new Map((entry ? dependencyOrder(manifest, [entry]) : []).map((file, index) => [`/${file}`, index]));
  const rank = (file: string) => order.get(file) ?? order.size;
  return [...files].sort((a, b) => rank(a) - rank(b));
}

function modulesOnLoad(template: string, routeModules: string[], manifest: ViteManifest): ModulesOnLoad | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const imports = inDependencyOrder(
    [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
    manifest,
  );
  const screen = routeModules.map((file) => `/${file}`).filter((file) => !imports.includes(file));
  return { entry, imports, screen };
}

/**
 * A rendered page's entry script and module preloads move into a list that public/prehydration.js
 * starts once the page has loaded.
 */
function withModulesOnLoad(html: string, modules: ModulesOnLoad | null): string {
  if (!modules) return html;
  const list = `<script id="${MODULES_ID}" type="application/json">${scriptJson(modules)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${list}`);
}

/** Reads the template and the manifest once, on first use; renders it for one request (null when there is no built client). */
export function indexHtmlRenderer(templatePath: string): (settings: ShellSettings) => string | null {
  let template: string | null = null;
  let manifest: ViteManifest = {};
  const chunks = new Map<string, string[]>();
  const chunksOf = (source: string) => {
    if (!chunks.has(source)) chunks.set(source, routeChunks(manifest, source));
    return chunks.get(source)!;
  };
  const onLoad = new Map<string, ModulesOnLoad | null>();
  const modulesOf = (sources: string[], routeModules: string[]) => {
    const key = sources.join('|');
    if (!onLoad.has(key)) onLoad.set(key, modulesOnLoad(template!, routeModules, manifest));
    return onLoad.get(key)!;
  };
  return (settings) => {
    if (template === null && existsSync(templatePath)) {
      template = readFileSync(templatePath, 'utf8');
      manifest = readManifest(templatePath);
    }
    if (template === null) return null;
    let html = template;
    const sources = routeSources(settings);
    const files = [...new Set(sources.flatMap(chunksOf))];
    const styles = files.filter((file) => file.endsWith('.css'));
    const modules = files.filter((file) => !file.endsWith('.css'));
    const tags = [
      `<meta name="${PUBLIC_BROWSING_META}" content="${settings.publicBrowsing}" />`,
      ...preloadLinks(styles, modules, settings),
    ];
    if (settings.head && settings.publicUrl) {
      html = html.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
      tags.push(renderHead(settings.head, settings.publicUrl));
    }
    const locale = settings.head?.locale ?? settings.locale;
    if (locale) html = html.replace(/<html lang="[a-z-]*"/, `<html lang="${locale}"`);
    if (settings.rendered) {
      html = withRenderedPage(html, settings.rendered);
      html = withModulesOnLoad(html, modulesOf(sources, modules));
    }
    // A function replacement, so `$&` or `$'` in a title is not read as a replacement pattern.
    return html.replace('</head>', () => `${tags.join('\n')}\n</head>`);
  };
}
