import { useSyncExternalStore } from 'react';

/** A value outside React that components read with useStore and code outside React reads with get. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The same value on the server and while hydrating: the page renderer sets the stores (the language)
 * before each render, and the client hydrates only when its stores match what the server assumed
 * (app/ssr/ssr-state.ts).
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
