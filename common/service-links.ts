// Addresses of a service both sides build: the public page (spec section 2,
// /{regionSlug}/{slug}/{serviceId}) and the provider's edit screen in the dashboard.

/** "Olive oil tasting in Vodnjan!" → "olive-oil-tasting-in-vodnjan"; Croatian letters lose their marks (đ → d). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

/** The public page of a service, e.g. /istria/wine-tasting-in-vodnjan/12. */
export function publicServicePath(regionSlug: string, title: string, serviceId: number): string {
  return `/${regionSlug}/${slugify(title)}/${serviceId}`;
}

/** Where the provider edits the service in the dashboard. */
export function dashboardServicePath(brandId: number, serviceId: number): string {
  return `/dashboard/brands/${brandId}/services/${serviceId}`;
}

/** The public page of a brand, e.g. /brand/vina-horvat/3. */
export function publicBrandPath(brandName: string, brandId: number): string {
  return `/brand/${slugify(brandName)}/${brandId}`;
}
