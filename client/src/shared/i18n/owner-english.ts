// The English texts only provider and staff screens use: catalog editing, scheduling, staff tools.
// Loaded with the first such screen (router/lazy-screen.tsx), not by guest pages.
import catalogOwnerEn from './messages/catalog-owner.en.json';
import schedulingEn from './messages/scheduling.en.json';
import staffEn from './messages/staff.en.json';

export const ownerTexts = { ...catalogOwnerEn, ...schedulingEn, ...staffEn };
