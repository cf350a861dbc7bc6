import { createBrowserRouter } from 'react-router';
import { isPublicBrowsingOpen } from '../public-browsing';
import { wireSession } from '../session-wiring';
import { buildRoutes } from './route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

// The router runs the first loaders as soon as it is created, and their requests already need the
// session (the token, the refresh): connect it first.
wireSession(() => router);

export const router: AppRouter = createBrowserRouter(buildRoutes({ publicBrowsing: isPublicBrowsingOpen() }));
