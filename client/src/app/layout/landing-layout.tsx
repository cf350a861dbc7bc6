import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher';
import { REGISTER_ANCHOR } from '../../shared/ui/anchors';
import { Logo } from '../../shared/ui/logo';
import { PageFrame } from './page-frame';

/** Registration landing pages (providers, accommodation partners): a sticky navbar with a register call to action. */
export function LandingLayout() {
  const intl = useIntl();
  return (
    <PageFrame
      header={
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/" aria-label={intl.formatMessage({ id: 'header.home' })} style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <Button component={Link} to="/login" variant="subtle" visibleFrom="sm">
              {intl.formatMessage({ id: 'landing.login' })}
            </Button>
            <Button component={Link} to={`#${REGISTER_ANCHOR}`} color="terracotta" size="sm">
              {intl.formatMessage({ id: 'landing.register' })}
            </Button>
          </Group>
        </Group>
      }
    >
      <Outlet />
    </PageFrame>
  );
}
