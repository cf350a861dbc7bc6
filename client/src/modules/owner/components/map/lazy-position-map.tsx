import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// Leaflet is large: it loads with the first map on screen.
const PositionMap = lazy(() => import('./position-map'));

/** The position map, loaded on first use, with a placeholder of its size meanwhile. */
export function LazyPositionMap(props: ComponentProps<typeof PositionMap>) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 280} radius="md" />}>
      <PositionMap {...props} />
    </Suspense>
  );
}
