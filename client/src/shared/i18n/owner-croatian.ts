// The Croatian texts only provider and staff screens use (see owner-english.ts).
import catalogOwnerHr from './messages/catalog-owner.hr.json';
import schedulingHr from './messages/scheduling.hr.json';
import staffHr from './messages/staff.hr.json';
import reservationsHr from './messages/reservations.hr.json';
import insightsHr from './messages/insights.hr.json';
import partnersHr from './messages/partners.hr.json';

export const ownerTexts = { ...catalogOwnerHr, ...schedulingHr, ...staffHr, ...reservationsHr, ...insightsHr, ...partnersHr };
