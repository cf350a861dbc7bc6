// /sitemap.xml and /robots.txt: every public page (fixed pages, categories, destinations, live
// services and the brands that have them) in both languages, from three queries.
import { publicServicePath, slugify } from '../../../../common/service-links.js';
import type { RequestContext } from '../../context.js';
import { LOCALES } from '../../shared/i18n/index.js';
import { ANONYMOUS, publicServiceSql } from '../catalog/service-visibility.js';
import { localizedUrl } from './page-head.js';
import { STATIC_PAGES } from './page-texts.js';

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Paths crawlers must stay out of: the app's private screens and the machine interfaces. */
export const DISALLOWED_PATHS = ['/dashboard', '/add', '/customer', '/staff', '/api', '/graphql', '/graphiql'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

function latest(dates: Date[]): Date | undefined {
  return dates.length === 0 ? undefined : new Date(Math.max(...dates.map((date) => date.getTime())));
}

/** The public pages, each once (its languages are written as alternates). */
export async function sitemapEntries(ctx: RequestContext): Promise<SitemapEntry[]> {
  const services: {
    id: number;
    title: string;
    updated_at: Date;
    region_slug: string;
    category_slug: string;
    brand_id: number;
    brand_name: string;
  }[] = await ctx.manager.query(
    `SELECT s.id, s.title, s.updated_at, r.slug AS region_slug, c.slug AS category_slug, b.id AS brand_id, b.name AS brand_name
       FROM service s JOIN region r ON r.id = s.region_id JOIN category c ON c.id = s.category_id JOIN brand b ON b.id = s.brand_id
      WHERE ${publicServiceSql('s', ANONYMOUS)}
      ORDER BY s.id`,
  );
  const categories: { slug: string }[] = await ctx.manager.query('SELECT slug FROM category ORDER BY sort_order, id');
  const regions: { slug: string }[] = await ctx.manager.query('SELECT slug FROM region ORDER BY sort_order, id');

  const newest = latest(services.map((service) => service.updated_at));
  const entries: SitemapEntry[] = Object.keys(STATIC_PAGES).map((path) => ({ path }));
  for (const path of ['/', '/things-to-do', '/most-recent']) entries.find((entry) => entry.path === path)!.lastModified = newest;
  for (const { slug } of categories) {
    entries.push({
      path: `/category/${slug}`,
      lastModified: latest(services.filter((s) => s.category_slug === slug).map((s) => s.updated_at)),
    });
  }
  for (const { slug } of regions) {
    entries.push({
      path: `/destination/${slug}`,
      lastModified: latest(services.filter((s) => s.region_slug === slug).map((s) => s.updated_at)),
    });
  }
  const brands = new Map<number, SitemapEntry>();
  for (const service of services) {
    entries.push({ path: publicServicePath(service.region_slug, service.title, service.id), lastModified: service.updated_at });
    const brand = brands.get(service.brand_id) ?? { path: `/brand/${slugify(service.brand_name)}/${service.brand_id}` };
    brand.lastModified = latest([service.updated_at, ...(brand.lastModified ? [brand.lastModified] : [])]);
    brands.set(service.brand_id, brand);
  }
  entries.push(...brands.values());
  return entries;
}

/** The sitemap protocol with hreflang alternates (one <url> per page and language). */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = [
      ...LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(localizedUrl(publicUrl, entry.path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(publicUrl, entry.path, 'en'))}"/>`,
    ].join('');
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    for (const locale of LOCALES) {
      urls.push(`<url><loc>${escapeXml(localizedUrl(publicUrl, entry.path, locale))}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Open browsing: everything but the private screens, with the sitemap; closed: nothing. */
export function robotsTxt(publicUrl: string, publicBrowsing: boolean): string {
  if (!publicBrowsing) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
