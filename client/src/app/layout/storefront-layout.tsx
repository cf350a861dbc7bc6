// The frame of every guest page (spec section 2, the public routes): header, full-width content
// (pages lay out their own sections and containers), footer.
import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';
import classes from './storefront-layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function StorefrontLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <StorefrontHeader />
      </AppShell.Header>
      {/* A screen tall (with the header's padding), so the footer starts below the fold: while a
          screen's chunk and data load, content does not push a visible footer down (layout shift). */}
      <AppShell.Main id={MAIN_CONTENT_ID} mih="100dvh">
        <Outlet />
      </AppShell.Main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <StorefrontFooter />
    </AppShell>
  );
}
