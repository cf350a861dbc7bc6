import { Group } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CurrencySwitcher } from '../../shared/format/currency-switcher';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher';
import { Logo } from '../../shared/ui/logo';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The bar on top of every screen: home, language, currency, and the user menu when signed in. */
export function AppHeader({ start }: { start?: ReactNode }) {
  const intl = useIntl();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {start}
        <Link to="/" aria-label={intl.formatMessage({ id: 'header.home' })} style={{ textDecoration: 'none' }}>
          {/* With the menu button in front, a 390-px phone has no room for the name beside the
              switches and the avatar: the sign alone there. */}
          <Logo nameFrom={start ? 'xs' : undefined} />
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        <CurrencySwitcher />
        <Suspense fallback={null}>
          <UserMenu />
        </Suspense>
      </Group>
    </Group>
  );
}
