// The active language's texts: English guest texts are bundled, Croatian is fetched the first time it
// is needed. Two parts are fetched, in the active language, once a screen asks for them, and from
// then on with every language: the provider and staff screens' texts ("owner") and the booking
// flow's ("booking": the flow, its result and the reservation summaries).
import { createStore, useStore } from '../state/create-store';
import { english, type GuestMessages, type Messages } from './english-messages';
import type { Language } from './languages';

export type TextsPart = 'owner' | 'booking';
type Texts = Record<string, string>;

const PART_LOADERS: Record<TextsPart, Record<Language, () => Promise<Texts>>> = {
  owner: {
    en: async () => (await import('./owner-english')).ownerTexts,
    hr: async () => (await import('./owner-croatian')).ownerTexts,
  },
  booking: {
    en: async () => (await import('./messages/booking-flow.en.json')).default,
    hr: async () => (await import('./messages/booking-flow.hr.json')).default,
  },
};
const PARTS = Object.keys(PART_LOADERS) as TextsPart[];

const guest: Partial<Record<Language, GuestMessages>> = { en: english };
const parts: Record<TextsPart, Partial<Record<Language, Texts>>> = { owner: {}, booking: {} };
const wanted = new Set<TextsPart>();
/** Bumped when a part of a language arrives, so the provider passes the merged catalog again. */
const revision = createStore(0);
const merged = new Map<string, Messages>();

/** The texts of a language already loaded (with the parts loaded so far), or undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  const base = guest[language];
  if (!base) return undefined;
  const loaded = PARTS.filter((part) => parts[part][language]);
  const key = `${language}:${loaded.join('+')}`;
  if (!merged.has(key)) merged.set(key, Object.assign({}, base, ...loaded.map((part) => parts[part][language])) as Messages);
  return merged.get(key);
}

/** Re-renders when texts arrive (a part after a screen asked for it). */
export function useTextsRevision(): number {
  return useStore(revision);
}

async function loadGuest(language: Language): Promise<void> {
  if (guest[language]) return;
  guest.hr = (await import('./croatian-messages')).croatian;
}

async function loadPart(part: TextsPart, language: Language): Promise<void> {
  if (parts[part][language]) return;
  parts[part][language] = await PART_LOADERS[part][language]();
  revision.set(revision.get() + 1);
}

export async function loadMessages(language: Language): Promise<Messages> {
  await Promise.all([loadGuest(language), ...[...wanted].map((part) => loadPart(part, language))]);
  return loadedMessages(language)!;
}

/** Called by the screens that need a part before they first render: its texts in the active language. */
export async function loadTexts(part: TextsPart, language: Language): Promise<void> {
  wanted.add(part);
  await loadPart(part, language);
}
