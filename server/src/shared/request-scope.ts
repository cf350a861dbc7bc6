// The language and logger of the request being served, reachable where no context is passed
// (Apollo's formatError). Set once per HTTP request by the app.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, type Locale } from './i18n/index.js';

interface RequestScope {
  locale: Locale;
  log?: Logger;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentLocale(): Locale {
  return storage.getStore()?.locale ?? DEFAULT_LOCALE;
}

export function currentLog(): Logger | undefined {
  return storage.getStore()?.log;
}
