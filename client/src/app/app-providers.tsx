import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n/i18n-provider';
import { Notices } from '../shared/ui/notices';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <I18nProvider>
        {/* No GraphQL client here: screens that use it bring its provider (router/lazy-screen.tsx). */}
        <Notices position="top-right" limit={4} />
        {children}
      </I18nProvider>
    </MantineProvider>
  );
}
