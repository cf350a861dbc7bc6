// @vitest-environment jsdom
// The booking flow's addresses open its screens, open storefront or closed, and never the service
// page's catch-all pattern (/booking/{id}/done has three segments too).
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './route-table';
import { storefrontRoutes } from './storefront-routes';

const ID = '3f0c2a4e-8b1d-4c5e-9a7f-1b2c3d4e5f60';

function pattern(publicBrowsing: boolean, path: string): string | undefined {
  return matchRoutes(buildRoutes({ publicBrowsing }), path)?.at(-1)?.route.path;
}

describe('booking routes', () => {
  if (!storefrontRoutes.some((route) => route.path === '/:regionSlug/:slug/:serviceId'))
    storefrontRoutes.push({ path: '/:regionSlug/:slug/:serviceId' });

  it.each([true, false])('serve the flow and the finished page (public browsing %s)', (publicBrowsing) => {
    expect(pattern(publicBrowsing, `/booking/${ID}`)).toBe('/booking/:requestId');
    expect(pattern(publicBrowsing, `/booking/${ID}/done`)).toBe('/booking/:requestId/done');
    expect(pattern(publicBrowsing, '/booking/reservation/7KQ2-M9XD')).toBe('/booking/reservation/:number');
  });
});
