// The English texts only provider and staff screens use: catalog editing, scheduling, staff tools,
// reservations (bookings lists of guests and providers).
// Loaded with the first such screen (router/lazy-screen.tsx), not by guest pages.
import catalogOwnerEn from './messages/catalog-owner.en.json';
import schedulingEn from './messages/scheduling.en.json';
import staffEn from './messages/staff.en.json';
import reservationsEn from './messages/reservations.en.json';
import insightsEn from './messages/insights.en.json';
import partnersEn from './messages/partners.en.json';

export const ownerTexts = { ...catalogOwnerEn, ...schedulingEn, ...staffEn, ...reservationsEn, ...insightsEn, ...partnersEn };
