// Guest pages read their first data over the public REST paths (same shapes as GraphQL), so the
// storefront's first load carries no GraphQL client. Like Apollo's cache: answers are kept per
// language, per signed-in state and per partner referral (it opens exclusive services), shown at once when a screen comes back, and fetched again in the
// new language when it changes.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/language-store';
import { useReferralKey } from './referral';
import { hasAccessToken } from './request-policy';

/** `cache-first` shows a kept answer without asking again; `cache-and-network` shows it and refreshes it. */
export type PublicFetchPolicy = 'cache-first' | 'cache-and-network';

export interface PublicData<T> {
  data: T | undefined;
  /** The last answer of any earlier key (a list keeps its page while the next one loads). */
  previousData: T | undefined;
  loading: boolean;
  error: unknown;
}

const MAX_KEPT = 60;
const kept = new Map<string, unknown>();

function keep(key: string, value: unknown): void {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/**
 * The page renderer's requests (app/entry-server.tsx): while it renders, a key with no kept answer
 * is loaded here instead of in an effect (effects do not run on the server), and the page is
 * rendered again once they have arrived.
 */
let serverLoads: Map<string, Promise<unknown>> | null = null;

/** Starts collecting the loads of a server render, forgetting every kept answer (each render is one page). */
export function collectServerLoads(): Map<string, Promise<unknown>> {
  kept.clear();
  serverLoads = new Map();
  return serverLoads;
}

export function stopCollectingServerLoads(): void {
  serverLoads = null;
}

/** The kept answers, for the page renderer to write into the HTML. */
export function keptAnswers(): Record<string, unknown> {
  return Object.fromEntries(kept);
}

/** Keeps the answers the server rendered the page with, before the client hydrates it. */
export function keepAnswers(answers: Record<string, unknown>): void {
  Object.entries(answers).forEach(([key, value]) => keep(key, value));
}

function cached<T>(name: string | null): T | undefined {
  return name !== null && kept.has(name) ? (kept.get(name) as T) : undefined;
}

interface State<T> {
  key: string | null;
  data?: T;
  error?: unknown;
  loading: boolean;
}

/** What a key shows before its effect has run: its kept answer, loading unless that is enough. */
function keptState<T>(key: string | null, fetchPolicy: PublicFetchPolicy): State<T> {
  const data = cached<T>(key);
  return { key, data, loading: key !== null && (data === undefined || fetchPolicy === 'cache-and-network') };
}

/**
 * Runs `load` for `key` (null skips), with an abort signal for when the key changes or the screen
 * goes; `key` must name everything `load` depends on.
 */
export function usePublicData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { fetchPolicy = 'cache-first' }: { fetchPolicy?: PublicFetchPolicy } = {},
): PublicData<T> {
  const language = useLanguage();
  const referral = useReferralKey();
  const fullKey = key === null ? null : `${language}|${hasAccessToken() ? 'user' : 'guest'}|${referral}|${key}`;
  const [state, setRawState] = useState<State<T>>(() => keptState<T>(fullKey, fetchPolicy));
  const loadRef = useRef(load);
  loadRef.current = load;
  const previous = useRef<T | undefined>(undefined);
  if (serverLoads && fullKey !== null && !kept.has(fullKey) && !serverLoads.has(fullKey)) {
    serverLoads.set(fullKey, load(new AbortController().signal));
  }

  useEffect(() => {
    if (fullKey === null) return;
    const hit = cached<T>(fullKey);
    // An answer's screen renders as a transition: React yields to the browser every few milliseconds
    // while it renders (an urgent update would render a whole calendar or list in one long task).
    const setState = (next: State<T> | ((shown: State<T>) => State<T>)) => startTransition(() => setRawState(next));
    if (hit !== undefined && fetchPolicy === 'cache-first') {
      // The same state when it already shows this answer (a page rendered on the server hydrates with
      // its answers): a new object would render the whole screen a second time.
      const answer: State<T> = { key: fullKey, data: hit, loading: false };
      setState((shown) => (shown.key === fullKey && shown.data === hit && !shown.loading ? shown : answer));
      return;
    }
    setState({ key: fullKey, data: hit, loading: true });
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        keep(fullKey, data);
        setState({ key: fullKey, data, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: fullKey, data: hit, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [fullKey, fetchPolicy]);

  // Until the effect has run for a new key, answer from what is kept for it.
  const current: State<T> = state.key === fullKey ? state : keptState<T>(fullKey, fetchPolicy);
  useEffect(() => {
    if (current.data !== undefined) previous.current = current.data;
  });
  return { data: current.data, previousData: current.data ?? previous.current, loading: current.loading, error: current.error };
}
