// Marks the work of a background job, so a test's query counter can leave out the statements a job
// runs beside the request it measures (an email job queued by an earlier step, the booking sweep).
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<true>();

export function runInJobScope<T>(work: () => Promise<T>): Promise<T> {
  return storage.run(true, work);
}

export function inJobScope(): boolean {
  return storage.getStore() === true;
}
