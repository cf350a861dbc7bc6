// The storefront header's menu on a phone (a drawer with the links, language, currency and account),
// in its own chunk: loaded when the burger is first pressed.
import { Box, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CurrencySwitcher } from '../../shared/format/currency-switcher';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { AccountButtons, NavLinks } from './storefront-header';

export default function StorefrontMobileMenu({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const intl = useIntl();
  const close = onClose;
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="xs"
      hiddenFrom="md"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'storefront.closeMenu' }) }}
    >
      <Stack gap="md">
        <Stack component="nav" gap={4} aria-label={intl.formatMessage({ id: 'storefront.nav.label' })}>
          <NavLinks onNavigate={close} />
        </Stack>
        <Divider />
        <Group gap="xs">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </Group>
        <Divider />
        <Box onClick={close}>
          <AccountButtons stacked />
        </Box>
      </Stack>
    </Drawer>
  );
}
