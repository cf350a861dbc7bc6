// @vitest-environment jsdom
// A client-side visit to a service page at an old address (a link from before a rename, another
// region) ends at the canonical address, built by the same publicServicePath the server redirects
// with: the history entry is replaced, the query and anchor kept, the screen stays mounted and its
// data is not asked for again.
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicServicePath } from '../../../../../common/service-links';
import { usePublicData } from '../../../shared/api/use-public-data';
import { useCanonicalPath } from './use-canonical-path';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Service {
  serviceId: number;
  title: string;
  regionSlug: string;
}

const WINE: Service = { serviceId: 12, title: 'Wine tasting in Vodnjan', regionSlug: 'istria' };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

let visits = 0;

/** The service page's use of the hook (public-service-page.tsx), with a counted load and counted mounts. */
async function visit(path: string, history: string[] = []) {
  // Each visit its own key: usePublicData keeps answers across screens.
  const key = `canonical-spec ${(visits += 1)} service`;
  const load = vi.fn(async () => WINE);
  const mounts = { count: 0 };
  function ServiceScreen() {
    const serviceId = Number(useParams().serviceId);
    const { data } = usePublicData(`${key} ${serviceId}`, load);
    useCanonicalPath(data ? publicServicePath(data.regionSlug, data.title, data.serviceId) : null);
    useEffect(() => void (mounts.count += 1), []);
    return <h1>{data?.title ?? 'loading'}</h1>;
  }
  const router = createMemoryRouter(
    [
      { path: '/:regionSlug/:slug/:serviceId', element: <ServiceScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [...history, path],
    },
  );
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  return { router, container, load, mounts };
}

describe('useCanonicalPath on the service page', () => {
  it('replaces an old title slug and region with the canonical address, keeping query and anchor', async () => {
    const { router, container, load, mounts } = await visit('/dalmatia/wine-tasting-in-the-old-cellar/12?people=2#offers', [
      '/things-to-do',
    ]);

    expect(router.state.location.pathname).toBe('/istria/wine-tasting-in-vodnjan/12');
    expect(router.state.location.search).toBe('?people=2');
    expect(router.state.location.hash).toBe('#offers');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(container.textContent).toBe('Wine tasting in Vodnjan');
    // No extra request and no remount: the same route, the same id.
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounts.count).toBe(1);

    // Back goes to the page before, not to the old address.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/things-to-do');
  });

  it('leaves the canonical address as it is', async () => {
    const { router, load } = await visit('/istria/wine-tasting-in-vodnjan/12');

    expect(router.state.location.pathname).toBe('/istria/wine-tasting-in-vodnjan/12');
    expect(router.state.historyAction).toBe('POP');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
