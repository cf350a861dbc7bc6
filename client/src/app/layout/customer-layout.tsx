import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import type { MessageId } from '../../shared/i18n/messages';
import { PublicLayoutFrame } from './public-layout';

const MENU: { label: MessageId; to: string }[] = [
  { label: 'customer.menu.purchases', to: '/customer/purchases' },
  { label: 'customer.menu.personal', to: '/customer/personal' },
];

/** The customer area: My bookings and Personal info. */
export function CustomerLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <PublicLayoutFrame>
      <Group component="nav" gap="xs" mb="lg" aria-label={intl.formatMessage({ id: 'customer.menu.label' })}>
        {MENU.map(({ label, to }) => {
          const active = pathname.startsWith(to);
          return (
            <Button key={to} component={Link} to={to} variant={active ? 'light' : 'subtle'} aria-current={active ? 'page' : undefined}>
              {intl.formatMessage({ id: label })}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </PublicLayoutFrame>
  );
}
