import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The header over a centred content column, with no side menu. */
export function PublicLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** Entry screens and provider onboarding (where the dashboard menu stays hidden). */
export function PublicLayout() {
  return (
    <PublicLayoutFrame>
      <Outlet />
    </PublicLayoutFrame>
  );
}
