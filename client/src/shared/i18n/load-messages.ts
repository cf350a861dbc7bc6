// The active language's texts: English guest texts are bundled, Croatian is fetched the first time it
// is needed; the provider and staff screens' texts (the "owner" part) are fetched, in the active
// language, once such a screen is opened, and from then on with every language.
import { createStore, useStore } from '../state/create-store';
import { english, type GuestMessages, type Messages } from './english-messages';
import type { Language } from './languages';

const guest: Partial<Record<Language, GuestMessages>> = { en: english };
const owner: Partial<Record<Language, Record<string, string>>> = {};
let ownerWanted = false;
/** Bumped when the owner part of a language arrives, so the provider passes the merged catalog again. */
const revision = createStore(0);
const merged = new Map<string, Messages>();

/** The texts of a language already loaded (with the owner part once loaded), or undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  const base = guest[language];
  if (!base) return undefined;
  const extra = owner[language];
  const key = `${language}:${extra ? 'owner' : 'guest'}`;
  if (!merged.has(key)) merged.set(key, { ...base, ...extra } as Messages);
  return merged.get(key);
}

/** Re-renders when texts arrive (the owner part after a screen asked for it). */
export function useTextsRevision(): number {
  return useStore(revision);
}

async function loadGuest(language: Language): Promise<void> {
  if (guest[language]) return;
  guest.hr = (await import('./croatian-messages')).croatian;
}

async function loadOwner(language: Language): Promise<void> {
  if (owner[language]) return;
  owner[language] = (language === 'hr' ? await import('./owner-croatian') : await import('./owner-english')).ownerTexts;
  revision.set(revision.get() + 1);
}

export async function loadMessages(language: Language): Promise<Messages> {
  await Promise.all([loadGuest(language), ownerWanted ? loadOwner(language) : undefined]);
  return loadedMessages(language)!;
}

/** Called by provider and staff screens before they first render: their texts in the active language. */
export async function loadOwnerTexts(language: Language): Promise<void> {
  ownerWanted = true;
  await loadOwner(language);
}
