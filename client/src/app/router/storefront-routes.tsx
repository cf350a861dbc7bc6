// The guest storefront (spec section 2: the routes that redirect to login in the spec's closed build).
// Served only while public browsing is open; each route names its screen in `screens.ts`. Every
// route of `storefrontRoutes` is a child of the storefront frame (header, footer).
import type { RouteObject } from 'react-router';
import { StorefrontLayout } from '../layout/storefront-layout';
import { screen } from './lazy-screen';
import { RouteError } from './route-error';
import * as s from './screens';

export const storefrontRoutes: RouteObject[] = [
  { path: '/', element: screen(s.HomePage) },
  { path: '/categories', element: screen(s.CategoriesPage) },
  { path: '/destinations', element: screen(s.DestinationsPage) },
  { path: '/brand/:slug/:brandId', element: screen(s.PublicBrandPage) },
  { path: '/:regionSlug/:slug/:serviceId', element: screen(s.PublicServicePage) },
];

/** The storefront routes inside their frame. */
export const storefrontBranch: RouteObject = {
  element: <StorefrontLayout />,
  errorElement: <RouteError />,
  children: storefrontRoutes,
};
