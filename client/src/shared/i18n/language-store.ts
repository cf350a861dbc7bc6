import { createStore, useStore } from '../state/create-store';
import { readStored, writeStored } from '../state/browser-storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const KEY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** False in the server's page renderer, which sets the language itself (app/entry-server.tsx). */
const inBrowser = typeof window !== 'undefined';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** `?lang=hr` in the address (what the server's hreflang links point to) wins over the stored choice. */
function addressedLanguage(): string | null {
  return new URLSearchParams(window.location.search).get(KEY);
}

function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const addressed = addressedLanguage();
  if (isLanguage(addressed)) return addressed;
  const stored = readStored(KEY) ?? readCookie(KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const store = createStore<Language>(initialLanguage());

/** Kept in localStorage for the client and in a cookie so the server sees it on page loads too. */
function persist(language: Language): void {
  if (!inBrowser) return;
  writeStored(KEY, language);
  document.cookie = `${KEY}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  // Only when it changes: setting `lang` restyles the whole page (:lang() may match anywhere).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

persist(store.get());

export const getLanguage = store.get;
export const subscribeLanguage = store.subscribe;

export function setLanguage(language: Language): void {
  persist(language);
  store.set(language);
}

export function useLanguage(): Language {
  return useStore(store);
}
