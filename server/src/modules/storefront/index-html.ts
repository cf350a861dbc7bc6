// The HTML shell the server sends for every client route: the built index.html with what the
// client must know before it starts (whether public browsing is open) written into its head.
import { existsSync, readFileSync } from 'node:fs';

export interface ShellSettings {
  publicBrowsing: boolean;
}

export const PUBLIC_BROWSING_META = 'lokalno-public-browsing';

/** Reads the template once, on first use; renders it for one request (null when there is no built client). */
export function indexHtmlRenderer(templatePath: string): (settings: ShellSettings) => string | null {
  let template: string | null = null;
  return (settings) => {
    if (template === null && existsSync(templatePath)) template = readFileSync(templatePath, 'utf8');
    if (template === null) return null;
    return template.replace('</head>', `<meta name="${PUBLIC_BROWSING_META}" content="${settings.publicBrowsing}" />\n</head>`);
  };
}
