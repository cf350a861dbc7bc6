import { Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, type ComponentProps } from 'react';

// Leaflet is large: it loads with the first map on screen.
const PositionMap = lazy(() => import('./position-map'));

/**
 * The position map, loaded on first use, with a placeholder of its size meanwhile. Leaflet needs a
 * browser: a page rendered on the server (and hydrated) shows the placeholder until it has mounted.
 */
export function LazyPositionMap(props: ComponentProps<typeof PositionMap>) {
  const mounted = useMounted();
  if (!mounted) return <Skeleton height={props.height ?? 280} radius="md" />;
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 280} radius="md" />}>
      <PositionMap {...props} />
    </Suspense>
  );
}
