// The guest storefront (spec section 2: the routes that redirect to login in the spec's closed build).
// Served only while public browsing is open; each route names its screen in `screens.ts`. Every
// route of `storefrontRoutes` is a child of the storefront frame (header, footer).
import type { RouteObject } from 'react-router';
import { StorefrontLayout } from '../layout/storefront-layout';
import { screen } from './lazy-screen';
import { RouteError } from './route-error';
import * as s from './screens';

/** The content pages and their inquiry forms. */
const contentRoutes: RouteObject[] = [
  { path: '/help', element: screen(s.HelpPage) },
  { path: '/about-us', element: screen(s.AboutPage) },
  { path: '/privacy-policy', element: screen(s.PrivacyPolicyPage) },
  { path: '/cookie-policy', element: screen(s.CookiePolicyPage) },
  { path: '/reviews-policy', element: screen(s.ReviewsPolicyPage) },
  { path: '/site-terms-conditions', element: screen(s.TermsPage) },
  { path: '/travel-conditions', element: screen(s.TravelConditionsPage) },
  { path: '/custom-private-tours', element: screen(s.CustomPrivateToursPage) },
  { path: '/bozic-akcija', element: screen(s.ChristmasActionPage) },
  { path: '/sell', element: screen(s.SellPage) },
];

export const storefrontRoutes: RouteObject[] = [
  ...contentRoutes,
  { path: '/', element: screen(s.HomePage) },
  { path: '/categories', element: screen(s.CategoriesPage) },
  { path: '/destinations', element: screen(s.DestinationsPage) },
  { path: '/things-to-do', element: screen(s.ThingsToDoPage) },
  { path: '/category/:slug', element: screen(s.CategoryListPage) },
  { path: '/destination/:slug', element: screen(s.DestinationListPage) },
  { path: '/most-recent', element: screen(s.MostRecentPage) },
  { path: '/brand/:slug/:brandId', element: screen(s.PublicBrandPage) },
  { path: '/:regionSlug/:slug/:serviceId', element: screen(s.PublicServicePage) },
];

/** The storefront routes inside their frame. */
export const storefrontBranch: RouteObject = {
  element: <StorefrontLayout />,
  errorElement: <RouteError />,
  children: storefrontRoutes,
};
