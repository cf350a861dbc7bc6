// The HTML shell the server sends for every client route: the built index.html with what the
// client must know before it starts (whether public browsing is open) and, for public pages, the
// page's own head (title, description, canonical, hreflang, Open Graph, JSON-LD) written into it.
import { existsSync, readFileSync } from 'node:fs';
import type { Locale } from '../../shared/i18n/index.js';
import { renderHead, type PageHead } from './page-head.js';

export interface ShellSettings {
  publicBrowsing: boolean;
  /** The page's head; without it the template's generic title and description stay. */
  head?: PageHead;
  locale?: Locale;
  publicUrl?: string;
}

export const PUBLIC_BROWSING_META = 'lokalno-public-browsing';

const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** Reads the template once, on first use; renders it for one request (null when there is no built client). */
export function indexHtmlRenderer(templatePath: string): (settings: ShellSettings) => string | null {
  let template: string | null = null;
  return (settings) => {
    if (template === null && existsSync(templatePath)) template = readFileSync(templatePath, 'utf8');
    if (template === null) return null;
    let html = template;
    const tags = [`<meta name="${PUBLIC_BROWSING_META}" content="${settings.publicBrowsing}" />`];
    if (settings.head && settings.publicUrl) {
      html = html.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
      tags.push(renderHead(settings.head, settings.publicUrl));
    }
    const locale = settings.head?.locale ?? settings.locale;
    if (locale) html = html.replace(/<html lang="[a-z-]*"/, `<html lang="${locale}"`);
    // A function replacement, so `$&` or `$'` in a title is not read as a replacement pattern.
    return html.replace('</head>', () => `${tags.join('\n')}\n</head>`);
  };
}
