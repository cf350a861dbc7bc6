// The English interface texts (the default language), one catalog per area, merged; in the entry.
import en from './messages/en.json';
import catalogEn from './messages/catalog.en.json';
import schedulingEn from './messages/scheduling.en.json';
import servicePageEn from './messages/service-page.en.json';
import shellEn from './messages/shell.en.json';
import inquiriesEn from './messages/inquiries.en.json';
import contentEn from './messages/content.en.json';
import searchEn from './messages/search.en.json';
import bookingFlowEn from './messages/booking-flow.en.json';
import reservationsEn from './messages/reservations.en.json';

export const english = { ...en, ...catalogEn, ...schedulingEn, ...servicePageEn, ...shellEn, ...inquiriesEn, ...contentEn, ...searchEn, ...bookingFlowEn, ...reservationsEn };

export type MessageId = keyof typeof english;
export type Messages = Record<MessageId, string>;
