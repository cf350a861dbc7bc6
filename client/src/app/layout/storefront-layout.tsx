// The frame of every guest page (spec section 2, the public routes): header, full-width content
// (pages lay out their own sections and containers), footer.
import { Outlet } from 'react-router';
import { ReferralNote } from '../../modules/storefront/components/referral-note';
import { PageFrame } from './page-frame';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';
import classes from './storefront-layout.module.css';

export function StorefrontLayout() {
  // <main> is a screen tall (with the header's padding), so the footer starts below the fold: while a
  // screen's chunk and data load, content does not push a visible footer down (layout shift). The
  // footer sits outside <main>, so it is the page's contentinfo landmark.
  return (
    <PageFrame header={<StorefrontHeader />} headerClassName={classes.header} after={<StorefrontFooter />}>
      <ReferralNote />
      <Outlet />
    </PageFrame>
  );
}
