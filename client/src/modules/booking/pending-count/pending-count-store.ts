// The provider's live count of requests waiting for an answer (spec section 4): initialised and
// set from the server's stream; never below 0. Null while nothing is known (no stream, or not a
// provider). The desk does not decrement after answering a request: the stream's new count is sent
// at the commit, before the answer's own response arrives, so a decrement then would count it twice.
import { createStore, useStore } from '../../../shared/state/create-store';

const store = createStore<number | null>(null);

function atLeastZero(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
}

/** The stream's first count. */
export function initialisePendingCount(count: number): void {
  store.set(atLeastZero(count));
}

/** Every later count of the stream. */
export function setPendingCount(count: number): void {
  store.set(atLeastZero(count));
}

/** One request answered here; stays at 0 when the count is already 0 (or unknown). */
export function decrementPendingCount(): void {
  const count = store.get();
  if (count !== null) store.set(Math.max(0, count - 1));
}

/** Nothing known any more (the stream ended, the user signed out). */
export function forgetPendingCount(): void {
  store.set(null);
}

export const getPendingCount = store.get;

export function usePendingCount(): number | null {
  return useStore(store);
}
