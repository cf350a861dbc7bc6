// The active language's texts: English is bundled, Croatian is fetched the first time it is needed.
import { english, type Messages } from './english-messages';
import type { Language } from './languages';

const loaded: Partial<Record<Language, Messages>> = { en: english };

/** The texts of a language already loaded, or undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

export async function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded[language];
  if (ready) return ready;
  const { croatian } = await import('./croatian-messages');
  loaded.hr = croatian;
  return croatian;
}
