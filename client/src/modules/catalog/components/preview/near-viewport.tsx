// Renders its children once their place comes near the screen: the Leaflet map of a service page
// then costs nothing to a guest who never scrolls to the location.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  // Starts far on the server and while hydrating too, so the first render matches the server's.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    // A quiet block of the map's size (not a loading skeleton: nothing is loading yet).
    <div ref={place} style={{ height, borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-sea-0)' }} />
  );
}
