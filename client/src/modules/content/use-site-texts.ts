// The content pages' texts in the visitor's language.
import { useLanguage } from '../../shared/i18n/language-store';
import { en } from './texts/en';
import { hr } from './texts/hr';
import type { SiteTexts } from './texts/types';

const TEXTS = { en, hr } as const;

export function useSiteTexts(): SiteTexts {
  return TEXTS[useLanguage()];
}
