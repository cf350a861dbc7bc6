import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { PageFrame } from './page-frame';

/** The header over a centred content column, with no side menu. */
export function PublicLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<AppHeader />}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Container>
    </PageFrame>
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
