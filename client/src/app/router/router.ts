import { createBrowserRouter } from 'react-router';
import { referralKey } from '../../shared/api/referral';
import { recordReferralOf } from '../../shared/api/referral-visit';
import { hasAccessToken } from '../../shared/api/request-policy';
import { keepAnswers } from '../../shared/api/use-public-data';
import { getCurrency } from '../../shared/format/currency-store';
import { getLanguage } from '../../shared/i18n/language-store';
import { isPublicBrowsingOpen } from '../public-browsing';
import { wireSession } from '../session-wiring';
import { canHydrate, readSsrState } from '../ssr/ssr-state';
import { buildRoutes } from './route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, and whether it hydrates a page rendered on the server. Built when main.tsx asks,
 * in a task of its own (ranking the route table is one of the costlier steps of starting on a phone).
 */
export function createAppRouter(): { router: AppRouter; hydrating: boolean } {
  // The router runs the first loaders as soon as it is created, and their requests already need the
  // session (the token, the refresh): connect it first.
  wireSession(() => router);
  // A partner's link (?ref=CODE): its code rides on the first requests while the visit is recorded.
  recordReferralOf(window.location.search);

  const serverRendered = readSsrState();
  // The page came rendered by the server and the client would render the same (a guest, same language
  // and currency): it is hydrated with the answers and loader data the server used. Otherwise the
  // client renders it from scratch (main.tsx), replacing the server's markup.
  const rendered =
    serverRendered &&
    canHydrate(serverRendered, {
      url: `${window.location.pathname}${window.location.search}`,
      language: getLanguage(),
      currency: getCurrency(),
      signedIn: hasAccessToken(),
      referred: referralKey() !== '',
    })
      ? serverRendered
      : null;
  if (rendered) keepAnswers(rendered.answers);

  const router = createBrowserRouter(buildRoutes({ publicBrowsing: isPublicBrowsingOpen() }), {
    hydrationData: rendered ? { loaderData: rendered.loaderData } : undefined,
  });
  return { router, hydrating: rendered !== null };
}
