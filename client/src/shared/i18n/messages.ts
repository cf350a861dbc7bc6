// Both languages' texts by area, for the tests and the MessageId typing (the app loads them through load-messages.ts).
import en from './messages/en.json';
import hr from './messages/hr.json';
import catalogEn from './messages/catalog.en.json';
import catalogHr from './messages/catalog.hr.json';
import catalogOwnerEn from './messages/catalog-owner.en.json';
import catalogOwnerHr from './messages/catalog-owner.hr.json';
import staffEn from './messages/staff.en.json';
import staffHr from './messages/staff.hr.json';
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
import bookingFlowEn from './messages/booking-flow.en.json';
import bookingFlowHr from './messages/booking-flow.hr.json';
import reservationsEn from './messages/reservations.en.json';
import reservationsHr from './messages/reservations.hr.json';
import insightsEn from './messages/insights.en.json';
import insightsHr from './messages/insights.hr.json';
import partnersEn from './messages/partners.en.json';
import partnersHr from './messages/partners.hr.json';
import type { Language } from './languages';
import { english, type MessageId } from './english-messages';
import { croatian } from './croatian-messages';
import { ownerTexts as ownerEnglish } from './owner-english';
import { ownerTexts as ownerCroatian } from './owner-croatian';

export type { MessageId };

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
  bookingFlow: { en: bookingFlowEn, hr: bookingFlowHr },
  catalogOwner: { en: catalogOwnerEn, hr: catalogOwnerHr },
  staff: { en: staffEn, hr: staffHr },
  reservations: { en: reservationsEn, hr: reservationsHr },
  insights: { en: insightsEn, hr: insightsHr },
  partners: { en: partnersEn, hr: partnersHr },
} as const;

export const messages: Record<Language, Record<MessageId, string>> = {
  en: { ...english, ...ownerEnglish, ...bookingFlowEn },
  hr: { ...croatian, ...ownerCroatian, ...bookingFlowHr } as Record<MessageId, string>,
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
