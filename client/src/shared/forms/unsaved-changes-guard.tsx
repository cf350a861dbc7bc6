// Warns before leaving a page whose forms hold unsaved changes: a confirm dialog for moves inside
// the app (react-router's blocker), the browser's own question for closing or reloading the tab.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { leavesPage } from './unsaved-changes';

const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

type Check = () => boolean;

interface Registry {
  register(check: Check): () => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

/**
 * One blocker for the whole app (a router supports only one at a time); each form on the page
 * registers whether it holds unsaved changes.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<Check>());
  const anyUnsaved = useCallback(() => [...checks.current].some((check) => check()), []);
  const registry = useMemo<Registry>(
    () => ({
      register(check) {
        checks.current.add(check);
        return () => void checks.current.delete(check);
      },
    }),
    [],
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavesPage(currentLocation, nextLocation) && anyUnsaved());

  useEffect(() => {
    function beforeUnload(event: BeforeUnloadEvent) {
      if (!anyUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [anyUnsaved]);

  const stay = () => blocker.reset?.();
  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {/* The dialog's code (Mantine's Modal) loads only when a navigation is blocked. */}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog onStay={stay} onLeave={() => blocker.proceed?.()} />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Registers a form's unsaved changes with the guard. `unsaved` is read when the provider tries to
 * leave: a function for state that changes without a render (a final-form), else the latest value.
 */
export function useUnsavedChanges(unsaved: boolean | Check): void {
  const registry = useContext(UnsavedChangesContext);
  const latest = useRef(unsaved);
  latest.current = unsaved;
  useEffect(() => {
    if (!registry) return;
    return registry.register(() => (typeof latest.current === 'function' ? latest.current() : latest.current));
  }, [registry]);
}
