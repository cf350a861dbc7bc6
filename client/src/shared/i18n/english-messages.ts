// The English interface texts (the default language) of the guest screens and the app's frame, one
// catalog per area, merged; in the entry. The texts only provider and staff screens use (catalog
// editing, scheduling, staff tools) are in `owner-english.ts`, loaded with those screens.
import en from './messages/en.json';
import catalogEn from './messages/catalog.en.json';
import servicePageEn from './messages/service-page.en.json';
import shellEn from './messages/shell.en.json';
import inquiriesEn from './messages/inquiries.en.json';
import contentEn from './messages/content.en.json';
import searchEn from './messages/search.en.json';
import bookingFlowEn from './messages/booking-flow.en.json';

export const english = { ...en, ...catalogEn, ...servicePageEn, ...shellEn, ...inquiriesEn, ...contentEn, ...searchEn, ...bookingFlowEn };

type OwnerTexts = typeof import('./messages/catalog-owner.en.json') &
  typeof import('./messages/scheduling.en.json') &
  typeof import('./messages/staff.en.json') &
  typeof import('./messages/reservations.en.json') &
  typeof import('./messages/insights.en.json');

export type MessageId = keyof typeof english | keyof OwnerTexts;
export type Messages = Record<MessageId, string>;
/** The texts of the guest screens and the frame (what the entry carries). */
export type GuestMessages = Record<keyof typeof english, string>;
