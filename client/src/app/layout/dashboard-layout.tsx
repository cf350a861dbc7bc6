// The signed-in areas' frame (the provider dashboard, the partner area, staff): the header, the menu (a
// side bar from Mantine's sm breakpoint, behind the burger below it) and the screen. Its frame is drawn by dashboard-layout.module.css as Mantine's
// AppShell drew it, without AppShell's code.
import { lazy, Suspense } from 'react';
import { Burger, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import type { MessageId } from '../../shared/i18n/messages';
import { AppHeader } from './app-header';
import classes from './dashboard-layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** react-remove-scroll's class for fixed bars: a modal's scroll lock pads them as it pads the page. */
const SCROLL_LOCK_PADDED = 'right-scroll-bar-position';

export interface MenuEntry {
  label: MessageId;
  to: string;
  /** Other path prefixes that belong to the same entry. */
  also?: string[];
  /** Carries the live pending count as a badge. */
  pendingCount?: boolean;
}

/** The provider menu in the spec's order. */
const PROVIDER_MENU: MenuEntry[] = [
  { label: 'dashboard.menu.today', to: '/dashboard/recent' },
  { label: 'dashboard.menu.bookings', to: '/dashboard/reservations', pendingCount: true },
  { label: 'dashboard.menu.checkIn', to: '/dashboard/check-in' },
  { label: 'dashboard.menu.brands', to: '/dashboard/brands', also: ['/dashboard/brand/', '/dashboard/new-brand'] },
  { label: 'dashboard.menu.statistics', to: '/dashboard/statistics' },
  { label: 'dashboard.menu.cooperation', to: '/dashboard/cooperation' },
  { label: 'dashboard.menu.resellers', to: '/dashboard/resellers' },
  { label: 'dashboard.menu.company', to: '/dashboard/company' },
];

function isActive(entry: MenuEntry, pathname: string): boolean {
  return [entry.to, ...(entry.also ?? [])].some((prefix) => pathname.startsWith(prefix));
}

/** The live pending count (and its stream), loaded after the layout. */
const PendingCountBadge = lazy(() => import('../../modules/booking/pending-count/pending-count-badge'));

/** The frame with `menu` (named `menuLabel` for assistive technology). */
export function DashboardShell({ menu, menuLabel }: { menu: MenuEntry[]; menuLabel: MessageId }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <div className={classes.shell} data-navbar-opened={opened || undefined}>
      <SkipLink />
      <header className={`${classes.header} ${SCROLL_LOCK_PADDED}`}>
        <AppHeader
          start={
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={intl.formatMessage({ id: 'header.openMenu' })} />
          }
        />
      </header>
      <nav className={classes.navbar} aria-label={intl.formatMessage({ id: menuLabel })}>
        <Stack gap={4}>
          {menu.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={intl.formatMessage({ id: entry.label })}
              rightSection={
                entry.pendingCount ? (
                  <Suspense fallback={null}>
                    <PendingCountBadge />
                  </Suspense>
                ) : undefined
              }
              active={isActive(entry, pathname)}
              aria-current={isActive(entry, pathname) ? 'page' : undefined}
              onClick={close}
              variant="light"
              fw={500}
            />
          ))}
        </Stack>
      </nav>
      <main id={MAIN_CONTENT_ID} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** The provider dashboard. */
export function DashboardLayout() {
  return <DashboardShell menu={PROVIDER_MENU} menuLabel="dashboard.menu.label" />;
}
