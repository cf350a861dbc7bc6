// The guest storefront (spec section 2: the routes that redirect to login in the spec's closed build).
// Served only while public browsing is open; each route names its screen in `screens.ts`.
import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';
import * as s from './screens';

export const storefrontRoutes: RouteObject[] = [
  { path: '/brand/:slug/:brandId', element: screen(s.PublicBrandPage) },
  { path: '/:regionSlug/:slug/:serviceId', element: screen(s.PublicServicePage) },
];
