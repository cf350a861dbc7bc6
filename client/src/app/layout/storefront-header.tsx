// The storefront's header: logo, the three ways to browse (things to do, destinations, categories),
// language and currency, and log in / register or the user menu; on a phone all of it sits behind a burger.
import { Burger, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../modules/accounts/hooks/use-auth';
import { rememberReturnPath } from '../../modules/accounts/return-path';
import { CurrencySwitcher } from '../../shared/format/currency-switcher';
import type { MessageId } from '../../shared/i18n/messages';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { LOGIN_WITH_REDIRECT } from '../router/require-roles';
import classes from './storefront-layout.module.css';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const StorefrontMobileMenu = lazy(() => import('./storefront-mobile-menu'));

export const STOREFRONT_NAV: { label: MessageId; to: string }[] = [
  { label: 'storefront.nav.thingsToDo', to: '/things-to-do' },
  { label: 'storefront.nav.destinations', to: '/destinations' },
  { label: 'storefront.nav.categories', to: '/categories' },
];

/** Log in and come back here afterwards (the login-process loader returns to the remembered path). */
export function AccountButtons({ stacked }: { stacked?: boolean }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  // The user menu's code (Mantine's Menu) loads only for a signed-in user.
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu />
      </Suspense>
    );
  }
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={LOGIN_WITH_REDIRECT}
        onClick={() => rememberReturnPath(`${pathname}${search}`)}
        variant="subtle"
        size="sm"
      >
        {intl.formatMessage({ id: 'storefront.logIn' })}
      </Button>
      <Button component={Link} to="/register" variant="filled" size="sm">
        {intl.formatMessage({ id: 'storefront.register' })}
      </Button>
    </Wrapper>
  );
}

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return STOREFRONT_NAV.map(({ label, to }) => (
    <NavLink key={to} to={to} className={classes.navLink} onClick={onNavigate}>
      {intl.formatMessage({ id: label })}
    </NavLink>
  ));
}

export function StorefrontHeader() {
  const intl = useIntl();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs" maw={1360} mx="auto">
      <Group gap="lg" wrap="nowrap">
        <Link to="/" aria-label={intl.formatMessage({ id: 'header.home' })} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Group component="nav" gap={4} wrap="nowrap" visibleFrom="md" aria-label={intl.formatMessage({ id: 'storefront.nav.label' })}>
          <NavLinks />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" visibleFrom="md">
        <LanguageSwitcher />
        <CurrencySwitcher />
        <AccountButtons />
      </Group>
      <Burger
        opened={opened}
        onClick={() => {
          setMenuWanted(true);
          toggle();
        }}
        hiddenFrom="md"
        size="sm"
        aria-label={intl.formatMessage({ id: 'header.openMenu' })}
      />
      {/* The phone menu's code (Mantine's Drawer) loads when the burger is first pressed. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <StorefrontMobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
