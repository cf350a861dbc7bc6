// @vitest-environment jsdom
// Which screen each address opens: the closed build sends the spec's public list and home to login;
// the open storefront's catch-all service pattern never takes a provider, customer or staff address.
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, PATHS_REDIRECTED_TO_LOGIN } from './route-table';
import { storefrontRoutes } from './storefront-routes';

/** Each path of the spec's list "Routes that redirect to login", with sample parameters. */
const SAMPLE_PATHS = [
  '/brand/vina-horvat/3',
  '/istria/wine-tasting-in-vodnjan/12',
  '/things-to-do',
  '/most-recent',
  '/category/drink',
  '/destination/istria',
  '/destinations',
  '/categories',
  '/help',
  '/custom-private-tours',
  '/privacy-policy',
  '/cookie-policy',
  '/reviews-policy',
  '/site-terms-conditions',
  '/travel-conditions',
  '/about-us',
  '/bozic-akcija',
];

const SERVICE_PAGE = '/:regionSlug/:slug/:serviceId';

function leaf(routes: RouteObject[], path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

/** The full pattern of the matched leaf (parents' paths joined). */
function pattern(routes: RouteObject[], path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
}

describe('public browsing closed (the spec build)', () => {
  const routes = buildRoutes({ publicBrowsing: false });

  it('lists every route of the spec', () => {
    expect(PATHS_REDIRECTED_TO_LOGIN).toHaveLength(SAMPLE_PATHS.length);
  });

  it.each(['/', ...SAMPLE_PATHS])('%s leads to /login', async (path) => {
    const route = leaf(routes, path);
    expect(typeof route?.loader).toBe('function');
    const response = await (route!.loader as (args: unknown) => Promise<Response> | Response)({
      request: new Request(`http://x${path}`),
      params: {},
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});

describe('public browsing open', () => {
  // The service page belongs to another screen; a stand-in makes its catch-all pattern take part.
  const stored = storefrontRoutes.some((route) => route.path === SERVICE_PAGE);
  const storefront = stored ? storefrontRoutes : [...storefrontRoutes, { path: SERVICE_PAGE }];
  storefrontRoutes.splice(0, storefrontRoutes.length, ...storefront);
  const routes = buildRoutes({ publicBrowsing: true });

  it('serves home, the overviews and the service page in the storefront', () => {
    expect(pattern(routes, '/')).toBe('/');
    expect(pattern(routes, '/categories')).toBe('/categories');
    expect(pattern(routes, '/destinations')).toBe('/destinations');
    expect(pattern(routes, '/istria/wine-tasting-in-vodnjan/12')).toBe(SERVICE_PAGE);
  });

  it.each([
    ['/dashboard/brand/edit/5', '/dashboard/brand/edit/:id'],
    ['/dashboard/brands/3/services', '/dashboard/brands/:brandId/services'],
    ['/add/3/service/new', '/add/:brandId/service/new'],
    ['/add/3/service/4', '/add/:brandId/service/:serviceId'],
    ['/customer/purchases', '/customer/purchases'],
    ['/staff/review/12', '/staff/review/:serviceId'],
    ['/staff/announcements', '/staff/announcements'],
    ['/staff/partners', '/staff/partners'],
    ['/partner/objects/12', '/partner/objects/:id'],
    ['/partner/objects/new', '/partner/objects/new'],
    ['/3/service/4/preview', '/:brandId/service/:serviceId/preview'],
    ['/login', '/login'],
  ])('%s is not taken for a service page', (path, expected) => {
    expect(pattern(routes, path)).toBe(expected);
  });
});
