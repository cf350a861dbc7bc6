// Live pending counting (spec section 6): started after each navigation, for providers only, when
// the browser has server-sent events; the stream's code is loaded only then.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getLanguage } from '../../../shared/i18n/language-store';
import { getAccessToken, useSession } from '../../accounts/auth-store';
import { forgetPendingCount, initialisePendingCount, setPendingCount } from './pending-count-store';
import type { PendingCountSink } from './pending-count-stream';

type StreamModule = typeof import('./pending-count-stream');
let loaded: Promise<StreamModule> | null = null;
const stream = () => (loaded ??= import('./pending-count-stream'));
/**
 * The same headers as every other call (shared/api/request-policy.ts), built here from the stores
 * the dashboard already loads, so the entry's chunks stay as they are.
 */
function headers(): Record<string, string> {
  const token = getAccessToken();
  return { 'Accept-Language': getLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

const sink: PendingCountSink = { headers, initialise: initialisePendingCount, set: setPendingCount, forget: forgetPendingCount };
/** Stopping needs nothing loaded when nothing was started. */
const stop = () => void loaded?.then((module) => module.stopPendingCount(sink));

export function usePendingCountStream(): void {
  const { pathname } = useLocation();
  const isProvider = useSession().user?.roles.includes('ROLE_OWNER') ?? false;

  useEffect(() => {
    if (!isProvider || !('EventSource' in window)) return;
    void stream().then((module) => module.startPendingCount(sink));
  }, [pathname, isProvider]);

  useEffect(() => {
    if (!isProvider) stop();
  }, [isProvider]);

  useEffect(() => stop, []);
}
