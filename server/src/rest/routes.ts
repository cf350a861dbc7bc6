// The whole /api route table, by domain.
import { referenceRoutes } from './reference.routes.js';
import type { RouteDefinition } from './route.js';

export const apiRoutes: RouteDefinition[] = [...referenceRoutes];
