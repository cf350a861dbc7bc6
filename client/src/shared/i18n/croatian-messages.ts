// The Croatian interface texts of the guest screens and the frame, one catalog per area, merged;
// loaded only when Croatian is chosen (the provider and staff screens' ones: `owner-croatian.ts`).
import hr from './messages/hr.json';
import catalogHr from './messages/catalog.hr.json';
import servicePageHr from './messages/service-page.hr.json';
import shellHr from './messages/shell.hr.json';
import inquiriesHr from './messages/inquiries.hr.json';
import contentHr from './messages/content.hr.json';
import searchHr from './messages/search.hr.json';
import type { GuestMessages } from './english-messages';

export const croatian = {
  ...hr,
  ...catalogHr,
  ...servicePageHr,
  ...shellHr,
  ...inquiriesHr,
  ...contentHr,
  ...searchHr,
} as GuestMessages;
