// Server-side translations (error messages, later emails) through react-intl's createIntl,
// in English and Croatian; English is the default and the fallback.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import en from './messages.en.json' with { type: 'json' };
import hr from './messages.hr.json' with { type: 'json' };

export const LOCALES = ['en', 'hr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const serverMessages: Record<Locale, Record<string, string>> = { en, hr };

/** A message to be translated at the edge, in the caller's language. Values may themselves be messages. */
export interface Message {
  id: string;
  /** A value may itself be a message, or a list of messages joined with commas. */
  values?: Record<string, string | number | Message | Message[]>;
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      // Dates in messages are Europe/Zagreb wall-clock dates, whatever the server's time zone.
      { locale, defaultLocale: DEFAULT_LOCALE, timeZone: 'Europe/Zagreb', messages: { ...serverMessages.en, ...serverMessages[locale] } },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
}

/** Translates a message; an id that is not in the catalogue is taken as literal text. */
export function translate(message: Message, locale: Locale): string {
  if (!hasMessage(message.id)) return message.id;
  const intl = intlFor(locale);
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => translate(item, locale)).join(', ') : isMessage(value) ? translate(value, locale) : value,
    ]),
  );
  return intl.formatMessage({ id: message.id }, values);
}

export function hasMessage(id: string): boolean {
  return id in serverMessages.en;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header or a `lang` cookie value. */
export function negotiateLocale(...candidates: (string | undefined | null)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ranked = candidate
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const quality = params.find((param) => param.trim().startsWith('q='));
        return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const base = tag.split('-')[0] as Locale;
      if (LOCALES.includes(base)) return base;
    }
  }
  return DEFAULT_LOCALE;
}
