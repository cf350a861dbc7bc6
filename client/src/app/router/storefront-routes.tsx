// The guest storefront (spec section 2: the routes that redirect to login in the spec's closed build).
// Served only while public browsing is open; each route names its screen in `screens.ts`.
import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';
import * as s from './screens';

export const storefrontRoutes: RouteObject[] = [
  { path: '/things-to-do', element: screen(s.ThingsToDoPage) },
  { path: '/category/:slug', element: screen(s.CategoryListPage) },
  { path: '/destination/:slug', element: screen(s.DestinationListPage) },
  { path: '/most-recent', element: screen(s.MostRecentPage) },
];
