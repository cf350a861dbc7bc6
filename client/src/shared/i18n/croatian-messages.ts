// The Croatian interface texts, one catalog per area, merged; loaded only when Croatian is chosen.
import hr from './messages/hr.json';
import catalogHr from './messages/catalog.hr.json';
import schedulingHr from './messages/scheduling.hr.json';
import servicePageHr from './messages/service-page.hr.json';
import shellHr from './messages/shell.hr.json';
import inquiriesHr from './messages/inquiries.hr.json';
import contentHr from './messages/content.hr.json';
import searchHr from './messages/search.hr.json';
import bookingFlowHr from './messages/booking-flow.hr.json';
import reservationsHr from './messages/reservations.hr.json';
import type { Messages } from './english-messages';

export const croatian = {
  ...hr,
  ...catalogHr,
  ...schedulingHr,
  ...servicePageHr,
  ...shellHr,
  ...inquiriesHr,
  ...contentHr,
  ...searchHr,
  ...bookingFlowHr,
  ...reservationsHr,
} as Messages;
