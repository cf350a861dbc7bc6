// The global loader flag: on while anything counted here is in flight (requests, lazy screens).
import { createStore, useStore } from '../state/create-store';

const pending = createStore(0);

/** Marks work as started; call the returned function once when it ends. */
export function beginLoading(): () => void {
  pending.set(pending.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending.set(pending.get() - 1);
  };
}

export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginLoading();
  try {
    return await work;
  } finally {
    end();
  }
}

export function useIsLoading(): boolean {
  return useStore(pending) > 0;
}
