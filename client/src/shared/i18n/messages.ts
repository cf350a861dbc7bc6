// The interface texts, one catalog per area (shared texts, catalog, scheduling), merged per language.
import en from './messages/en.json';
import hr from './messages/hr.json';
import catalogEn from './messages/catalog.en.json';
import catalogHr from './messages/catalog.hr.json';
import schedulingEn from './messages/scheduling.en.json';
import schedulingHr from './messages/scheduling.hr.json';
import servicePageEn from './messages/service-page.en.json';
import servicePageHr from './messages/service-page.hr.json';
import shellEn from './messages/shell.en.json';
import shellHr from './messages/shell.hr.json';
import inquiriesEn from './messages/inquiries.en.json';
import inquiriesHr from './messages/inquiries.hr.json';
import contentEn from './messages/content.en.json';
import contentHr from './messages/content.hr.json';
import searchEn from './messages/search.en.json';
import searchHr from './messages/search.hr.json';
import type { Language } from './languages';

const english = { ...en, ...catalogEn, ...schedulingEn, ...servicePageEn, ...shellEn, ...inquiriesEn, ...contentEn, ...searchEn };

export type MessageId = keyof typeof english;

/** Each area's catalogs, for the test that keeps English and Croatian in step. */
export const catalogs = {
  shared: { en, hr },
  catalog: { en: catalogEn, hr: catalogHr },
  scheduling: { en: schedulingEn, hr: schedulingHr },
  servicePage: { en: servicePageEn, hr: servicePageHr },
  shell: { en: shellEn, hr: shellHr },
  inquiries: { en: inquiriesEn, hr: inquiriesHr },
  content: { en: contentEn, hr: contentHr },
  search: { en: searchEn, hr: searchHr },
} as const;

export const messages: Record<Language, Record<MessageId, string>> = {
  en: english,
  hr: { ...hr, ...catalogHr, ...schedulingHr, ...servicePageHr, ...shellHr, ...inquiriesHr, ...contentHr, ...searchHr } as Record<MessageId, string>,
};

declare global {
  // Makes every `id` given to react-intl a checked key of the English catalogs.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
