import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n/i18n-provider';
import { apolloClient } from './apollo/apollo-client';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <I18nProvider>
        <ApolloProvider client={apolloClient}>
          <Notifications position="top-right" limit={4} />
          {children}
        </ApolloProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
