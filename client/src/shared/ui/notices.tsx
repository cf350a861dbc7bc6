// Mantine's notifications, out of the entry: the package loads once the page has loaded and the
// browser is idle (so its chunks do not compete with the first screen's), or with the first notice
// shown, whichever comes first.
import { lazy, Suspense, useEffect } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { createStore, useStore } from '../state/create-store';

let module: Promise<typeof import('@mantine/notifications')> | undefined;
const load = () => (module ??= import('@mantine/notifications'));
/** Whether the outlet may mount (its mounting fetches the package). */
const wanted = createStore(false);

const Outlet = lazy(() => load().then(({ Notifications }) => ({ default: Notifications })));

function whenIdleAfterLoad(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    timer = setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(then, { timeout: 2000 }) : then()), 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    clearTimeout(timer);
  };
}

/** Where notices appear (mounted once, in the app's providers). */
export function Notices(props: { position: 'top-right'; limit: number }) {
  const mounted = useStore(wanted);
  useEffect(() => whenIdleAfterLoad(() => wanted.set(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Outlet {...props} />
    </Suspense>
  );
}

export function showNotice(data: NotificationData): void {
  wanted.set(true);
  void load().then(({ notifications }) => notifications.show(data));
}

export function hideNotice(id: string): void {
  void load().then(({ notifications }) => notifications.hide(id));
}
