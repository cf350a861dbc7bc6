// Mantine's notifications, out of the entry: the package loads just after the first paint (the
// <Notices /> outlet) or with the first notice shown, whichever comes first.
import { lazy, Suspense } from 'react';
import type { NotificationData } from '@mantine/notifications';

let module: Promise<typeof import('@mantine/notifications')> | undefined;
const load = () => (module ??= import('@mantine/notifications'));

const Outlet = lazy(() => load().then(({ Notifications }) => ({ default: Notifications })));

/** Where notices appear (mounted once, in the app's providers). */
export function Notices(props: { position: 'top-right'; limit: number }) {
  return (
    <Suspense fallback={null}>
      <Outlet {...props} />
    </Suspense>
  );
}

export function showNotice(data: NotificationData): void {
  void load().then(({ notifications }) => notifications.show(data));
}

export function hideNotice(id: string): void {
  void load().then(({ notifications }) => notifications.hide(id));
}
