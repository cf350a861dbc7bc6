// The whole /api route table, by domain.
import { accountRoutes } from './account.routes.js';
import { photoRoutes } from './photo.routes.js';
import { referenceRoutes } from './reference.routes.js';
import type { RouteDefinition } from './route.js';

export const apiRoutes: RouteDefinition[] = [...referenceRoutes, ...accountRoutes, ...photoRoutes];
