import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { recordReferralOf } from '../../shared/api/referral-visit';
import { UnsavedChangesGuard } from '../../shared/forms/unsaved-changes-guard';
import { useIsLoading } from '../../shared/ui/loader-store';
import { TopProgress } from '../../shared/ui/top-progress';
import { ScrollToTarget } from '../router/scroll-to-target';
import { ServerErrorListener } from './server-error-listener';

/** A partner's link followed inside the app (?ref=CODE on any page); the first page's is recorded at start (router.ts). */
function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => recordReferralOf(search), [search]);
  return null;
}

/** Serves every screen: scrolling on navigation, the global loader, server error notices, the unsaved-changes guard. */
export function RootLayout() {
  const navigation = useNavigation();
  const loading = useIsLoading();
  return (
    <>
      <ScrollToTarget />
      <ReferralCapture />
      <ServerErrorListener />
      <TopProgress active={loading || navigation.state !== 'idle'} />
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
    </>
  );
}
