import { Outlet, useNavigation } from 'react-router';
import { UnsavedChangesGuard } from '../../shared/forms/unsaved-changes-guard';
import { useIsLoading } from '../../shared/ui/loader-store';
import { TopProgress } from '../../shared/ui/top-progress';
import { ScrollToTarget } from '../router/scroll-to-target';
import { ServerErrorListener } from './server-error-listener';

/** Serves every screen: scrolling on navigation, the global loader, server error notices, the unsaved-changes guard. */
export function RootLayout() {
  const navigation = useNavigation();
  const loading = useIsLoading();
  return (
    <>
      <ScrollToTarget />
      <ServerErrorListener />
      <TopProgress active={loading || navigation.state !== 'idle'} />
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
    </>
  );
}
