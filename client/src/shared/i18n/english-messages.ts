// The English interface texts (the default language) of the guest screens and the app's frame, one
// catalog per area, merged; in the entry. The texts only provider and staff screens use (catalog
// editing, scheduling, staff tools) are in `owner-english.ts`, loaded with those screens; the booking
// flow's (`booking-flow.en.json`) load with the flow (load-messages.ts).
import en from './messages/en.json';
import catalogEn from './messages/catalog.en.json';
import servicePageEn from './messages/service-page.en.json';
import shellEn from './messages/shell.en.json';
import inquiriesEn from './messages/inquiries.en.json';
import contentEn from './messages/content.en.json';
import searchEn from './messages/search.en.json';

export const english = { ...en, ...catalogEn, ...servicePageEn, ...shellEn, ...inquiriesEn, ...contentEn, ...searchEn };

type LazyTexts = typeof import('./messages/catalog-owner.en.json') &
  typeof import('./messages/scheduling.en.json') &
  typeof import('./messages/staff.en.json') &
  typeof import('./messages/reservations.en.json') &
  typeof import('./messages/insights.en.json') &
  typeof import('./messages/partners.en.json') &
  typeof import('./messages/booking-flow.en.json');

export type MessageId = keyof typeof english | keyof LazyTexts;
// Typed as the sources; what the browser gets is the same keys with the texts' precompiled AST
// (MessageFormatElement[]), which react-intl formats alike (client/precompiled-messages.ts).
export type Messages = Record<MessageId, string>;
/** The texts of the guest screens and the frame (what the entry carries). */
export type GuestMessages = Record<keyof typeof english, string>;
