// Mantine's notifications, out of the entry: the package loads once the page has loaded and the
// browser is idle (so its chunks do not compete with the first screen's), or with the first notice
// shown, whichever comes first.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { createStore, useStore } from '../state/create-store';

let module: Promise<typeof import('@mantine/notifications')> | undefined;
const load = () => (module ??= import('@mantine/notifications'));
/** Set when a notice is shown: the outlet mounts at once (its mounting fetches the package). */
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
  const noticeShown = useStore(wanted);
  // A transition, not the store: an update from the store is urgent, and one that lands while a page
  // rendered on the server is still hydrating makes React finish hydrating in one long task.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => startTransition(() => setIdle(true))), []);
  if (!noticeShown && !idle) return null;
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
