import { describe, expect, it } from 'vitest';
import { dashboardServicePath, publicBrandPath, publicServicePath, slugify } from './service-links.js';

describe('service links', () => {
  it('slugs titles into lower-case ASCII words joined by dashes', () => {
    expect(slugify('Olive oil tasting in Vodnjan!')).toBe('olive-oil-tasting-in-vodnjan');
    expect(slugify('Đakovački vez i šokačka kuća')).toBe('dakovacki-vez-i-sokacka-kuca');
    expect(slugify('  --  ')).toBe('service');
  });

  it('builds the public page and the dashboard edit address', () => {
    expect(publicServicePath('istria', 'Wine tasting in Vodnjan', 12)).toBe('/istria/wine-tasting-in-vodnjan/12');
    expect(dashboardServicePath(3, 12)).toBe('/dashboard/brands/3/services/12');
  });

  it('builds the public brand page from the brand name', () => {
    expect(publicBrandPath('Vina Horvat', 3)).toBe('/brand/vina-horvat/3');
  });
});
