// The guest storefront (spec section 2: the routes that redirect to login in the spec's closed build).
// Served only while public browsing is open; each route names its screen in `screens.ts`.
import type { RouteObject } from 'react-router';

export const storefrontRoutes: RouteObject[] = [];
