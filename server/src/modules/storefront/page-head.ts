// What a public page says about itself in the HTML head (title, description, canonical, hreflang,
// Open Graph, Twitter card, JSON-LD), and its escaped rendering. Pure: no I/O.
import type { Locale } from '../../shared/i18n/index.js';

export const PRODUCT_NAME = 'Lokalno';

export interface PageHead {
  /** The page's own text; the product name is appended ("… | Lokalno", as the client's usePageTitle does). */
  title: string;
  description: string;
  /** Path of the page without the language parameter, e.g. /istria/wine-tasting/12. */
  path: string;
  locale: Locale;
  ogType: 'website' | 'product' | 'profile';
  /** Absolute URL of the share image (1200×630 from the image service), if the page has one. */
  image?: string;
  imageAlt?: string;
  jsonLd?: object[];
  noindex?: boolean;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element text and in double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

/**
 * JSON inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes so no text can
 * close the element (`</script>`) or open a comment; U+2028/2029 for old JavaScript parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Plain text for a meta description: whitespace collapsed, cut at a word near `max` characters. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

export function fullTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The address of a page in a language: English has none (the x-default), Croatian adds ?lang=hr. */
export function localizedUrl(publicUrl: string, path: string, locale: Locale): string {
  const base = publicUrl.replace(/\/+$/, '') + path;
  return locale === 'en' ? base : `${base}?lang=${locale}`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags to put in <head> (the title and description included). */
export function renderHead(head: PageHead, publicUrl: string): string {
  const title = fullTitle(head.title);
  const url = localizedUrl(publicUrl, head.path, head.locale);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n');
  }
  tags.push(
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(localizedUrl(publicUrl, head.path, 'en'))}" />`,
    `<link rel="alternate" hreflang="hr" href="${escapeHtml(localizedUrl(publicUrl, head.path, 'hr'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(publicUrl, head.path, 'en'))}" />`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', head.locale === 'hr' ? 'hr_HR' : 'en_GB'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt), meta('name', 'twitter:image:alt', head.imageAlt));
  }
  for (const document of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptSafeJson(document)}</script>`);
  return tags.join('\n');
}
