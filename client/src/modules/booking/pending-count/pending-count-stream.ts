// The provider's live pending count over the GraphQL subscription `pendingReservationsCount`
// (graphql-sse, one POST with Accept: text/event-stream per subscription, so whichever server
// instance answers can serve it). Chosen over an EventSource on the REST stream because it sends
// the bearer token in the Authorization header like every other call (an EventSource cannot set
// headers, which would put the token in the URL). Loaded lazily, on provider screens only; it
// imports nothing of the app (its caller hands in the headers and the store's setters), so
// the chunk holds only itself and graphql-sse. A refused token (401, e.g. expired) ends the stream
// quietly: the next navigation starts it again, after the screen's own calls refreshed the token.
import { createClient, NetworkError, type Client } from 'graphql-sse';

const QUERY = 'subscription PendingReservationsCount { pendingReservationsCount }';
const MAX_RETRY_MS = 30_000;

export interface PendingCountSink {
  headers: () => Record<string, string>;
  initialise: (count: number) => void;
  set: (count: number) => void;
  /** The stream ended for good (session revoked, not a provider, too many streams). */
  forget: () => void;
}

let client: Client | null = null;
let dispose: (() => void) | null = null;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** Starts the stream unless it runs already (called after each navigation). */
export function startPendingCount(sink: PendingCountSink): void {
  if (dispose || retryTimer) return;
  client ??= createClient({ url: '/graphql/stream', headers: () => sink.headers(), retryAttempts: 0 });
  let first = true;
  dispose = client.subscribe<{ pendingReservationsCount: number }>(
    { query: QUERY },
    {
      next(result) {
        const count = result.data?.pendingReservationsCount;
        if (typeof count !== 'number') return;
        failures = 0;
        if (first) sink.initialise(count);
        else sink.set(count);
        first = false;
      },
      error(error) {
        dispose = null;
        recover(sink, error);
      },
      // The server ended it (the session was revoked): nothing is known any more.
      complete() {
        dispose = null;
        sink.forget();
      },
    },
  );
}

function recover(sink: PendingCountSink, error: unknown): void {
  const status = error instanceof NetworkError ? error.response?.status : undefined;
  if (status === 401 || status === 403 || status === 429) return stopPendingCount(sink);
  failures += 1;
  const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures - 1, 5));
  retryTimer = setTimeout(() => {
    retryTimer = null;
    startPendingCount(sink);
  }, delay);
}

/** Ends the stream (leaving the provider screens, signing out). */
export function stopPendingCount(sink: Pick<PendingCountSink, 'forget'>): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  dispose?.();
  dispose = null;
  sink.forget();
}
